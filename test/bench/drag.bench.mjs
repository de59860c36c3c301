// Drag benchmark: with 1,000 elements on the canvas, drag one element across it with the
// mouse (many small page.mouse.move steps) and read the frame times from requestAnimationFrame
// timestamps recorded in the page. Measures Toile (/editor?bench=1, which exposes the store to
// load elements) and GrapesJS in its absolute drag mode (`dragMode: 'absolute'`, loaded from
// node_modules into a local page served here: no CDN) in the same run, same machine, same browser.
//
// Then the same with a multiple selection: in Toile 500 of the boxes are selected with the
// selection rectangle (a real mouse drag on the empty canvas) and one of them is dragged, which
// moves the 500; GrapesJS, which has no rectangle, gets the same 500 through `editor.select` and
// the same drag (its absolute mode moves one component of them: see measureGrapesMulti). After
// each multiple drag, which elements moved and by how much is printed (a check, not a timing).
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
/** Two frames at 60 Hz (33,3 ms): a longer interval is over the « worst frame ≤ 33 ms » target. */
const TWO_FRAMES_MS = 34;

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
    over33: intervals.filter((d) => d > TWO_FRAMES_MS).length,
    over50: intervals.filter((d) => d > 50).length,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function combine(runs) {
  const frames = runs.reduce((n, r) => n + r.frames, 0);
  return {
    runs: runs.length,
    fps: runs.reduce((s, r) => s + r.fps, 0) / runs.length,
    medianFps: median(runs.map((r) => r.fps)),
    worstMs: Math.max(...runs.map((r) => r.worstMs)),
    over33: runs.reduce((n, r) => n + r.over33, 0),
    over50: runs.reduce((n, r) => n + r.over50, 0),
    frames,
    // Read when the editor's runs end: other processes on the machine slow every frame down.
    loadAverage: loadavg()[0],
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

/** A fresh page of the editor (`?bench=1`: the build for tests exposes its store). */
async function openToile(browser, baseURL) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'fr-FR' });
  const page = await context.newPage();
  const foreign = await guardNetwork(page, baseURL);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // `?bench=1` makes the build for tests expose its store as window.__toileStore (useBenchHook).
  await page.goto(`${baseURL}/editor?bench=1`);
  await page.waitForFunction(() => window.__toileStore !== undefined, null, { timeout: 20000 });
  // Kept: the hook may go away if the editor re-renders under another URL (a saved project).
  await page.evaluate(() => {
    window.__dragBenchStore = window.__toileStore;
  });
  const close = async () => {
    await context.close();
    if (foreign.length) throw new Error(`Toile asked another host: ${foreign.join(', ')}`);
    if (errors.length) throw new Error(`Toile page errors: ${errors.join('; ')}`);
  };
  return { page, close };
}

/** Puts the boxes on the page of a one-page site (test/siteOf.mjs), as a document opened. */
async function loadToileBoxes(page, boxes) {
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
      const document = { ...site, pages: [{ ...site.pages[0], elements }] };
      window.__dragBenchStore.dispatch({ type: 'editor/documentLoaded', payload: { document } });
    },
    { list: boxes, site: empty },
  );
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-element-id]').length === n,
    COUNT,
  );
  await page.waitForTimeout(300);
}

/** Every element's position in the store, by id. */
const toilePositions = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      window.__dragBenchStore
        .getState()
        .editor.document.pages[0].elements.map((e) => [e.id, e.styles.position]),
    ),
  );

export async function measureToile(browser, baseURL, boxes) {
  const { page, close } = await openToile(browser, baseURL);
  await loadToileBoxes(page, boxes);
  const positionOf = async (id) => (await toilePositions(page))[id];

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
  await close();
  return combine(runs);
}

// ---------------------------------------------------------------------------------------------
// Multiple selection: 500 of the 1,000 boxes, dragged together
// ---------------------------------------------------------------------------------------------

/**
 * The boxes of the multiple selection: the first MULTI_COLUMNS columns of the first MULTI_ROWS
 * rows (5 x 100 = 500), and the canvas rectangle that holds exactly them, from the empty margin
 * left and above the first box to the gaps right of column 5 and below row 100.
 */
const MULTI_COLUMNS = 5;
const MULTI_ROWS = 100;
export const multiIds = () =>
  Array.from({ length: MULTI_ROWS * MULTI_COLUMNS }, (_, i) => {
    const row = Math.floor(i / MULTI_COLUMNS);
    return `b${row * 8 + (i % MULTI_COLUMNS)}`;
  });
const MARQUEE = {
  from: { x: 10, y: 10 },
  // Column 5 ends at 20 + 4 x 140 + 120 = 700, column 6 begins at 720; row 100 ends at
  // 20 + 99 x 48 + 40 = 4 812, row 101 begins at 4 820.
  to: { x: 710, y: 4816 },
};
/** The multiple drag: less to the right than the single one, or the group would hit the edge. */
const MULTI_DELTA = { x: 300, y: 260 };

/** Where the canvas point `p` (design pixels) is on the screen now. */
const toileScreenPoint = (page, p) =>
  page.evaluate((point) => {
    const canvas = document.querySelector('[data-canvas]');
    const box = canvas.getBoundingClientRect();
    const scale = Number(canvas.dataset.scale);
    return { x: box.left + point.x * scale, y: box.top + point.y * scale };
  }, p);

/**
 * Draws the selection rectangle with the mouse from MARQUEE.from to MARQUEE.to. The rectangle
 * is taller than the window: like a person, the mouse goes down to near the bottom of the canvas
 * area and the wheel scrolls it while the button stays pressed, then the mouse reaches the corner
 * and releases. The mouse stays 80 px above the area's bottom, out of the band where the rectangle
 * scrolls the area by itself: every run scrolls the same way, by the wheel.
 */
async function toileMarquee(page) {
  await page.evaluate(() => document.querySelector('[data-canvas-area]').scrollTo(0, 0));
  await page.waitForTimeout(100);
  const area = await page.locator('[data-canvas-area]').boundingBox();
  const bottom = area.y + area.height - 80;
  const start = await toileScreenPoint(page, MARQUEE.from);
  let end = await toileScreenPoint(page, MARQUEE.to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const steps = 40;
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    await page.mouse.move(start.x + (end.x - start.x) * t, start.y + (bottom - start.y) * t);
  }
  let wiggle = 1;
  for (let scrolls = 0; end.y > bottom; scrolls += 1) {
    if (scrolls > 200) throw new Error('Toile: the wheel does not scroll the canvas area');
    await page.mouse.wheel(0, 120);
    await page.mouse.move(end.x, bottom + wiggle);
    wiggle = -wiggle;
    end = await toileScreenPoint(page, MARQUEE.to);
  }
  const steps2 = 10;
  const last = { x: end.x, y: bottom + wiggle };
  for (let i = 1; i <= steps2; i += 1) {
    const t = i / steps2;
    await page.mouse.move(last.x, last.y + (end.y - last.y) * t);
  }
  await page.mouse.up();
}

/** Which elements moved between `before` and `after`, and by how much (one delta, or several). */
function movedBy(before, after) {
  const moved = Object.keys(after).filter(
    (id) => after[id].x !== before[id].x || after[id].y !== before[id].y,
  );
  const deltas = new Set(
    moved.map((id) => `${after[id].x - before[id].x},${after[id].y - before[id].y}`),
  );
  return { moved, deltas: [...deltas] };
}

/** The sanity check of one multiple drag: the selection, and only it, moved by one delta. */
function checkMultiMove(selected, before, after) {
  const { moved, deltas } = movedBy(before, after);
  const wanted = new Set(selected);
  const outside = moved.filter((id) => !wanted.has(id)).length;
  return {
    moved: moved.length,
    movedOfSelection: moved.length - outside,
    movedOutside: outside,
    deltas,
    ok: moved.length === selected.length && outside === 0 && deltas.length === 1,
  };
}

export async function measureToileMulti(browser, baseURL, boxes) {
  const { page, close } = await openToile(browser, baseURL);
  const runs = [];
  const marquees = [];
  const checks = [];
  let selectedCount = 0;
  for (let run = 0; run < RUNS + 1; run += 1) {
    // Each run from the same page: the boxes where the layout puts them, nothing selected.
    await loadToileBoxes(page, boxes);
    await startRecording(page);
    await toileMarquee(page);
    const marqueeFrames = await stopRecording(page);
    const selection = await page.evaluate(() =>
      window.__dragBenchStore.getState().editor.selection.slice(),
    );
    selectedCount = selection.length;
    const expected = new Set(multiIds());
    if (selection.length !== expected.size || selection.some((id) => !expected.has(id))) {
      throw new Error(
        `Toile: the rectangle selected ${selection.length} elements, not the ${expected.size} wanted`,
      );
    }
    // Back to the top with the wheel, then drag a box of the first column (selected).
    const area = await page.locator('[data-canvas-area]').boundingBox();
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
    await page.mouse.wheel(0, -20000);
    await page.waitForFunction(() => document.querySelector('[data-canvas-area]').scrollTop === 0);
    await page.waitForTimeout(300);
    const box = await page.locator(`[data-element-id="b${run * 8}"]`).boundingBox();
    const from = { x: box.x + 30, y: box.y + box.height / 2 };
    const to = { x: from.x + MULTI_DELTA.x, y: from.y + MULTI_DELTA.y };
    const before = await toilePositions(page);
    await startRecording(page);
    await drag(page, from, to);
    const frames = await stopRecording(page);
    const after = await toilePositions(page);
    const check = checkMultiMove(selection, before, after);
    if (!check.moved) throw new Error('Toile: nothing moved');
    if (run > 0) {
      runs.push(summarize(frames));
      marquees.push(summarize(marqueeFrames));
      checks.push(check);
    }
  }
  await close();
  return { ...combine(runs), selected: selectedCount, marquee: combine(marquees), checks };
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

/** Every box's left and top in GrapesJS's styles, by id. */
const grapesPositions = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      window.editor
        .getWrapper()
        .find('.box')
        .map((c) => {
          const { left, top } = c.getStyle();
          return [c.getId(), { x: parseFloat(left), y: parseFloat(top) }];
        }),
    ),
  );

/**
 * GrapesJS has no selection rectangle: the same 500 components are selected with
 * `editor.select([...])` (what Shift + clicks build). Its absolute mode then drags ONE
 * component: a press on a selected component runs `tlb-move` with the whole selection, which
 * hands only the last selected one to `core:component-drag` (grapesjs 0.23.6, ComponentView
 * `handleDragStart`, commands `tlb-move`); the other 499 stay. So the pressed component is
 * selected last, to be the one that moves (selected in reading order, the one moving would be
 * the last box of the rectangle, off screen, while the pointer holds the first one).
 */
export async function measureGrapesMulti(browser, baseURL) {
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
  const checks = [];
  let selectedCount = 0;
  for (let run = 0; run < RUNS + 1; run += 1) {
    const id = `b${run * 8}`;
    const ids = [...multiIds().filter((i) => i !== id), id];
    selectedCount = await page.evaluate((list) => {
      const wrapper = window.editor.getWrapper();
      window.editor.select(list.map((i) => wrapper.find(`#${i}`)[0]));
      return window.editor.getSelectedAll().length;
    }, ids);
    await page.waitForTimeout(300);
    const box = await frame.locator(`#${id}`).boundingBox();
    const from = { x: box.x + 30, y: box.y + box.height / 2 };
    const to = { x: from.x + MULTI_DELTA.x, y: from.y + MULTI_DELTA.y };
    const before = await grapesPositions(page);
    await startRecording(page);
    await drag(page, from, to);
    const frames = await stopRecording(page);
    const after = await grapesPositions(page);
    const check = checkMultiMove(ids, before, after);
    check.pressedMoved = after[id].x !== before[id].x || after[id].y !== before[id].y;
    if (!check.moved) throw new Error('GrapesJS: nothing moved');
    if (run > 0) {
      runs.push(summarize(frames));
      checks.push(check);
    }
  }
  await context.close();
  if (foreign.length) throw new Error(`GrapesJS asked another host: ${foreign.join(', ')}`);
  return { ...combine(runs), selected: selectedCount, checks };
}

// ---------------------------------------------------------------------------------------------

const format = (n, digits = 1) =>
  new Intl.NumberFormat('fr-FR', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(n);

/** « 500 moved by (12, 8), nothing else » or what moved instead. */
function describeCheck(check, selected) {
  const by = check.deltas.map((d) => `(${d.replace(',', ', ')})`).join(' or ');
  if (check.ok) return `the ${selected} selected moved by ${by}, nothing else`;
  return `${check.moved} moved (${check.movedOfSelection} of the ${selected} selected, ${check.movedOutside} others) by ${by}`;
}

export async function main() {
  const boxes = layout(COUNT);
  const app = await startServer(ensureBuilt('test'));
  const grapes = await startGrapesServer(boxes);
  const browser = await launchBrowser();
  try {
    const toile = await measureToile(browser, app.url, boxes);
    const grapesjs = await measureGrapes(browser, grapes.url);
    const toileMulti = await measureToileMulti(browser, app.url, boxes);
    const grapesMulti = await measureGrapesMulti(browser, grapes.url);
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
      multi: {
        selected: toileMulti.selected,
        rectangle: MARQUEE,
        delta: MULTI_DELTA,
        toile: toileMulti,
        grapesjs: grapesMulti,
      },
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

    console.log(
      `\nMultiple selection: ${toileMulti.selected} of ${COUNT} selected, dragged by ${STEPS} mouse moves, ${RUNS} runs each`,
    );
    console.log(
      '| Editor | Median fps (runs) | Average fps | Worst frame | Frames over 33 ms | Frames over 50 ms | Load average |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, r] of [
      ['Toile: rectangle (wheel-scrolled)', toileMulti.marquee],
      ['Toile: drag of the 500', toileMulti],
      ['GrapesJS (absolute): drag with 500 selected', grapesMulti],
    ]) {
      console.log(
        `| ${name} | ${format(r.medianFps)} | ${format(r.fps)} | ${format(r.worstMs)} ms | ${r.over33} | ${r.over50} | ${format(r.loadAverage)} |`,
      );
    }
    toileMulti.checks.forEach((c, i) =>
      console.log(`Toile, run ${i + 1}: ${describeCheck(c, toileMulti.selected)}`),
    );
    grapesMulti.checks.forEach((c, i) =>
      console.log(
        `GrapesJS, run ${i + 1}: ${describeCheck(c, grapesMulti.selected)}${c.pressedMoved ? ' (the pressed one)' : ''}`,
      ),
    );
    console.log(
      'GrapesJS in absolute mode drags one component of a multi-selection (the last selected), not the selection.',
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
