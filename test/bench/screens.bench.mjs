// Screens benchmark: switching the editor between « Ordinateur », « Tablette » and « Mobile » on a
// page of 1,000 elements (sections of cards: containers holding texts, buttons and pictures, as a
// real page), in Chromium, through the test build's store hook (`?bench=1`): `editor/screenChanged`
// → the next animation frame, the new screen's canvas drawn (its elements in the DOM). Each run
// goes Ordinateur → Mobile → Tablette → Ordinateur, ten times. Target ≤ 100 ms to the next frame.
// Never asserts timings.
//
// Usage: node test/bench/screens.bench.mjs   (builds dist-test/ first if it is missing)
// Prints a table and writes test/bench/results/screens.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { siteOf } from '../siteOf.mjs';
import { inFreshPages } from './benchKit.mjs';

const ELEMENTS = 1000;
const RUNS = 3;
const ROUNDS = 10;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (n) => Number(n.toFixed(1));

/** Sections of three cards, each card a container with a title, a text, a button and a picture. */
function pageOf(count) {
  const elements = [];
  const add = (type, x, y, width, height, content = '') => {
    if (elements.length >= count) return;
    elements.push({
      id: `e${elements.length}`,
      type,
      content,
      styles: {
        position: { x, y },
        size: { width, height },
        color: '#111827',
        backgroundColor:
          type === 'button' ? '#3B82F6' : type === 'container' ? '#F1F5F9' : 'transparent',
        fontSize: type === 'text' && elements.length % 5 === 1 ? 28 : 16,
        fontWeight: 'normal',
        textAlign: 'left',
        borderRadius: 8,
        padding: type === 'button' ? 12 : 0,
        margin: 0,
      },
      properties: {},
    });
  };
  for (let section = 0; elements.length < count; section++) {
    const top = section * 560;
    add('container', 0, top, 1152, 540);
    for (let card = 0; card < 3; card++) {
      const left = 48 + card * 360;
      add('container', left, top + 40, 336, 460);
      add('text', left + 24, top + 64, 288, 40, `Section ${section + 1}, carte ${card + 1}`);
      add(
        'text',
        left + 24,
        top + 120,
        288,
        96,
        'Un texte qui présente le service, en deux lignes.',
      );
      add('button', left + 24, top + 240, 200, 48, 'En savoir plus');
      add('image', left + 24, top + 310, 288, 170);
    }
  }
  return { templateId: null, name: 'Banc d’essai — écrans', elements };
}

async function measure(_browser, page, baseURL) {
  await page.goto(`${baseURL}/editor?bench=1`);
  await page.waitForFunction(() => window.__toileStore !== undefined, null, { timeout: 20000 });
  await page.evaluate(
    async (site) => {
      window.__toileStore.dispatch({ type: 'editor/documentLoaded', payload: { document: site } });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    },
    siteOf(pageOf(ELEMENTS)),
  );
  return page.evaluate(
    async ({ rounds, elements }) => {
      const store = window.__toileStore;
      const times = { phone: [], tablet: [], desktop: [] };
      for (let round = 0; round < rounds; round++) {
        for (const screen of ['phone', 'tablet', 'desktop']) {
          const started = performance.now();
          store.dispatch({ type: 'editor/screenChanged', payload: screen });
          await new Promise((r) => requestAnimationFrame(r));
          const shown = document.querySelectorAll('[data-element-id]').length;
          if (shown < elements) throw new Error(`${screen}: ${shown} elements drawn`);
          times[screen].push(performance.now() - started);
          // Let the frame end before the next switch, as a person's clicks are apart.
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      return times;
    },
    { rounds: ROUNDS, elements: ELEMENTS },
  );
}

const runs = await inFreshPages(RUNS, { viewport: { width: 1440, height: 900 } }, measure);
const of = (screen) => runs.flatMap((r) => r[screen]);
const result = {
  date: new Date().toISOString().slice(0, 10),
  elements: ELEMENTS,
  toPhoneMs: ms(median(of('phone'))),
  toTabletMs: ms(median(of('tablet'))),
  toDesktopMs: ms(median(of('desktop'))),
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
  cores: os.cpus().length,
};
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(resolve('test/bench/results/screens.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`Screens: a page of ${ELEMENTS} elements (${RUNS} runs × ${ROUNDS} rounds, medians)`);
console.log(`  Ordinateur → Mobile:  ${result.toPhoneMs} ms (target ≤ 100 ms)`);
console.log(`  Mobile → Tablette:    ${result.toTabletMs} ms (target ≤ 100 ms)`);
console.log(`  Tablette → Ordinateur: ${result.toDesktopMs} ms (target ≤ 100 ms)`);
console.log(`  load average ${result.loadAverage.join(' ')} on ${result.cores} cores`);
