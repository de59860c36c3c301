// Drag benchmark: with 1,000 elements on the canvas, drag one element across it with the
// mouse (many small page.mouse.move steps) and read the frame times from requestAnimationFrame
// timestamps recorded in the page. Measures Toile (/editor?bench=1, which exposes the store to
// load elements) and GrapesJS in its absolute drag mode (`dragMode: 'absolute'`, loaded from
// node_modules into a local page served here: no CDN) in the same run, same machine, same browser.
//
// Usage: node test/bench/drag.bench.mjs   (builds dist-test/ first if it is missing)
// Prints a table and writes test/bench/results/drag.json. Never asserts timings: it reports them.
import { createReadStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { ensureBuilt } from '../builds.mjs';
import { launchBrowser } from '../e2e/harness.mjs';
import { startServer } from '../e2e/server.mjs';
import { siteOf } from '../siteOf.mjs';

const COUNT = 1000;
const STEPS = 300;
const RUNS = 3;
const VIEWPORT = { width: 1440, height: 900 };

/** The same 1,000 boxes for both editors: 8 columns of 120 x 40 boxes, every 48 px down. */
export function layout(count) {
  return Array.from({ length: count }, (_, i) => ({
    x: 20 + (i % 8) * 140,
    y: 20 + Math.floor(i / 8) * 48,
    width: 120,
    height: 40,
    text: `Élément ${i + 1}`,
  }));
}

// ---------------------------------------------------------------------------------------------
// Measuring in the page
// ---------------------------------------------------------------------------------------------

async function startRecording(page) {
  await page.evaluate(() => {
    const rec = { frames: [], on: true };
    window.__dragBench = rec;
    const loop = (t) => {
      if (!rec.on) return;
      rec.frames.push(t);
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  // Let the recorder see a few idle frames first, so the first interval is a real one.
  await page.waitForTimeout(100);
}

async function stopRecording(page) {
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    window.__dragBench.on = false;
    return window.__dragBench.frames;
  });
}

/** Presses at `from`, moves to `to` in STEPS small moves, releases. */
async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= STEPS; i += 1) {
    const t = i / STEPS;
    await page.mouse.move(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
  }
  await page.mouse.up();
}

function summarize(frames) {
  const intervals = frames.slice(1).map((t, i) => t - frames[i]);
  const duration = frames.at(-1) - frames[0];
  return {
    frames: intervals.length,
    fps: (intervals.length / duration) * 1000,
    worstMs: Math.max(...intervals),
    over50: intervals.filter((d) => d > 50).length,
  };
}

function combine(runs) {
  const frames = runs.reduce((n, r) => n + r.frames, 0);
  return {
    runs: runs.length,
    fps: runs.reduce((s, r) => s + r.fps, 0) / runs.length,
    worstMs: Math.max(...runs.map((r) => r.worstMs)),
    over50: runs.reduce((n, r) => n + r.over50, 0),
    frames,
  };
}

/** Refuses every request that leaves the local servers, and counts them. */
async function guardNetwork(page, allowedOrigin) {
  const foreign = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url.startsWith('blob:') || url.startsWith(allowedOrigin)) {
      return route.continue();
    }
    foreign.push(url);
    return route.abort();
  });
  return foreign;
}

// ---------------------------------------------------------------------------------------------
// Toile
// ---------------------------------------------------------------------------------------------

export async function measureToile(browser, baseURL, boxes) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'fr-FR' });
  const page = await context.newPage();
  const foreign = await guardNetwork(page, baseURL);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // `?bench=1` makes the build for tests expose its store as window.__toileStore (useBenchHook).
  await page.goto(`${baseURL}/editor?bench=1`);
  await page.waitForFunction(() => window.__toileStore !== undefined, null, { timeout: 20000 });
  const empty = siteOf({ templateId: null, name: 'Banc d’essai', elements: [] });
  await page.evaluate(
    ({ list, site }) => {
      const elements = list.map((b, i) => ({
        id: `b${i}`,
        type: 'text',
        content: b.text,
        styles: {
          position: { x: b.x, y: b.y },
          size: { width: b.width, height: b.height },
          color: '#000000',
          backgroundColor: '#DBEAFE',
          fontSize: 16,
          fontWeight: 'normal',
          textAlign: 'left',
          borderRadius: 0,
          padding: 0,
          margin: 0,
        },
        properties: {},
      }));
      // The one-page site (test/siteOf.mjs) holding the boxes.
      const document = { ...site, pages: [{ ...site.pages[0], elements }] };
      // Kept: the hook may go away if the editor re-renders under another URL (a saved project).
      window.__dragBenchStore = window.__toileStore;
      window.__dragBenchStore.dispatch({ type: 'editor/documentLoaded', payload: { document } });
    },
    { list: boxes, site: empty },
  );
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-element-id]').length === n,
    COUNT,
  );
  await page.waitForTimeout(300);
  const positionOf = (id) =>
    page.evaluate(
      (i) =>
        window.__dragBenchStore.getState().editor.document.pages[0].elements.find((e) => e.id === i)
          .styles.position,
      id,
    );

  const runs = [];
  for (let run = 0; run < RUNS + 1; run += 1) {
    const target = page.locator('[data-element-id]').nth(run * 8);
    const id = await target.getAttribute('data-element-id');
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    const before = await positionOf(id);
    const from = { x: box.x + 30, y: box.y + box.height / 2 };
    const to = { x: from.x + 700, y: from.y + 260 };
    // Select first (a click), then drag the selected element: the same protocol as GrapesJS.
    await page.mouse.click(from.x, from.y);
    await page.waitForTimeout(300);
    await startRecording(page);
    await drag(page, from, to);
    const frames = await stopRecording(page);
    const after = await positionOf(id);
    if (after.x === before.x && after.y === before.y)
      throw new Error('Toile: the element did not move');
    if (run > 0) runs.push(summarize(frames)); // the first drag warms the page up
  }
  await context.close();
  if (foreign.length) throw new Error(`Toile asked another host: ${foreign.join(', ')}`);
  if (errors.length) throw new Error(`Toile page errors: ${errors.join('; ')}`);
  return combine(runs);
}

// ---------------------------------------------------------------------------------------------
// GrapesJS (absolute drag mode), from node_modules
// ---------------------------------------------------------------------------------------------

function grapesPage(boxes) {
  const html = boxes.map((b, i) => `<div id="b${i}" class="box">${b.text}</div>`).join('');
  const css = [
    '.box{position:absolute;background:#DBEAFE;color:#000;font-size:16px;box-sizing:border-box}',
    ...boxes.map(
      (b, i) => `#b${i}{left:${b.x}px;top:${b.y}px;width:${b.width}px;height:${b.height}px}`,
    ),
  ].join('');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>GrapesJS — banc d'essai</title>
<link rel="stylesheet" href="/grapesjs/css/grapes.min.css">
<style>html,body{margin:0;height:100%;overflow:hidden}#gjs{height:100%}</style></head>
<body><div id="gjs"></div>
<script src="/grapesjs/grapes.min.js"></script>
<script>
window.editor = grapesjs.init({
  container: '#gjs',
  height: '100%',
  width: 'auto',
  fromElement: false,
  storageManager: false,
  cssIcons: '',
  telemetry: false,
  dragMode: 'absolute',
  panels: { defaults: [] },
  components: ${JSON.stringify(html)},
  style: ${JSON.stringify(css)},
});
window.editor.on('load', () => { window.__grapesReady = true; });
</script></body></html>`;
}

export function startGrapesServer(boxes) {
  const dist = resolve('node_modules/grapesjs/dist');
  const page = grapesPage(boxes);
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    if (url.pathname.startsWith('/grapesjs/')) {
      const file = normalize(join(dist, url.pathname.slice('/grapesjs/'.length)));
      if (file.startsWith(dist) && existsSync(file)) {
        res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(res);
        return;
      }
    }
    res.writeHead(404).end();
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

export async function measureGrapes(browser, baseURL) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'fr-FR' });
  const page = await context.newPage();
  const foreign = await guardNetwork(page, baseURL);
  await page.goto(baseURL);
  await page.waitForFunction(() => window.__grapesReady === true, null, { timeout: 30000 });
  await page.waitForFunction(
    (n) => window.editor.Canvas.getDocument().querySelectorAll('.box').length === n,
    COUNT,
  );
  const frame = page.frameLocator('iframe.gjs-frame');
  const runs = [];
  for (let run = 0; run < RUNS + 1; run += 1) {
    const id = `b${run * 8}`;
    const target = frame.locator(`#${id}`);
    const box = await target.boundingBox();
    const styleOf = (i) =>
      page.evaluate((c) => window.editor.getWrapper().find(`#${c}`)[0].getStyle(), i);
    const before = await styleOf(id);
    // Select first (a click), then drag the selected component, as a person would.
    await page.mouse.click(box.x + 30, box.y + box.height / 2);
    await page.waitForTimeout(300);
    const from = { x: box.x + 30, y: box.y + box.height / 2 };
    const to = { x: from.x + 700, y: from.y + 260 };
    await startRecording(page);
    await drag(page, from, to);
    const frames = await stopRecording(page);
    const after = await styleOf(id);
    if (after.left === before.left && after.top === before.top) {
      throw new Error(`GrapesJS: the component did not move (${JSON.stringify(after)})`);
    }
    if (run > 0) runs.push(summarize(frames));
  }
  await context.close();
  if (foreign.length) throw new Error(`GrapesJS asked another host: ${foreign.join(', ')}`);
  return combine(runs);
}

// ---------------------------------------------------------------------------------------------

const format = (n, digits = 1) =>
  new Intl.NumberFormat('fr-FR', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(n);

export async function main() {
  const boxes = layout(COUNT);
  const app = await startServer(ensureBuilt('test'));
  const grapes = await startGrapesServer(boxes);
  const browser = await launchBrowser();
  try {
    const toile = await measureToile(browser, app.url, boxes);
    const grapesjs = await measureGrapes(browser, grapes.url);
    const result = {
      date: new Date().toISOString().slice(0, 10),
      elements: COUNT,
      steps: STEPS,
      // The machine is shared: a high load average makes every frame time worse.
      loadAverage: loadavg()[0],
      toile,
      grapesjs,
      fpsRatio: toile.fps / grapesjs.fps,
      worstRatio: grapesjs.worstMs / toile.worstMs,
    };
    mkdirSync(resolve('test/bench/results'), { recursive: true });
    writeFileSync(resolve('test/bench/results/drag.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `Drag with ${COUNT} elements, ${STEPS} mouse moves, ${RUNS} runs each (Chromium), load average ${format(result.loadAverage)}`,
    );
    console.log('| Editor | Average fps | Worst frame | Frames over 50 ms |');
    console.log('| --- | --- | --- | --- |');
    for (const [name, r] of [
      ['Toile', toile],
      ['GrapesJS (absolute)', grapesjs],
    ]) {
      console.log(`| ${name} | ${format(r.fps)} | ${format(r.worstMs)} ms | ${r.over50} |`);
    }
    console.log(
      `Ratio Toile / GrapesJS: ${format(result.fpsRatio, 2)} × the fps, worst frame ${format(result.worstRatio, 2)} × shorter`,
    );
    return result;
  } finally {
    await browser.close();
    app.server.close();
    grapes.server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
