// Version history benchmark: the big site of the benchmarks (test/bench/bigSite.mjs: 50 pages,
// 200 elements drawn on each) saved as a project in Chromium (the test build's store hook,
// `?bench=1`), then, through the interface as a person does it:
//   - make a version: « Enregistrer cette version… », a name, « Enregistrer » → the version in the
//     list (measured in the page: the click → its line drawn), and the longest main-thread task
//     from the click to then (a trace): the site is serialised and compressed in a worker;
//   - open « Historique des versions » holding 200 versions more (written straight into its
//     database as copies of the one made) → its first 30 lines drawn (the older ones come with
//     « Afficher des versions plus anciennes »);
//   - « Restaurer » one → the restored site in the editor's store and drawn on the canvas.
// Targets (the issue): a version made with no main-thread task over 50 ms, ≤ 150 ms in all; the
// history of 200 versions open ≤ 200 ms; a restore ≤ 300 ms. Never asserts timings: it reports them.
//
// Usage: node test/bench/versions.bench.mjs   (builds dist-test/ first if it is missing)
// Prints a table and writes test/bench/results/versions.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { PAGES, PER_PAGE, sharedSite } from './bigSite.mjs';
import { inFreshPages, percentile, rendererMainTasks } from './benchKit.mjs';

const RUNS = 3;
const VERSIONS = 200;
/** The lines the history draws at first (VersionHistoryDialog's SHOWN_AT_FIRST). */
const SHOWN_AT_FIRST = 30;
const VIEWPORT = { width: 1440, height: 900 };
const median = (values) => percentile(values, 50);
const ms = (n) => Number(n.toFixed(1));

/**
 * In the page: clicks the button named `buttonName` (in `scope`), resolves with the ms until the
 * versions' list holds `doneText` or `doneCount` lines, and a frame after it.
 */
function clickUntil({ buttonName, scope, doneText, doneCount }) {
  const root = scope ? document.querySelector(scope) : document;
  const button = [...root.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent.trim()) === buttonName,
  );
  if (!button) throw new Error(`no button « ${buttonName} »`);
  const done = () => {
    const list = document.querySelector('[aria-label="Versions du projet"]');
    if (doneCount !== undefined) return list?.querySelectorAll('li').length === doneCount;
    return list?.textContent.includes(doneText);
  };
  return new Promise((resolveMs) => {
    performance.mark('bench:start');
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        performance.mark('bench:end');
        resolveMs(performance.now() - start);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    button.click();
  });
}

/** In the page: copies the one version stored `count` times (other ids, a minute apart). */
function seedVersions(count) {
  return new Promise((resolveSeeded, reject) => {
    const open = indexedDB.open('toile-versions');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction(['meta', 'bodies']);
      const metas = read.objectStore('meta').getAll();
      read.oncomplete = () => {
        const [meta] = metas.result;
        const getBody = db.transaction('bodies').objectStore('bodies').get(meta.id);
        getBody.onsuccess = () => {
          const write = db.transaction(['meta', 'bodies'], 'readwrite');
          for (let i = 0; i < count; i++) {
            const id = `seed-${i}`;
            const createdAt = new Date(Date.parse(meta.createdAt) - (i + 1) * 60_000).toISOString();
            write
              .objectStore('meta')
              .put({ ...meta, id, createdAt, reason: 'auto', name: undefined });
            write.objectStore('bodies').put(getBody.result, id);
          }
          write.oncomplete = () => resolveSeeded(undefined);
          write.onerror = () => reject(write.error);
        };
      };
    };
  });
}

async function measure(browser, page, url) {
  await page.setViewportSize(VIEWPORT);
  await page.goto(`${url}/editor?bench=1`);
  await page.waitForFunction(() => window.__toileStore !== undefined, null, { timeout: 20000 });
  await page.evaluate((document) => {
    window.__toileStore.dispatch({ type: 'editor/documentLoaded', payload: { document } });
  }, sharedSite());
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await page.locator('[data-save-status]', { hasText: /^Sauvegardé$/ }).waitFor({ timeout: 60000 });

  // The history, its code loaded, then a named version: the warm-up, then the one timed.
  await page.getByRole('button', { name: 'Historique des versions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Historique des versions' });
  const makeNamed = async (name) => {
    await dialog.getByRole('button', { name: 'Enregistrer cette version…' }).click();
    await dialog.getByRole('textbox', { name: 'Nom de la version' }).fill(name);
    return page.evaluate(clickUntil, {
      buttonName: 'Enregistrer',
      scope: '[role="dialog"]',
      doneText: name,
    });
  };
  await makeNamed('Échauffement');
  await browser.startTracing(page, {
    categories: ['toplevel', 'blink.user_timing', 'disabled-by-default-devtools.timeline'],
  });
  const versionMs = await makeNamed('Mesurée');
  const { traceEvents, tasks } = rendererMainTasks(await browser.stopTracing());
  // The main thread's tasks between the click and the line drawn (the marks of clickUntil).
  const mark = (name) => traceEvents.filter((e) => e.name === name).at(-1)?.ts;
  const [from, to] = [mark('bench:start'), mark('bench:end')];
  if (from === undefined || to === undefined) throw new Error('no bench marks in the trace');
  const within = tasks.filter((t) => t.ts + t.dur >= from && t.ts <= to);
  const longestTaskMs = Math.max(0, ...within.map((t) => t.dur / 1000));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // 200 versions more, then the history opened.
  await page.evaluate(seedVersions, VERSIONS);
  const openMs = await page.evaluate(clickUntil, {
    buttonName: 'Historique des versions',
    doneCount: SHOWN_AT_FIRST,
  });

  // « Restaurer » the named one: the store's site replaced, drawn.
  const restoreMs = await page.evaluate(() => {
    const line = [...document.querySelectorAll('[aria-label="Versions du projet"] li')].find((li) =>
      li.textContent.includes('Mesurée'),
    );
    const button = [...line.querySelectorAll('button')].find((b) => b.textContent === 'Restaurer');
    const store = window.__toileStore;
    const site = store.getState().editor.document;
    return new Promise((resolveMs) => {
      const start = performance.now();
      const unsubscribe = store.subscribe(() => {
        if (store.getState().editor.document === site) return;
        unsubscribe();
        requestAnimationFrame(() => resolveMs(performance.now() - start));
      });
      button.click();
    });
  });
  const drawn = await page.locator('[data-element-id]').count();
  if (drawn !== PER_PAGE) throw new Error(`${drawn} elements drawn after the restore`);
  return { versionMs, longestTaskMs, openMs, restoreMs };
}

const runs = await inFreshPages(RUNS, { viewport: VIEWPORT }, measure);
const summary = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, load: os.loadavg()[0] },
  site: { pages: PAGES, elementsPerPage: PER_PAGE },
  versions: VERSIONS,
  runs,
  medians: {
    versionMs: ms(median(runs.map((r) => r.versionMs))),
    longestTaskMs: ms(median(runs.map((r) => r.longestTaskMs))),
    openMs: ms(median(runs.map((r) => r.openMs))),
    restoreMs: ms(median(runs.map((r) => r.restoreMs))),
  },
};
console.table({
  'version made (ms, target ≤ 150)': summary.medians.versionMs,
  'longest main-thread task meanwhile (ms, target ≤ 50)': summary.medians.longestTaskMs,
  [`history of ${VERSIONS + 3} versions opened, ${SHOWN_AT_FIRST} lines drawn (ms, target ≤ 200)`]:
    summary.medians.openMs,
  'restore (ms, target ≤ 300)': summary.medians.restoreMs,
});
const out = resolve('test/bench/results');
mkdirSync(out, { recursive: true });
writeFileSync(resolve(out, 'versions.json'), `${JSON.stringify(summary, null, 2)}\n`);
