// Pictures travel with the project, in real Chromium: a picture uploaded, the project downloaded
// (« Télécharger le fichier » on « Mes projets ») and imported in a fresh browser (« Importer un
// projet »): the picture on the canvas and in the Médiathèque; a tampered file and a full disk
// refused in French, nothing stored; a share link that carries its picture into a fresh browser; a page whose link
// would pass 1.5 MB gets the notice and « Télécharger une copie ». No request leaves the origin,
// in any of the browsers (the harness watches the fresh ones too).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lzString from 'lz-string';
import { expectAccessible, test, watchPage } from './harness.mjs';
import { storedAssets } from './mediaStore.mjs';

const canvasOf = (page) => page.getByRole('region', { name: 'Zone de travail' });
const paletteOf = (page) => page.getByRole('region', { name: 'Éléments' });
const uploadInput = (page) => page.locator('input[data-field="upload"]');
const projectInput = (page) => page.getByTestId('project-file-input');

async function waitForStatus(page, text) {
  await page
    .locator('[data-save-status]', { hasText: new RegExp(`^${text}$`) })
    .waitFor({ timeout: 10_000 });
}

/**
 * A picture drawn by the page's canvas: two colour halves, or noise (`noisy`), which no encoder
 * can make small.
 */
async function drawnPicture(page, width, height, { noisy = false } = {}) {
  const base64 = await page.evaluate(
    async ({ width, height, noisy }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext('2d');
      if (noisy) {
        const image = g.createImageData(width, height);
        let x = 12345;
        for (let i = 0; i < image.data.length; i += 1) {
          x ^= x << 13;
          x ^= x >>> 17;
          x ^= x << 5;
          image.data[i] = i % 4 === 3 ? 255 : x & 255;
        }
        g.putImageData(image, 0, 0);
      } else {
        g.fillStyle = '#DC2626';
        g.fillRect(0, 0, width / 2, height);
        g.fillStyle = '#2563EB';
        g.fillRect(width / 2, 0, width / 2, height);
      }
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { width, height, noisy },
  );
  return Buffer.from(base64, 'base64');
}

/** A new page with an image holding `picture` (uploaded as `name`), saved. */
async function savedPageWithPicture(page, picture, name) {
  await page.goto('/editor');
  await canvasOf(page).waitFor();
  await paletteOf(page).locator('[data-palette-type="image"]').click();
  await uploadInput(page).waitFor({ state: 'attached' });
  await uploadInput(page).setInputFiles({ name, mimeType: 'image/png', buffer: picture });
  await pictureShown(page);
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await waitForStatus(page, 'Sauvegardé');
  await page.waitForURL(/\/editor\/projet\/[\w-]+$/);
}

/** Waits for the canvas's picture to be drawn from this browser's store. */
async function pictureShown(page) {
  await page.waitForFunction(() => {
    const img = document.querySelector('[data-element-type="image"] img');
    return img?.dataset.assetState === 'ready' && img.complete && img.naturalWidth > 0;
  });
}

/** The Médiathèque of the Éléments panel lists `name`, used once. */
async function expectInMediatheque(page, name) {
  await paletteOf(page).getByRole('button', { name: 'Médiathèque' }).click();
  const dialog = page.getByRole('dialog', { name: 'Médiathèque' });
  const row = dialog.getByRole('listitem').filter({ hasText: name });
  await row.waitFor();
  assert.match((await row.textContent()).replace(/\s/g, ' '), /Utilisée 1 fois/);
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

/** A fresh browser (empty storage), watched like the test's own page. */
async function freshPage(browser, baseURL, problems) {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  watchPage(page, baseURL, problems);
  return { context, page };
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('base64url');

test('a project file carries its pictures: downloaded, then imported in a fresh browser, the picture is on the canvas and in the Médiathèque; a tampered file and a full disk are refused', async ({
  page,
  browser,
  baseURL,
  problems,
  shot,
}) => {
  const picture = await drawnPicture(page, 320, 200);
  await savedPageWithPicture(page, picture, 'vitrine.png');
  const [stored] = await storedAssets(page);

  // « Mes projets » → « Télécharger le fichier »: the file carries the picture.
  await page.goto('/projets');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger le fichier' }).first().click(),
  ]);
  assert.match(download.suggestedFilename(), /\.toile\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const file = JSON.parse(text);
  assert.deepEqual(Object.keys(file.assets), [stored.id]);
  const carried = file.assets[stored.id];
  assert.equal(carried.name, 'vitrine.png');
  assert.equal(sha256(Buffer.from(carried.data, 'base64')), stored.id);
  const dir = mkdtempSync(join(tmpdir(), 'toile-mproj-'));
  const good = join(dir, 'vitrine.toile.json');
  await writeFile(good, text);

  const { context, page: other } = await freshPage(browser, baseURL, problems);
  try {
    await other.goto('/projets');
    await other.getByRole('button', { name: 'Importer un projet' }).first().waitFor();
    assert.deepEqual(await storedAssets(other), []);

    // A picture altered on the way: refused in French, nothing stored, nothing imported.
    const bytes = Buffer.from(carried.data, 'base64');
    bytes[bytes.length - 20] ^= 0xff;
    const tampered = {
      ...file,
      assets: { [stored.id]: { ...carried, data: bytes.toString('base64') } },
    };
    await projectInput(other).setInputFiles({
      name: 'abime.toile.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(tampered)),
    });
    const refusal = other.getByRole('alert').filter({ hasText: /ne correspond pas à son contenu/ });
    await refusal.waitFor();
    assert.match(await refusal.textContent(), /Rien n'a été importé/);
    await shot('tampered-refused', other);
    assert.deepEqual(await storedAssets(other), []);
    assert.equal(new URL(other.url()).pathname, '/projets');
    await refusal.getByRole('button', { name: 'Fermer' }).click();

    // A full disk (the media store's test flag): the French message, nothing stored or imported.
    await other.evaluate(() => localStorage.setItem('toile:test-media-fault', 'quota'));
    await projectInput(other).setInputFiles(good);
    const full = other.getByRole('alert').filter({ hasText: /espace de stockage/ });
    await full.waitFor();
    assert.match(await full.textContent(), /Rien n'a été importé/);
    assert.deepEqual(await storedAssets(other), []);
    assert.equal(new URL(other.url()).pathname, '/projets');
    await full.getByRole('button', { name: 'Fermer' }).click();
    await other.evaluate(() => localStorage.removeItem('toile:test-media-fault'));

    // The file as downloaded: the project opens with its picture.
    await projectInput(other).setInputFiles(good);
    await other.waitForURL(/\/editor\/projet\/[\w-]+$/);
    await canvasOf(other).waitFor();
    await pictureShown(other);
    const img = canvasOf(other).locator('[data-element-type="image"] img').first();
    assert.match(await img.getAttribute('src'), /^blob:/);
    assert.deepEqual(
      (await storedAssets(other)).map((r) => r.id),
      [stored.id],
    );
    await waitForStatus(other, 'Sauvegardé');
    await shot('imported-with-picture', other);
    await expectInMediatheque(other, 'vitrine.png');
    // Reloaded, the saved project still shows it.
    await other.reload();
    await pictureShown(other);
  } finally {
    await context.close();
  }
});

test('a share link carries its picture into a fresh browser: on the canvas and in the Médiathèque', async ({
  page,
  browser,
  baseURL,
  problems,
  shot,
}) => {
  const picture = await drawnPicture(page, 240, 160);
  await savedPageWithPicture(page, picture, 'four.png');
  const [stored] = await storedAssets(page);

  await page.getByRole('button', { name: 'Partager', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Partager ce projet' });
  const link = await dialog.getByRole('textbox', { name: 'Lien de partage' }).inputValue();
  assert.match(link, /^http:\/\/[^/]+\/editor\/partage#[A-Za-z0-9+\-$]+$/);
  assert.ok(link.length <= 1_500_000, `${link.length} characters`);
  await dialog.getByText("Le lien contient aussi l'image de la page.").waitFor();
  // Compressed off the main thread.
  assert.ok(page.workers().some((w) => /shareLinkWorker/.test(w.url())));
  await expectAccessible(page, 'share dialog with a picture');
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const { context, page: other } = await freshPage(browser, baseURL, problems);
  try {
    await other.goto(link);
    await canvasOf(other).waitFor();
    await pictureShown(other);
    await other.getByText(/C'est une nouvelle copie/).waitFor();
    assert.deepEqual(
      (await storedAssets(other)).map((r) => r.id),
      [stored.id],
    );
    await shot('shared-with-picture', other);
    await expectInMediatheque(other, 'four.png');
  } finally {
    await context.close();
  }
});

test('a page whose link would pass 1.5 MB gets no link but the notice and « Télécharger une copie », pictures included', async ({
  page,
  baseURL,
  shot,
}) => {
  // Noise does not compress: stored as WebP or PNG, it stays well over a megabyte and a half.
  const picture = await drawnPicture(page, 1400, 1000, { noisy: true });
  await savedPageWithPicture(page, picture, 'bruit.png');
  const [stored] = await storedAssets(page);

  await page.getByRole('button', { name: 'Partager', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Partager ce projet' });
  const notice = dialog.getByRole('alert');
  await notice.waitFor();
  assert.match(await notice.textContent(), /ne tient pas dans un lien de partage \(1,5\u00a0Mo/);
  assert.equal(await dialog.getByRole('textbox').count(), 0);
  assert.equal(await dialog.getByRole('button', { name: 'Copier le lien' }).count(), 0);
  await expectAccessible(page, 'share dialog beyond 1.5 MB');
  await shot('share-too-long');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notice.getByRole('button', { name: 'Télécharger une copie' }).click(),
  ]);
  const file = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.deepEqual(Object.keys(file.assets), [stored.id]);
  // The link it would have made is indeed over the ceiling.
  const payload = { v: file.schemaVersion, d: file.document, a: file.assets };
  const wouldBe = `${baseURL}/editor/partage#${lzString.compressToEncodedURIComponent(JSON.stringify(payload))}`;
  assert.ok(wouldBe.length > 1_500_000, `${wouldBe.length} characters`);
});

test('the share dialog with its notice fits a 320 px phone', async ({ page, shot }) => {
  const picture = await drawnPicture(page, 1400, 1000, { noisy: true });
  await savedPageWithPicture(page, picture, 'bruit.png');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByRole('button', { name: 'Partager', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Partager ce projet' });
  const button = dialog.getByRole('alert').getByRole('button', { name: 'Télécharger une copie' });
  await button.waitFor();
  const box = await button.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 320, `button at ${box.x}, ${box.width} wide`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  assert.equal(overflow, false, 'no sideways scroll');
  await shot('share-too-long-phone');
});
