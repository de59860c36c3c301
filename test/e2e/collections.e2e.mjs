// « Collections » in Chromium, as a person would: a collection of articles made, an article
// written with a title that holds markup and a rich body (a title, a bold word, a list, a link),
// saved, kept as « Brouillon », duplicated; the « Modèle de page » shown on the canvas and an
// element bound to a field; Ctrl+Z; a reload keeps it all; axe on the dialog.
import assert from 'node:assert/strict';
import { expectAccessible, test } from './harness.mjs';
import { canonical } from '../soak/soak.mjs';
import { formatNuErrors, nuErrors } from '../nu.mjs';
import { exportedFiles } from './exportedSite.mjs';
import { richTextTyping } from './richText.mjs';

const collectionsOf = (page) => page.getByRole('region', { name: 'Collections' });
const storeDocument = (page) => page.evaluate(() => window.__toileStore.getState().editor.document);

test('« Collections »: an article with a rich body, a draft, a copy, the model page bound, undo, reload', async ({
  page,
  shot,
}) => {
  await page.goto('/editor?bench=1');
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
  await collectionsOf(page).getByRole('button', { name: 'Ajouter une collection' }).click();
  let dialog = page.getByRole('dialog', { name: 'Collections' });
  await dialog.getByRole('radio', { name: /Articles/ }).check();
  await dialog.getByRole('textbox', { name: 'Nom de la collection' }).fill('Actualités');
  await dialog.getByRole('button', { name: 'Créer la collection' }).click();
  dialog = page.getByRole('dialog', { name: 'Actualités' });
  await dialog.getByText('Aucun élément pour le moment.').waitFor();
  await expectAccessible(page, 'collection dialog');

  // A new article: a title with markup, a summary, a rich body.
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvel article' });
  await form
    .getByRole('textbox', { name: 'Titre' })
    .fill('<script>alert(1)</script> Pains de saison');
  assert.equal(
    await form.getByRole('textbox', { name: 'Adresse de la page' }).inputValue(),
    'script-alert-1-script-pains-de-saison',
  );
  await form.getByRole('textbox', { name: 'Adresse de la page' }).fill('pains-de-saison');
  await form.getByRole('textbox', { name: 'Résumé' }).fill('Ce que le four cuit en hiver.');
  const { toolbar, blocks, toggle } = await richTextTyping(page, form);
  await toggle('Titre 2', true);
  await page.keyboard.type('Nos pains');
  await page.keyboard.press('Enter');
  await blocks('h2 p');
  await page.keyboard.type('Du ');
  await toggle('Gras', true);
  await page.keyboard.type('levain');
  await toggle('Gras', false);
  await page.keyboard.press('Enter');
  await blocks('h2 p p');
  await toggle('Liste à puces', true);
  await page.keyboard.type('Seigle');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Épeautre');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await blocks('h2 p ul p');
  await page.keyboard.type('Voir ');
  await toolbar.getByRole('button', { name: 'Lien' }).click();
  // A refused address is said, and nothing is linked.
  await form.getByRole('textbox', { name: 'Adresse du lien' }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Appliquer' }).click();
  await form.getByText(/Adresse refusée/).waitFor();
  await form.getByRole('textbox', { name: 'Adresse du lien' }).fill('https://exemple.fr');
  await form.getByRole('button', { name: 'Appliquer' }).click();
  await page.keyboard.type('notre site');
  await shot('article-form');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.getByText('<script>alert(1)</script> Pains de saison', { exact: true }).waitFor();
  await shot('article-list');

  let site = await storeDocument(page);
  const [saved] = site.collections[0].items;
  assert.equal(saved.title, '<script>alert(1)</script> Pains de saison');
  assert.equal(saved.slug, 'pains-de-saison');
  assert.equal(saved.summary, 'Ce que le four cuit en hiver.');
  assert.deepEqual(
    saved.content.content.map((block) => block.type),
    ['heading', 'paragraph', 'bulletList', 'paragraph'],
  );
  assert.deepEqual(saved.content.content[1].content[1], {
    type: 'text',
    text: 'levain',
    marks: [{ type: 'bold' }],
  });
  const link = saved.content.content[3].content.find((inline) => inline.marks);
  assert.deepEqual(link.marks, [{ type: 'link', attrs: { href: 'https://exemple.fr' } }]);
  // The markup typed in the title is text on the screen, never run.
  assert.equal(
    await page.evaluate(
      () => document.querySelectorAll('dialog script, [role=dialog] script').length,
    ),
    0,
  );

  // Kept as « Brouillon », then duplicated.
  const actions = dialog.getByRole('button', {
    name: 'Actions de « <script>alert(1)</script> Pains de saison »',
  });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Passer en brouillon' }).click();
  await dialog.getByText('Brouillon', { exact: true }).waitFor();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
  await dialog
    .getByText('<script>alert(1)</script> Pains de saison (copie)', { exact: true })
    .waitFor();
  site = await storeDocument(page);
  assert.deepEqual(
    site.collections[0].items.map((item) => [item.slug, item.draft === true]),
    [
      ['pains-de-saison', true],
      ['script-alert-1-script-pains-de-saison-copie', true],
    ],
  );

  // An item whose address another has cannot be saved: said under the field.
  await dialog
    .getByRole('button', { name: 'Modifier <script>alert(1)</script> Pains de saison (copie)' })
    .click();
  const edit = page.getByRole('dialog', { name: /^Modifier/ });
  await edit.getByRole('textbox', { name: 'Adresse de la page' }).fill('pains-de-saison');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await edit
    .getByText('Un autre élément de la collection a déjà cette adresse', { exact: false })
    .waitFor();
  await edit.getByRole('button', { name: 'Annuler' }).click();

  // Published again: the export writes its page from the model, and the feed lists it alone
  // (the copy is still a draft).
  await actions.click();
  await page.getByRole('menuitem', { name: 'Publier' }).click();
  await dialog.getByText('Publié', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'detached' });
  const { files } = await exportedFiles(page);
  const article = files['actualites/pains-de-saison.html'];
  assert.ok(article, `no item page in ${Object.keys(files).join(', ')}`);
  assert.ok(!Object.keys(files).some((name) => name.includes('copie')), 'a draft was exported');
  assert.ok(!article.includes('<script>'));
  assert.match(article, /<title>&lt;script&gt;alert\(1\)&lt;\/script&gt; Pains de saison<\/title>/);
  assert.match(article, /<article class="el [^"]* rich"><h2>Nos pains<\/h2>/);
  assert.match(article, /<strong>levain<\/strong>/);
  assert.match(article, /<ul><li><p>Seigle<\/p><\/li><li><p>Épeautre<\/p><\/li><\/ul>/);
  assert.match(article, /<a href="https:\/\/exemple.fr" rel="noopener">notre<\/a>/);
  assert.match(article, /<time datetime="\d{4}-\d{2}-\d{2}">/);
  assert.match(article, /href="\.\.\/site\.css"/);
  assert.equal(files['actualites/flux.xml'].match(/<entry>/g).length, 1);
  const errors = await nuErrors([{ name: 'actualites/pains-de-saison.html', html: article }]);
  assert.deepEqual(errors, [], formatNuErrors(errors));
  await collectionsOf(page).getByRole('button', { name: 'Actualités' }).click();
  await page
    .getByRole('dialog', { name: 'Actualités' })
    .getByRole('button', { name: 'Modèle de page' })
    .waitFor();

  // The model page on the canvas; its title bound to « Résumé », one step that Ctrl+Z undoes.
  await dialog.getByRole('button', { name: 'Modèle de page' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL(/[?&]page=actualites/);
  const canvas = page.getByRole('region', { name: 'Zone de travail' });
  await canvas.getByText('Titre', { exact: true }).click();
  const bind = page
    .getByRole('region', { name: 'Propriétés' })
    .getByRole('combobox', { name: 'Lier au champ' });
  assert.equal(await bind.textContent(), 'Titre');
  await bind.click();
  await page.getByRole('option', { name: 'Résumé' }).click();
  await shot('model-page');
  site = await storeDocument(page);
  const model = site.pages.find((p) => p.collection === site.collections[0].id);
  assert.equal(model.elements[0].properties.field, 'summary');
  // « Pages » lists the site's own pages only.
  const pages = page.getByRole('list', { name: 'Pages du site' });
  assert.deepEqual(await pages.locator('button[data-page-id]').allTextContents(), ['Accueil']);
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('Control+z');
  await page.waitForFunction(
    () =>
      window.__toileStore.getState().editor.document.pages.find((p) => p.collection)?.elements[0]
        .properties.field === 'title',
  );

  // Saved and reloaded: the collection, its items and its model page are there.
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await page
    .locator('[data-save-status]', { hasText: /^Sauvegardé$/ })
    .waitFor({ timeout: 10_000 });
  const before = canonical(await storeDocument(page));
  await page.reload();
  await collectionsOf(page).getByRole('button', { name: 'Actualités' }).waitFor();
  assert.equal(canonical(await storeDocument(page)), before);
});
