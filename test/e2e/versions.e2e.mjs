// Nothing lost: « Historique des versions » (versions made by themselves and named, « Aperçu »,
// « Restaurer » undone by Ctrl+Z, from the editor and from « Mes projets »), « Enregistrer dans un
// fichier… » with a faked File System Access API and without it, and a page closed right after
// an edit.
import assert from 'node:assert/strict';
import { dialogSettled, expectAccessible, test } from './harness.mjs';

const canvasOf = (page) => page.getByRole('region', { name: 'Zone de travail' });
const paletteOf = (page) => page.getByRole('region', { name: 'Éléments' });
const elementCount = (page) => canvasOf(page).locator('[data-element-id]').count();
const historyOf = (page) => page.getByRole('dialog', { name: 'Historique des versions' });
const versionsOf = (page) =>
  historyOf(page).getByRole('list', { name: 'Versions du projet' }).getByRole('listitem');

async function waitForStatus(page, text) {
  await page
    .locator('[data-save-status]', { hasText: new RegExp(`^${text}$`) })
    .waitFor({ timeout: 20_000 });
}

async function add(page, name) {
  await paletteOf(page).getByRole('button', { name, exact: true }).click();
}

async function fill(page, label, value) {
  const field = page.getByRole('region', { name: 'Propriétés' }).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

/** A saved project of one text: its first automatic version is made with that save. */
async function savedProject(page, words = 'Première version') {
  await page.goto('/editor');
  await canvasOf(page).waitFor();
  await add(page, 'Texte');
  await fill(page, 'Contenu', words);
  await waitForStatus(page, 'Sauvegardé');
  await page.waitForURL(/\/editor\/projet\/[\w-]+$/);
}

async function openHistory(page) {
  await page.getByRole('button', { name: 'Historique des versions' }).click();
  await historyOf(page).waitFor();
}

test('« Historique des versions »: made by itself and named, French dates, « Restaurer » brings an old site back and Ctrl+Z the new one', async ({
  page,
  shot,
}) => {
  await savedProject(page);
  await add(page, 'Bouton');
  await add(page, 'Bouton');
  await waitForStatus(page, 'Sauvegardé');
  assert.equal(await elementCount(page), 3);

  await openHistory(page);
  const first = versionsOf(page).filter({ hasText: 'Enregistrement automatique' });
  await first.waitFor();
  assert.match(await first.textContent(), /aujourd'hui à \d{1,2}\sh\s\d\d/);
  assert.match(await first.textContent(), /1\spage, 1\sélément/);

  // A named one, of the site as it is.
  await historyOf(page).getByRole('button', { name: 'Enregistrer cette version…' }).click();
  await historyOf(page).getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await historyOf(page).getByText('Donnez un nom à cette version.').waitFor();
  await historyOf(page)
    .getByRole('textbox', { name: 'Nom de la version' })
    .fill('Avec deux boutons');
  await historyOf(page).getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const named = versionsOf(page).filter({ hasText: 'Avec deux boutons' });
  await named.waitFor();
  assert.match(await named.textContent(), /1\spage, 3\séléments/);
  assert.equal(await versionsOf(page).count(), 2);
  await dialogSettled(page);
  await expectAccessible(page, 'history dialog');
  await shot('history');

  // « Aperçu »: the version, read-only, in the preview.
  await first.getByRole('button', { name: 'Aperçu' }).click();
  const preview = page.getByRole('dialog', { name: 'Aperçu' });
  await preview.waitFor();
  await preview.getByRole('button', { name: "Retour à l'éditeur" }).click();
  await preview.waitFor({ state: 'detached' });

  // « Restaurer » the first one: one text again; the site before is a version.
  await first.getByRole('button', { name: 'Restaurer' }).click();
  await historyOf(page).waitFor({ state: 'detached' });
  await page.getByText('Version restaurée', { exact: false }).waitFor();
  assert.equal(await elementCount(page), 1);
  await waitForStatus(page, 'Sauvegardé');
  await shot('restored');

  // Ctrl+Z: the site as it was before « Restaurer ».
  await canvasOf(page).click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[aria-label="Zone de travail"] [data-element-id]').length === 3,
  );
  await openHistory(page);
  await versionsOf(page).filter({ hasText: 'Avant la restauration' }).waitFor();
});

test('« Historique des versions » from « Mes projets »: the card opens it, « Restaurer » replaces the stored site', async ({
  page,
}) => {
  await savedProject(page, 'Le site de départ');
  await add(page, 'Bouton');
  await waitForStatus(page, 'Sauvegardé');
  await page.goto('/projets');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Historique des versions' }).click();
  await historyOf(page).waitFor();
  const first = versionsOf(page).filter({ hasText: 'Enregistrement automatique' });
  await first.getByRole('button', { name: 'Restaurer' }).click();
  await page.getByText('Version restaurée', { exact: false }).waitFor();
  await card.getByText(/1\sélément/).waitFor();
});

/** A small PNG drawn by the page's canvas. */
async function drawnPng(page) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(120, 80);
    const g = canvas.getContext('2d');
    g.fillStyle = '#B45309';
    g.fillRect(0, 0, 120, 80);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** A File System Access API of the test's own: what is written lands in window.__files. */
function fakeSavePicker() {
  window.__files = {};
  window.__pickerCalls = 0;
  window.showSaveFilePicker = async ({ suggestedName }) => {
    window.__pickerCalls += 1;
    const name = suggestedName;
    return {
      kind: 'file',
      name,
      async createWritable() {
        const parts = [];
        return {
          async write(data) {
            parts.push(data);
          },
          async close() {
            window.__files[name] = await new Blob(parts).text();
          },
          async abort() {},
        };
      },
      async queryPermission() {
        return 'granted';
      },
      async requestPermission() {
        return 'granted';
      },
    };
  };
}

test('« Enregistrer dans un fichier… » with the File System Access API: then every save writes the file, which reopens the same site', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  await page.addInitScript(fakeSavePicker);
  await savedProject(page, 'Boulangerie Martin');
  await page.getByRole('button', { name: 'Enregistrer dans un fichier…' }).click();
  const fileName = await page.waitForFunction(() => Object.keys(window.__files)[0]);
  const name = await fileName.jsonValue();
  assert.match(name, /\.toile\.json$/);
  await page.getByText(`Enregistré dans ${name}`).waitFor();
  await shot('file-chosen');

  // Three edits: the file follows, without asking again.
  await fill(page, 'Contenu', 'Deuxième texte');
  // A picture of one's own, which the file must carry.
  await page.locator('[data-palette-type="image"]').click();
  await page.locator('input[data-field="upload"]').setInputFiles({
    name: 'pain.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page),
  });
  await canvasOf(page).locator('[data-element-type="image"] img[src^="blob:"]').waitFor();
  await waitForStatus(page, 'Sauvegardé');
  await add(page, 'Bouton');
  await fill(page, 'Contenu', 'Commander');
  await waitForStatus(page, 'Sauvegardé');
  await page.waitForFunction((file) => window.__files[file]?.includes('Commander'), name, {
    timeout: 30_000,
  });
  assert.equal(await page.evaluate(() => window.__pickerCalls), 1);
  const text = await page.evaluate((file) => window.__files[file], name);
  const saved = JSON.parse(text);
  assert.equal(saved.format, 'toile-project');
  assert.equal(Object.keys(saved.assets ?? {}).length, 1, 'the picture travels in the file');

  // Reopened in another browser (no shared storage): the same site.
  const other = await browser.newContext({ baseURL, locale: 'fr-FR' });
  try {
    const fresh = await other.newPage();
    await fresh.goto('/projets');
    await fresh.locator('[data-testid="project-file-input"]').setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await fresh.waitForURL(/\/editor\/projet\/[\w-]+$/);
    await canvasOf(fresh).getByText('Commander').waitFor();
    await canvasOf(fresh).locator('[data-element-type="image"] img[src^="blob:"]').waitFor();
    await waitForStatus(fresh, 'Sauvegardé');
    const reopened = await fresh.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const open = indexedDB.open('toile');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('projects').objectStore('projects').getAll();
            all.onsuccess = () => resolve(all.result.map((record) => record.document));
            all.onerror = () => reject(all.error);
          };
        }),
    );
    assert.equal(reopened.length, 1);
    assert.deepEqual(reopened[0].pages, saved.document.pages);
    assert.deepEqual(reopened[0].shared, saved.document.shared);
  } finally {
    await other.close();
  }
});

test('« Enregistrer dans un fichier… » without the File System Access API downloads the file', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showSaveFilePicker', { value: undefined });
  });
  await savedProject(page, 'Atelier Lumière');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Enregistrer dans un fichier…' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.toile\.json$/);
});

test('a page closed right after an edit reopens with the edit', async ({ page, context }) => {
  await savedProject(page, 'Avant');
  const address = page.url();
  await fill(page, 'Contenu', 'Écrit juste avant de fermer');
  // The tab is gone before it is opened again, as when a person closes it.
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  const again = await context.newPage();
  await again.goto(address);
  await canvasOf(again).getByText('Écrit juste avant de fermer').waitFor();
});

test('a page closed while its save cannot be written reopens with the edit, rescued', async ({
  page,
  context,
}) => {
  await savedProject(page, 'Avant');
  const address = page.url();
  // Every save from now on starts and never writes (build for tests: faults.ts), as a save
  // whose tab is gone before its write was made.
  await page.evaluate(() => localStorage.setItem('toile:test-storage-fault', 'stalled'));
  await fill(page, 'Contenu', 'Sauvé par le secours');
  await waitForStatus(page, 'Enregistrement…');
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  const again = await context.newPage();
  await again.goto('/');
  await again.evaluate(() => localStorage.removeItem('toile:test-storage-fault'));
  await again.goto(address);
  await canvasOf(again).getByText('Sauvé par le secours').waitFor();
  // Written in place: the project says so, and no copy was made.
  await waitForStatus(again, 'Sauvegardé');
  await again.goto('/projets');
  await again.getByRole('heading', { name: 'Mes projets' }).waitFor();
  assert.equal(await again.getByText('(récupéré)', { exact: false }).count(), 0);
});
