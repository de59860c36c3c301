// Library benchmark: time from a keystroke in the search field to the next painted
// frame with the updated grid, at 50 and at 10,000 templates (the test hook `?nombre=`).
// Also reports how long the templates take to be generated and shown at startup.
//
// A keystroke is timed in the page: a capture-phase keydown listener notes performance.now(),
// then waits for the next animation frame and a task after it (the frame has been rendered).
// The keystroke's whole work — the search, React's render of the grid, style and layout — lands
// before that frame, because the store update is synchronous in the input event. Each keystroke
// is checked to have changed the grid (the result count), and keystrokes are 150 ms apart.
//
// Usage: node test/bench/library.bench.mjs   (builds dist-test/ first if it is missing)
// Prints a table and writes test/bench/results/library.json. Never asserts timings.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { ensureBuilt } from '../builds.mjs';
import { launchBrowser } from '../e2e/harness.mjs';
import { startServer } from '../e2e/server.mjs';

const SIZES = [50, 10000];
const RUNS = 3;
const WORDS = ['cabinet', 'blog'];
const VIEWPORT = { width: 1440, height: 900 };
const SEARCH = 'input[placeholder="Rechercher un template..."]';

const resultCount = (page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[role="status"]')]
        .map((el) => el.textContent)
        .find((text) => /templates?$/.test(text)) ?? '',
  );

async function installProbe(page) {
  await page.evaluate((selector) => {
    const samples = [];
    window.__libraryBench = samples;
    // On the document, for keys typed in the search field: the field the probe finds may be the
    // prerendered page's, which the app replaces when it renders the address afresh (`?nombre=`).
    document.addEventListener(
      'keydown',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.matches(selector)) return;
        const t0 = performance.now();
        requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - t0), 0));
      },
      true,
    );
  }, SEARCH);
}

/** Types then erases each word, one key at a time; returns the timings of keys that changed the grid. */
async function typeAndErase(page) {
  const timings = [];
  const press = async (key) => {
    const before = await resultCount(page);
    const count = await page.evaluate(() => window.__libraryBench.length);
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.__libraryBench.length > n, count);
    const sample = await page.evaluate(() => window.__libraryBench.at(-1));
    if ((await resultCount(page)) !== before) timings.push(sample);
    await page.waitForTimeout(150);
  };
  await page.locator(SEARCH).focus();
  for (const word of WORDS) {
    for (const char of word) await press(char);
    for (let i = 0; i < word.length; i += 1) await press('Backspace');
  }
  return timings;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * `runs` holds each run's timings, keystroke by keystroke (the same keys in the same order).
 * Besides every sample, the best of the runs for each keystroke estimates the cost without the
 * other processes of a shared machine (each run is slowed by them at different moments).
 */
function summarize(runs) {
  const sorted = runs.flat().sort((a, b) => a - b);
  const length = Math.min(...runs.map((r) => r.length));
  const best = Array.from({ length }, (_, i) => Math.min(...runs.map((r) => r[i]))).sort(
    (a, b) => a - b,
  );
  return {
    keystrokes: sorted.length,
    medianMs: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    maxMs: sorted.at(-1),
    bestOfRunsMedianMs: quantile(best, 0.5),
    bestOfRunsP95Ms: quantile(best, 0.95),
  };
}

const { server, url } = await startServer(ensureBuilt('test'));
const browser = await launchBrowser();
const results = {};
try {
  for (const size of SIZES) {
    const runs = [];
    const startup = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: VIEWPORT, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(`${url}/templates?nombre=${size}`);
      // The prerendered library shows 50 cards at once: wait for the generated `size`, counted in
      // the result status, and for the search field of the hydrated page.
      await page.waitForFunction(
        ({ n, selector }) =>
          document.querySelector(selector) !== null &&
          [...document.querySelectorAll('[role="status"]')].some(
            (el) => /templates?$/.test(el.textContent) && el.textContent.replace(/\D/g, '') === n,
          ),
        { n: String(size), selector: SEARCH },
        { timeout: 120000 },
      );
      startup.push(await page.evaluate(() => performance.now()));
      await page.waitForTimeout(500);
      await installProbe(page);
      runs.push(await typeAndErase(page));
      await context.close();
    }
    results[size] = { ...summarize(runs), startupMs: Math.min(...startup) };
  }
} finally {
  await browser.close();
  server.close();
}

results.loadAverage = loadavg()[0];
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(resolve('test/bench/results/library.json'), `${JSON.stringify(results, null, 2)}\n`);
const ms = (v) => `${v.toFixed(1)} ms`;
console.log(`Library search: keystroke → updated grid painted (Chromium, ${RUNS} runs each)`);
console.log(
  '| Templates | Keystrokes | Median | p95 | Worst | Best of runs: median / p95 | Grid shown after load |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const size of SIZES) {
  const r = results[size];
  console.log(
    `| ${size.toLocaleString('fr-FR')} | ${r.keystrokes} | ${ms(r.medianMs)} | ${ms(r.p95Ms)} | ${ms(r.maxMs)} | ${ms(r.bestOfRunsMedianMs)} / ${ms(r.bestOfRunsP95Ms)} | ${ms(r.startupMs)} |`,
  );
}
console.log(`Load average (1 min) at the end: ${results.loadAverage.toFixed(1)}`);
