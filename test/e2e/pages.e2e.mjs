// Several pages in Chromium, as a new user would try them: a three-page site (Accueil, À propos,
// Contact), reload, reorder (drag and keyboard), undo, export, then each exported page opened.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { PHONE, expectAccessible, test } from './harness.mjs';
import { downloadExport } from './exportedSite.mjs';

const canvasOf = (page) => page.getByRole('region', { name: 'Zone de travail' });
const paletteOf = (page) => page.getByRole('region', { name: 'Éléments' });
const pagesOf = (page) => page.getByRole('region', { name: 'Pages' });
const pageListOf = (page) => pagesOf(page).getByRole('list', { name: 'Pages du site' });

/** The names of the pages, in the panel's order. */
const pageNames = (page) =>
  pageListOf(page)
    .locator('button[data-page-id]')
    .evaluateAll((buttons) => buttons.map((b) => b.textContent));

const currentPage = (page) => pageListOf(page).locator('button[aria-current="page"]').textContent();

async function addPage(page, name) {
  await pagesOf(page).getByRole('button', { name: 'Ajouter une page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une page' });
  await dialog.getByRole('textbox', { name: 'Nom de la page' }).fill(name);
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function addText(page, words) {
  await paletteOf(page).getByRole('button', { name: 'Texte', exact: true }).click();
  const field = page.getByRole('region', { name: 'Propriétés' }).getByLabel('Contenu', {
    exact: true,
  });
  await field.fill(words);
  await field.blur();
}

async function waitForStatus(page, text) {
  await page
    .locator('[data-save-status]', { hasText: new RegExp(`^${text}$`) })
    .waitFor({ timeout: 10_000 });
}

/** Builds Accueil, À propos, Contact, each with a text of its own, and saves. */
async function makeThreePages(page) {
  await page.goto('/editor');
  await canvasOf(page).waitFor();
  await addText(page, 'Bienvenue à la boulangerie');
  await addPage(page, 'À propos');
  await addText(page, 'Notre histoire depuis 1987');
  await addPage(page, 'Contact');
  await addText(page, 'Écrivez-nous');
  assert.deepEqual(await pageNames(page), ['Accueil', 'À propos', 'Contact']);
  assert.equal(await currentPage(page), 'Contact');
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await waitForStatus(page, 'Sauvegardé');
  await page.waitForURL(/\/editor\/projet\/[\w-]+\?page=contact$/);
}

test('a three-page site: each page its elements, the address names the page, a reload keeps it', async ({
  page,
  shot,
}) => {
  await makeThreePages(page);
  await canvasOf(page).getByText('Écrivez-nous').waitFor();
  assert.equal(await canvasOf(page).getByText('Bienvenue à la boulangerie').count(), 0);
  await shot('three-pages');
  await expectAccessible(page, 'editor with three pages');

  await page.reload();
  await canvasOf(page).getByText('Écrivez-nous').waitFor();
  assert.equal(await currentPage(page), 'Contact');
  assert.deepEqual(await pageNames(page), ['Accueil', 'À propos', 'Contact']);

  await pageListOf(page).getByRole('button', { name: 'À propos', exact: true }).click();
  await canvasOf(page).getByText('Notre histoire depuis 1987').waitFor();
  await page.waitForURL(/\?page=a-propos$/);
  await pageListOf(page).getByRole('button', { name: 'Accueil', exact: true }).click();
  await canvasOf(page).getByText('Bienvenue à la boulangerie').waitFor();
  await page.waitForURL(/\/editor\/projet\/[\w-]+$/);
});

test('pages reorder by drag and by keyboard; each change is one undo step', async ({
  page,
  shot,
}) => {
  await makeThreePages(page);
  // Drag « Contact » by its handle above « À propos ».
  const handle = pageListOf(page).locator('[data-page-handle="contact"]');
  const target = pageListOf(page).locator('[data-page-handle="a-propos"]');
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 4 });
  await shot('dragging-a-page');
  await page.mouse.up();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button[data-page-id]')].map((b) => b.textContent).join() ===
      'Accueil,Contact,À propos',
  );

  // Alt + ↓ on « Accueil » moves it down, and a screen reader hears it.
  await pageListOf(page).getByRole('button', { name: 'Accueil', exact: true }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  assert.deepEqual(await pageNames(page), ['Contact', 'Accueil', 'À propos']);
  await pagesOf(page)
    .getByRole('status')
    .filter({ hasText: 'Page Accueil déplacée en position 2 sur 3.' })
    .waitFor();

  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  assert.deepEqual(await pageNames(page), ['Accueil', 'Contact', 'À propos']);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  assert.deepEqual(await pageNames(page), ['Accueil', 'À propos', 'Contact']);
  await page.getByRole('button', { name: 'Rétablir', exact: true }).click();
  assert.deepEqual(await pageNames(page), ['Accueil', 'Contact', 'À propos']);
});

test('rename, home page, delete with confirmation, never the last page', async ({ page, shot }) => {
  await makeThreePages(page);
  await pagesOf(page).getByRole('button', { name: 'Actions de la page À propos' }).click();
  await page.getByRole('menuitem', { name: 'Renommer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renommer la page' });
  await dialog.getByRole('textbox', { name: 'Adresse de la page' }).fill('contact');
  await dialog.getByText('Une autre page a déjà cette adresse').waitFor();
  await shot('slug-taken');
  await expectAccessible(page, 'rename dialog');
  await dialog.getByRole('textbox', { name: 'Nom de la page' }).fill('Notre équipe');
  await dialog.getByRole('textbox', { name: 'Adresse de la page' }).fill('equipe');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  assert.deepEqual(await pageNames(page), ['Accueil', 'Notre équipe', 'Contact']);

  await pagesOf(page).getByRole('button', { name: 'Actions de la page Contact' }).click();
  await page.getByRole('menuitem', { name: "Définir comme page d'accueil" }).click();
  const contact = pageListOf(page).getByRole('button', { name: 'Contact', exact: true });
  assert.match((await contact.getAttribute('aria-describedby')) ?? '', /\S/);

  await pagesOf(page).getByRole('button', { name: 'Actions de la page Accueil' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Supprimer la page' }).click();
  assert.deepEqual(await pageNames(page), ['Notre équipe', 'Contact']);
  await pagesOf(page).getByRole('button', { name: 'Actions de la page Contact' }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer la page' }).click();
  await pagesOf(page).getByRole('button', { name: 'Actions de la page Notre équipe' }).click();
  assert.equal(
    await page.getByRole('menuitem', { name: 'Supprimer' }).getAttribute('aria-disabled'),
    'true',
  );
  await page.keyboard.press('Escape');
});

test('the export holds one HTML file per page; each opens with its own title and text', async ({
  page,
  baseURL,
}) => {
  await makeThreePages(page);
  const download = await downloadExport(page);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const names = Object.keys(zip);
  for (const file of ['index.html', 'a-propos.html', 'contact.html', 'projet.json']) {
    assert.ok(names.includes(file), `${file} in ${names.join(', ')}`);
  }
  // The exported files, served under the app's own origin (nothing leaves the machine). On the
  // context, not the page: once Toile's service worker controls the page it makes the navigation's
  // request, which only the context's routes see.
  await page.context().route(`${baseURL}/export/**`, (route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.slice(8));
    const data = zip[name];
    if (!data) return route.fulfill({ status: 404, body: '' });
    const type = name.endsWith('.css') ? 'text/css' : name.endsWith('.html') ? 'text/html' : '';
    return route.fulfill({ status: 200, body: Buffer.from(data), contentType: type });
  });
  const expected = [
    ['index.html', 'Bienvenue à la boulangerie'],
    ['a-propos.html', 'Notre histoire depuis 1987'],
    ['contact.html', 'Écrivez-nous'],
  ];
  for (const [file, words] of expected) {
    const response = await page.goto(`/export/${file}`);
    assert.equal(response.status(), 200);
    await page.getByText(words).waitFor();
    const title = await page.title();
    assert.ok(title.length > 0, `${file} has a title`);
    // Its stylesheet loaded: the page is laid out 1,152 px wide.
    const width = await page.locator('.page').evaluate((el) => getComputedStyle(el).width);
    assert.equal(width, '1152px', `${file} styles`);
    assert.equal(strFromU8(zip[file]).includes('<script'), false);
  }
});

test(
  'on a phone, « Pages » opens the list of pages',
  async ({ page, shot }) => {
    await page.goto('/editor');
    await canvasOf(page).waitFor();
    await page.getByRole('button', { name: 'Pages', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Pages' });
    await drawer.getByRole('button', { name: 'Ajouter une page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une page' });
    await dialog.getByRole('textbox', { name: 'Nom de la page' }).fill('Tarifs');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await drawer
      .getByRole('button', { name: 'Tarifs', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await shot('phone-pages');
    await expectAccessible(page, 'pages drawer');
  },
  { viewport: PHONE },
);
