// « Styles du site » benchmark: a site of 50 pages × 200 elements (10,000 elements) whose buttons
// follow « Principale », texts « Texte » and the style « Paragraphe », in Chromium, through the test
// build's store hook (`?bench=1`).
//   - change « Principale »: `editor/siteColorChanged` → the next animation frame, the page shown
//     repainted with the new colour (every bound element of the 50 pages rewritten in the store);
//   - apply a theme: the room its texts' words then need (document/layout/roomForWords.ts, which
//     the « Thèmes » tab measures before it dispatches: timed here in Node, from the app's source),
//     then `editor/themeApplied` with that layout → the next animation frame;
//   - change « Paragraphe »'s size: `editor/textStyleChanged` → the next animation frame.
// Targets (issue « Styles du site »): colour ≤ 50 ms at the median, theme ≤ 100 ms. Never asserts
// timings.
//
// Usage: node test/bench/siteStyles.bench.mjs   (builds dist-test/ first if it is missing)
// Prints a table and writes test/bench/results/siteStyles.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { loadModules } from '../appModules.mjs';
import { inFreshPages } from './benchKit.mjs';
import { defaultSiteStyles } from '../siteOf.mjs';

const PAGES = 50;
const PER_PAGE = 200;
const RUNS = 3;
const CHANGES = 10;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (n) => Number(n.toFixed(1));

/** 50 pages of 200 elements, every button on « Principale », every text on « Texte ». */
function boundSite() {
  const styles = defaultSiteStyles();
  const colour = (id) => styles.colors.find((c) => c.id === id).value;
  const paragraph = styles.text.p;
  const types = ['header', 'text', 'text', 'button', 'image', 'container', 'text', 'footer'];
  return {
    schemaVersion: 5,
    name: 'Banc d’essai — styles',
    templateId: null,
    homePageId: 'page-0',
    pages: Array.from({ length: PAGES }, (_, p) => ({
      id: `page-${p}`,
      name: p === 0 ? 'Accueil' : `Page ${p + 1}`,
      slug: p === 0 ? 'accueil' : `page-${p + 1}`,
      seo: { title: '', description: '', noindex: false },
      elements: Array.from({ length: PER_PAGE }, (_, i) => {
        const type = types[i % types.length];
        const properties =
          type === 'button'
            ? { colors: { backgroundColor: 'primary', color: 'background' } }
            : type === 'text'
              ? { colors: { color: 'text' }, textStyle: 'p' }
              : {};
        return {
          id: `p${p}-e${i}`,
          type,
          content: type === 'image' ? '' : `Page ${p + 1}, élément ${i + 1} — texte en français`,
          styles: {
            position: { x: 20 + (i % 8) * 140, y: 20 + Math.floor(i / 8) * 48 },
            size: { width: 120, height: 40 },
            color: type === 'button' ? colour('background') : colour('text'),
            backgroundColor: type === 'button' ? colour('primary') : 'transparent',
            fontSize: paragraph.sizes.desktop,
            fontWeight: 'normal',
            textAlign: 'left',
            borderRadius: type === 'button' ? 8 : 0,
            padding: type === 'button' ? 12 : 0,
            margin: 0,
          },
          properties,
        };
      }),
    })),
    theme: { headingFont: 'system', bodyFont: 'system' },
    styles,
    settings: { language: 'fr' },
  };
}

/** A theme as the « Thèmes » tab applies it (the `Theme` of src/document/siteStyles). */
const theme = (n) => ({
  id: `banc-${n}`,
  name: `Banc ${n}`,
  colors: {
    primary: n % 2 ? '#0E7490' : '#7C2D12',
    secondary: '#1F2937',
    accent: '#D97706',
    background: n % 2 ? '#FFFFFF' : '#FFFBF5',
    backgroundAlt: '#F1F5F9',
    text: '#111827',
    textMuted: '#4B5563',
  },
  fonts: { heading: n % 2 ? 'lora' : 'inter', body: 'inter' },
  scale: { base: 16 + (n % 3), ratio: 1.25 },
});

/** The app's modules the panel runs before it dispatches, loaded from source. */
function appModules() {
  return loadModules([
    '/src/document/siteStyles/siteStyles.ts',
    '/src/document/layout/roomForWords.ts',
    '/src/document/fonts/fontWidths.ts',
  ]);
}

const m = await appModules();
const THEMES = [theme(1), theme(2), theme(3)];

/**
 * The layouts the « Thèmes » tab would send with each of the CHANGES themes applied in turn to the
 * bench's site, and how long each took to measure (its colours do not move anything).
 */
function themeLayouts() {
  let site = boundSite();
  const layouts = [];
  const roomMs = [];
  for (let i = 0; i < CHANGES; i++) {
    const started = performance.now();
    const themed = m.applyTheme(site, THEMES[i % THEMES.length]);
    const layout = m.roomForWords(site, themed, m.fontWidths);
    roomMs.push(performance.now() - started);
    layouts.push(layout);
    site = m.withLayout(themed, layout);
  }
  return { layouts, roomMs };
}

async function measure(_browser, page, baseURL) {
  const { layouts, roomMs } = themeLayouts();
  await page.goto(`${baseURL}/editor?bench=1`);
  await page.waitForFunction(() => window.__toileStore !== undefined, null, { timeout: 20000 });
  await page.evaluate((site) => {
    window.__toileStore.dispatch({ type: 'editor/documentLoaded', payload: { document: site } });
  }, boundSite());
  await page.locator('[data-element-id="p0-e3"]').waitFor();

  return page
    .evaluate(
      async ({ changes, themes, layouts }) => {
        const store = window.__toileStore;
        const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
        // The element's box is the first child of its positioned wrapper on the canvas.
        const button = () => document.querySelector('[data-element-id="p0-e3"] > *');
        const timed = async (action, check) => {
          const started = performance.now();
          store.dispatch(action);
          await frame();
          const elapsed = performance.now() - started;
          if (!check()) throw new Error(`${action.type}: the page shown did not change`);
          return elapsed;
        };
        const colourMs = [];
        for (let i = 0; i < changes; i++) {
          const value = i % 2 ? '#0E7490' : '#9D174D';
          colourMs.push(
            await timed(
              { type: 'editor/siteColorChanged', payload: { id: 'primary', value } },
              () => {
                const shown = getComputedStyle(button()).backgroundColor;
                const bound = store
                  .getState()
                  .editor.document.pages.every(
                    (p) => p.elements[3].styles.backgroundColor === value,
                  );
                return bound && shown === (i % 2 ? 'rgb(14, 116, 144)' : 'rgb(157, 23, 77)');
              },
            ),
          );
        }
        const themeMs = [];
        for (let i = 0; i < changes; i++) {
          const applied = themes[i % themes.length];
          themeMs.push(
            await timed(
              { type: 'editor/themeApplied', payload: { theme: applied, layout: layouts[i] } },
              () =>
                store
                  .getState()
                  .editor.document.pages.every(
                    (p) => p.elements[3].styles.backgroundColor === applied.colors.primary,
                  ),
            ),
          );
        }
        const styleMs = [];
        for (let i = 0; i < changes; i++) {
          const style = store.getState().editor.document.styles.text.p;
          const size = 15 + (i % 4);
          styleMs.push(
            await timed(
              {
                type: 'editor/textStyleChanged',
                payload: {
                  id: 'p',
                  style: { ...style, sizes: { desktop: size, tablet: 16, phone: 16 } },
                },
              },
              () => store.getState().editor.document.pages[49].elements[1].styles.fontSize === size,
            ),
          );
        }
        return { colourMs, themeMs, styleMs };
      },
      { changes: CHANGES, themes: THEMES, layouts },
    )
    .then((measured) => ({
      ...measured,
      roomMs,
      // The whole of a theme's click: its room measured, then the store and the page shown.
      themeTotalMs: measured.themeMs.map((t, i) => t + roomMs[i]),
    }));
}

const runs = await inFreshPages(RUNS, { viewport: { width: 1440, height: 900 } }, measure);
const all = (key) => runs.flatMap((r) => r[key]);
const result = {
  date: new Date().toISOString().slice(0, 10),
  pages: PAGES,
  elementsPerPage: PER_PAGE,
  colourMs: { median: ms(median(all('colourMs'))), max: ms(Math.max(...all('colourMs'))) },
  themeMs: { median: ms(median(all('themeMs'))), max: ms(Math.max(...all('themeMs'))) },
  themeRoomMs: { median: ms(median(all('roomMs'))), max: ms(Math.max(...all('roomMs'))) },
  themeTotalMs: {
    median: ms(median(all('themeTotalMs'))),
    max: ms(Math.max(...all('themeTotalMs'))),
  },
  textStyleMs: { median: ms(median(all('styleMs'))), max: ms(Math.max(...all('styleMs'))) },
  loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
  cores: os.cpus().length,
};
mkdirSync(resolve('test/bench/results'), { recursive: true });
writeFileSync(
  resolve('test/bench/results/siteStyles.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
console.log(`Site styles: ${PAGES} pages × ${PER_PAGE} elements (${RUNS} runs × ${CHANGES})`);
console.log(
  `  change « Principale »: median ${result.colourMs.median} ms, max ${result.colourMs.max} ms (target ≤ 50 ms)`,
);
console.log(
  `  apply a theme:        median ${result.themeTotalMs.median} ms, max ${result.themeTotalMs.max} ms (target ≤ 100 ms)`,
);
console.log(
  `    of which room for words ${result.themeRoomMs.median} ms, store and page ${result.themeMs.median} ms (medians)`,
);
console.log(
  `  « Paragraphe »'s size: median ${result.textStyleMs.median} ms, max ${result.textStyleMs.max} ms`,
);
console.log(`  load average ${result.loadAverage.join(' ')} on ${result.cores} cores`);
