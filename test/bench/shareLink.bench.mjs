// Share-link benchmark: how long is the link of a page, and how fast does it open?
// The page is test/fixtures/project-200-elements.json (200 elements of every type, French texts,
// the editor's own default picture in every image). Lengths are computed exactly as the app does
// (JSON {v, d} → lz-string compressToEncodedURIComponent) and checked against the link the app
// shows in « Partager »; the opening time is goto(link) → 200 elements on the canvas, in a fresh
// Chromium context. Never asserts timings.
//
// Usage: node test/bench/shareLink.bench.mjs   (builds dist/ first if it is missing)
// Prints a table and writes test/bench/results/shareLink.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import lz from 'lz-string';
import { ensureBuilt } from '../builds.mjs';
import { launchBrowser } from '../e2e/harness.mjs';
import { startServer } from '../e2e/server.mjs';
import { siteOf } from '../siteOf.mjs';

const RUNS = 5;
const ORIGIN = 'https://toile.example';
const file = JSON.parse(readFileSync('test/fixtures/project-200-elements.json', 'utf8'));
const document = file.document;

const linkOf = (doc) =>
  `${ORIGIN}/editor/partage#${lz.compressToEncodedURIComponent(JSON.stringify({ v: 3, d: siteOf(doc) }))}`;
const withImages = (url) => ({
  ...document,
  elements: document.elements.map((e) => (e.type === 'image' ? { ...e, content: url } : e)),
});

const variants = [
  ['200 elements, default pictures (data:image/svg)', document],
  [
    '200 elements, images by https URL',
    withImages('https://images.example.com/boulangerie/photo-1.jpg'),
  ],
  ['100 elements, default pictures', { ...document, elements: document.elements.slice(0, 100) }],
  ['50 elements, default pictures', { ...document, elements: document.elements.slice(0, 50) }],
];
const rows = variants.map(([label, doc]) => ({
  label,
  json: JSON.stringify(doc).length,
  link: linkOf(doc).length,
}));

const { server, url } = await startServer(ensureBuilt('production'));
const browser = await launchBrowser();
const openTimes = [];
let appLink;
try {
  const context = await browser.newContext({ baseURL: url, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/editor');
  await page.locator('input[type="file"]').setInputFiles('test/fixtures/project-200-elements.json');
  await page.locator('[data-element-id]').nth(199).waitFor();
  await page.getByRole('button', { name: 'Partager', exact: true }).click();
  appLink = await page.getByRole('textbox', { name: 'Lien de partage' }).inputValue();
  await context.close();
  for (let run = 0; run < RUNS; run += 1) {
    const fresh = await browser.newContext({ baseURL: url, locale: 'fr-FR' });
    const other = await fresh.newPage();
    const started = performance.now();
    await other.goto(appLink);
    await other.locator('[data-element-id]').nth(199).waitFor();
    openTimes.push(performance.now() - started);
    await fresh.close();
  }
} finally {
  await browser.close();
  server.close();
}

const appFragment = appLink.split('#')[1] ?? '';
const expectedFragment = linkOf(document).split('#')[1];
const median = [...openTimes].sort((a, b) => a - b)[Math.floor(openTimes.length / 2)];
console.log('| Page | JSON (characters) | Link (characters) |');
console.log('| --- | --- | --- |');
for (const r of rows) console.log(`| ${r.label} | ${r.json} | ${r.link} |`);
console.log(
  `\nThe app's link for the 200-element page: ${appLink.length} characters (origin ${new URL(appLink).origin}); fragment ${appFragment === expectedFragment ? 'identical to' : 'DIFFERENT from'} the computed one.`,
);
console.log(
  `Opening it in a fresh context until the 200th element shows: median ${median.toFixed(0)} ms over ${RUNS} runs (load average ${loadavg()[0].toFixed(1)}).`,
);
mkdirSync('test/bench/results', { recursive: true });
writeFileSync(
  'test/bench/results/shareLink.json',
  `${JSON.stringify({ rows, appLinkLength: appLink.length, sameFragment: appFragment === expectedFragment, openTimes, median, loadavg: loadavg()[0] }, null, 2)}\n`,
);
