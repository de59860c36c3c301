// Pictures benchmark: a project holding 30 pictures of one's own, in Chromium, in the built app.
// Thirty different 1,600 × 1,200 JPEGs are drawn by the page and put in thirty images through
// « Importer une image » (the real pipeline: worker, store), then the project is saved. Measured:
//   - opening it: reload → every picture shown (decoded, on the canvas), from navigation start,
//     and, for comparison, until the editor shows the 30 image elements (before their pictures);
//   - « Exporter »: the app's own User Timing `toile:export` (read the pictures from the store,
//     render, zip, download);
//   - the exported page's weight per picture: the `images/…` files the desktop reads (the full
//     pictures) and the phone variants, in KB.
// Targets: open ≤ 500 ms, export ≤ 3 s, ≤ 250 KB per picture at desktop size. Never asserts timings.
//
// Usage: node test/bench/pictures.bench.mjs   (builds dist-test/ first if it is missing)
// Prints a table and writes test/bench/results/pictures.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { unzipSync } from 'fflate';
import { inFreshPages } from './benchKit.mjs';

const PICTURES = 30;
const OPENS = 3;
const EXPORTS = 3;
const RUNS = 1;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (n) => n.toFixed(0);

/** Picture `i`: a photo-like JPEG (gradients and noise, so it does not compress to nothing). */
async function photo(page, i) {
  const base64 = await page.evaluate(async (seed) => {
    const canvas = new OffscreenCanvas(1600, 1200);
    const g = canvas.getContext('2d');
    const gradient = g.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, `hsl(${(seed * 37) % 360} 70% 40%)`);
    gradient.addColorStop(1, `hsl(${(seed * 37 + 120) % 360} 80% 75%)`);
    g.fillStyle = gradient;
    g.fillRect(0, 0, 1600, 1200);
    let s = seed + 1;
    for (let k = 0; k < 400; k++) {
      s = (s * 16807) % 2147483647;
      g.fillStyle = `hsl(${s % 360} 60% ${30 + (s % 50)}% / 0.35)`;
      g.beginPath();
      g.arc(s % 1600, (s >> 3) % 1200, 10 + (s % 90), 0, Math.PI * 2);
      g.fill();
    }
    const bytes = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.88 })).arrayBuffer(),
    );
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, i);
  return Buffer.from(base64, 'base64');
}

const allShown = (count) =>
  [...document.querySelectorAll('[data-element-type="image"] img')].filter(
    (img) => img.dataset.assetState === 'ready' && img.complete && img.naturalWidth > 0,
  ).length === count;

async function measure(browser, page, baseURL) {
  await page.goto(`${baseURL}/editor?bench=1`);
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
  const input = page.locator('input[data-field="upload"]');
  for (let i = 0; i < PICTURES; i++) {
    await page.locator('[data-palette-type="image"]').click();
    await input.waitFor({ state: 'attached' });
    await input.setInputFiles({
      name: `photo-${i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(page, i),
    });
    await page.waitForFunction(allShown, i + 1, { timeout: 30_000 });
  }
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await page
    .locator('[data-save-status]', { hasText: /^Sauvegardé$/ })
    .waitFor({ timeout: 30_000 });

  const opens = [];
  const pages = [];
  for (let i = 0; i < OPENS; i++) {
    await page.reload();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-element-type="image"]').length === count,
      PICTURES,
      { timeout: 30_000, polling: 'raf' },
    );
    pages.push(await page.evaluate(() => performance.now()));
    await page.waitForFunction(allShown, PICTURES, { timeout: 30_000, polling: 'raf' });
    opens.push(await page.evaluate(() => performance.now()));
  }

  let zip = null;
  for (let i = 0; i < EXPORTS; i++) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter', exact: true }).click(),
    ]);
    zip ??= readFileSync(await download.path());
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  const exports = await page.evaluate(() =>
    performance.getEntriesByName('toile:export').map((entry) => entry.duration),
  );
  const files = unzipSync(new Uint8Array(zip));
  const images = Object.entries(files).filter(([name]) => name.startsWith('images/'));
  const full = images.filter(([name]) => !name.includes('-mobile.')).map(([, d]) => d.length);
  const phone = images.filter(([name]) => name.includes('-mobile.')).map(([, d]) => d.length);
  if (full.length !== PICTURES) throw new Error(`${full.length} pictures in the zip`);
  return { opens, pages, exports, full, phone, zipBytes: zip.length };
}

const [run] = await inFreshPages(
  RUNS,
  { viewport: { width: 1440, height: 900 }, acceptDownloads: true },
  measure,
);
const kb = (bytes) => bytes / 1024;
const result = {
  date: new Date().toISOString().slice(0, 10),
  where: 'Chromium, built app, 30 pictures of 1,600 × 1,200 through « Importer une image »',
  openMs: { median: median(run.opens), all: run.opens.map((n) => Math.round(n)) },
  /** The same reload until the 30 image elements are on the canvas (the editor itself). */
  editorShownMs: { median: median(run.pages), all: run.pages.map((n) => Math.round(n)) },
  exportMs: { median: median(run.exports), all: run.exports.map((n) => Math.round(n)) },
  pictureKB: {
    desktopMedian: Number(kb(median(run.full)).toFixed(1)),
    desktopMax: Number(kb(Math.max(...run.full)).toFixed(1)),
    phoneMedian: Number(kb(median(run.phone)).toFixed(1)),
  },
  zipKB: Math.round(kb(run.zipBytes)),
  loadAverage: loadavg().map((n) => Number(n.toFixed(1))),
};
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(resolve('test/bench/results/pictures.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`Pictures: a project of ${PICTURES} pictures of one's own`);
console.log(
  `  open (reload → all shown)  median ${ms(result.openMs.median)} ms (${result.openMs.all.join(' / ')}) (target ≤ 500 ms)`,
);
console.log(
  `  of which the editor with its 30 images (default pictures)  median ${ms(result.editorShownMs.median)} ms (${result.editorShownMs.all.join(' / ')})`,
);
console.log(
  `  « Exporter » (toile:export) median ${ms(result.exportMs.median)} ms (${result.exportMs.all.join(' / ')}) (target ≤ 3,000 ms)`,
);
console.log(
  `  per picture: desktop median ${result.pictureKB.desktopMedian} KB, max ${result.pictureKB.desktopMax} KB (target ≤ 250 KB); phone median ${result.pictureKB.phoneMedian} KB; zip ${result.zipKB} KB`,
);
console.log(`  machine load average: ${result.loadAverage.join(', ')}`);
