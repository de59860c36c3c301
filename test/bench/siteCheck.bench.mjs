// « Vérifier le site » benchmark: `checkSite` (src/document/check/siteCheck.ts), what the dialog
// computes when it opens, bundled by Vite (its build API, every dependency inlined) and run in Node
// (the V8 of Chromium), on sites of 50 pages × 200 elements (10,000 elements):
//   - templates: page n holds the 50 templates' elements (« Modifier le contenu du template »)
//     from template n on, stacked one under another up to 200 (headers, bands, cards, rows: the
//     shapes people's pages have), with links: buttons to the next page, texts to a section of it,
//     to a web address, and a few to a deleted page; pictures half with a text alternative;
//   - random overlaps: 200 elements of every type at seeded random places and sizes, two in three
//     on a colour (the hard case for the search of what lies under each text), every fifth linked.
// Three figures per site, each after WARMUP calls, with the 1-minute load average:
//   - first check: every page measured (its layout, its Mobile styles, contrast and tap targets):
//     each call gets new element lists, so nothing is remembered from the call before;
//   - check again: the same site (the dialog recomputing after an edit of the site's settings):
//     only links and pages' fields are read again;
//   - after an edit: one page's element list replaced, as one change of the canvas makes it.
// Each figure in wall clock and in the process's CPU time (a busy machine inflates the first, much
// less the second). Target: ≤ 100 ms for the first check. Never asserts timings.
//
// Usage: node test/bench/siteCheck.bench.mjs
// Prints a table and writes test/bench/results/siteCheck.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { DEFAULT_SITE_STYLES } from '../siteOf.mjs';
import { bundleForNode } from './benchKit.mjs';

const PAGES = 50;
const PER_PAGE = 200;
const WARMUP = 5;
const RUNS = 40;

/** Element ids `prefix0`, `prefix1`…, in order. */
function counterFrom(prefix) {
  let n = 0;
  return () => `${prefix}${n++}`;
}

const app = await bundleForNode('sitecheck', {
  checkSite: 'document/check/siteCheck.ts',
  generateTemplates: 'features/templates/generateTemplates.ts',
  templatePages: 'features/templates/templatePages.ts',
});
const templates = app.generateTemplates(50);

const pageOf = (p, elements, extra = {}) => ({
  id: `page-${p}`,
  name: p === 0 ? 'Accueil' : `Page ${p + 1}`,
  slug: p === 0 ? 'accueil' : `page-${p + 1}`,
  seo: {
    title: p % 5 === 0 ? '' : `Page ${p + 1}`,
    description: p % 3 === 0 ? '' : 'Une page du banc d’essai',
    noindex: false,
  },
  elements,
  ...extra,
});

const siteOf = (name, pages) => ({
  schemaVersion: 5,
  name,
  templateId: null,
  homePageId: 'page-0',
  pages,
  theme: { headingFont: 'system', bodyFont: 'system' },
  styles: structuredClone(DEFAULT_SITE_STYLES),
  settings: { language: 'fr' },
});

/** Page `p`: the templates' elements from template `p` on, stacked, the first PER_PAGE of them. */
function templatesPage(p) {
  const elements = [];
  let top = 0;
  for (let k = 0; elements.length < PER_PAGE; k++) {
    const t = (p + k) % templates.length;
    const own = app.templatePages(templates[t], counterFrom(`p${p}-t${t}-${k}-`), 1)[0].elements;
    let bottom = 0;
    for (const e of own) {
      e.styles.position = { ...e.styles.position, y: e.styles.position.y + top };
      bottom = Math.max(bottom, e.styles.position.y + e.styles.size.height);
      elements.push(e);
    }
    top = bottom + 40;
  }
  const next = `page-${(p + 1) % PAGES}`;
  let texts = 0;
  let images = 0;
  for (const e of elements.slice(0, PER_PAGE)) {
    if (e.type === 'button')
      e.properties = { ...e.properties, link: { kind: 'page', pageId: next } };
    if (e.type === 'image')
      e.properties = { ...e.properties, ...(images++ % 2 ? { alt: '' } : {}) };
    if (e.type === 'text' && texts++ % 10 === 0) {
      const kind = texts % 3;
      const link =
        kind === 0
          ? { kind: 'anchor', pageId: next, anchor: 'contact' }
          : kind === 1
            ? { kind: 'url', href: 'https://exemple.fr/a-propos' }
            : { kind: 'page', pageId: p % 7 === 0 ? 'page-supprimee' : next };
      e.properties = { ...e.properties, link };
    }
  }
  const page = elements.slice(0, PER_PAGE);
  // The section the anchors lead to.
  page[PER_PAGE - 1].properties = { ...page[PER_PAGE - 1].properties, anchor: 'contact' };
  return pageOf(p, page);
}

const TYPES = ['text', 'image', 'button', 'container', 'header', 'footer'];

/** Random places and sizes on a page 1,152 px wide (seeded: the same site on every run). */
function randomPage(p) {
  let seed = 14 + p;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const elements = Array.from({ length: PER_PAGE }, (_, i) => {
    const type = TYPES[i % 6];
    const width = 40 + Math.floor(next() * 500);
    const height = 20 + Math.floor(next() * 200);
    return {
      id: `p${p}-e${i}`,
      type,
      content: type === 'image' ? '' : `Élément ${i + 1} de la page ${p + 1}`,
      styles: {
        position: { x: Math.floor(next() * (1152 - width)), y: Math.floor(next() * 4000) },
        size: { width, height },
        color: ['#1E293B', '#94A3B8', 'rgba(15, 23, 42, 0.6)', 'white'][i % 4],
        backgroundColor:
          i % 3 ? ['#DBEAFE', '#1E3A8A', 'rgba(0, 0, 0, 0.3)'][i % 3] : 'transparent',
        fontSize: 12 + (i % 5) * 4,
        fontWeight: ['normal', 'bold', 'light'][i % 3],
        textAlign: 'left',
        borderRadius: 0,
        padding: i % 9,
        margin: 0,
      },
      properties: {
        ...(i === 0 ? { level: 'h1' } : {}),
        ...(i % 5 === 0 && type !== 'container'
          ? { link: { kind: 'page', pageId: 'page-1' } }
          : {}),
      },
    };
  });
  return pageOf(p, elements);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (n) => Math.round(n * 100) / 100;
const load = () => Number(loadavg()[0].toFixed(2));

/** New element lists for every page: nothing of an earlier check is remembered. */
const fresh = (site) => ({
  ...site,
  pages: site.pages.map((page) => ({ ...page, elements: page.elements.slice() })),
});

/**
 * Times `check(input)` over inputs made beforehand by `make` (not timed): wall clock, and the
 * process's CPU time (user + system), which other processes sharing the cores do not inflate.
 */
function time(make, check) {
  const inputs = Array.from({ length: 1 + WARMUP + RUNS }, make);
  let t = performance.now();
  const problems = check(inputs[0]);
  const first = performance.now() - t;
  for (let i = 1; i <= WARMUP; i++) check(inputs[i]);
  const loadBefore = load();
  const times = [];
  const cpu = [];
  for (let i = WARMUP + 1; i < inputs.length; i++) {
    const c = process.cpuUsage();
    t = performance.now();
    check(inputs[i]);
    times.push(performance.now() - t);
    const { user, system } = process.cpuUsage(c);
    cpu.push((user + system) / 1000);
  }
  return {
    result: {
      firstMs: round(first),
      medianMs: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      maxMs: round(Math.max(...times)),
      cpuMedianMs: round(percentile(cpu, 50)),
      cpuP95Ms: round(percentile(cpu, 95)),
      runs: RUNS,
      loadAverage: [loadBefore, load()],
    },
    problems,
  };
}

const sites = [
  [
    'templates',
    siteOf(
      'Banc d’essai — templates',
      Array.from({ length: PAGES }, (_, p) => templatesPage(p)),
    ),
  ],
  [
    'random overlaps',
    siteOf(
      'Banc d’essai — hasard',
      Array.from({ length: PAGES }, (_, p) => randomPage(p)),
    ),
  ],
];

const rows = [];
for (const [name, site] of sites) {
  const count = site.pages.reduce((n, p) => n + p.elements.length, 0);
  if (count !== PAGES * PER_PAGE) throw new Error(`${name}: ${count} elements`);
  const first = time(() => fresh(site), app.checkSite);
  const byKind = {};
  for (const p of first.problems) byKind[p.kind] = (byKind[p.kind] ?? 0) + 1;
  rows.push({
    site: name,
    measure: 'first check',
    ...first.result,
    problems: first.problems.length,
    byKind,
  });

  const warm = fresh(site);
  app.checkSite(warm);
  rows.push({ site: name, measure: 'check again', ...time(() => warm, app.checkSite).result });

  let edits = 0;
  const edited = () => {
    // One element of one page moved by a pixel: a new list for that page, the others as they were.
    const p = edits++ % PAGES;
    const page = warm.pages[p];
    const [e, ...rest] = page.elements;
    const moved = {
      ...e,
      styles: { ...e.styles, position: { ...e.styles.position, x: e.styles.position.x + 1 } },
    };
    const pages = warm.pages.slice();
    pages[p] = { ...page, elements: [moved, ...rest] };
    return { ...warm, pages };
  };
  rows.push({ site: name, measure: 'after an edit', ...time(edited, app.checkSite).result });
}

const result = {
  date: new Date().toISOString().slice(0, 10),
  where: `Node ${process.version}, the app's code bundled by Vite`,
  pages: PAGES,
  elementsPerPage: PER_PAGE,
  targetMs: 100,
  rows,
};
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(resolve('test/bench/results/siteCheck.json'), `${JSON.stringify(result, null, 2)}\n`);

console.log(`« Vérifier le site » on ${PAGES} pages × ${PER_PAGE} elements (${result.where})`);
for (const r of rows) {
  console.log(
    `  ${r.site.padEnd(16)} ${r.measure.padEnd(14)} median ${r.medianMs} ms, p95 ${r.p95Ms} ms, max ${r.maxMs} ms, first ${r.firstMs} ms; CPU median ${r.cpuMedianMs} ms, p95 ${r.cpuP95Ms} ms` +
      `  (${r.runs} runs; load average ${r.loadAverage.join(' → ')})` +
      (r.byKind
        ? `\n    ${r.problems} problems: ${Object.entries(r.byKind)
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')}`
        : ''),
  );
}
console.log(`  target: first check ≤ ${result.targetMs} ms`);
