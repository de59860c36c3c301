// The site's colours and text styles and its shared header and footer change nothing a page
// shows: every site drawn as schema 3 drew it (its elements bound to no style, each page holding
// its own header and footer) and the same site as the migrations make it (its styles inferred and
// its elements bound, `withInferredStyles`; its header and footer shared, `withSharedParts`, their
// rules written once in site.css), both by the export's renderer, draw the same at 1,440, 768 and
// 360 px: every page element by element (its box, its words, every computed property:
// `signature`, a z-index by its rank), and the home page and the last page of one site in a few (PIXEL_TEMPLATES,
// pixelBrief, every fixture) to the pixel as well (full-page screenshots, pixelmatch: 0 differing
// pixels). The sites: the 50 templates made editable (every page), the first proposal of each of
// the corpus briefs (test/fixtures/generatorCorpus.ts) and the project fixtures of every schema.
// Built in Node from the app's source (Vite's module loader, as library.e2e.mjs), drawn in one
// browser page with setContent: no editor, no export through the UI.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { loadModules } from '../appModules.mjs';
import { test } from './harness.mjs';

const require = createRequire(import.meta.url);
const WIDTHS = [1440, 768, 360];
const FIXTURES = [
  'project-v1-file.json',
  'project-v1-record.json',
  'project-v2-file.json',
  'project-v2-record.json',
  'project-v3-file.json',
  'project-200-elements.json',
];
/** Where the pages are drawn: a blank document of the test server's origin, its fonts beside it. */
const BLANK = '/__styles-pixels/';

let modules = null;
/** The app's modules this test needs, loaded once from source. */
function appModules() {
  return (modules ??= loadModules([
    '/src/features/templates/generateTemplates.ts',
    '/src/features/templates/templatePage.ts',
    '/src/features/templates/templatePages.ts',
    '/src/features/generator/generate.ts',
    '/src/document/render/renderSite.ts',
    '/src/document/render/siteFiles.ts',
    '/src/document/render/htmlDocument.ts',
    '/src/document/sharedParts.ts',
    '/src/document/siteStyles/infer.ts',
    '/src/document/schema/migrations.ts',
    '/src/document/fonts/fontWidths.ts',
    '/src/document/style/elementBoxStyle.ts',
    '/test/fixtures/generatorCorpus.ts',
  ]));
}

/** A picture of the test's own for a picture from another host (the tests ask no other host). */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#C2410C"/><circle cx="12" cy="10" r="6" fill="#FDE68A"/></svg>',
  );

/**
 * `site` as schema 3 drew it: its styles kept, no element bound to them, the page white, each
 * page holding its own header and footer.
 */
function unbound(m, site) {
  const pages = site.pages
    .map((page) => m.composedPage(site, page))
    .map((composed) => {
      const page = { ...composed };
      delete page.showHeader;
      delete page.showFooter;
      return page;
    })
    .map((page) => ({
      ...page,
      elements: page.elements.map((element) => {
        const properties = { ...element.properties };
        delete properties.colors;
        delete properties.textStyle;
        const content =
          element.type === 'image' && /^https?:/i.test(element.content) ? PICTURE : element.content;
        return { ...element, content, properties };
      }),
    }));
  const styles = { ...site.styles, page: { background: m.PAGE_BACKGROUND } };
  const rest = { ...site };
  delete rest.shared;
  return { ...rest, pages, styles };
}

/**
 * The same site as the migrations make it: its styles inferred from its elements and its elements
 * bound to them, then its header and footer shared.
 */
function migrated(m, site) {
  const { styles: _styles, ...rest } = unbound(m, site);
  void _styles;
  return m.withSharedParts(m.withInferredStyles(rest)).site;
}

/** Each page of `site` as the export writes it, its stylesheets (site.css, its own) inlined. */
function exported(m, site, options) {
  const { siteCss, pages } = m.renderSitePages(site, options);
  // The site's own pages: a collection's « Modèle de page » is written as its items' pages.
  return site.pages
    .filter((page) => page.collection === undefined)
    .map((page) => {
      const { html, css } = pages.get(page.id);
      return m.inlineStylesheets(html, [siteCss, css]);
    });
}

/**
 * The sites whose home page is compared to the pixel as well: one template of each category and
 * each page structure (as library.e2e.mjs), one corpus brief in five. Full-page screenshots are
 * most of this test's time; every page of every site is compared element by element.
 */
const PIXEL_TEMPLATES = new Set(['1', '9', '17', '25', '33', '41', '49']);
const pixelBrief = (i) => i % 5 === 0;

/** Each page of `site` drawn both ways, as the export's renderer inlines it: { label, before, after }. */
function documentsOf(m, label, site, pixels = true) {
  const plain = unbound(m, site);
  const styled = migrated(m, site);
  const boundCount = [
    ...styled.pages,
    ...(styled.shared
      ? [{ elements: styled.shared.header }, { elements: styled.shared.footer }]
      : []),
  ]
    .flatMap((page) => page.elements)
    .filter((e) => e.properties.colors || e.properties.textStyle).length;
  const shared = styled.shared ? styled.shared.header.length + styled.shared.footer.length : 0;
  const options = { wordMeasure: m.siteWordMeasure(site.theme) };
  const after = exported(m, styled, options);
  const own = plain.pages.filter((page) => page.collection === undefined);
  const last = own.at(-1);
  return {
    boundCount,
    shared,
    pages: own.map((page, i) => ({
      label: `${label}, ${page.slug}`,
      // Every page is compared element by element; the home and last pages to the pixel as well.
      pixels: pixels && (page.id === plain.homePageId || page === last),
      before: m.renderSitePageInline(plain, page, options),
      after: after[i],
    })),
  };
}

/** Serves the blank page and, beside it, the font files the pages name (from @fontsource). */
async function routeFonts(page) {
  await page.route(`**${BLANK}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(BLANK.length);
    if (path === '') {
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>_</title>' });
      return;
    }
    const file = /^fonts\/(([a-z0-9-]+?)-(?:latin|latin-ext)-\d+-(?:normal|italic)\.woff2)$/.exec(
      path,
    );
    if (!file) {
      await route.fulfill({ status: 404, body: '' });
      return;
    }
    const body = readFileSync(require.resolve(`@fontsource/${file[2]}/files/${file[1]}`));
    await route.fulfill({ contentType: 'font/woff2', body });
  });
}

/**
 * What draws an element, of its computed style: its colours, its type and its words' layout, its
 * borders, corners and shadows, what hides or clips it, how it is laid out (its box itself is
 * compared as a box). The styled page's custom properties (`--color-…`, for `var()`) draw nothing
 * themselves and are left out.
 */
const DRAWN = [
  'display',
  'position',
  'visibility',
  'opacity',
  'z-index',
  'overflow-x',
  'overflow-y',
  'clip-path',
  'transform',
  'filter',
  'color',
  'background-color',
  'background-image',
  'background-size',
  'background-position',
  'background-repeat',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant-caps',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-underline-offset',
  'text-indent',
  'text-shadow',
  'white-space',
  'word-break',
  'overflow-wrap',
  'hyphens',
  'vertical-align',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-right-style',
  'border-bottom-style',
  'border-left-style',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-right-radius',
  'border-bottom-left-radius',
  'box-shadow',
  'outline-style',
  'outline-width',
  'outline-color',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'object-fit',
  'object-position',
  'list-style-type',
  'accent-color',
  'content',
];

/**
 * What the page shows, element by element, at the window's width: for each element of the body
 * (in document order), its tag, its box, its own text and what draws it (DRAWN), and the same of
 * its ::before and ::after when they show. Hashed in the page (FNV-1a), one number each: two
 * documents with the same signature are drawn the same (the same boxes, the same resolved colours,
 * fonts and sizes, the same words).
 */
function signature(drawn) {
  const hash = (text) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    return h >>> 0;
  };
  // A z-index by its rank among the page's: what orders the elements, whatever its number.
  const all = [...document.body.querySelectorAll('*')];
  const ranks = [
    ...new Set(
      all.map((element) => Number(getComputedStyle(element).zIndex)).filter(Number.isFinite),
    ),
  ].sort((a, b) => a - b);
  const described = (style) => {
    let out = '';
    for (const name of drawn) {
      const value = style.getPropertyValue(name);
      out += `${name === 'z-index' && value !== 'auto' ? `#${ranks.indexOf(Number(value))}` : value};`;
    }
    return out;
  };
  return all.map((element) => {
    const box = element.getBoundingClientRect();
    let text = `${element.tagName}|${box.x},${box.y},${box.width},${box.height}|`;
    for (const node of element.childNodes) if (node.nodeType === 3) text += node.data;
    text += `|${described(getComputedStyle(element))}`;
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (style.content !== 'none' && style.content !== 'normal') text += `|${described(style)}`;
    }
    // Not the names of classes: a text style's, an element's own (`text-3`, `h-text-1`: shared).
    const classes = [...element.classList]
      .filter((c) => !c.startsWith('ts-') && !/^(?:[hf]-)?[a-z]+-\d+$/.test(c))
      .join('.');
    return `${element.tagName.toLowerCase()}.${classes}#${hash(text)}`;
  });
}

/**
 * Draws every page's two documents and compares them at each width (each document loaded once,
 * the window resized): element by element (`signature`), and for the pages marked `pixels` by
 * full-page screenshots too — the same bytes, or, decoded, how many pixels differ. Returns the
 * differences found.
 */
async function compare(page, baseURL, documents) {
  await routeFonts(page);
  await page.goto(new URL(BLANK, baseURL).href);
  const differences = [];
  // The whole page in one capture, encoded for speed (the pages hold no animation nor caret):
  // the same pixels give the same bytes, and only differing bytes are decoded and compared.
  const cdp = await page.context().newCDPSession(page);
  const fullPage = async () => {
    const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      captureBeyondViewport: true,
      optimizeForSpeed: true,
      clip: {
        x: 0,
        y: 0,
        width: Math.ceil(cssContentSize.width),
        height: Math.ceil(cssContentSize.height),
        scale: 1,
      },
    });
    return Buffer.from(data, 'base64');
  };
  /** The layout at rest after a resize: the page's size the same over two frames running. */
  const settled = () =>
    page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
      const size = () =>
        `${document.documentElement.scrollWidth}×${document.documentElement.scrollHeight}`;
      let last = '';
      for (let i = 0; i < 30; i++) {
        await frame();
        await frame();
        const now = size();
        if (now === last) return;
        last = now;
      }
    });
  const views = async (html, pixels) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.setContent(html, { waitUntil: 'load' });
    // Every picture there before the first screenshot: those below the first screen load lazily,
    // when a full-page screenshot brings them into view, which it may not wait for.
    await page.evaluate(async () => {
      const pictures = [...document.images];
      for (const picture of pictures) picture.loading = 'eager';
      await Promise.all(pictures.map((picture) => picture.decode().catch(() => {})));
      // Every face the page declares, loaded now: a face first needed below the first screen
      // would otherwise load while the full-page screenshot is taken (fallback in one shot).
      await Promise.all([...document.fonts].map((face) => face.load().catch(() => {})));
      await document.fonts.ready;
    });
    const taken = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Boxes are read after a layout the reading itself forces; a screenshot waits for the
      // layout at rest.
      const elements = await page.evaluate(signature, DRAWN);
      if (pixels) await settled();
      taken.push({ elements, png: pixels ? await fullPage() : null });
    }
    return taken;
  };
  for (const { label, before, after, pixels } of documents) {
    const a = await views(before, pixels);
    const b = await views(after, pixels);
    WIDTHS.forEach((width, i) => {
      const [left, right] = [a[i].elements, b[i].elements];
      const at = left.findIndex((e, k) => e !== right[k]);
      if (left.length !== right.length || at !== -1) {
        differences.push(
          `${label} at ${width} px: ${left.length} → ${right.length} elements, first differing: ${left[at]} → ${right[at]}`,
        );
      }
      if (!pixels || a[i].png.equals(b[i].png)) return;
      const leftPng = PNG.sync.read(a[i].png);
      const rightPng = PNG.sync.read(b[i].png);
      if (leftPng.width !== rightPng.width || leftPng.height !== rightPng.height) {
        differences.push(
          `${label} at ${width} px: ${leftPng.width}×${leftPng.height} → ${rightPng.width}×${rightPng.height}`,
        );
        return;
      }
      const diff = pixelmatch(leftPng.data, rightPng.data, null, leftPng.width, leftPng.height, {
        threshold: 0,
      });
      if (diff > 0) differences.push(`${label} at ${width} px: ${diff} pixels differ`);
    });
  }
  return differences;
}

test(
  'the 50 templates made editable draw the same once migrated: bound to the site’s styles, one shared header and footer written once (every page element by element, home and last pages to the pixel)',
  async ({ page, baseURL }) => {
    const m = await appModules();
    const documents = [];
    let boundCount = 0;
    let sharing = 0;
    for (const template of m.generateTemplates(50)) {
      const site = m.templateSite(template, m.templatePages(template, m.counter()));
      const made = documentsOf(
        m,
        `template ${template.id}`,
        site,
        PIXEL_TEMPLATES.has(template.id),
      );
      boundCount += made.boundCount;
      if (made.shared > 0) sharing++;
      documents.push(...made.pages);
    }
    // The comparison means something: most elements of the templates follow the site's styles.
    assert.ok(boundCount > 50 * 20, `only ${boundCount} elements bound`);
    assert.ok(documents.length >= 50);
    // And every template's header and footer are shared.
    assert.equal(sharing, 50);
    assert.deepEqual(await compare(page, baseURL, documents), []);
  },
  { timeout: 900_000 },
);

test(
  'the corpus briefs’ first proposals draw the same once migrated: bound to the site’s styles, one shared header and footer (every page element by element, home and last pages to the pixel)',
  async ({ page, baseURL }) => {
    const m = await appModules();
    const documents = [];
    for (const [i, brief] of m.CORPUS.entries()) {
      const outcome = m.generateSites({ description: brief.description, year: 2026 }, m.counter());
      assert.ok(outcome.ok, `brief ${i + 1} gives sites`);
      const site = outcome.generated.proposals[0].site;
      documents.push(...documentsOf(m, `brief ${i + 1}`, site, pixelBrief(i)).pages);
    }
    assert.ok(documents.length >= m.CORPUS.length, `${documents.length} pages`);
    assert.deepEqual(await compare(page, baseURL, documents), []);
  },
  { timeout: 900_000 },
);

test(
  'the project fixtures of every schema draw the same once migrated: bound, one shared header and footer (every page element by element, home and last pages to the pixel)',
  async ({ page, baseURL }) => {
    const m = await appModules();
    const documents = [];
    for (const name of FIXTURES) {
      const file = JSON.parse(readFileSync(resolve('test/fixtures', name), 'utf8'));
      // The documents' steps up to schema 4 (a page document of schema 1 or 2 becomes a site of
      // schema 4 in one step: site.ts, siteFromPageDocument).
      let value = file.document;
      for (
        let v = file.schemaVersion;
        value.schemaVersion !== 4;
        v = value.schemaVersion ?? v + 1
      ) {
        value = m.documentSteps[v](value);
      }
      documents.push(...documentsOf(m, name, value).pages);
    }
    assert.deepEqual(await compare(page, baseURL, documents), []);
  },
  { timeout: 300_000 },
);
