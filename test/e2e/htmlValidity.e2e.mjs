// HTML validity, by the W3C Nu checker (test/nu.mjs, one Java process per test), of the pages Toile
// makes for people: the sample page of every template as « Aperçu » shows it in the library (with
// the prerendered library, whose cards show the templates' thumbnails), and every page of an
// exported site.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { formatNuErrors, nuErrors } from '../nu.mjs';
import { test } from './harness.mjs';

const NBSP = '\u00a0';

function assertValid(errors, what) {
  assert.equal(errors.length, 0, `${what}: the Nu checker found\n${formatNuErrors(errors)}`);
}

test('the sample page of every template (« Aperçu » in the library) is valid HTML', async ({
  page,
}) => {
  // The prerendered library as a host serves it, before any script runs.
  const prerendered = await (await page.request.get('/templates')).text();
  assert.match(prerendered, /data-prerendered="\/templates"/);
  const documents = [{ name: 'templates.html (prerendered library)', html: prerendered }];

  await page.goto('/templates');
  await page.getByRole('heading', { level: 1, name: 'Bibliothèque de Templates' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('article').length === 50);
  const cards = page.getByRole('article');
  for (let index = 0; index < 50; index++) {
    const card = cards.nth(index);
    const name = await card.getByRole('heading').textContent();
    await card.getByRole('button', { name: 'Aperçu' }).click();
    const dialog = page.getByRole('dialog', { name: `Aperçu${NBSP}: ${name}` });
    const frame = dialog.getByTitle(`Page d'exemple du template ${name}`);
    const html = await frame.getAttribute('srcdoc');
    assert.ok(/^<!doctype html>/i.test(html ?? ''), `${name}: no page in the preview`);
    documents.push({ name: `template ${index + 1} (${name}).html`, html });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  assertValid(await nuErrors(documents), 'library');
});

const paletteOf = (page) => page.getByRole('region', { name: 'Éléments' });
const pagesOf = (page) => page.getByRole('region', { name: 'Pages' });

/** Adds an element from the palette; a text-bearing one gets `content`. */
async function addElement(page, type, content) {
  await paletteOf(page).getByRole('button', { name: type, exact: true }).click();
  if (content === undefined) return;
  const field = page
    .getByRole('region', { name: 'Propriétés' })
    .getByLabel('Contenu', { exact: true });
  await field.fill(content);
  await field.blur();
}

test('every page of an exported site is valid HTML', async ({ page }) => {
  // A template made editable (its pictures are drawn as data URLs), then one element of each type
  // with text that must be escaped, and a second page.
  await page.goto('/editor/3');
  await page.getByRole('button', { name: 'Modifier le contenu du template' }).click();
  await page.locator('[data-element-type="image"]').first().waitFor();
  await addElement(page, 'Texte', 'Café & thé <ouvert> « 7j/7 » — "entrez" 🙂');
  await addElement(page, 'Bouton', 'Réserver & payer');
  await addElement(page, 'Image');
  await addElement(page, 'Container');
  await addElement(page, 'En-tête', 'Chez Léa <b>');
  await addElement(page, 'Pied de page', '© 2025 Léa & Cie');

  await pagesOf(page).getByRole('button', { name: 'Ajouter une page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une page' });
  await dialog.getByRole('textbox', { name: 'Nom de la page' }).fill('À propos & contact');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await addElement(page, 'Texte', 'Écrivez-nous : lea@exemple.fr');
  await addElement(page, 'Image');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter', exact: true }).click(),
  ]);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const pages = Object.entries(zip)
    .filter(([name]) => name.endsWith('.html'))
    .map(([name, data]) => ({ name, html: strFromU8(data) }));
  assert.ok(pages.length >= 2, `one HTML file per page: ${Object.keys(zip).join(', ')}`);
  assert.ok(pages[0].html.includes('src="data:image/svg+xml'), "the template's pictures");
  assertValid(await nuErrors(pages), 'export');
});
