// Collections benchmark (docs/decisions.md, 32): a site whose « Articles » holds 1 000 articles
// (a title, a date, a summary, an author, six paragraphs of content each), in Chromium through
// the test build's store hook (`?bench=1`), each run in a fresh page:
//   - open: a click on the collection under « Collections » → the dialog's list drawn (its first
//     row in the page; the dialog and its code loaded once before, as a second opening);
//   - scroll: the list scrolled to its end, 40 px a frame, each frame's time (requestAnimationFrame
//     to requestAnimationFrame): 60 fps is 16,7 ms;
//   - typing: 40 characters typed in the rich-text editor of an article's « Contenu », each key's
//     time from its keydown to the next animation frame;
//   - export: « Exporter » → the zip with the 1 000 item pages handed to the browser (the app's
//     User Timing measure `toile:export`); the zip is checked to hold them and the feed.
// Targets (the issue): the panel opens and scrolls at 60 fps, a key ≤ 16 ms at the median, the
// export of the 1 000 item pages ≤ 5 s. Never asserts timings: it reports them.
//
// Usage: node test/bench/collections.bench.mjs   (builds dist-test/ first if it is missing)
// Prints a table and writes test/bench/results/collections.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { unzipSync } from 'fflate';
import { inFreshPages, percentile } from './benchKit.mjs';

const RUNS = 3;
const ITEMS = 1000;
const KEYS = 40;
const median = (values) => percentile(values, 50);
const ms = (n) => Number(n.toFixed(1));

/** The articles, as the dialog would have saved them. */
const articles = Array.from({ length: ITEMS }, (_, i) => ({
  id: `a${i}`,
  slug: `article-${i + 1}`,
  title: `Article ${i + 1} : le pain au levain, saison après saison`,
  date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  summary: 'Ce que le four cuit cette saison, et pourquoi nous aimons le faire.',
  author: 'Marie Durand',
  content: {
    type: 'doc',
    content: Array.from({ length: 6 }, () => ({
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'Un paragraphe ordinaire d’un article de blog, sur la farine, l’eau et le temps. ',
        },
      ],
    })),
  },
}));

async function measure(_browser, page, url) {
  await page.goto(`${url}/editor?bench=1`);
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
  // The collection made as a person does, then filled through the dialog's one reducer.
  const entry = page.getByRole('region', { name: 'Collections' });
  await entry.getByRole('button', { name: 'Ajouter une collection' }).click();
  await page.getByRole('button', { name: 'Créer la collection' }).click();
  await page
    .getByRole('dialog', { name: 'Articles' })
    .getByRole('button', { name: 'Fermer' })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.evaluate((items) => {
    const store = window.__toileStore;
    const from = store.getState().editor.document;
    const [collection] = from.collections;
    const to = { ...from, collections: [{ ...collection, items }] };
    store.dispatch({ type: 'editor/collectionsEdited', payload: { edit: 'itemSaved', from, to } });
  }, articles);

  // Open: click → the first row of the list drawn.
  const button = entry.getByRole('button', { name: 'Articles', exact: true });
  const openMs = await button.evaluate(
    (el) =>
      new Promise((done) => {
        const t0 = performance.now();
        el.click();
        const check = () =>
          document.querySelector('[role="dialog"] li[aria-posinset="1"]')
            ? done(performance.now() - t0)
            : requestAnimationFrame(check);
        check();
      }),
  );
  // Scroll: 40 px a frame to the end, each frame's time.
  const frames = await page.evaluate(
    () =>
      new Promise((done) => {
        const list = document
          .querySelector('[role="dialog"] li[aria-posinset="1"]')
          .closest('ul').parentElement;
        const times = [];
        let last = performance.now();
        const step = (now) => {
          times.push(now - last);
          last = now;
          list.scrollTop += 40;
          if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1 || times.length > 2000) {
            done(times.slice(1));
          } else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
  // Typing in an article's « Contenu » (the list back at its top).
  await page.evaluate(() => {
    document.querySelector('[role="dialog"] ul').parentElement.scrollTop = 0;
  });
  const dialog = page.getByRole('dialog', { name: 'Articles' });
  await dialog.getByRole('button', { name: /^Modifier Article 1 :/ }).click();
  const body = page.getByRole('textbox', { name: 'Contenu' });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.evaluate(() => {
    window.__keys = [];
    document.addEventListener(
      'keydown',
      () => {
        const t0 = performance.now();
        requestAnimationFrame(() => window.__keys.push(performance.now() - t0));
      },
      true,
    );
  });
  // Letters a US keyboard has: Playwright types the others without a keydown.
  await page.keyboard.type('Le levain, la farine et le temps du four.'.slice(0, KEYS), {
    delay: 20,
  });
  await page.waitForFunction((n) => window.__keys.length >= n, KEYS);
  const keys = await page.evaluate(() => window.__keys);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  // Export: the zip with the item pages.
  await page.evaluate(() => performance.clearMeasures('toile:export'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter', exact: true }).click(),
  ]);
  const exportMs = await page.evaluate(
    () => performance.getEntriesByName('toile:export').at(-1)?.duration ?? NaN,
  );
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const pages = Object.keys(files).filter((name) => /^articles\/article-\d+\.html$/.test(name));
  if (pages.length !== ITEMS || !files['articles/flux.xml']) {
    throw new Error(`the zip holds ${pages.length} item pages`);
  }
  return {
    openMs,
    frameMedian: median(frames),
    frameP95: percentile(frames, 95),
    frames: frames.length,
    keyMedian: median(keys),
    keyP95: percentile(keys, 95),
    exportMs,
  };
}

const runs = await inFreshPages(
  RUNS,
  { viewport: { width: 1440, height: 900 }, acceptDownloads: true },
  measure,
);
const summary = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
  items: ITEMS,
  open: ms(median(runs.map((r) => r.openMs))),
  frameMedian: ms(median(runs.map((r) => r.frameMedian))),
  frameP95: ms(median(runs.map((r) => r.frameP95))),
  keyMedian: ms(median(runs.map((r) => r.keyMedian))),
  keyP95: ms(median(runs.map((r) => r.keyP95))),
  export: ms(median(runs.map((r) => r.exportMs))),
  runs,
};
console.log(`Collections, ${ITEMS} articles (${summary.machine}), medians of ${RUNS} runs:`);
console.table({
  'open the collection (ms)': summary.open,
  'scroll: frame, median (ms)': summary.frameMedian,
  'scroll: frame, p95 (ms)': summary.frameP95,
  'rich text: key → frame, median (ms)': summary.keyMedian,
  'rich text: key → frame, p95 (ms)': summary.keyP95,
  'export of the 1 000 item pages (ms)': summary.export,
});
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(
  resolve('test/bench/results/collections.json'),
  `${JSON.stringify(summary, null, 2)}\n`,
);
