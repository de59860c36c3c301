// Editor benchmark: a page of 1,000 elements in Chromium, then one element moved on
// every animation frame (one `editor/elementUpdated` per frame, as a property edit or a keyboard
// nudge does). Two figures per frame:
//   - work: dispatch → React commit → style and layout (forced with getBoundingClientRect), in ms;
//   - frame: the interval between two animation frames while moving (the time a person sees);
//   - task CPU: main-thread CPU time of each task from a Chrome trace (robust to a busy machine).
// Target: frame p95 ≤ 16.7 ms. Also reports how many canvas elements React re-rendered per move.
//
// Usage: node test/bench/editor.bench.mjs   (builds dist-test/ first if it is missing)
// Prints a table and writes test/bench/results/editor.json. Never asserts timings.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { benchPage, inFreshPages, mean, percentile, rendererMainTasks } from './benchKit.mjs';
import { siteOf } from '../siteOf.mjs';

const COUNT = 1000;
const MOVES = 300;
const RUNS = 3;
const VIEWPORT = { width: 1440, height: 900 };

const ms = (n) => n.toFixed(2);

const pageOf = benchPage;

/**
 * Main-thread CPU time of each task while moving (trace `tdur`: thread time, so other processes
 * competing for the cores do not inflate it): one task per frame (rAF callback, React, style,
 * layout, paint), plus the odd timer. Tasks under 0.2 ms are idle ticks and are left out.
 */
function mainThreadTaskCpu(traceBuffer) {
  return rendererMainTasks(traceBuffer)
    .tasks.map((e) => (e.tdur ?? e.dur) / 1000)
    .filter((ms) => ms > 0.2);
}

async function measure(browser, page, baseURL) {
  await page.goto(`${baseURL}/editor?bench=1`);
  await page.waitForFunction(() => window.__toileStore !== undefined, null, { timeout: 20000 });
  // Opening a page in a running editor: once the editor has drawn its first screen (the store
  // starts before it, under the editor's prerendered shell) and the parts it loads when idle have
  // loaded (« Propriétés »' fields).
  await page.getByRole('region', { name: 'Zone de travail' }).waitFor();
  await page.waitForTimeout(1500);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );
  const loadMs = await page.evaluate(
    async (document) => {
      const started = performance.now();
      window.__toileStore.dispatch({ type: 'editor/documentLoaded', payload: { document } });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return performance.now() - started;
    },
    siteOf(pageOf(COUNT)),
  );
  const rendered = await page.locator('[data-element-id]').count();
  if (rendered !== COUNT) throw new Error(`expected ${COUNT} elements, found ${rendered}`);

  await browser.startTracing(page, {
    categories: ['toplevel', 'disabled-by-default-devtools.timeline'],
  });
  const moved = await page.evaluate(async (moves) => {
    const store = window.__toileStore;
    const id = 'bench-0';
    const node = document.querySelector(`[data-element-id="${id}"]`);
    // Counts DOM mutations on other elements: a re-render that changes nothing writes nothing,
    // so this counts elements whose DOM was touched, not React renders (see the Jest test for those).
    let touchedOthers = 0;
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const root = r.target.closest?.('[data-element-id]');
        if (root && root !== node) touchedOthers += 1;
      }
    });
    observer.observe(document.querySelector('[data-canvas]'), {
      attributes: true,
      subtree: true,
      childList: true,
      characterData: true,
    });
    const work = [];
    let late = 0;
    const frames = [];
    let last = null;
    await new Promise((done) => {
      let i = 0;
      const frame = async (t) => {
        if (last !== null) frames.push(t - last);
        last = t;
        if (i >= moves) return done();
        const started = performance.now();
        const x = 20 + (i % 200) * 5;
        store.dispatch({
          type: 'editor/elementUpdated',
          payload: {
            id,
            changes: { styles: { position: { x, y: 20 + (i % 60) * 10 } } },
            at: Date.now(),
          },
        });
        // React renders a store update in a microtask queued by the dispatch: let it run, then
        // force style and layout, so `work` covers reducer, selectors, render, commit and layout.
        await Promise.resolve();
        node.getBoundingClientRect();
        work.push(performance.now() - started);
        if (node.style.left !== `${x}px`) late += 1;
        i += 1;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    observer.disconnect();
    const x = store.getState().editor.document.pages[0].elements[0].styles.position.x;
    if (node.style.left !== `${x}px`) throw new Error('the element did not move');
    if (late) throw new Error(`${late} moves were not rendered within their frame`);
    return { work, frames, touchedOthers };
  }, MOVES);
  const taskCpu = mainThreadTaskCpu(await browser.stopTracing());
  return { ...moved, loadMs, taskCpu };
}

const runs = await inFreshPages(RUNS, { viewport: VIEWPORT }, measure);

const work = runs.flatMap((r) => r.work);
const frames = runs.flatMap((r) => r.frames);
const taskCpu = runs.flatMap((r) => r.taskCpu);
const result = {
  date: new Date().toISOString().slice(0, 10),
  elements: COUNT,
  moves: MOVES * RUNS,
  loadMs: runs.map((r) => Number(ms(r.loadMs))),
  workMs: { mean: mean(work), p95: percentile(work, 95), max: Math.max(...work) },
  frameMs: { mean: mean(frames), p95: percentile(frames, 95), max: Math.max(...frames) },
  taskCpuMs: { mean: mean(taskCpu), p95: percentile(taskCpu, 95), max: Math.max(...taskCpu) },
  otherElementsTouched: runs.reduce((n, r) => n + r.touchedOthers, 0),
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
  cores: os.cpus().length,
};
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(resolve('test/bench/results/editor.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`Editor: move one element among ${COUNT} (${result.moves} moves, ${RUNS} runs)`);
console.log(`  load 1,000 elements: ${result.loadMs.join(' / ')} ms`);
console.log(
  `  work per move  mean ${ms(result.workMs.mean)} ms, p95 ${ms(result.workMs.p95)} ms, max ${ms(result.workMs.max)} ms`,
);
console.log(
  `  frame interval mean ${ms(result.frameMs.mean)} ms, p95 ${ms(result.frameMs.p95)} ms, max ${ms(result.frameMs.max)} ms (target p95 ≤ 16.7 ms)`,
);
console.log(
  `  main-thread CPU per task mean ${ms(result.taskCpuMs.mean)} ms, p95 ${ms(result.taskCpuMs.p95)} ms, max ${ms(result.taskCpuMs.max)} ms`,
);
console.log(`  DOM writes to the 999 other elements: ${result.otherElementsTouched}`);
console.log(`  machine: ${result.cores} cores, load average ${result.loadAverage.join(' / ')}`);
