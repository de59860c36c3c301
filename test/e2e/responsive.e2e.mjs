// Proof on real pages: each of the 50 templates, made editable by
// « Modifier le contenu du template » and exported by « Exporter », the three « Templates rapides »
// (each alone on a new page, and the three together), and sites « Créer avec l’IA » makes,
// exported once for the run (exportedPages.mjs, which textFit.e2e.mjs shares), unzipped into a
// folder served by a plain static server, then opened at 360×740, 768×1024 and 1440×900, its fonts
// loaded. At each size:
//   - no horizontal overflow (documentElement.scrollWidth ≤ clientWidth);
//   - every text visible: rendered, inside the window's width, not cut by a box that clips, its
//     own box not cutting it, and on phones (360) a computed font size of at least 14 px;
//   - no two visible texts overlapping (by more than 1 px both ways);
//   - at 360, the document's order of the texts is their order on the screen, top to bottom;
//   - at 360, every link and button at least 44×44 px;
//   - at 360, a picture's caption (a text just under it in the design) right under it, not after
//     the rest of its row.
// Then no horizontal scroll at 320 and 2,560 px and at the screens' edges (599, 600, 991, 992,
// 1,152 px), and contact sheets of the phone (360 px) and tablet (768 px) home pages (every page
// with TOILE_DOCS_SCREENSHOTS=1), the first 1,500 px of each, in test/e2e/screenshots/ (and in docs/screenshots/ with
// TOILE_DOCS_SCREENSHOTS=1): for those, each page is opened once at the first width and its window
// resized in place to the others. A text's box is its element's box, or for a header, footer or
// container holding other elements, the box of its own words.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { exportedSites, GENERATED, QUICK, TEMPLATES } from './exportedPages.mjs';
import { SCREENSHOTS, test } from './harness.mjs';

const SIZES = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];
/** Widths where only the horizontal scroll is checked: the extremes, on every page… */
const EXTREME_WIDTHS = [320, 2560];
/** …and the screens' edges, on every fifth page. */
const EDGE_WIDTHS = [599, 600, 991, 992, 1152];
/** How much of each page the contact sheets show. */
const SHEET_HEIGHT = 1500;

/**
 * Opens each site's index.html at `viewport` in a fresh context, its fonts loaded, and returns what
 * `visit(page, site)` returns for each (it may resize the window: the next page opens at
 * `viewport` again), with `trouble`: console errors, failed responses and requests to any other
 * host than the static server (the exported page needs nothing else), at any size.
 */
async function visitAll(browser, { url, sites }, viewport, visit) {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  const trouble = [];
  const page = await context.newPage();
  // A browser asks every host for /favicon.ico, which the export does not have: its 404 (and the
  // console line Chromium writes for it) is the host's answer, not the page's. Any other failed
  // response is a problem.
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      trouble.push(`console: ${m.text()}`);
    }
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).pathname !== '/favicon.ico') {
      trouble.push(`${r.status()} for ${r.url()}`);
    }
  });
  page.on('pageerror', (e) => trouble.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const address = r.url();
    if (!address.startsWith(url) && !address.startsWith('data:'))
      trouble.push(`request ${address}`);
  });
  const results = [];
  try {
    for (const site of sites) {
      await page.setViewportSize(viewport);
      await page.goto(`${url}/${site.dir}/${site.file ?? 'index.html'}`);
      // Measured in the page's own fonts: laid out once (which asks for the fonts it uses), then
      // until they have loaded.
      await page.evaluate(async () => {
        document.body.getBoundingClientRect();
        await document.fonts.ready;
      });
      results.push(await visit(page, site));
    }
  } finally {
    await context.close();
  }
  return Object.assign(results, { trouble });
}

/** Fails when the pages asked for anything but their files, or wrote an error in the console. */
const assertQuiet = (results, width) =>
  assert.deepEqual(results.trouble, [], `the exported pages at ${width} px`);

/**
 * Runs in the exported page: what scrolls or reaches past the window sideways. The page's frame
 * clips what overflows it (overflow: clip), so the document may not scroll while an element is
 * cut at the window's edge: both are problems.
 */
function sidewaysProblems() {
  const root = document.documentElement;
  const width = root.clientWidth;
  const problems = [];
  if (root.scrollWidth > width) {
    problems.push(`horizontal overflow: scrollWidth ${root.scrollWidth} > clientWidth ${width}`);
  }
  for (const el of document.querySelectorAll('.page .el')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || (r.left >= -0.5 && r.right <= width + 0.5)) continue;
    const cls = [...el.classList].find((c) => c !== 'el');
    problems.push(
      `<${el.tagName.toLowerCase()} class="${cls}"> reaches past the window (${width} px wide): left ${Math.round(r.left * 10) / 10}, right ${Math.round(r.right * 10) / 10}, width ${Math.round(r.width * 10) / 10} (computed width ${getComputedStyle(el).width})`,
    );
  }
  return problems;
}

/**
 * Runs in the exported page: every problem of the page at this window size, each naming the
 * element (its class and its first words) and the measures that fail.
 */
function pageProblems({ phone }) {
  const root = document.documentElement;
  const windowWidth = root.clientWidth;
  const problems = [];
  const ownWords = (el) =>
    [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
  const name = (el) => {
    const cls = [...el.classList].find((c) => c !== 'el') ?? '';
    const words = (
      ownWords(el)
        .map((n) => n.textContent)
        .join(' ') || el.textContent
    )
      .trim()
      .replace(/\s+/g, ' ');
    const quoted = words ? ` « ${words.length > 40 ? `${words.slice(0, 39)}…` : words} »` : '';
    return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}>${quoted}`;
  };
  const r1 = (n) => Math.round(n * 10) / 10;
  const box = (r) => `(${r1(r.left)}, ${r1(r.top)}) ${r1(r.width)}×${r1(r.height)}`;
  const union = (rects) =>
    rects.reduce((u, r) =>
      DOMRect.fromRect({
        x: Math.min(u.left, r.left),
        y: Math.min(u.top, r.top),
        width: Math.max(u.right, r.right) - Math.min(u.left, r.left),
        height: Math.max(u.bottom, r.bottom) - Math.min(u.top, r.top),
      }),
    );
  /**
   * A text's own words: a text link's reach on touch screens (a padding) is not its words.
   */
  const wordsOnly = (el) => el.children.length > 0 || el.matches('a.text-link');
  /** A leaf's border box; for an element holding others, the box of its own words. */
  const textBox = (el) => {
    if (!wordsOnly(el)) return el.getBoundingClientRect();
    const range = document.createRange();
    return union(
      ownWords(el).map((node) => {
        range.selectNodeContents(node);
        return range.getBoundingClientRect();
      }),
    );
  };

  /**
   * The boxes of a text's lines, for overlaps: a label's words wrapped on two lines do not cover
   * the « * » that follows them on the second.
   */
  const lineBoxes = (el) => {
    if (!wordsOnly(el)) return [el.getBoundingClientRect()];
    const range = document.createRange();
    return ownWords(el).flatMap((node) => {
      range.selectNodeContents(node);
      return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    });
  };

  const texts = [...document.querySelectorAll('body *')]
    .filter((el) => ownWords(el).length > 0)
    .map((el) => ({ el, box: textBox(el), lines: lineBoxes(el), style: getComputedStyle(el) }));
  const shown = [];
  for (const text of texts) {
    const { el, box: r, style } = text;
    const why = [];
    const visible = el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // A « Menu » is written twice, a bar and a fold (linkMarkup.ts): each screen shows one, and the
    // fold's links only once opened.
    if (!visible && el.closest('.menu-bar, .menu-fold')) continue;
    if (!visible) {
      why.push(
        `not rendered (display ${style.display}, visibility ${style.visibility}, opacity ${style.opacity})`,
      );
    } else if (r.width < 1 || r.height < 1) {
      why.push(`empty box ${box(r)}`);
    } else {
      if (r.left < -0.5 || r.right > windowWidth + 0.5) {
        why.push(`outside the window's width ${windowWidth}: ${box(r)}`);
      }
      for (let a = el.parentElement; a && a !== root; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        if (
          r.left < c.left - 1 ||
          r.right > c.right + 1 ||
          r.top < c.top - 1 ||
          r.bottom > c.bottom + 1
        ) {
          why.push(`cut by ${name(a)} (overflow ${s.overflow}, box ${box(c)}): text at ${box(r)}`);
          break;
        }
      }
      if (
        (style.overflowX !== 'visible' || style.overflowY !== 'visible') &&
        (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
      ) {
        why.push(
          `its words are cut by its own box: content ${el.scrollWidth}×${el.scrollHeight} px in ${el.clientWidth}×${el.clientHeight} px (overflow ${style.overflow}, height ${style.height}, font-size ${style.fontSize}, line-height ${style.lineHeight})`,
        );
      }
    }
    if (why.length) problems.push(`text ${name(el)} is not fully visible: ${why.join('; ')}`);
    else shown.push(text);
    if (phone && parseFloat(style.fontSize) < 14) {
      problems.push(`text ${name(el)}: computed font-size ${style.fontSize} < 14 px`);
    }
  }

  for (let i = 0; i < shown.length; i++) {
    for (let j = i + 1; j < shown.length; j++) {
      const overlap = shown[i].lines
        .flatMap((a) => shown[j].lines.map((b) => [a, b]))
        .map(([a, b]) => ({
          a,
          b,
          w: Math.min(a.right, b.right) - Math.max(a.left, b.left),
          h: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
        }))
        .find(({ w, h }) => w > 1 && h > 1);
      if (overlap) {
        const { a, b, w, h } = overlap;
        problems.push(
          `texts overlap by ${r1(w)}×${r1(h)} px: ${name(shown[i].el)} at ${box(a)} and ${name(shown[j].el)} at ${box(b)}`,
        );
      }
    }
  }

  if (phone) {
    // Reading order: each text starts no higher than the one before it in the document.
    let previous = null;
    for (const text of shown) {
      if (previous && text.box.top < previous.box.top - 1) {
        problems.push(
          `reading order: ${name(text.el)} at top ${r1(text.box.top)} follows ${name(previous.el)} at top ${r1(previous.box.top)} in the document but shows above it`,
        );
      }
      previous = text;
    }
    for (const el of document.querySelectorAll(
      'a[href], button, [role="button"], input, select, textarea',
    )) {
      if (!el.checkVisibility()) continue;
      // A box's target is the box and its label, which ticks it.
      const r =
        el.type === 'checkbox' || el.type === 'radio'
          ? union([el, ...el.labels].map((e) => e.getBoundingClientRect()))
          : el.getBoundingClientRect();
      if (r.width < 44 || r.height < 44) {
        problems.push(`tap target ${name(el)} is ${r1(r.width)}×${r1(r.height)} px, under 44×44`);
      }
    }
  }
  return { problems, texts: texts.length };
}

/** Fails with every problem, grouped by page, when there is any. */
function assertNoProblems(results, width) {
  const failing = results.filter((r) => r.problems.length);
  const count = failing.reduce((n, r) => n + r.problems.length, 0);
  assert.equal(
    count,
    0,
    `${count} problem(s) on ${failing.length} of ${results.length} exported pages at ${width} px:\n` +
      failing
        .map(
          (r) => `  ${r.label} at ${width} px:\n${r.problems.map((p) => `    - ${p}`).join('\n')}`,
        )
        .join('\n'),
  );
}

test(
  'the 50 templates and the quick templates export through « Modifier le contenu du template » and « Exporter »',
  async ({ browser, baseURL }) => {
    const { sites } = await exportedSites(browser, baseURL);
    assert.equal(sites.filter((s) => !s.file).length, TEMPLATES + QUICK.length + GENERATED.length);
    // Some templates are sites of several pages, exported whole.
    assert.ok(sites.filter((s) => s.file).length >= 14, "the templates' other pages");
  },
  { timeout: 600_000 },
);

for (const viewport of SIZES) {
  const phone = viewport.width < 600;
  test(
    `every exported template at ${viewport.width}×${viewport.height}: no horizontal scroll, texts visible${phone ? ' (≥ 14 px)' : ''}, no overlap${phone ? ', reading order, 44×44 tap targets' : ''}`,
    async ({ browser, baseURL }) => {
      const served = await exportedSites(browser, baseURL);
      const results = await visitAll(browser, served, viewport, async (page, site) => {
        const { problems, texts } = await page.evaluate(pageProblems, { phone });
        assert.ok(texts > 0, `${site.label}: no text on the page`);
        return {
          label: site.label,
          problems: [...(await page.evaluate(sidewaysProblems)), ...problems],
        };
      });
      assertNoProblems(results, viewport.width);
      assertQuiet(results, viewport.width);
    },
    { timeout: 600_000 },
  );
}

/**
 * The captions of the design: a text that starts at most 24 px under a picture and shares at
 * least half its width with it (a gallery's or a card's caption). Returns the exported classes
 * of each pair ([picture, caption]), read from the zip's projet.json (the export names the n-th
 * element of a type `<type>-<n>`, in the page's list order).
 */
function designCaptions(project, slug) {
  const { pages, homePageId, shared } = project.document;
  const page = pages.find((p) => (slug ? p.slug === slug : p.id === homePageId));
  // An item's page (`articles/…`) is written from its collection's model page: no design of its own.
  if (!page) return [];
  // The page as exported: the site's header, the page's own elements, the site's footer moved
  // under them (src/document/sharedParts.ts; margins aside, which only place the footer).
  const header = page.showHeader !== false ? (shared?.header ?? []) : [];
  const footer = page.showFooter !== false ? (shared?.footer ?? []) : [];
  const above = [...header, ...page.elements];
  const top = Math.max(0, ...above.map((e) => e.styles.position.y + e.styles.size.height));
  // A shared part's elements are named within it (`h-text-1`, `f-text-2`), the page's own apart.
  const elements = [
    ...header.map((e) => ({ e, prefix: 'h-' })),
    ...page.elements.map((e) => ({ e, prefix: '' })),
    ...footer.map((e) => ({
      prefix: 'f-',
      e: {
        ...e,
        styles: { ...e.styles, position: { ...e.styles.position, y: e.styles.position.y + top } },
      },
    })),
  ];
  const counts = {};
  const placed = elements.map(({ e, prefix }) => {
    const base = `${prefix}${e.type}`;
    counts[base] = (counts[base] ?? 0) + 1;
    const { x, y } = e.styles.position;
    const { width, height } = e.styles.size;
    return { e, cls: `${base}-${counts[base]}`, x, y, right: x + width, bottom: y + height };
  });
  const pairs = [];
  for (const picture of placed.filter((p) => p.e.type === 'image')) {
    const candidates = placed.filter((t) => {
      if (t.e.type !== 'text') return false;
      const gap = t.y - picture.bottom;
      const shared = Math.min(t.right, picture.right) - Math.max(t.x, picture.x);
      return (
        gap >= -1 && gap <= 24 && shared >= 0.5 * Math.min(t.right - t.x, picture.right - picture.x)
      );
    });
    candidates.sort((a, b) => a.y - b.y);
    if (candidates.length) pairs.push([picture.cls, candidates[0].cls]);
  }
  return pairs;
}

test(
  "on a phone (360 px) a picture's caption stays right under its picture",
  async ({ browser, baseURL }) => {
    const served = await exportedSites(browser, baseURL);
    const results = await visitAll(browser, served, SIZES[0], async (page, site) => {
      const pairs = designCaptions(
        JSON.parse(readFileSync(join(site.path, 'projet.json'), 'utf8')),
        site.slug,
      );
      const problems = await page.evaluate((list) => {
        const out = [];
        for (const [pictureClass, captionClass] of list) {
          const picture = document.querySelector(`.${pictureClass}`);
          const caption = document.querySelector(`.${captionClass}`);
          if (!picture?.checkVisibility() || !caption?.checkVisibility()) continue;
          const p = picture.getBoundingClientRect();
          const c = caption.getBoundingClientRect();
          const gap = Math.round((c.top - p.bottom) * 10) / 10;
          if (gap < -1 || gap > 48) {
            out.push(
              `caption <p class="${captionClass}"> « ${caption.textContent.slice(0, 40)} » is ${gap} px from the bottom of its picture <div class="${pictureClass}"> (picture ${Math.round(p.top)}–${Math.round(p.bottom)}, caption at ${Math.round(c.top)})`,
            );
          }
        }
        return out;
      }, pairs);
      return { label: site.label, problems, pairs: pairs.length };
    });
    assert.ok(
      results.reduce((n, r) => n + r.pairs, 0) > 0,
      'no template has a captioned picture: the check checks nothing',
    );
    assertNoProblems(results, 360);
    assertQuiet(results, 360);
  },
  { timeout: 600_000 },
);

test(
  'no exported template scrolls sideways at 320, 2,560 px or the screens’ edges',
  async ({ browser, baseURL }) => {
    const served = await exportedSites(browser, baseURL);
    // Each page opened once at 320 px, its window then resized in place to each other width (a
    // page without scripts lays out at a width as it would have opened at it).
    const [first, ...others] = EXTREME_WIDTHS;
    const results = await visitAll(
      browser,
      served,
      { width: first, height: 900 },
      async (page, site) => {
        const index = served.sites.indexOf(site);
        const problems = [];
        for (const width of [first, ...others, ...EDGE_WIDTHS]) {
          // The screens' edges on every fifth page.
          if (EDGE_WIDTHS.includes(width) && index % 5 !== 0) continue;
          if (width !== first) await page.setViewportSize({ width, height: 900 });
          const found = await page.evaluate(sidewaysProblems);
          if (found.length)
            problems.push(`${site.label} at ${width} px:\n    - ${found.join('\n    - ')}`);
        }
        return { label: site.label, problems };
      },
    );
    assertQuiet(results, [...EXTREME_WIDTHS, ...EDGE_WIDTHS].join(', '));
    const failures = results.flatMap((r) => r.problems);
    assert.equal(failures.length, 0, `sideways overflow:\n  ${failures.join('\n  ')}`);
  },
  { timeout: 600_000 },
);

/** The first SHEET_HEIGHT px of the open page at its window's width, as a JPEG data address. */
async function firstPixels(page, width) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const jpeg = await page.screenshot({
    type: 'jpeg',
    quality: 85,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(SHEET_HEIGHT, height) },
  });
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * Lays out `shots` ({ label, src }: each exported page's first SHEET_HEIGHT px at `width`) as
 * pictures in a grid, `columns` wide, each `thumb` px wide with its name, then screenshots that.
 */
async function contactSheet(browser, shots, width, columns, thumb, file) {
  const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const html = `<!doctype html><meta charset="utf-8"><style>
    body { margin: 0; padding: 12px; background: #CBD5E1; font: 11px/1.3 sans-serif; color: #0F172A; }
    h1 { font-size: 16px; margin: 0 0 10px; }
    main { display: grid; grid-template-columns: repeat(${columns}, ${thumb}px); gap: 14px 10px; align-items: start; }
    figure { margin: 0; }
    figcaption { height: 2.6em; overflow: hidden; }
    img { display: block; width: ${thumb}px; background: #FFF; outline: 1px solid #64748B; }
  </style><h1>Exported pages at ${width} px, first ${SHEET_HEIGHT} px of each (scaled to ${Math.round((thumb / width) * 100)} %)</h1><main>${shots
    .map(
      (s) =>
        `<figure><figcaption>${escape(s.label)}</figcaption><img src="${s.src}" alt=""></figure>`,
    )
    .join('')}</main>`;
  const context = await browser.newContext({
    viewport: { width: 24 + columns * thumb + (columns - 1) * 10, height: 600 },
  });
  try {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    const path = join(SCREENSHOTS, file);
    await page.screenshot({ path, fullPage: true });
    if (process.env.TOILE_DOCS_SCREENSHOTS === '1') {
      const docs = resolve('docs/screenshots');
      mkdirSync(docs, { recursive: true });
      copyFileSync(path, join(docs, file));
    }
  } finally {
    await context.close();
  }
}

test(
  'contact sheets of the exported templates on a phone (360 px) and a tablet (768 px)',
  async ({ browser, baseURL }) => {
    const exported = await exportedSites(browser, baseURL);
    // Every site's home page; every page of every site for the docs (TOILE_DOCS_SCREENSHOTS=1).
    // The other tests of this file visit every page at these sizes.
    const served =
      process.env.TOILE_DOCS_SCREENSHOTS === '1'
        ? exported
        : { ...exported, sites: exported.sites.filter((s) => !s.file) };
    // Each page opened once at 360 px, then its window resized in place to 768 px.
    const shots = await visitAll(
      browser,
      served,
      { width: 360, height: 900 },
      async (page, site) => {
        const phone = await firstPixels(page, 360);
        await page.setViewportSize({ width: 768, height: 900 });
        return { label: site.label, phone, tablet: await firstPixels(page, 768) };
      },
    );
    assertQuiet(shots, '360 and 768');
    const sheet = (key) => shots.map((s) => ({ label: s.label, src: s[key] }));
    await contactSheet(browser, sheet('phone'), 360, 10, 150, 'phone-contact-sheet.png');
    await contactSheet(browser, sheet('tablet'), 768, 9, 170, 'tablet-contact-sheet.png');
  },
  { timeout: 600_000 },
);

/**
 * The first screen of each exported template's home page at a desktop's size (1440×900) and a
 * phone's (360×740), side by side, five templates a row: docs/screenshots/templates.png with
 * TOILE_DOCS_SCREENSHOTS=1 (test/e2e/screenshots/templates-contact-sheet.png always).
 */
test(
  'contact sheet of the 50 templates’ first screens, desktop and phone',
  async ({ browser, baseURL }) => {
    const served = await exportedSites(browser, baseURL);
    const homes = {
      ...served,
      sites: served.sites.filter((s) => !s.file && s.dir.startsWith('template-')),
    };
    const screen = async (page) =>
      `data:image/jpeg;base64,${(await page.screenshot({ type: 'jpeg', quality: 80 })).toString('base64')}`;
    // Each page opened once at 1440×900, then its window resized in place to 360×740.
    const shots = await visitAll(
      browser,
      homes,
      { width: 1440, height: 900 },
      async (page, site) => {
        const src = await screen(page);
        await page.setViewportSize({ width: 360, height: 740 });
        return { label: site.label, src, phone: await screen(page) };
      },
    );
    assertQuiet(shots, '1440 and 360');
    assert.equal(shots.length, TEMPLATES);
    const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const html = `<!doctype html><meta charset="utf-8"><style>
      body { margin: 0; padding: 16px; background: #CBD5E1; font: 600 13px/1.3 sans-serif; color: #0F172A; }
      h1 { font-size: 18px; margin: 0 0 12px; }
      main { display: grid; grid-template-columns: repeat(5, auto); gap: 16px 14px; justify-content: start; }
      figure { margin: 0; background: #F8FAFC; padding: 8px; border-radius: 6px; }
      figcaption { margin-bottom: 6px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; width: 468px; }
      div { display: flex; gap: 8px; align-items: flex-start; }
      img { display: block; outline: 1px solid #94A3B8; }
    </style><h1>The 50 templates: first screen of the exported home page at 1440×900 and at 360×740</h1><main>${shots
      .map(
        (d) =>
          `<figure><figcaption>${escape(d.label)}</figcaption><div><img src="${d.src}" alt="" width="352" height="220"><img src="${d.phone}" alt="" width="107" height="220"></div></figure>`,
      )
      .join('')}</main>`;
    const context = await browser.newContext({ viewport: { width: 2500, height: 800 } });
    try {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      const path = join(SCREENSHOTS, 'templates-contact-sheet.png');
      await page.screenshot({ path, fullPage: true });
      if (process.env.TOILE_DOCS_SCREENSHOTS === '1') {
        const docs = resolve('docs/screenshots');
        mkdirSync(docs, { recursive: true });
        copyFileSync(path, join(docs, 'templates.png'));
      }
    } finally {
      await context.close();
    }
  },
  { timeout: 600_000 },
);
