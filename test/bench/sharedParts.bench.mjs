// Shared header and footer benchmark (schema 5, document/sharedParts.ts): a site of 50 pages
// whose header (12 elements: a band, a logo, a menu, a tagline, 8 buttons) and footer (20
// elements: a band, texts, links as buttons) are shared, each page with 168 elements of its own,
// so each page draws 200 (the composition: header, the page's own, the footer under them). In
// Chromium, through the test build's store hook (`?bench=1`), in the same run and the same page:
//   - typing: one character added to a text (`editor/elementUpdated` with `{ content }`, one
//     typing session's `mergeKey`), in a shared footer text, a shared header text and a page
//     text, interleaved (trial after trial, the three in turn);
//   - moving: an element moved by 20 px right and down, then back (`editor/elementUpdated` with
//     `{ styles: { position } }`, as the keyboard or « Propriétés » do), a shared header element,
//     a shared footer element and a page element, interleaved;
//   each timed twice: « work », the dispatch → reducer, React's commit and layout (forced with
//   getBoundingClientRect), and « frame », the dispatch (in a task after a frame) → the next
//   animation frame;
//   - switch page: `editor/pageSelected` → the next animation frame, the new page's own elements
//     on the canvas (20 switches a run), and the same on the same site where each page holds its
//     own copy of the header and the footer (schema 4's way, nothing shared);
//   - export: « Exporter » → the zip built and handed to the browser (the app's User Timing
//     measure `toile:export`, and its task's main-thread CPU from a trace); each page of the zip
//     is checked to hold the header's and the footer's texts as typed;
//   - save: « Sauvegarder » → « Sauvegardé » once (a check that the site is a valid schema 5 one).
// Targets (the issue): typing and moving in a shared element cost no more than in a page element
// (same run: within 10 %); switch page ≤ 50 ms; export of the 50 pages ≤ 1 s. Never asserts
// timings: it reports them.
//
// Usage: node test/bench/sharedParts.bench.mjs   (builds dist-test/ first if it is missing;
// `npm run bench sharedParts` runs it among the others, test/bench/run.mjs)
// Prints a table and writes test/bench/results/sharedParts.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import {
  FOOTER,
  HEADER,
  OWN,
  OWN_TYPES,
  PAGES,
  PER_PAGE,
  footerOf,
  headerOf,
  ownElements,
  pageOf,
  sharedSite,
  siteFields,
} from './bigSite.mjs';
import { inFreshPages, percentile, rendererMainTasks } from './benchKit.mjs';

const RUNS = 3;
/** Trials of each kind (typing, moving) per variant and run. */
const TRIALS = 30;
const SWITCHES = 20;
const VIEWPORT = { width: 1440, height: 900 };

const median = (values) => percentile(values, 50);
const ms = (n) => Number(n.toFixed(2));

/** The same pages, each holding its own copy of the header and footer (nothing shared). */
function unsharedSite() {
  return siteFields(
    'Banc d’essai — en-têtes et pieds par page',
    Array.from({ length: PAGES }, (_, p) => {
      const own = ownElements(p);
      const bottom = Math.max(...own.map((e) => e.styles.position.y + e.styles.size.height));
      const footer = footerOf(`p${p}-f`).map((e) => ({
        ...e,
        styles: {
          ...e.styles,
          position: { ...e.styles.position, y: e.styles.position.y + bottom },
        },
      }));
      return pageOf(p, [...headerOf(`p${p}-h`), ...own, ...footer]);
    }),
  );
}

/** The ids typed in and moved: a footer text, a header text, a page text (not the lowest). */
const TARGETS = { footer: 'f-3', header: 'h-3', page: null };
/** A text of page `p`'s second-to-last row: moving it 20 px down does not move the footer. */
const pageTarget = (p) => {
  const row = Math.floor((OWN - 1) / 8) - 1;
  for (let i = row * 8; i < row * 8 + 8; i++) {
    if (OWN_TYPES[i % OWN_TYPES.length] === 'text') return `p${p}-e${i}`;
  }
  throw new Error('no text in the row');
};

/**
 * Main-thread CPU time (trace `tdur`: thread time, which other processes competing for the cores
 * do not inflate) of the export: the renderer's main-thread tasks from the one that holds the
 * start of the `toile:export` measure (the click) to the one that holds its end (the zip handed
 * to the browser). The export is not one task: the zip's code loads on first use, and the zip is
 * made in a later task.
 */
function exportCpuMs(traceBuffer) {
  const { traceEvents, tasks } = rendererMainTasks(traceBuffer);
  const measure = traceEvents.filter((e) => e.name === 'toile:export');
  const begin = measure.find((e) => e.ph === 'b' || e.ph === 'X' || e.ph === 'R');
  const end =
    measure.find((e) => e.ph === 'e') ?? (begin?.ph === 'X' ? { ts: begin.ts + begin.dur } : null);
  if (!begin || !end) throw new Error('no toile:export measure in the trace');
  const within = tasks.filter((t) => t.ts + t.dur >= begin.ts && t.ts <= end.ts);
  if (!within.length) throw new Error('no task holds the export');
  return within.reduce((sum, t) => sum + (t.tdur ?? t.dur), 0) / 1000;
}

/** « Exporter »: the `toile:export` measure, the CPU of its tasks and the zip's files. */
async function exportOnce(browser, page) {
  await page.evaluate(() => performance.clearMeasures('toile:export'));
  await browser.startTracing(page, {
    categories: ['toplevel', 'blink.user_timing', 'disabled-by-default-devtools.timeline'],
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter', exact: true }).click(),
  ]);
  const exportMs = await page.evaluate(
    () => performance.getEntriesByName('toile:export').at(-1)?.duration ?? NaN,
  );
  const cpuMs = exportCpuMs(await browser.stopTracing());
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  return { exportMs, cpuMs, files };
}

/** Loads `site` through the store hook, shows page 0 and checks it draws PER_PAGE elements. */
async function load(page, site) {
  await page.evaluate((document) => {
    const store = window.__toileStore;
    store.dispatch({ type: 'editor/documentLoaded', payload: { document } });
    store.dispatch({ type: 'editor/pageSelected', payload: 'page-0' });
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, site);
  const rendered = await page.locator('[data-element-id]').count();
  if (rendered !== PER_PAGE) throw new Error(`expected ${PER_PAGE} elements, found ${rendered}`);
}

/** 20 page switches, each to the next animation frame, the new page's own elements shown. */
function switchPages(page) {
  return page.evaluate(
    async ({ switches, pages }) => {
      const store = window.__toileStore;
      const times = [];
      for (let i = 1; i <= switches; i++) {
        const n = (i * 7) % pages;
        const started = performance.now();
        store.dispatch({ type: 'editor/pageSelected', payload: `page-${n}` });
        await new Promise((r) => requestAnimationFrame(r));
        if (!document.querySelector(`[data-element-id="p${n}-e0"]`)) {
          throw new Error(`page-${n} not shown`);
        }
        times.push(performance.now() - started);
      }
      return times;
    },
    { switches: SWITCHES, pages: PAGES },
  );
}

/**
 * In the page: `trials` rounds, each editing the three targets in turn (the order rotating from
 * round to round), typing (`kind` 'type': one more character) or moving (`kind` 'move': 20 px
 * right and down, the next round back). Each edit starts in a task after a frame was drawn.
 */
function editInPage({ kind, targets, trials }) {
  const store = window.__toileStore;
  const names = Object.keys(targets);
  const nextFrame = () => new Promise((r) => requestAnimationFrame(r));
  // A task after the frame's paint: a message posted from the frame's callback.
  const afterFrame = async () => {
    await nextFrame();
    await new Promise((r) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => r();
      channel.port2.postMessage(null);
    });
  };
  const nodeOf = (id) => {
    const node = document.querySelector(`[data-element-id="${id}"]`);
    if (!node) throw new Error(`${id} is not drawn`);
    return node;
  };
  const results = Object.fromEntries(names.map((n) => [n, { work: [], frame: [] }]));
  const typed = Object.fromEntries(names.map((n) => [n, '']));
  return (async () => {
    // The targets on screen, as when a person edits them (the footer is under the page's fold).
    nodeOf(targets.page).scrollIntoView({ block: 'center' });
    for (let t = 0; t < trials; t++) {
      for (let k = 0; k < names.length; k++) {
        const name = names[(t + k) % names.length];
        const id = targets[name];
        const node = nodeOf(id);
        let changes;
        let check;
        if (kind === 'type') {
          typed[name] += 'abcdefghij'[t % 10];
          const content = `Texte tapé ${typed[name]}`;
          changes = { content };
          check = () => node.textContent.includes(content);
        } else {
          const step = t % 2 === 0 ? 20 : -20;
          const x = parseFloat(node.style.left) + step;
          const y = parseFloat(node.style.top) + step;
          changes = { styles: { position: { x, y } } };
          check = () => node.style.left === `${x}px` && node.style.top === `${y}px`;
        }
        await afterFrame();
        const started = performance.now();
        store.dispatch({
          type: 'editor/elementUpdated',
          payload: { id, changes, mergeKey: `${kind}:${id}`, at: Date.now() },
        });
        // React renders a store update in a microtask queued by the dispatch: let it run, then
        // force style and layout, so `work` covers reducer, selectors, render, commit and layout.
        await Promise.resolve();
        node.getBoundingClientRect();
        const work = performance.now() - started;
        await nextFrame();
        const frame = performance.now() - started;
        if (!node.isConnected || !check()) throw new Error(`${id}: the ${kind} is not drawn`);
        results[name].work.push(work);
        results[name].frame.push(frame);
      }
    }
    return { results, typed };
  })();
}

async function measure(browser, page, baseURL) {
  await page.goto(`${baseURL}/editor?bench=1`);
  await page.waitForFunction(() => window.__toileStore !== undefined, null, { timeout: 20000 });
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
  await page.waitForTimeout(1500);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );

  // The unshared site first: its page switches, the baseline.
  await load(page, unsharedSite());
  const unsharedSwitchMs = await switchPages(page);

  await load(page, sharedSite());
  const sharedSwitchMs = await switchPages(page);
  // Edits on page 12 (any page but the home page).
  const shown = 'page-12';
  await page.evaluate(async (id) => {
    window.__toileStore.dispatch({ type: 'editor/pageSelected', payload: id });
    await new Promise((r) => requestAnimationFrame(r));
  }, shown);
  const targets = { ...TARGETS, page: pageTarget(12) };
  // A warm-up round of each (the first edits compile the code paths), then the timed ones.
  await page.evaluate(editInPage, { kind: 'type', targets, trials: 2 });
  await page.evaluate(editInPage, { kind: 'move', targets, trials: 2 });
  const typing = await page.evaluate(editInPage, { kind: 'type', targets, trials: TRIALS });
  const moving = await page.evaluate(editInPage, { kind: 'move', targets, trials: TRIALS });

  // Each shared element is stored once, in the site's shared parts, with what was typed and where
  // it was moved (an even count of moves: where it was).
  const stored = await page.evaluate((targets) => {
    const site = window.__toileStore.getState().editor.document;
    const inPages = site.pages.some((p) => p.elements.some((e) => e.id === targets.footer));
    const footer = site.shared.footer.find((e) => e.id === targets.footer);
    const header = site.shared.header.find((e) => e.id === targets.header);
    return { inPages, footer: footer.content, header: header.content };
  }, targets);
  if (stored.inPages) throw new Error('a shared element was copied into a page');
  const footerText = `Texte tapé ${typing.typed.footer}`;
  const headerText = `Texte tapé ${typing.typed.header}`;
  if (stored.footer !== footerText || stored.header !== headerText) {
    throw new Error('the shared texts were not stored as typed');
  }

  // The first export loads the zip's code (on first use), the second is as every later one.
  const firstExport = await exportOnce(browser, page);
  const exported = await exportOnce(browser, page);
  const pagesHtml = Object.keys(exported.files).filter(
    (name) => name.endsWith('.html') && name !== '404.html',
  );
  if (pagesHtml.length !== PAGES) throw new Error(`${pagesHtml.length} pages exported`);
  for (const name of pagesHtml) {
    const html = strFromU8(exported.files[name]);
    if (!html.includes(footerText) || !html.includes(headerText)) {
      throw new Error(`${name} lacks the shared header or footer`);
    }
  }

  const started = Date.now();
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await page.locator('[data-save-status]', { hasText: /^Sauvegardé$/ }).waitFor({ timeout: 30000 });
  const saveMs = Date.now() - started;

  return {
    typing: typing.results,
    moving: moving.results,
    sharedSwitchMs,
    unsharedSwitchMs,
    firstExportMs: firstExport.exportMs,
    firstExportCpuMs: firstExport.cpuMs,
    exportMs: exported.exportMs,
    exportCpuMs: exported.cpuMs,
    saveMs,
  };
}

const runs = await inFreshPages(RUNS, { viewport: VIEWPORT, acceptDownloads: true }, measure);

const stats = (values) => ({
  median: ms(median(values)),
  p95: ms(percentile(values, 95)),
  max: ms(Math.max(...values)),
});
const edits = (key) =>
  Object.fromEntries(
    Object.keys(TARGETS).map((name) => [
      name,
      {
        workMs: stats(runs.flatMap((r) => r[key][name].work)),
        frameMs: stats(runs.flatMap((r) => r[key][name].frame)),
      },
    ]),
  );
const typing = edits('typing');
const moving = edits('moving');
/** A shared element's median over the page element's, in % (+: the shared one costs more). */
const versus = (figures, name, field) =>
  Number(((figures[name][field].median / figures.page[field].median - 1) * 100).toFixed(1));
const result = {
  date: new Date().toISOString().slice(0, 10),
  pages: PAGES,
  elementsPerPage: PER_PAGE,
  shared: { header: HEADER, footer: FOOTER },
  trials: TRIALS * RUNS,
  typing,
  moving,
  sharedVsPagePercent: {
    typingWork: {
      footer: versus(typing, 'footer', 'workMs'),
      header: versus(typing, 'header', 'workMs'),
    },
    typingFrame: {
      footer: versus(typing, 'footer', 'frameMs'),
      header: versus(typing, 'header', 'frameMs'),
    },
    movingWork: {
      footer: versus(moving, 'footer', 'workMs'),
      header: versus(moving, 'header', 'workMs'),
    },
    movingFrame: {
      footer: versus(moving, 'footer', 'frameMs'),
      header: versus(moving, 'header', 'frameMs'),
    },
  },
  switchMs: stats(runs.flatMap((r) => r.sharedSwitchMs)),
  switchUnsharedMs: stats(runs.flatMap((r) => r.unsharedSwitchMs)),
  /** The first export of each run: it also loads the zip's code. */
  firstExportMs: runs.map((r) => ms(r.firstExportMs)),
  firstExportCpuMs: runs.map((r) => ms(r.firstExportCpuMs)),
  exportMs: runs.map((r) => ms(r.exportMs)),
  /** Main-thread CPU of the export's tasks (trace): robust to a busy machine. */
  exportCpuMs: runs.map((r) => ms(r.exportCpuMs)),
  saveMs: runs.map((r) => r.saveMs),
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
  cores: os.cpus().length,
};
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(
  resolve('test/bench/results/sharedParts.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);

const f = (n) => n.toFixed(2).padStart(7);
const pct = (n) => `${n > 0 ? '+' : ''}${n.toFixed(1)} %`;
console.log(
  `Shared header and footer: ${PAGES} pages × ${PER_PAGE} elements drawn (header ${HEADER}, footer ${FOOTER} shared; ${RUNS} runs, ${result.trials} edits of each)`,
);
console.log('  edit (median, ms)          work    frame   work vs page   frame vs page');
for (const [label, figures, prefix] of [
  ['typing', typing, 'typing'],
  ['moving 20 px', moving, 'moving'],
]) {
  for (const name of ['footer', 'header', 'page']) {
    const row = figures[name];
    const work = name === 'page' ? '' : pct(result.sharedVsPagePercent[`${prefix}Work`][name]);
    const frame = name === 'page' ? '' : pct(result.sharedVsPagePercent[`${prefix}Frame`][name]);
    console.log(
      `  ${`${label}, ${name === 'page' ? 'page element' : `shared ${name}`}`.padEnd(26)}${f(row.workMs.median)}  ${f(row.frameMs.median)}   ${work.padStart(12)}   ${frame.padStart(13)}`,
    );
  }
}
console.log('  (target: shared within 10 % of the page element)');
console.log(
  `  switch page, shared:   median ${result.switchMs.median} ms, p95 ${result.switchMs.p95} ms (target ≤ 50 ms)`,
);
console.log(
  `  switch page, unshared: median ${result.switchUnsharedMs.median} ms, p95 ${result.switchUnsharedMs.p95} ms (each page its own copy)`,
);
console.log(
  `  export zip:            ${result.exportMs.join(' / ')} ms (target ≤ 1 s); main-thread CPU ${result.exportCpuMs.join(' / ')} ms`,
);
console.log(
  `  first export of a run: ${result.firstExportMs.join(' / ')} ms (its code loaded); main-thread CPU ${result.firstExportCpuMs.join(' / ')} ms`,
);
console.log(`  save (valid schema 5): ${result.saveMs.join(' / ')} ms`);
console.log(`  load average ${result.loadAverage.join(' ')} on ${result.cores} cores`);
