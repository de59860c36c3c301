// « Sections » benchmark: inserting a section into a page of 1,000 elements, what a click in the
// « Sections » panel costs before the canvas draws: `buildSection` (the library makes the section's
// elements, with their ids) then the store's `editor/sectionInserted` (where it goes, what moves
// down, the limit check, the one history step). The app's own code (the store, the editor slice,
// the section library) bundled by Vite (its build API, production mode, every dependency inlined)
// and run in Node (the V8 of Chromium).
// The page: the library's 36 sections stacked one under another, again and again, up to 1,000
// elements (bands, cards, rows: the shapes of a real page). Three cases, each RUNS times after
// WARMUP, on a fresh store each time (the page loaded, not timed):
//   - in the middle: a text of the page's 10th section selected, the new section goes under that
//     section and the 900-odd elements below it move down (the most work);
//   - at the end: nothing selected;
//   - refused: the page one section short of the 2,000-element limit, the section refused whole
//     (the limit notice), nothing changed.
// Figures: median, p95 and max of the wall clock, for each step and in all, with the 1-minute load
// average (a busy machine inflates wall-clock timings). Target: ≤ 30 ms. Never asserts timings.
//
// Usage: node test/bench/sectionInsert.bench.mjs
// Prints a table and writes test/bench/results/sectionInsert.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleForNode } from './benchKit.mjs';

const COUNT = 1000;
const WARMUP = 20;
const RUNS = 100;

const app = await bundleForNode('section-insert', {
  makeStore: 'app/store.ts',
  documentLoaded: 'features/editor/editorSlice.ts',
  elementSelected: 'features/editor/editorSlice.ts',
  sectionInserted: 'features/editor/editorSlice.ts',
  buildSection: 'document/sections/index.ts',
  SECTIONS: 'document/sections/index.ts',
  DEFAULT_SECTION_PALETTE: 'document/sections/index.ts',
  createSite: 'document/site.ts',
});

const theme = { palette: app.DEFAULT_SECTION_PALETTE };

/** The library's sections stacked until `count` elements (the first `count` of them). */
function stackedPage(count) {
  const elements = [];
  const starts = [];
  let top = 0;
  for (let k = 0; elements.length < count; k++) {
    const info = app.SECTIONS[k % app.SECTIONS.length];
    let n = 0;
    const { elements: own, height } = app.buildSection(info.id, theme, top, () => `p${k}-${n++}`);
    starts.push(elements.length);
    elements.push(...own);
    top += height;
  }
  return { elements: elements.slice(0, count), starts };
}

const page = stackedPage(COUNT);
// A text of the 10th section: the new one goes under that section.
const middleId = page.elements.slice(page.starts[9]).find((e) => e.type === 'text').id;
const nearlyFull = stackedPage(1995).elements;

let made = 0;
/** A fresh store holding `elements` on its one page, `selected` selected. */
function storeWith(elements, selected) {
  const store = app.makeStore();
  const site = app.createSite({ name: 'Banc d’essai', homePageId: 'accueil', elements });
  store.dispatch(app.documentLoaded({ document: site }));
  if (selected) store.dispatch(app.elementSelected(selected));
  return store;
}

const round = (n) => Math.round(n * 100) / 100;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** Times build + dispatch of `sectionId` into a fresh store RUNS times (after WARMUP). */
function measure(label, elements, selected, sectionId, check) {
  const build = [];
  const insert = [];
  const total = [];
  const load = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const store = storeWith(elements, selected);
    const prefix = `new${made++}-`;
    let n = 0;
    const t0 = performance.now();
    const section = app.buildSection(sectionId, theme, 0, () => `${prefix}${n++}`);
    const t1 = performance.now();
    store.dispatch(app.sectionInserted(section));
    const t2 = performance.now();
    if (run === 0) check(store.getState().editor, section);
    if (run < WARMUP) continue;
    build.push(t1 - t0);
    insert.push(t2 - t1);
    total.push(t2 - t0);
    if (run % 20 === 0) load.push(loadavg()[0]);
  }
  const stats = (times) => ({
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
  });
  return {
    case: label,
    elements: elements.length,
    section: sectionId,
    build: stats(build),
    insert: stats(insert),
    total: stats(total),
    loadAverage: round(load.reduce((a, b) => a + b, 0) / load.length),
  };
}

const pageOf = (editor) => editor.document.pages.find((p) => p.id === editor.pageId);
const results = [
  measure('in the middle', page.elements, middleId, 'restaurantMenu.columns', (editor, s) => {
    const elements = pageOf(editor).elements;
    if (elements.length !== COUNT + s.elements.length) throw new Error('not inserted');
    if (editor.selectedId !== s.elements[0].id) throw new Error('not selected');
  }),
  measure('at the end', page.elements, null, 'restaurantMenu.columns', (editor, s) => {
    if (pageOf(editor).elements.length !== COUNT + s.elements.length)
      throw new Error('not inserted');
  }),
  measure('refused (page full)', nearlyFull, null, 'restaurantMenu.columns', (editor) => {
    if (editor.limitReached !== 'page') throw new Error('not refused');
    if (pageOf(editor).elements.length !== nearlyFull.length) throw new Error('changed');
  }),
];

const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: (await import('node:os')).cpus().length,
  runs: RUNS,
  targetMs: 30,
  results,
};
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(
  resolve('test/bench/results/sectionInsert.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(`Inserting a section (${RUNS} runs each, medians, target ≤ 30 ms in all):`);
for (const r of results) {
  console.log(
    `  ${r.case.padEnd(20)} ${String(r.elements).padStart(5)} elements: build ${r.build.medianMs} ms, insert ${r.insert.medianMs} ms, in all ${r.total.medianMs} ms (p95 ${r.total.p95Ms}, max ${r.total.maxMs}), load ${r.loadAverage}`,
  );
}
