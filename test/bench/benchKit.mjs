// Shared parts of the benchmarks: the built app in Chromium, fresh pages, Chrome traces.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchBrowser } from '../e2e/harness.mjs';
import { startServer } from '../e2e/server.mjs';

/** Builds the app unless it is built (TOILE_DIST, see test/e2e/server.mjs, names another folder). */
export function ensureBuilt() {
  const dist = process.env.TOILE_DIST || 'dist';
  if (existsSync(resolve(dist, 'index.html'))) return;
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/**
 * Serves the built app, and runs `measure(browser, page, url)` `runs` times, each in a fresh
 * browser context made with `contextOptions`; returns what each run measured.
 */
export async function inFreshPages(runs, contextOptions, measure) {
  ensureBuilt();
  const { server, url } = await startServer();
  const browser = await launchBrowser();
  const results = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ locale: 'fr-FR', ...contextOptions });
      const page = await context.newPage();
      results.push(await measure(browser, page, url));
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

/**
 * The RunTask events of the renderer's main thread (`CrRendererMain`) in a trace from
 * `browser.startTracing` / `stopTracing`, with the parsed trace for further lookups.
 */
export function rendererMainTasks(traceBuffer) {
  const { traceEvents } = JSON.parse(traceBuffer.toString());
  const threads = new Map();
  for (const e of traceEvents) {
    if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const tasks = traceEvents.filter(
    (e) =>
      e.name === 'RunTask' && e.ph === 'X' && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain',
  );
  return { traceEvents, tasks };
}
