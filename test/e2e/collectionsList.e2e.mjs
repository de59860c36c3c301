// A blog that grows, in Chromium, as a person would: a « Blog » template made editable holds
// « Articles » with three sample articles and a « Liste » of them on its home page; a fourth,
// with a picture of one's own and a rich body (a picture of the Médiathèque in it), comes first in the list on the canvas and in the
// export, which writes its page (valid for the Nu checker), links the list's card to it and lists
// four entries in the feed; an article kept as « Brouillon », its title holding markup, is shown
// as text and not exported.
import assert from 'node:assert/strict';
import { expectAccessible, test, PHONE } from './harness.mjs';
import { formatNuErrors, nuErrors } from '../nu.mjs';
import { exportedFiles } from './exportedSite.mjs';
import { richTextTyping } from './richText.mjs';

const collectionsOf = (page) => page.getByRole('region', { name: 'Collections' });
const storeDocument = (page) => page.evaluate(() => window.__toileStore.getState().editor.document);
const cardTitles = (html) =>
  [...html.matchAll(/<h\d class="card-title">([^<]*)</g)].map((m) => m[1]);

/** A small PNG drawn by the page: a blue sky over a field (green, or `field`). */
async function drawnPicture(page, field = '#16A34A', name = 'champ.png') {
  const base64 = await page.evaluate(async (ground) => {
    const canvas = new OffscreenCanvas(640, 400);
    const g = canvas.getContext('2d');
    g.fillStyle = '#60A5FA';
    g.fillRect(0, 0, 640, 250);
    g.fillStyle = ground;
    g.fillRect(0, 250, 640, 150);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, field);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

test('a « Blog » template: its articles, a fourth first in its list, a draft left out of the export', async ({
  page,
  shot,
}) => {
  // Template 4, « Blog Voyage »: a blog of the library (`bench=1`: the store, to read the site).
  await page.goto('/editor/4?bench=1');
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
  await page.getByRole('button', { name: 'Modifier le contenu du template' }).click();
  const list = page.locator('[data-element-type="list"]').first();
  await list.waitFor();
  let site = await storeDocument(page);
  const [articles] = site.collections;
  assert.equal(articles.name, 'Articles');
  assert.equal(articles.items.length, 3);
  assert.ok(articles.items.every((item) => item.sample));
  // The list on the canvas shows the three, newest first.
  await list.getByText(articles.items[0].title).waitFor();
  await list.scrollIntoViewIfNeeded();
  await shot('blog-list-canvas');

  // A fourth article: a title, a picture of one's own, a rich body.
  await collectionsOf(page).getByRole('button', { name: 'Articles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Articles' });
  for (const item of articles.items) await dialog.getByText(item.title, { exact: true }).waitFor();
  // The three are marked as sample content until saved.
  assert.equal(await dialog.getByText('Exemple', { exact: true }).count(), 3);
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvel article' });
  await form.getByRole('textbox', { name: 'Titre' }).fill('Le marché de Noël');
  await form.getByLabel('Importer une image').setInputFiles(await drawnPicture(page));
  await form.getByRole('img', { name: 'Image 1' }).waitFor();
  const { toolbar, blocks, toggle } = await richTextTyping(page, form);
  await toggle('Titre 2', true);
  await page.keyboard.type('Les exposants');
  await page.keyboard.press('Enter');
  await blocks('h2 p');
  await page.keyboard.type('Des ');
  await toggle('Gras', true);
  await page.keyboard.type('artisans');
  await toggle('Gras', false);
  await page.keyboard.press('Enter');
  await blocks('h2 p p');
  await toggle('Liste à puces', true);
  await page.keyboard.type('Potiers');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await blocks('h2 p ul p');
  await page.keyboard.type('Voir ');
  await toolbar.getByRole('button', { name: 'Lien' }).click();
  await form.getByRole('textbox', { name: 'Adresse du lien' }).fill('https://exemple.fr');
  await form.getByRole('button', { name: 'Appliquer' }).click();
  await page.keyboard.type('le programme');
  await page.keyboard.press('Enter');
  // A picture of the Médiathèque inside the body (the one just imported), with its words.
  await toolbar.getByRole('button', { name: 'Insérer une image' }).click();
  await page.getByRole('menuitem', { name: 'Choisir dans la Médiathèque' }).click();
  const library = page.getByRole('dialog', { name: 'Médiathèque' });
  await library.getByRole('button', { name: /^Utiliser « champ\.png »/ }).click();
  await library.waitFor({ state: 'detached' });
  await blocks('h2 p ul p figure');
  await form.locator('.toile-rich-text figure img').click();
  // Typed key by key, as a person does: the field keeps the focus while the picture changes.
  await form
    .getByRole('textbox', { name: "Texte de remplacement de l'image" })
    .pressSequentially('Un champ sous le ciel');
  await form.locator('.toile-rich-text img[alt="Un champ sous le ciel"]').waitFor();
  await shot('blog-item-form-picture');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.getByText('Le marché de Noël', { exact: true }).waitFor();

  // A draft whose title holds markup: shown as text.
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  const draft = page.getByRole('dialog', { name: 'Nouvel article' });
  await draft.getByRole('textbox', { name: 'Titre' }).fill('<script>alert(1)</script> Bientôt');
  await draft.getByRole('checkbox', { name: /Garder en brouillon/ }).check();
  await draft.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.getByText('<script>alert(1)</script> Bientôt', { exact: true }).waitFor();
  assert.equal(await page.locator('[role=dialog] script').count(), 0);
  await expectAccessible(page, 'collection of a blog');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'detached' });

  // The list on the home page shows the new article first (today's date is the newest).
  await list
    .locator('span', { hasText: /^Le marché de Noël$/ })
    .first()
    .waitFor();
  const firstCard = await list.evaluate((el) => el.querySelector('span span span')?.textContent);
  assert.match(firstCard ?? '', /Le marché de Noël/);
  await list.scrollIntoViewIfNeeded();
  await shot('blog-list-canvas-four');

  site = await storeDocument(page);
  const added = site.collections[0].items.find((item) => item.title === 'Le marché de Noël');
  assert.ok(added.image, 'the article has its picture');
  assert.ok(!added.sample, 'a saved article is the person’s');

  // « Vérifier le site » lists the three sample articles still to replace (the export writes
  // them); « Sélectionner » shows the list that shows them.
  await page.getByRole('button', { name: 'Vérifier le site' }).click();
  const check = page.getByRole('dialog', { name: 'Vérifier le site' });
  const samples = check.getByRole('region', { name: 'Contenu d’exemple à remplacer' });
  const sampleArticles = samples.getByRole('region', { name: 'Collection «\u00a0Articles\u00a0»' });
  const lines = sampleArticles.getByRole('button', {
    name: /^Sélectionner\s: Article d’exemple/,
  });
  await lines.first().waitFor();
  assert.equal(await lines.count(), 3);
  await lines.first().click();
  await check.waitFor({ state: 'detached' });
  await page
    .getByRole('region', { name: 'Propriétés' })
    .getByRole('combobox', { name: 'Collection' })
    .waitFor();

  // « Aperçu »: a card leads to its article's page, as in the published site.
  await page.getByRole('button', { name: 'Aperçu', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Aperçu', exact: true });
  const frame = preview.frameLocator('iframe');
  await frame.getByRole('link', { name: /Le marché de Noël/ }).click();
  await frame.getByRole('heading', { level: 1, name: 'Le marché de Noël' }).waitFor();
  await frame.getByRole('heading', { level: 2, name: 'Les exposants' }).waitFor();
  // The picture of the body, loaded (its object URL in the frame).
  await frame
    .getByRole('img', { name: 'Un champ sous le ciel' })
    .evaluate((img) => img.complete || new Promise((done) => (img.onload = done)));
  assert.ok(
    await frame
      .getByRole('img', { name: 'Un champ sous le ciel' })
      .evaluate((img) => img.naturalWidth > 0),
  );
  // At its own size (640 px), not stretched to the text's width as the page's images are.
  const drawn = await frame
    .getByRole('img', { name: 'Un champ sous le ciel' })
    .evaluate((img) => [img.getBoundingClientRect().width, img.naturalWidth]);
  assert.ok(drawn[0] <= drawn[1] + 0.5, `drawn ${drawn[0]} px wide, ${drawn[1]} px of its own`);
  await shot('blog-item-preview');
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'detached' });

  const { files, bytes } = await exportedFiles(page);
  const folder = site.pages.find((p) => p.collection === site.collections[0].id).slug;
  const name = `${folder}/${added.slug}.html`;
  const article = files[name];
  assert.ok(article, `no ${name} in ${Object.keys(files).join(', ')}`);
  assert.match(article, /<h2>Les exposants<\/h2>/);
  assert.match(article, /<strong>artisans<\/strong>/);
  assert.match(article, /<ul><li><p>Potiers<\/p><\/li><\/ul>/);
  assert.match(article, /<a href="https:\/\/exemple.fr" rel="noopener">le/);
  // The body's picture: its file in the zip, one folder up, sized, with its words.
  const figure = article.match(/<figure><img src="\.\.\/(images\/[^"]+)"[^>]*><\/figure>/);
  assert.ok(figure, 'the body holds its picture');
  assert.match(figure[0], /width="\d+" height="\d+" alt="Un champ sous le ciel"/);
  assert.ok(files[figure[1]], `${figure[1]} is in the zip`);
  const home = files['index.html'];
  assert.equal(cardTitles(home)[0], 'Le marché de Noël');
  assert.match(home, new RegExp(`<a class="card-link" href="${name}">`));
  assert.equal(files[`${folder}/flux.xml`].match(/<entry>/g).length, 4);
  // The draft is in the project (projet.json), not in the site.
  const written = Object.entries(files).filter(([file]) => file !== 'projet.json');
  assert.deepEqual(
    written
      .filter(([, text]) => typeof text === 'string' && text.includes('Bientôt'))
      .map(([f]) => f),
    [],
  );
  const errors = await nuErrors([
    { name, html: article },
    { name: 'index.html', html: home },
  ]);
  assert.deepEqual(errors, [], formatNuErrors(errors));

  // The article on a phone (360 px), its stylesheets and its picture inlined: the picture no
  // wider than the screen, nothing to scroll sideways.
  const encoded = Buffer.from(bytes[figure[1]]).toString('base64');
  const inlined = article
    .replace(
      /<link rel="stylesheet" href="\.\.\/([^"]+)">/g,
      (_, file) => `<style>${files[file]}</style>`,
    )
    .replace(/ srcset="[^"]*"/g, '')
    .replaceAll(`src="../${figure[1]}"`, `src="data:image/webp;base64,${encoded}"`);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(inlined);
  const phone = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth <= window.innerWidth,
    picture: document.querySelector('.rich img')?.getBoundingClientRect().width ?? 0,
  }));
  assert.ok(phone.scroll, 'no horizontal scroll at 360 px');
  assert.ok(phone.picture > 0 && phone.picture <= 360, `picture ${phone.picture} px wide`);
  await page.locator('.rich figure').scrollIntoViewIfNeeded();
  await shot('blog-article-phone');
});

test('a list of articles in the exported home page, on a phone: one card under another, no scroll sideways', async ({
  page,
  shot,
}) => {
  // Template 4, « Blog Voyage »: a blog of the library.
  await page.goto('/editor/4');
  await page.getByRole('button', { name: 'Modifier le contenu du template' }).click();
  await page.locator('[data-element-type="list"]').first().waitFor();
  const { files } = await exportedFiles(page);
  const html = files['index.html'].replace(
    /<link rel="stylesheet" href="([^"]+)">/g,
    (_, file) => `<style>${files[file]}</style>`,
  );
  await page.setViewportSize(PHONE);
  await page.setContent(html);
  const boxes = await page.locator('.card').evaluateAll((cards) =>
    cards.map((c) => {
      const r = c.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width) };
    }),
  );
  assert.equal(boxes.length, 3);
  assert.ok(
    boxes.every((b) => b.x === boxes[0].x),
    'one column',
  );
  assert.ok(boxes[1].y > boxes[0].y && boxes[2].y > boxes[1].y);
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no horizontal scroll',
  );
  await page.locator('.cards').scrollIntoViewIfNeeded();
  await shot('blog-list-phone');
});

test('a picture of the Médiathèque goes into an article’s body with the keyboard alone', async ({
  page,
  shot,
}) => {
  await page.goto('/editor/4?bench=1');
  await page.getByRole('button', { name: 'Modifier le contenu du template' }).click();
  await page.locator('[data-element-type="list"]').first().waitFor();
  await collectionsOf(page).getByRole('button', { name: 'Articles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Articles' });
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvel article' });
  await form.getByRole('textbox', { name: 'Titre' }).fill('La moisson');
  // A picture in the Médiathèque: the article's « Image », imported.
  await form
    .getByLabel('Importer une image', { exact: true })
    .setInputFiles(await drawnPicture(page));
  await form.getByRole('img', { name: 'Image 1' }).waitFor();
  const { blocks } = await richTextTyping(page, form);
  await page.keyboard.type('Avant la photo');
  await blocks('p');
  const focusedName = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      const name =
        el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent ?? el?.textContent;
      return (name ?? '').replace(/\s+/g, ' ').trim();
    });
  /** Presses `key` until the focused element is named `name` (its label or its words). */
  const pressTo = async (key, name, max = 30) => {
    for (let i = 0; i < max; i += 1) {
      if (name.test(await focusedName())) return;
      await page.keyboard.press(key);
    }
    assert.fail(`« ${key} » never reached ${name} (focus on « ${await focusedName()} »)`);
  };
  // Back from the text to the toolbar's last button, its menu, the Médiathèque, « Utiliser ».
  await page.keyboard.press('Shift+Tab');
  await pressTo('Shift+Tab', /^Insérer une image$/);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await pressTo('ArrowDown', /^Choisir dans la Médiathèque$/);
  await page.keyboard.press('Enter');
  const library = page.getByRole('dialog', { name: 'Médiathèque' });
  await library.waitFor();
  await pressTo('Tab', /^Utiliser « champ\.png »/);
  await page.keyboard.press('Enter');
  await library.waitFor({ state: 'detached' });
  await blocks('p figure');
  // The picture selected from the text by the keyboard: its words, typed.
  await form.getByRole('textbox', { name: 'Contenu' }).focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('ArrowLeft');
  const alt = form.getByRole('textbox', { name: "Texte de remplacement de l'image" });
  await alt.waitFor();
  await pressTo('Shift+Tab', /^Texte de remplacement de l'image/);
  await page.keyboard.type('Un champ de blé');
  await form.locator('.toile-rich-text img[alt="Un champ de blé"]').waitFor();
  await expectAccessible(page, 'article form with a picture in its body');
  await shot('article-body-picture-keyboard');
  const before = await form.locator('.toile-rich-text img').getAttribute('src');
  const cover = form.getByRole('img', { name: 'Image 1' });
  const coverBefore = await cover.getAttribute('src');

  // « Remplacer » from « Image »: the picture changes in « Image » and in the body alike.
  await form
    .getByRole('group', { name: 'Image' })
    .getByRole('button', { name: 'Choisir dans la Médiathèque' })
    .click();
  const library2 = page.getByRole('dialog', { name: 'Médiathèque' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    library2.getByRole('button', { name: /^Remplacer « champ\.png »/ }).click(),
  ]);
  await chooser.setFiles(await drawnPicture(page, '#CA8A04', 'ble.png'));
  await library2.getByRole('button', { name: /^Utiliser « ble\.png »/ }).waitFor();
  await library2.getByRole('button', { name: 'Fermer' }).click();
  await library2.waitFor({ state: 'detached' });
  // Both show the new picture (its object URL), and are saved with its id below.
  await page.waitForFunction(
    (src) => document.querySelector('.toile-rich-text img')?.getAttribute('src') !== src,
    before,
  );
  await page.waitForFunction(
    ([src]) =>
      [...document.querySelectorAll('img[alt="Image 1"]')].every(
        (img) => img.getAttribute('src') !== src,
      ),
    [coverBefore],
  );
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.getByText('La moisson', { exact: true }).waitFor();
  const site = await storeDocument(page);
  const saved = site.collections[0].items.find((item) => item.title === 'La moisson');
  const picture = saved.content.content.find((block) => block.type === 'image');
  assert.deepEqual(picture.attrs, { assetId: saved.image.assetId, alt: 'Un champ de blé' });
});
