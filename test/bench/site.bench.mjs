// Site benchmark (the site document): a site of 50 pages × 200 elements (10,000 elements) in
// Chromium, through the test build's store hook (`?bench=1`).
//   - open: `editor/documentLoaded` of the whole site → two animation frames (the first page drawn);
//   - switch page: `editor/pageSelected` → the next animation frame, the new page's elements on
//     the canvas (20 switches a run);
//   - save: « Sauvegarder » → the status reads « Sauvegardé » (IndexedDB, the whole site), first
//     of the site as loaded, then after one element of the page shown changed;
//   - export: « Exporter » → the zip built and handed to the browser (the app's own User Timing
//     measure `toile:export`: render of the 50 pages, zip, download).
// Targets: open ≤ 300 ms, switch ≤ 50 ms, save ≤ 200 ms, export ≤ 1 s. Never asserts timings.
//
// Usage: node test/bench/site.bench.mjs   (builds dist-test/ first if it is missing)
// Prints a table and writes test/bench/results/site.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { inFreshPages } from './benchKit.mjs';

const PAGES = 50;
const PER_PAGE = 200;
const RUNS = 3;
const SWITCHES = 20;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n) => Number(n.toFixed(1));

/** 50 pages of 200 elements of every type, French texts, as a real site might hold them. */
function siteOf(pages, perPage) {
  const types = ['header', 'text', 'text', 'button', 'image', 'container', 'text', 'footer'];
  return {
    schemaVersion: 3,
    name: 'Banc d’essai — site',
    templateId: null,
    homePageId: 'page-0',
    pages: Array.from({ length: pages }, (_, p) => ({
      id: `page-${p}`,
      name: p === 0 ? 'Accueil' : `Page ${p + 1}`,
      slug: p === 0 ? 'accueil' : `page-${p + 1}`,
      seo: { title: '', description: '', noindex: false },
      elements: Array.from({ length: perPage }, (_, i) => {
        const type = types[i % types.length];
        return {
          id: `p${p}-e${i}`,
          type,
          content: type === 'image' ? '' : `Page ${p + 1}, élément ${i + 1} — texte en français`,
          styles: {
            position: { x: 20 + (i % 8) * 140, y: 20 + Math.floor(i / 8) * 48 },
            size: { width: 120, height: 40 },
            color: '#111827',
            backgroundColor: type === 'button' ? '#3B82F6' : 'transparent',
            fontSize: 14,
            fontWeight: 'normal',
            textAlign: 'left',
            borderRadius: type === 'button' ? 8 : 0,
            padding: type === 'button' ? 12 : 0,
            margin: 0,
          },
          properties: {},
        };
      }),
    })),
    theme: { headingFont: 'system', bodyFont: 'system' },
    settings: { language: 'fr' },
  };
}

async function measure(_browser, page, baseURL) {
  await page.goto(`${baseURL}/editor?bench=1`);
  await page.waitForFunction(() => window.__toileStore !== undefined, null, { timeout: 20000 });
  const openMs = await page.evaluate(
    async (site) => {
      const started = performance.now();
      window.__toileStore.dispatch({ type: 'editor/documentLoaded', payload: { document: site } });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return performance.now() - started;
    },
    siteOf(PAGES, PER_PAGE),
  );
  const rendered = await page.locator('[data-element-id]').count();
  if (rendered !== PER_PAGE) throw new Error(`expected ${PER_PAGE} elements, found ${rendered}`);

  const switchMs = await page.evaluate(
    async ({ switches, pages }) => {
      const store = window.__toileStore;
      const times = [];
      for (let i = 1; i <= switches; i++) {
        const id = `page-${(i * 7) % pages}`;
        const started = performance.now();
        store.dispatch({ type: 'editor/pageSelected', payload: id });
        await new Promise((r) => requestAnimationFrame(r));
        const first = document.querySelector('[data-element-id]')?.getAttribute('data-element-id');
        if (!first?.startsWith(`p${id.slice(5)}-`)) throw new Error(`page ${id} not shown`);
        times.push(performance.now() - started);
      }
      return times;
    },
    { switches: SWITCHES, pages: PAGES },
  );

  const save = async () => {
    const started = Date.now();
    await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
    await page
      .locator('[data-save-status]', { hasText: /^Sauvegardé$/ })
      .waitFor({ timeout: 20000 });
    return Date.now() - started;
  };
  // The first save checks every page (this site came in through the test hook, unchecked; a
  // site opened from storage, a file or a link was checked as it was read).
  const firstSaveMs = await save();
  // Then one element of the page shown changed, as a person edits: the save checks that page.
  await page.evaluate(() => {
    const store = window.__toileStore;
    const pageId = store.getState().editor.pageId;
    store.dispatch({
      type: 'editor/elementUpdated',
      payload: { id: `p${pageId.slice(5)}-e3`, changes: { content: 'Modifié' }, at: Date.now() },
    });
  });
  const saveMs = await save();

  await page.evaluate(() => performance.clearMeasures('toile:export'));
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter', exact: true }).click(),
  ]);
  const exportMs = await page.evaluate(
    () => performance.getEntriesByName('toile:export').at(-1)?.duration ?? NaN,
  );
  return { openMs, switchMs, firstSaveMs, saveMs, exportMs };
}

const runs = await inFreshPages(RUNS, { viewport: { width: 1440, height: 900 } }, measure);
const switches = runs.flatMap((r) => r.switchMs);
const result = {
  date: new Date().toISOString().slice(0, 10),
  pages: PAGES,
  elementsPerPage: PER_PAGE,
  openMs: runs.map((r) => ms(r.openMs)),
  switchMs: { median: ms(median(switches)), p95: ms(percentile(switches, 95)) },
  firstSaveMs: runs.map((r) => ms(r.firstSaveMs)),
  saveMs: runs.map((r) => ms(r.saveMs)),
  exportMs: runs.map((r) => ms(r.exportMs)),
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
  cores: os.cpus().length,
};
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(resolve('test/bench/results/site.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`Site: ${PAGES} pages × ${PER_PAGE} elements (${RUNS} runs)`);
console.log(`  open the site:      ${result.openMs.join(' / ')} ms (target ≤ 300 ms)`);
console.log(
  `  switch page:        median ${result.switchMs.median} ms, p95 ${result.switchMs.p95} ms (target ≤ 50 ms)`,
);
console.log(`  first save:         ${result.firstSaveMs.join(' / ')} ms (every page checked)`);
console.log(`  save after an edit: ${result.saveMs.join(' / ')} ms (target ≤ 200 ms)`);
console.log(`  export zip:         ${result.exportMs.join(' / ')} ms (target ≤ 1 s)`);
console.log(`  load average ${result.loadAverage.join(' ')} on ${result.cores} cores`);
