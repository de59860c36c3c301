// Shared parts of the benchmarks: the build for tests (test/builds.mjs: the app plus the test hooks
// they drive) in Chromium, fresh pages, Chrome traces; the app's pure modules bundled for Node.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { ensureBuilt } from '../builds.mjs';
import { launchBrowser } from '../e2e/harness.mjs';
import { startServer } from '../e2e/server.mjs';

/**
 * Serves the build for tests (built first if it is missing), and runs `measure(browser, page, url)` `runs` times, each in a fresh
 * browser context made with `contextOptions`; returns what each run measured.
 */
export async function inFreshPages(runs, contextOptions, measure) {
  const { server, url } = await startServer(ensureBuilt('test'));
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

/**
 * The app's modules a benchmark calls, bundled into one ES module for Node (Vite's SSR build of
 * the production code, minified): `exports` maps each name to its file under src/, e.g.
 * `{ checkSite: 'document/check/siteCheck.ts' }`. Returns the module.
 */
export async function bundleForNode(label, exports) {
  const dir = mkdtempSync(join(tmpdir(), `toile-${label}-bench-`));
  const entry = join(dir, 'entry.ts');
  writeFileSync(
    entry,
    Object.entries(exports)
      .map(([name, path]) => `export { ${name} } from ${JSON.stringify(resolve('src', path))};`)
      .join('\n'),
  );
  await build({
    configFile: false,
    logLevel: 'warn',
    root: resolve('.'),
    mode: 'production',
    define: { __TOILE_TEST_HOOKS__: 'false' },
    ssr: { noExternal: true },
    build: {
      ssr: entry,
      outDir: join(dir, 'out'),
      emptyOutDir: true,
      minify: true,
      rollupOptions: { output: { entryFileNames: 'bench.mjs' } },
    },
  });
  return import(pathToFileURL(join(dir, 'out', 'bench.mjs')).href);
}

/** The `p`-th percentile of `values` (nearest rank). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/** `count` text elements, 8 per row, 48 px apart, as a saved page would hold them. */
export function benchPage(count) {
  return {
    templateId: null,
    name: 'Banc d’essai',
    elements: Array.from({ length: count }, (_, i) => ({
      id: `bench-${i}`,
      type: 'text',
      content: `Élément ${i + 1}`,
      styles: {
        position: { x: 20 + (i % 8) * 140, y: 20 + Math.floor(i / 8) * 48 },
        size: { width: 120, height: 40 },
        color: '#000000',
        backgroundColor: '#DBEAFE',
        fontSize: 14,
        fontWeight: 'normal',
        textAlign: 'left',
        borderRadius: 4,
        padding: 4,
        margin: 0,
      },
      properties: {},
    })),
  };
}
