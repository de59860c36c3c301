// Automatic layout and export benchmark: the app's own code for the screens of a page,
// bundled by Vite (its build API, every dependency inlined) and run in Node (the V8 of Chromium):
//   - automatic layout: `pageLayout` (reading tree by containment and XY-cut) then `screenStyles`
//     for Tablette and for Mobile, what the export and the editor's Tablette / Mobile views compute
//     for a page;
//   - export: `siteFiles` of a one-page site, what « Exporter » renders before zipping (index.html
//     and styles.css: desktop rules and the two @media blocks).
// On three pages of 1,000 elements: the 50 templates' elements (« Modifier le contenu du
// template ») stacked one template under the other up to 1,000 (headers, sections, cards, rows:
// the shapes people's pages have), the flat grid of the export benchmark (8 per row, no element
// inside another), and 1,000 elements at random places and sizes (overlaps everywhere, the hard
// case for XY-cut). Each figure: the first call (cold code), then RUNS calls after WARMUP ones,
// with the machine's load average at the time (a busy machine inflates wall-clock timings).
// Targets: layout ≤ 10 ms, export ≤ 200 ms, on 1,000 elements. Never asserts timings.
//
// Usage: node test/bench/layout.bench.mjs
// Prints a table and writes test/bench/results/layout.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { bundleForNode } from './benchKit.mjs';

const COUNT = 1000;
const WARMUP = 20;
const RUNS = 200;
const EXPORT_RUNS = 50;

/** Element ids `prefix0`, `prefix1`…, in order. */
function counterFrom(prefix) {
  let n = 0;
  return () => `${prefix}${n++}`;
}

const app = await bundleForNode('layout', {
  pageLayout: 'document/layout/flowLayout.ts',
  screenStyles: 'document/layout/screenStyles.ts',
  siteFiles: 'document/render/siteFiles.ts',
  createSite: 'document/site.ts',
  generateTemplates: 'features/templates/generateTemplates.ts',
  templatePages: 'features/templates/templatePages.ts',
});

/** The 50 templates' elements, one template under the other, the first `count` of them. */
function templatesPage(count) {
  const elements = [];
  let top = 0;
  for (const [t, template] of app.generateTemplates(50).entries()) {
    const own = app.templatePages(template, counterFrom(`t${t}-`), 1)[0].elements;
    let bottom = 0;
    for (const e of own) {
      e.styles.position = { ...e.styles.position, y: e.styles.position.y + top };
      bottom = Math.max(bottom, e.styles.position.y + e.styles.size.height);
      elements.push(e);
    }
    top = bottom + 40;
    if (elements.length >= count) break;
  }
  if (elements.length < count) throw new Error(`only ${elements.length} template elements`);
  return elements.slice(0, count);
}

const TYPES = ['text', 'image', 'button', 'container', 'header', 'footer'];
const element = (i, type, x, y, width, height, extra = {}) => ({
  id: `bench-${i}`,
  type,
  content: type === 'image' ? '' : `Élément ${i + 1} — « texte » & <balises> à échapper`,
  styles: {
    position: { x, y },
    size: { width, height },
    color: i % 2 ? '#1E293B' : '#FFFFFF',
    backgroundColor: i % 3 ? '#DBEAFE' : 'transparent',
    fontSize: 12 + (i % 5) * 4,
    fontWeight: ['normal', 'bold', 'light'][i % 3],
    textAlign: ['left', 'center', 'right'][i % 3],
    borderRadius: i % 7,
    padding: i % 9,
    margin: 0,
    ...extra,
  },
  properties: {},
});

/** The export benchmark's page: 8 per row, 120×40 each. */
const gridPage = (count) =>
  Array.from({ length: count }, (_, i) =>
    element(i, TYPES[i % 6], 20 + (i % 8) * 140, 20 + Math.floor(i / 8) * 48, 120, 40),
  );

/** Random places and sizes on a page 1,152 px wide (seeded: the same page on every run). */
function randomPage(count) {
  let seed = 14;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => {
    const width = 40 + Math.floor(next() * 500);
    const height = 20 + Math.floor(next() * 200);
    const x = Math.floor(next() * (1152 - width));
    const y = Math.floor(next() * 20000);
    return element(i, TYPES[i % 6], x, y, width, height);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (n) => Math.round(n * 100) / 100;

/** Times `fn`: the first call, then `runs` calls after WARMUP; load average beside. */
function time(fn, runs) {
  const load = () => Number(loadavg()[0].toFixed(2));
  let t = performance.now();
  fn();
  const first = performance.now() - t;
  for (let i = 0; i < WARMUP; i++) fn();
  const loadBefore = load();
  const times = [];
  for (let i = 0; i < runs; i++) {
    t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return {
    firstMs: round(first),
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
    runs,
    loadAverage: [loadBefore, load()],
  };
}

const layout = (elements) => () => {
  const root = app.pageLayout(elements);
  app.screenStyles(root, 'tablet');
  app.screenStyles(root, 'phone');
};
const exportOf = (elements) => {
  const site = app.createSite({ name: 'Banc d’essai', homePageId: 'accueil', elements });
  return () => app.siteFiles(site);
};

const pages = [
  ['templates stacked', templatesPage(COUNT)],
  ['flat grid', gridPage(COUNT)],
  ['random overlaps', randomPage(COUNT)],
];
const rows = [];
for (const [page, elements] of pages) {
  const files = exportOf(elements)();
  const bytes = Object.fromEntries(files.map((f) => [f.name, f.text.length]));
  rows.push({
    page,
    measure: 'layout (pageLayout + screenStyles ×2)',
    ...time(layout(elements), RUNS),
  });
  rows.push({
    page,
    measure: 'export (siteFiles)',
    ...time(exportOf(elements), EXPORT_RUNS),
    bytes,
  });
}

const result = {
  date: new Date().toISOString().slice(0, 10),
  where: `Node ${process.version}, the app's code bundled by Vite`,
  elements: COUNT,
  targets: { layoutMs: 10, exportMs: 200 },
  rows,
};
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(resolve('test/bench/results/layout.json'), `${JSON.stringify(result, null, 2)}\n`);

console.log(`Automatic layout and export of a page of ${COUNT} elements (${result.where})`);
for (const r of rows) {
  console.log(
    `  ${r.page.padEnd(18)} ${r.measure.padEnd(38)} median ${r.medianMs} ms, p95 ${r.p95Ms} ms, max ${r.maxMs} ms, first ${r.firstMs} ms` +
      `  (${r.runs} runs; load average ${r.loadAverage.join(' → ')})` +
      (r.bytes
        ? `  [${Object.entries(r.bytes)
            .map(([n, b]) => `${n} ${Math.round(b / 1024)} KB`)
            .join(', ')}]`
        : ''),
  );
}
console.log(
  `  targets: layout ≤ ${result.targets.layoutMs} ms, export ≤ ${result.targets.exportMs} ms`,
);
