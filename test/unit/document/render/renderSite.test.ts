import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { createElement } from '../../../../src/document/createElement';
import { readDocument } from '../../../../src/document/schema/migrations';
import { composedPage } from '../../../../src/document/sharedParts';
import { createPage, homePage, siteFromPageDocument } from '../../../../src/document/site';
import type { PageDocument, SiteDocument } from '../../../../src/document/types';
import { escapeHtml } from '../../../../src/document/render/escapeHtml';
import { faviconDataUrl } from '../../../../src/document/render/favicon';
import { inlineStylesheet } from '../../../../src/document/render/htmlDocument';
import { renderPage } from '../../../../src/document/render/renderPage';
import {
  pageFileNames,
  pagesInExportOrder,
  renderSitePage,
  renderSitePageInline,
} from '../../../../src/document/render/renderSite';
import { siteFileNames, siteFiles } from '../../../../src/document/render/siteFiles';
import { documentArbitrary } from '../../features/projects/projectsArbitrary';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** What sits between `<body>` and `</body>` of a rendered document. */
function bodyOf(html: string): string {
  const start = html.indexOf('  <body>\n') + '  <body>\n'.length;
  return html.slice(start, html.lastIndexOf('\n  </body>'));
}

/** Accueil (the home page, second in the list), À propos and Contact, each with its elements. */
function threePages(): SiteDocument {
  const about = createPage(
    'p-about',
    'À propos',
    ['accueil'],
    [
      { ...createElement('text', 'a1', { x: 40, y: 40 }), content: 'Notre histoire' },
      createElement('image', 'a2', { x: 40, y: 900 }),
    ],
  );
  const home = createPage(
    'p-home',
    'Accueil',
    [],
    [
      createElement('header', 'h1'),
      { ...createElement('text', 'h2', { x: 40, y: 120 }), content: 'Bienvenue' },
    ],
  );
  const contact = createPage(
    'p-contact',
    'Contact',
    ['a-propos', 'accueil'],
    [{ ...createElement('text', 'c1'), content: 'Écrivez-nous' }],
  );
  contact.seo = { ...contact.seo, title: 'Nous écrire' };
  return {
    ...siteFromPageDocument({ templateId: null, name: 'Boulangerie Martin', elements: [] }),
    homePageId: home.id,
    pages: [about, home, contact],
  };
}

describe('a one-page document of schema 2 exports as the site it migrates to', () => {
  /**
   * The sha-256 of index.html and styles.css the renderer writes for
   * test/fixtures/project-200-elements.json since the export became responsive (the page's reading
   * tree in the markup, Tablette's and Mobile's @media rules: docs/decisions.md, « Screens ») and
   * its head told search engines and social networks about the page (Open Graph, Twitter card,
   * theme colour, favicon.svg: docs/decisions.md, « SEO export ») and its pictures below the first
   * screen loaded lazily (docs/decisions.md, « Pictures »), and on touch screens its buttons keep
   * 12 px at their sides and a tablet's row items start 180 px wide, and no word is ever cut
   * (`overflow-wrap: normal`), and since its page links the stylesheet every page shares
   * (`site.css`) and its texts bound to the site's text styles carry their classes (schema 4),
   * and its elements leave out what `.el` gives every element (margin, padding, display, corners,
   * background, weight and alignment of a default text). A change of the renderer's output changes them, on purpose and visibly in the diff.
   */
  const BEFORE = {
    'index.html': 'b0e6f1b677ecc775c56baff3eabb530f4ed9dae75b5b63a12c3651fff0322f0f',
    'styles.css': '6ce53b0f8812e014c799820eb049e0ecc49a50ee3c9f0151df95ad2d02e8cc86',
  };

  it('the 200-element fixture, migrated 2 → 3, gives the expected index.html and styles.css bytes', () => {
    const file = JSON.parse(
      readFileSync(resolve(__dirname, '../../../fixtures/project-200-elements.json'), 'utf8'),
    );
    expect(file.schemaVersion).toBe(2);
    const read = readDocument(file.document, 2);
    if (!read.ok) throw new Error('the fixture no longer reads');
    const files = siteFiles(read.site);
    expect(files.map((f) => f.name)).toEqual([
      'index.html',
      'styles.css',
      'site.css',
      'favicon.svg',
      '404.html',
    ]);
    for (const f of files.slice(0, 2)) {
      if (!('text' in f)) throw new Error(`${f.name} is not text`);
      const hash = createHash('sha256').update(f.text, 'utf8').digest('hex');
      expect([f.name, hash]).toEqual([f.name, BEFORE[f.name as keyof typeof BEFORE]]);
    }
  });

  it('renders the home page of the migrated site as renderPage rendered the page (property)', () => {
    fc.assert(
      fc.property(documentArbitrary, (v2: PageDocument) => {
        const before = renderPage(v2);
        const migrated = readDocument(JSON.parse(JSON.stringify(v2)), 2);
        expect(migrated.ok).toBe(true);
        if (!migrated.ok) return;
        for (const site of [siteFromPageDocument(v2), migrated.site]) {
          const home = homePage(site);
          const after = renderSitePage(site, home);
          // The same markup but for the classes of the text styles the migration bound texts to,
          // and the names of the elements' classes: what it made the site's header or footer is
          // named in its part (`h-text-1`: a header at the page's top, even an empty one, seed
          // 2121155598 of 3 000 runs), and the page's own elements are numbered after it (a text
          // under a header's eight, `text-9` on the page alone, is the page's `text-1`: seed
          // 1811996341). Each element keeps its rules: the stylesheets below, named the same way.
          const named = (html: string) =>
            html.replace(/class="el (?:[hf]-)?([a-z]+)-\d+/g, 'class="el $1');
          const body = bodyOf(after.html).replace(/ ts-[a-z0-9]+"/g, '"');
          expect(named(body)).toBe(named(before.html));
          // The page as drawn: a header at its top (or a footer last) the migration made the
          // site's is drawn on it again (document/sharedParts.ts).
          // (A media block's blank line may keep its indent where a part's rule was left out.)
          const unprefixed = (css: string) =>
            css.replace(/\.(?:[hf]-)?([a-z]+)-\d+/g, '.$1').replace(/^[ \t]+$/gm, '');
          expect(unprefixed(after.css)).toBe(
            unprefixed(renderPage(composedPage(site, home), { site }).css),
          );
          // The title the one-page renderer gave it (the head's other lines are pinned above).
          const title = v2.name.trim() || 'Page Toile';
          expect(after.html).toContain(`    <title>${escapeHtml(title)}</title>\n`);
          expect(renderSitePageInline(site, home)).toContain(`<title>${escapeHtml(title)}</title>`);
          expect(renderSitePageInline(site, home)).toContain(`<style>\n${after.css}    </style>`);
          expect(siteFileNames(site)).toEqual([
            'index.html',
            'styles.css',
            'site.css',
            'favicon.svg',
            '404.html',
          ]);
        }
      }),
      // A fixed seed: random documents reach corners where a lone footer is stacked from the
      // footers' layer (z-index 10 000, the same on every page) rather than from 0, which draws
      // the same; CI runs the same 150 documents every time.
      { numRuns: 150, seed: 20261130 },
    );
  });
});

describe('a site of several pages', () => {
  const site = threePages();

  it('puts the home page first (index.html, styles.css), then the others in the site’s order', () => {
    expect(pagesInExportOrder(site).map((p) => p.name)).toEqual(['Accueil', 'À propos', 'Contact']);
    expect(siteFileNames(site)).toEqual([
      'index.html',
      'styles.css',
      'a-propos.html',
      'styles-a-propos.css',
      'contact.html',
      'styles-contact.css',
      'site.css',
      'favicon.svg',
      '404.html',
    ]);
    expect(siteFiles(site).map((f) => [f.name, f.kind, f.pageId])).toEqual([
      ['index.html', 'page', 'p-home'],
      ['styles.css', 'stylesheet', 'p-home'],
      ['a-propos.html', 'page', 'p-about'],
      ['styles-a-propos.css', 'stylesheet', 'p-about'],
      ['contact.html', 'page', 'p-contact'],
      ['styles-contact.css', 'stylesheet', 'p-contact'],
      ['site.css', 'siteStylesheet', undefined],
      ['favicon.svg', 'icon', undefined],
      ['404.html', 'notFound', undefined],
    ]);
  });

  it('titles each page with pageTitle and links each page to site.css then its own stylesheet', () => {
    const expected = [
      ['p-home', 'Boulangerie Martin', 'styles.css', 'Bienvenue'],
      ['p-about', 'À propos — Boulangerie Martin', 'styles-a-propos.css', 'Notre histoire'],
      ['p-contact', 'Nous écrire', 'styles-contact.css', 'Écrivez-nous'],
    ];
    for (const [id, title, stylesheet, words] of expected) {
      const page = site.pages.find((p) => p.id === id)!;
      const doc = parse(renderSitePage(site, page).html);
      expect(doc.title).toBe(title);
      const links = [...doc.querySelectorAll('link[rel="stylesheet"]')];
      expect(links.map((l) => l.getAttribute('href'))).toEqual(['site.css', stylesheet]);
      expect(pageFileNames(site, page).css).toBe(stylesheet);
      expect(doc.querySelector('.text-1')?.textContent).toBe(words);
      expect(doc.querySelectorAll('script, style')).toHaveLength(0);
    }
  });

  it('gives each page its own classes and height: each stylesheet is renderPage of its page', () => {
    const files = new Map(siteFiles(site).map((f) => [f.name, 'text' in f ? f.text : '']));
    for (const page of site.pages) {
      const names = pageFileNames(site, page);
      expect(files.get(names.css)).toBe(renderPage(page, { site }).css);
      expect(bodyOf(files.get(names.html)!)).toBe(renderPage(page, { site }).html);
    }
    // One shared stylesheet, the same for every page.
    expect(files.get('site.css')).toBe(renderPage(site.pages[0], { site }).siteCss);
    // Both pages start their numbering again: text-1 on each.
    expect(files.get('styles.css')).toMatch(/^\.text-1 \{$/m);
    expect(files.get('styles-a-propos.css')).toMatch(/^\.text-1 \{$/m);
    expect(files.get('styles-a-propos.css')).toMatch(/--page-height: 1050px;/);
  });

  it('inlines each page’s own styles for the preview', () => {
    const about = site.pages[0];
    const inline = renderSitePageInline(site, about);
    const { css, siteCss } = renderPage(about, { site });
    expect(inline).toContain(
      `    <style>\n${siteCss}    </style>\n    <style>\n${css}    </style>`,
    );
    expect(parse(inline).title).toBe('À propos — Boulangerie Martin');
    expect(inline).not.toContain('<link rel="stylesheet"');
  });

  it('inlines the exported page itself: the same document, its stylesheet in place of the link and its icon a data: URL', () => {
    for (const page of site.pages) {
      const exported = renderSitePage(site, page);
      const siteLink = '    <link rel="stylesheet" href="site.css">';
      const link = `    <link rel="stylesheet" href="${pageFileNames(site, page).css}">`;
      const icon = '    <link rel="icon" href="favicon.svg" type="image/svg+xml">';
      expect(exported.html).toContain(link);
      expect(exported.html).toContain(icon);
      const inlineIcon = `    <link rel="icon" href="${escapeHtml(faviconDataUrl(site))}" type="image/svg+xml">`;
      expect(renderSitePageInline(site, page)).toBe(
        exported.html
          .replace(siteLink, () => `    <style>\n${exported.siteCss}    </style>`)
          .replace(link, () => `    <style>\n${exported.css}    </style>`)
          .replace(icon, () => inlineIcon),
      );
    }
  });

  it('inlineStylesheet puts the styles at the end of the head when there is no link', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(inlineStylesheet(html, 'p {}\n')).toBe(
      '<html><head><title>x</title>    <style>\np {}\n    </style>\n</head><body></body></html>',
    );
  });

  it('escapes page names and SEO titles in the title', () => {
    const hostile = '</title><script>alert(1)</script>&"\'';
    const page = { ...site.pages[0], name: hostile };
    const withName = { ...site, pages: [page, ...site.pages.slice(1)] };
    const html = renderSitePage(withName, page).html;
    expect(parse(html).title).toBe(`${hostile} — Boulangerie Martin`);
    expect(html).not.toContain('<script');
    const seo = { ...page, seo: { ...page.seo, title: hostile } };
    expect(parse(renderSitePageInline({ ...withName, pages: [seo] }, seo)).title).toBe(hostile);
  });

  it.each(['../evil', 'index', 'styles', 'a/b', '', 'A-propos'])(
    'refuses to write the files of a page whose slug is %j',
    (slug) => {
      const broken = { ...site, pages: [{ ...site.pages[0], slug }, ...site.pages.slice(1)] };
      expect(() => siteFiles(broken)).toThrow();
    },
  );

  it('refuses two pages of the same slug', () => {
    const twin = { ...site.pages[2], slug: 'a-propos' };
    expect(() => siteFiles({ ...site, pages: [site.pages[0], site.pages[1], twin] })).toThrow();
  });
});
