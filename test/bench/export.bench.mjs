// Export benchmark: « Exporter » on a page of 1,000 elements, in Chromium, in the built
// app. The figure is the app's own User Timing measure `toile:export`: render (renderPage →
// index.html + styles.css), projet.json, zip (fflate), Blob and download, i.e. the whole work of
// the click, main thread. Also reported: click → download event as Playwright sees it (includes
// the test driver's round trips), the main-thread CPU time of the click's task from a Chrome trace
// (thread time: robust to a busy machine), and the sizes of the files.
// Target: ≤ 200 ms per export. Never asserts timings.
//
// Usage: node test/bench/export.bench.mjs   (builds dist-test/ first if it is missing)
// Prints a table and writes test/bench/results/export.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { unzipSync } from 'fflate';
import { inFreshPages, rendererMainTasks } from './benchKit.mjs';
import { siteOf } from '../siteOf.mjs';

const COUNT = 1000;
const EXPORTS = 10;
const RUNS = 3;
const TYPES = ['text', 'image', 'button', 'container', 'header', 'footer'];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values) => percentile(values, 50);
const ms = (n) => n.toFixed(1);

/** 1,000 elements of every type, with varied styles and texts, 8 per row. */
function pageOf(count) {
  return {
    templateId: null,
    name: 'Banc d’essai export',
    elements: Array.from({ length: count }, (_, i) => {
      const type = TYPES[i % TYPES.length];
      return {
        id: `bench-${i}`,
        type,
        content:
          type === 'image'
            ? 'https://images.example.com/photo.jpg'
            : `Élément ${i + 1} — « texte » & <balises> à échapper`,
        styles: {
          position: { x: 20 + (i % 8) * 140, y: 20 + Math.floor(i / 8) * 48 },
          size: { width: 120, height: 40 },
          color: i % 2 ? '#1E293B' : '#FFFFFF',
          backgroundColor: i % 3 ? '#DBEAFE' : 'transparent',
          fontSize: 12 + (i % 5),
          fontWeight: ['normal', 'bold', 'light'][i % 3],
          textAlign: ['left', 'center', 'right'][i % 3],
          borderRadius: i % 7,
          padding: i % 9,
          margin: 0,
        },
        properties: {},
      };
    }),
  };
}

/**
 * Main-thread CPU time (trace `tdur`: thread time, so other processes competing for the cores do
 * not inflate it) of each task that ran an export: the RunTask of the renderer's main thread that
 * holds the start of a `toile:export` measure, i.e. the whole click (handler, render, zip,
 * download, then React drawing the dialog).
 */
function exportTaskCpu(traceBuffer) {
  const { traceEvents, tasks } = rendererMainTasks(traceBuffer);
  const starts = traceEvents.filter(
    (e) => e.name === 'toile:export' && (e.ph === 'b' || e.ph === 'X' || e.ph === 'R'),
  );
  return starts.map((start) => {
    const task = tasks.find((t) => t.ts <= start.ts && start.ts <= t.ts + t.dur);
    if (!task) throw new Error('no task holds an export');
    return { cpuMs: (task.tdur ?? task.dur) / 1000, wallMs: task.dur / 1000 };
  });
}

async function measure(browser, page, baseURL) {
  await page.goto(`${baseURL}/editor?bench=1`);
  await page.waitForFunction(() => window.__toileStore !== undefined, null, { timeout: 20000 });
  // The image's host must not be contacted: answer locally with nothing.
  await page.route('https://images.example.com/**', (route) => route.fulfill({ status: 204 }));
  await page.evaluate(
    (document) => {
      window.__toileStore.dispatch({ type: 'editor/documentLoaded', payload: { document } });
    },
    siteOf(pageOf(COUNT)),
  );
  const rendered = await page.locator('[data-element-id]').count();
  if (rendered !== COUNT) throw new Error(`expected ${COUNT} elements, found ${rendered}`);

  const clicks = [];
  let zip = null;
  await browser.startTracing(page, {
    categories: ['toplevel', 'blink.user_timing', 'disabled-by-default-devtools.timeline'],
  });
  for (let i = 0; i < EXPORTS; i++) {
    const started = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter', exact: true }).click(),
    ]);
    clicks.push(Date.now() - started);
    if (!zip) zip = readFileSync(await download.path());
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  const tasks = exportTaskCpu(await browser.stopTracing());
  if (tasks.length !== EXPORTS) throw new Error(`${tasks.length} export tasks, not ${EXPORTS}`);
  const work = await page.evaluate(() =>
    performance.getEntriesByName('toile:export').map((entry) => entry.duration),
  );
  if (work.length !== EXPORTS) throw new Error(`${work.length} export measures, not ${EXPORTS}`);
  const files = unzipSync(new Uint8Array(zip));
  const sizes = Object.fromEntries(Object.entries(files).map(([n, d]) => [n, d.length]));
  const rules = new TextDecoder().decode(files['styles.css']).match(/^\.[a-z]+-\d+ \{$/gm).length;
  if (rules !== COUNT) throw new Error(`styles.css has ${rules} element rules`);
  return { work, clicks, tasks, sizes, zipBytes: zip.length };
}

const runs = await inFreshPages(
  RUNS,
  { viewport: { width: 1440, height: 900 }, acceptDownloads: true },
  measure,
);

const work = runs.flatMap((r) => r.work);
const clicks = runs.flatMap((r) => r.clicks);
const taskCpu = runs.flatMap((r) => r.tasks.map((t) => t.cpuMs));
const result = {
  date: new Date().toISOString().slice(0, 10),
  where: 'Chromium, built app, « Exporter » button',
  elements: COUNT,
  exports: work.length,
  workMs: { median: median(work), p95: percentile(work, 95), max: Math.max(...work) },
  /** The first export of each run: cold code, what the first click costs. */
  firstExportMs: runs.map((r) => Number(ms(r.work[0]))),
  /** Main-thread CPU of the whole click task (export + dialog), from the trace. */
  clickTaskCpuMs: {
    median: median(taskCpu),
    p95: percentile(taskCpu, 95),
    max: Math.max(...taskCpu),
    first: runs.map((r) => Number(ms(r.tasks[0].cpuMs))),
  },
  loadAverage: loadavg().map((n) => Number(n.toFixed(1))),
  clickToDownloadMs: { median: median(clicks), p95: percentile(clicks, 95) },
  fileBytes: runs[0].sizes,
  zipBytes: runs[0].zipBytes,
};
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(resolve('test/bench/results/export.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`Export: « Exporter » on ${COUNT} elements (${result.exports} exports, ${RUNS} runs)`);
console.log(
  `  render + zip + download (toile:export)  median ${ms(result.workMs.median)} ms, p95 ${ms(result.workMs.p95)} ms, max ${ms(result.workMs.max)} ms (target ≤ 200 ms)`,
);
console.log(`  first export of each run (cold): ${result.firstExportMs.join(' / ')} ms`);
console.log(
  `  click task, main-thread CPU (trace)     median ${ms(result.clickTaskCpuMs.median)} ms, p95 ${ms(result.clickTaskCpuMs.p95)} ms, max ${ms(result.clickTaskCpuMs.max)} ms; first ${result.clickTaskCpuMs.first.join(' / ')} ms`,
);
console.log(
  `  click → download event                  median ${ms(result.clickToDownloadMs.median)} ms, p95 ${ms(result.clickToDownloadMs.p95)} ms`,
);
console.log(`  machine load average: ${result.loadAverage.join(', ')}`);
console.log(
  `  files: ${Object.entries(result.fileBytes)
    .map(([n, b]) => `${n} ${Math.round(b / 1024)} KB`)
    .join(', ')}; zip ${Math.round(result.zipBytes / 1024)} KB`,
);
