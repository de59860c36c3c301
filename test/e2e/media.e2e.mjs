// Pictures of one's own, in real Chromium: « Importer une image » (a JPEG carrying EXIF
// orientation and GPS, made here), the worker's re-encoding (no metadata left, orientation
// applied), the canvas and « Aperçu » showing it, the « Médiathèque »; refused files (a renamed
// executable, a decompression bomb, a truncated JPEG, a 60 MB file, an SVG with a script, a full
// disk) with their French messages and nothing stored; a drop on the canvas; a paste.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAccessible, test } from './harness.mjs';
import { storedAssets } from './mediaStore.mjs';

const CANVAS_WIDTH = 1152;

async function openEditor(page) {
  await page.goto('/editor');
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
}

const uploadInput = (page) => page.locator('input[data-field="upload"]');

/** A JPEG or PNG drawn by the page's canvas: left half red, right half blue. */
async function drawnPicture(page, width, height, type = 'image/jpeg') {
  const base64 = await page.evaluate(
    async ({ width, height, type }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext('2d');
      g.fillStyle = '#DC2626';
      g.fillRect(0, 0, width / 2, height);
      g.fillStyle = '#2563EB';
      g.fillRect(width / 2, 0, width / 2, height);
      const blob = await canvas.convertToBlob({ type, quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    { width, height, type },
  );
  return Buffer.from(base64, 'base64');
}

/**
 * An EXIF APP1 segment, little-endian TIFF: Orientation 6 (turn 90° clockwise) and a GPS IFD
 * with a latitude (48° 51′ 24″ N).
 */
function exifSegment() {
  const tiff = Buffer.alloc(92);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0 at 8: two entries.
  tiff.writeUInt16LE(2, 8);
  const entry = (at, tag, type, count, value) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  entry(10, 0x0112, 3, 1, 6);
  entry(22, 0x8825, 4, 1, 38);
  tiff.writeUInt32LE(0, 34);
  // GPS IFD at 38.
  tiff.writeUInt16LE(2, 38);
  entry(40, 0x0001, 2, 2, 0);
  tiff.write('N\0', 48, 'latin1');
  entry(52, 0x0002, 5, 3, 68);
  tiff.writeUInt32LE(0, 64);
  [48, 1, 51, 1, 2400, 100].forEach((n, i) => tiff.writeUInt32LE(n, 68 + i * 4));
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** `jpeg` with the EXIF segment after its JFIF segment. */
function withExif(jpeg) {
  let at = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, at), exifSegment(), jpeg.subarray(at)]);
}

async function addSelectedImage(page) {
  await page.locator('[data-palette-type="image"]').click();
  await uploadInput(page).waitFor({ state: 'attached' });
}

const canvasImages = (page) =>
  page.getByRole('region', { name: 'Zone de travail' }).locator('[data-element-type="image"] img');

async function expectAlert(page, pattern) {
  const alert = page.getByRole('alert').filter({ hasText: pattern });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'Fermer' }).click();
  await alert.waitFor({ state: 'detached' });
}

test('« Importer une image »: a JPEG with EXIF orientation and GPS is stored as WebP without them, turned upright, on the canvas, in « Aperçu » and in the Médiathèque', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  await addSelectedImage(page);
  const jpeg = withExif(await drawnPicture(page, 400, 200));
  assert.ok(jpeg.includes(Buffer.from('Exif\0\0', 'latin1')), 'the test file carries EXIF');
  await uploadInput(page).setInputFiles({
    name: 'boulangerie.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  await page
    .getByRole('status')
    .filter({ hasText: 'métadonnées (EXIF, position GPS) ont été retirées' })
    .waitFor();

  const [record, ...others] = await storedAssets(page);
  assert.equal(others.length, 0);
  assert.equal(record.type, 'image/webp');
  // Orientation 6: the 400 × 200 picture stands upright, 200 × 400.
  assert.deepEqual([record.width, record.height], [200, 400]);
  const bytes = Buffer.from(record.bytes, 'base64');
  assert.equal(bytes.subarray(8, 12).toString('latin1'), 'WEBP');
  for (const mark of ['Exif', 'EXIF', 'GPS', 'XMP ']) {
    assert.ok(!bytes.includes(Buffer.from(mark, 'latin1')), `no ${mark} in the stored picture`);
  }
  assert.match(record.id, /^[A-Za-z0-9_-]{43}$/);

  // The canvas shows it, from an object URL, upright.
  const img = canvasImages(page).first();
  await page.waitForFunction(() => {
    const i = document.querySelector('[data-element-type="image"] img');
    return i?.dataset.assetState === 'ready' && i.complete && i.naturalWidth > 0;
  });
  assert.match(await img.getAttribute('src'), /^blob:/);
  assert.deepEqual(await img.evaluate((i) => [i.naturalWidth, i.naturalHeight]), [200, 400]);
  await shot('uploaded');

  // One undo step: the picture goes, the stored copy stays (the Médiathèque still lists it).
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /Annuler/ })
    .first()
    .click();
  await page.waitForFunction(
    () => !document.querySelector('[data-element-type="image"] img')?.dataset.assetState,
  );
  await page
    .getByRole('button', { name: /Rétablir/ })
    .first()
    .click();
  await page.waitForFunction(
    () => document.querySelector('[data-element-type="image"] img')?.dataset.assetState === 'ready',
  );

  // « Aperçu » shows the picture in its frame.
  await page.getByRole('button', { name: 'Aperçu' }).first().click();
  const frame = page.frameLocator('iframe[title]').first();
  await frame.locator('img').first().waitFor();
  await page.waitForFunction(() => {
    const doc = [...document.querySelectorAll('iframe')]
      .map((f) => f.contentDocument)
      .find(Boolean);
    const i = doc?.querySelector('img');
    return i?.src.startsWith('blob:') && i.complete && i.naturalWidth === 200;
  });
  await page.keyboard.press('Escape');

  // The Médiathèque lists it: dimensions, weight, uses.
  await page.locator('[data-element-type="image"] [role="group"]').first().click();
  await page.getByRole('button', { name: 'Médiathèque' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Médiathèque' });
  const row = dialog.getByRole('listitem').filter({ hasText: 'boulangerie.jpg' });
  await row.waitFor();
  const text = (await row.textContent()).replace(/\s/g, ' ');
  assert.match(text, /200 × 400 px/);
  assert.match(text, /\d+ Ko/);
  assert.match(text, /Utilisée 1 fois/);
  assert.ok(await row.getByRole('button', { name: /Supprimer/ }).isDisabled(), 'used: no delete');
  await dialog.getByText(/Espace utilisé/).waitFor();
  await expectAccessible(page, '[role="dialog"]');
  await shot('mediatheque');
});

test('refused files: a renamed executable, a 20,000 × 20,000 PNG, a truncated JPEG, 60 MB, an SVG with a script or onload, a full disk — French messages, nothing stored, the image unchanged', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  await addSelectedImage(page);
  const png = (w, h) => {
    const b = Buffer.alloc(45);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
    b.writeUInt32BE(13, 8);
    b.write('IHDR', 12, 'latin1');
    b.writeUInt32BE(w, 16);
    b.writeUInt32BE(h, 20);
    b.set([8, 6, 0, 0, 0], 24);
    b.write('IEND', 37, 'latin1');
    return b;
  };
  const photo = await drawnPicture(page, 640, 480);
  const dir = mkdtempSync(join(tmpdir(), 'toile-media-'));
  const big = join(dir, 'enorme.jpg');
  writeFileSync(big, Buffer.concat([photo, Buffer.alloc(60 * 1024 * 1024)]));
  const cases = [
    {
      file: {
        name: 'vacances.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(4096)]),
      },
      message: /n'est pas une image que Toile sait lire/,
    },
    {
      file: { name: 'bombe.png', mimeType: 'image/png', buffer: png(20000, 20000) },
      message: /40\u00a0millions de pixels/,
    },
    {
      file: {
        name: 'coupee.jpg',
        mimeType: 'image/jpeg',
        buffer: photo.subarray(0, Math.floor(photo.length / 2)),
      },
      message: /abîmée ou incomplète/,
    },
    { file: big, message: /trop lourd : 25,0 Mo/ },
    {
      file: {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      },
      message: /contient un script/,
    },
    {
      file: {
        name: 'onload.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>',
        ),
      },
      message: /s'exécute/,
    },
    {
      file: {
        name: 'pixel.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://suivi.example/p.png"/></svg>',
        ),
      },
      message: /depuis un autre site/,
    },
  ];
  for (const { file, message } of cases) {
    await uploadInput(page).setInputFiles(file);
    await expectAlert(page, new RegExp(message.source.replace(/ /g, '[\\s\\u00a0\\u202f]')));
  }
  assert.equal((await storedAssets(page)).length, 0, 'nothing stored');

  // A full disk in the middle of an upload: the message, nothing stored, the site usable.
  await page.evaluate(() => localStorage.setItem('toile:test-media-fault', 'quota'));
  await uploadInput(page).setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await page
    .getByRole('alert')
    .filter({ hasText: /stockage de ce navigateur est plein/ })
    .waitFor();
  await shot('quota');
  await page.getByRole('alert').getByRole('button', { name: 'Fermer' }).click();
  assert.equal((await storedAssets(page)).length, 0, 'nothing stored');
  const img = canvasImages(page).first();
  assert.equal(await img.getAttribute('data-asset-state'), null, 'the image is unchanged');
  assert.match(await img.getAttribute('src'), /^data:image\/svg\+xml/);

  // Healed: the same file goes in; a clean SVG is kept, sanitized, as SVG.
  await page.evaluate(() => localStorage.removeItem('toile:test-media-fault'));
  await uploadInput(page).setInputFiles({
    name: 'soleil.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><title>Soleil</title><circle cx="10" cy="10" r="8" fill="#F59E0B"/></svg>',
    ),
  });
  await page.waitForFunction(
    () => document.querySelector('[data-element-type="image"] img')?.dataset.assetState === 'ready',
  );
  const [svg] = await storedAssets(page);
  assert.equal(svg.type, 'image/svg+xml');
  assert.deepEqual([svg.width, svg.height], [40, 20]);
  assert.match(Buffer.from(svg.bytes, 'base64').toString('utf8'), /<circle/);
});

test('a picture dropped on the canvas lands at the drop point at its ratio, one undo step; a pasted one is added too', async ({
  page,
  shot,
}) => {
  await openEditor(page);
  const png = await drawnPicture(page, 1600, 1200, 'image/png');
  const canvas = page.locator('[data-canvas]');
  const box = await canvas.boundingBox();
  const scale = box.width / CANVAS_WIDTH;
  const at = { x: box.x + 300 * scale, y: box.y + 200 * scale };
  const transfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'four.png', { type: 'image/png' }));
    return dt;
  }, png.toString('base64'));
  await canvas.dispatchEvent('dragover', { dataTransfer: transfer, clientX: at.x, clientY: at.y });
  await canvas.dispatchEvent('drop', { dataTransfer: transfer, clientX: at.x, clientY: at.y });
  await page.waitForFunction(
    () => document.querySelector('[data-element-type="image"] img')?.dataset.assetState === 'ready',
  );
  const read = async (label) => Number(await page.getByLabel(label, { exact: true }).inputValue());
  assert.deepEqual(
    [
      await read('Position X'),
      await read('Position Y'),
      await read('Largeur'),
      await read('Hauteur'),
    ],
    [300, 200, 480, 360],
  );
  const [record] = await storedAssets(page);
  // A flat two-colour picture: PNG where smaller; a phone variant of 768 px.
  assert.deepEqual([record.width, record.height], [1600, 1200]);
  assert.deepEqual(record.phone, { width: 768, height: 576 });
  await shot('dropped');

  await page
    .getByRole('button', { name: /Annuler/ })
    .first()
    .click();
  assert.equal(await page.locator('[data-element-type="image"]').count(), 0, 'one undo step');

  // A paste: the system clipboard's picture wins over Toile's clipboard.
  await page.locator('[data-canvas]').click({ position: { x: 5, y: 5 } });
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'colle.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true }));
  }, png.toString('base64'));
  await page.waitForFunction(
    () => document.querySelector('[data-element-type="image"] img')?.dataset.assetState === 'ready',
  );
  assert.equal(await page.locator('[data-element-type="image"]').count(), 1);
  assert.equal((await storedAssets(page)).length, 1, 'the same picture is stored once');
});
