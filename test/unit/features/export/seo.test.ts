import { strFromU8, unzipSync } from 'fflate';
import fc from 'fast-check';
import { createElement } from '../../../../src/document/createElement';
import { createPage, siteFromPageDocument } from '../../../../src/document/site';
import type { EditorElement, Page, SiteDocument } from '../../../../src/document/types';
import {
  contrastRatio,
  faviconDataUrl,
  faviconLetterColour,
  faviconSvg,
  parseColour,
  siteInitial,
  siteMainColour,
  TOILE_BLUE,
} from '../../../../src/document/render/favicon';
import { inlineStylesheet } from '../../../../src/document/render/htmlDocument';
import { renderSitePage, renderSitePageInline } from '../../../../src/document/render/renderSite';
import {
  siteFileList,
  siteFileNames,
  siteFiles,
  type SiteFile,
} from '../../../../src/document/render/siteFiles';
import { dataPicture, dataPictureBytes, siteBaseUrl } from '../../../../src/document/render/seo';
import { buildExportZip, exportFiles } from '../../../../src/features/export/exportZip';

/** A 1×1 PNG, as a `data:` URL and as bytes. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PNG_URL = `data:image/png;base64,${PNG_BASE64}`;
const PNG_BYTES = Uint8Array.from(Buffer.from(PNG_BASE64, 'base64'));
const HOSTILE = '"><script>alert(1)</script>&\'';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const metaName = (doc: Document, name: string) =>
  doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
const metaProperty = (doc: Document, property: string) =>
  doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;
const linkHref = (doc: Document, rel: string) =>
  doc.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null;

const withBackground = (element: EditorElement, backgroundColor: string): EditorElement => ({
  ...element,
  styles: { ...element.styles, backgroundColor },
});

/** Accueil (home, second in the list), À propos, Contact: the site with no SEO settings at all. */
function bareSite(): SiteDocument {
  const about = createPage('p-about', 'À propos', ['accueil'], []);
  const home = createPage('p-home', 'Accueil', [], [createElement('text', 'h1')]);
  const contact = createPage('p-contact', 'Contact', ['a-propos', 'accueil'], []);
  return {
    ...siteFromPageDocument({ templateId: null, name: 'Boulangerie Martin', elements: [] }),
    homePageId: home.id,
    pages: [about, home, contact],
  };
}

/** The same site with every setting: an address, descriptions, sharing pictures, a noindex page. */
function fullSite(siteUrl = 'https://exemple.fr/'): SiteDocument {
  const site = bareSite();
  const seo = (page: Page, seo: Partial<Page['seo']>): Page => ({
    ...page,
    seo: { ...page.seo, ...seo },
  });
  const [about, home, contact] = site.pages;
  return {
    ...site,
    settings: { language: 'fr', siteUrl },
    pages: [
      seo(about, {
        description: 'Notre histoire, depuis 1987.',
        image: 'https://images.exemple.fr/four.jpg',
      }),
      seo(home, {
        title: 'Boulangerie Martin — Lyon',
        description: 'Pain au levain.',
        image: PNG_URL,
      }),
      seo(contact, { noindex: true }),
    ],
  };
}

const page = (site: SiteDocument, id: string) => site.pages.find((p) => p.id === id)!;
const headOf = (site: SiteDocument, id: string) => parse(renderSitePage(site, page(site, id)).html);
const fileOf = (files: SiteFile[], name: string) => files.find((f) => f.name === name);
const textOf = (files: SiteFile[], name: string) => {
  const file = fileOf(files, name);
  if (!file || !('text' in file)) throw new Error(`no text file ${name}`);
  return file.text;
};

describe('the head of an exported page', () => {
  it('without settings: language, title, Open Graph without address or picture, summary card, icon', () => {
    const doc = headOf(bareSite(), 'p-about');
    expect(doc.documentElement.getAttribute('lang')).toBe('fr');
    expect(doc.title).toBe('À propos — Boulangerie Martin');
    expect(metaName(doc, 'description')).toBeNull();
    expect(metaName(doc, 'robots')).toBeNull();
    expect(linkHref(doc, 'canonical')).toBeNull();
    expect(metaProperty(doc, 'og:type')).toBe('website');
    expect(metaProperty(doc, 'og:title')).toBe('À propos — Boulangerie Martin');
    expect(metaProperty(doc, 'og:site_name')).toBe('Boulangerie Martin');
    expect(metaProperty(doc, 'og:locale')).toBe('fr_FR');
    expect(metaProperty(doc, 'og:description')).toBeNull();
    expect(metaProperty(doc, 'og:url')).toBeNull();
    expect(metaProperty(doc, 'og:image')).toBeNull();
    expect(metaName(doc, 'twitter:card')).toBe('summary');
    expect(metaName(doc, 'theme-color')).toBe(TOILE_BLUE);
    const icons = [...doc.querySelectorAll('link[rel="icon"]')];
    expect(icons.map((l) => [l.getAttribute('href'), l.getAttribute('type')])).toEqual([
      ['favicon.svg', 'image/svg+xml'],
    ]);
    // The security policy and the generator stay.
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')).not.toBeNull();
    expect(metaName(doc, 'generator')).toBe('Toile');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('with every setting: description, canonical and og:url absolute, picture, large card', () => {
    const site = fullSite();
    const home = headOf(site, 'p-home');
    expect(home.title).toBe('Boulangerie Martin — Lyon');
    expect(metaName(home, 'description')).toBe('Pain au levain.');
    expect(metaProperty(home, 'og:description')).toBe('Pain au levain.');
    expect(metaProperty(home, 'og:title')).toBe('Boulangerie Martin — Lyon');
    // The home page is the site's address itself, never …/index.html.
    expect(linkHref(home, 'canonical')).toBe('https://exemple.fr/');
    expect(metaProperty(home, 'og:url')).toBe('https://exemple.fr/');
    expect(metaProperty(home, 'og:image')).toBe('https://exemple.fr/partage-accueil.png');
    expect(metaName(home, 'twitter:card')).toBe('summary_large_image');
    expect(metaName(home, 'robots')).toBeNull();

    const about = headOf(site, 'p-about');
    expect(linkHref(about, 'canonical')).toBe('https://exemple.fr/a-propos.html');
    expect(metaProperty(about, 'og:url')).toBe('https://exemple.fr/a-propos.html');
    expect(metaProperty(about, 'og:image')).toBe('https://images.exemple.fr/four.jpg');
    expect(metaName(about, 'twitter:card')).toBe('summary_large_image');

    const contact = headOf(site, 'p-contact');
    expect(metaName(contact, 'robots')).toBe('noindex');
    expect(metaName(contact, 'description')).toBeNull();
    expect(metaProperty(contact, 'og:image')).toBeNull();
    expect(metaName(contact, 'twitter:card')).toBe('summary');
    expect(linkHref(contact, 'canonical')).toBe('https://exemple.fr/contact.html');
  });

  it('keeps the head in one order: meta after the title, the icon then the stylesheets last', () => {
    const html = renderSitePage(fullSite(), page(fullSite(), 'p-contact')).html;
    const head = html.slice(html.indexOf('<title>'), html.indexOf('</head>'));
    const tags = [
      ...head.matchAll(/<(title|meta|link) (?:name|property|rel)="([^"]+)"|<(title)>/g),
    ];
    expect(tags.map((m) => m[2] ?? m[3])).toEqual([
      'title',
      'robots',
      'canonical',
      'og:type',
      'og:site_name',
      'og:title',
      'og:url',
      'og:locale',
      'twitter:card',
      'theme-color',
      'icon',
      'stylesheet',
      'stylesheet',
    ]);
  });

  it('escapes hostile titles, descriptions and site names: they read back as text', () => {
    const site = fullSite();
    const hostile: SiteDocument = {
      ...site,
      name: HOSTILE,
      pages: site.pages.map((p) => ({
        ...p,
        seo: { ...p.seo, title: HOSTILE, description: `${HOSTILE} <img src=x onerror=alert(1)>` },
      })),
    };
    for (const p of hostile.pages) {
      const html = renderSitePage(hostile, p).html;
      expect(html).not.toMatch(/<script|<img/i);
      const doc = parse(html);
      expect(doc.title).toBe(HOSTILE);
      expect(metaProperty(doc, 'og:title')).toBe(HOSTILE);
      expect(metaProperty(doc, 'og:site_name')).toBe(HOSTILE);
      expect(metaName(doc, 'description')).toBe(`${HOSTILE} <img src=x onerror=alert(1)>`);
      expect(doc.head.querySelectorAll('script, img, style')).toHaveLength(0);
      expect(doc.body.querySelectorAll('meta, link, title')).toHaveLength(0);
    }
    const robots = siteFiles(hostile);
    expect(textOf(robots, '404.html')).not.toMatch(/<script/i);
    expect(parse(textOf(robots, '404.html')).title).toBe(`Page introuvable — ${HOSTILE}`);
  });

  it('writes a description on one line, and none that is only white space', () => {
    const site = bareSite();
    const about = { ...site.pages[0], seo: { ...site.pages[0].seo, description: '  a\n\n  b ' } };
    const blank = { ...site.pages[2], seo: { ...site.pages[2].seo, description: ' \n ' } };
    const both = { ...site, pages: [about, site.pages[1], blank] };
    expect(metaName(parse(renderSitePage(both, about).html), 'description')).toBe('a b');
    expect(metaName(parse(renderSitePage(both, blank).html), 'description')).toBeNull();
  });
});

describe('the site address (settings.siteUrl)', () => {
  it.each([
    ['https://exemple.fr', 'https://exemple.fr'],
    ['https://exemple.fr/', 'https://exemple.fr'],
    ['https://Exemple.FR/boulangerie/', 'https://exemple.fr/boulangerie'],
    ['https://exemple.fr/boulangerie///', 'https://exemple.fr/boulangerie'],
    ['https://exemple.fr/?utm=x#haut', 'https://exemple.fr'],
    ['https://lea:secret@exemple.fr/', 'https://exemple.fr'],
    ['http://exemple.fr:8080/site/', 'http://exemple.fr:8080/site'],
  ])('%s is joined as %s', (siteUrl, base) => {
    expect(siteBaseUrl({ ...bareSite(), settings: { language: 'fr', siteUrl } })).toBe(base);
    const site = fullSite(siteUrl);
    expect(linkHref(headOf(site, 'p-home'), 'canonical')).toBe(`${base}/`);
    expect(linkHref(headOf(site, 'p-about'), 'canonical')).toBe(`${base}/a-propos.html`);
  });

  it.each(['javascript:alert(1)', 'exemple.fr', 'ftp://exemple.fr', '', ' ', '//exemple.fr'])(
    'ignores %j: no canonical, og:url, sitemap nor robots.txt',
    (siteUrl) => {
      const site = fullSite(siteUrl);
      expect(siteBaseUrl(site)).toBeNull();
      const doc = headOf(site, 'p-about');
      expect(linkHref(doc, 'canonical')).toBeNull();
      expect(metaProperty(doc, 'og:url')).toBeNull();
      expect(siteFileNames(site)).not.toContain('sitemap.xml');
      expect(siteFileNames(site)).not.toContain('robots.txt');
    },
  );
});

describe('sharing pictures (seo.image)', () => {
  it('writes a data: picture as partage-<slug>.<ext> when the site has an address', () => {
    const files = siteFiles(fullSite());
    const file = fileOf(files, 'partage-accueil.png');
    expect(file).toMatchObject({ kind: 'sharingImage', pageId: 'p-home' });
    expect(file && 'bytes' in file && [...file.bytes]).toEqual([...PNG_BYTES]);
  });

  it('leaves out a data: picture when the site has no address: Open Graph wants an absolute one', () => {
    const site = { ...fullSite(), settings: { language: 'fr' as const } };
    const doc = headOf(site, 'p-home');
    expect(metaProperty(doc, 'og:image')).toBeNull();
    expect(metaName(doc, 'twitter:card')).toBe('summary');
    expect(siteFileNames(site).some((name) => name.startsWith('partage-'))).toBe(false);
    // An http(s) picture needs no address of the site.
    expect(metaProperty(headOf(site, 'p-about'), 'og:image')).toBe(
      'https://images.exemple.fr/four.jpg',
    );
  });

  it.each([
    ['data:image/png;base64,***', 'broken base64'],
    ['data:image/tiff;base64,AAAA', 'a type with no file name'],
    ['data:image/png;base64,', 'no bytes'],
    ['javascript:alert(1)', 'a refused address'],
  ])('leaves out %s (%s)', (image) => {
    const site = fullSite();
    const home = { ...page(site, 'p-home'), seo: { ...page(site, 'p-home').seo, image } };
    const broken = { ...site, pages: site.pages.map((p) => (p.id === home.id ? home : p)) };
    expect(metaProperty(headOf(broken, 'p-home'), 'og:image')).toBeNull();
    expect(siteFileNames(broken).some((name) => name.startsWith('partage-'))).toBe(false);
  });

  it('decodes base64 and percent-encoded data: URLs to their bytes', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const picture = dataPicture(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(picture).toMatchObject({ type: 'image/svg+xml', extension: 'svg', base64: false });
    expect(new TextDecoder().decode(dataPictureBytes(picture!))).toBe(svg);
    const spaced = dataPicture(
      `data:image/png;base64,${PNG_BASE64.slice(0, 20)}\n${PNG_BASE64.slice(20)}`,
    );
    expect([...dataPictureBytes(spaced!)]).toEqual([...PNG_BYTES]);
    expect(dataPicture('data:image/jpeg;base64,/9j/')).toMatchObject({ extension: 'jpg' });
  });
});

describe('the site icon', () => {
  it('is generated as favicon.svg when the site has none: its initial on its main colour', () => {
    const site = bareSite();
    const files = siteFiles(site);
    expect(fileOf(files, 'favicon.svg')).toMatchObject({ kind: 'icon' });
    const svg = textOf(files, 'favicon.svg');
    expect(svg).toBe(faviconSvg(site));
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelector('rect')?.getAttribute('fill')).toBe(TOILE_BLUE);
    expect(doc.querySelector('rect')?.getAttribute('rx')).toBe('14');
    expect(doc.querySelector('text')?.textContent).toBe('B');
  });

  it('links an icon address the person gave as it is, and writes no icon file', () => {
    const site = {
      ...bareSite(),
      settings: { language: 'fr' as const, favicon: 'https://exemple.fr/i.png' },
    };
    const icons = [...headOf(site, 'p-home').querySelectorAll('link[rel="icon"]')];
    expect(icons.map((l) => [l.getAttribute('href'), l.getAttribute('type')])).toEqual([
      ['https://exemple.fr/i.png', null],
    ]);
    expect(siteFileList(site).filter((f) => f.kind === 'icon')).toEqual([]);
  });

  it('writes a data: icon into the zip as favicon.<ext>, with its type', () => {
    const site = { ...bareSite(), settings: { language: 'fr' as const, favicon: PNG_URL } };
    const icons = [...headOf(site, 'p-about').querySelectorAll('link[rel="icon"]')];
    expect(icons.map((l) => [l.getAttribute('href'), l.getAttribute('type')])).toEqual([
      ['favicon.png', 'image/png'],
    ]);
    const files = siteFiles(site);
    expect(files.map((f) => f.name)).not.toContain('favicon.svg');
    const icon = fileOf(files, 'favicon.png');
    expect(icon && 'bytes' in icon && [...icon.bytes]).toEqual([...PNG_BYTES]);
  });

  it('falls back on the generated icon when the given one cannot be used', () => {
    for (const favicon of [
      'javascript:alert(1)',
      'data:image/tiff;base64,AAAA',
      'data:image/png;base64,!',
    ]) {
      const site = { ...bareSite(), settings: { language: 'fr' as const, favicon } };
      expect(linkHref(headOf(site, 'p-home'), 'icon')).toBe('favicon.svg');
      expect(siteFileNames(site)).toContain('favicon.svg');
    }
  });

  it('is a data: URL in the preview and the miniatures, which have no files, whatever the icon', () => {
    for (const favicon of [undefined, PNG_URL, 'https://exemple.fr/i.png']) {
      const site = { ...fullSite(), settings: { language: 'fr' as const, favicon } };
      for (const p of site.pages) {
        const doc = parse(renderSitePageInline(site, p));
        const icons = [...doc.querySelectorAll('link[rel="icon"]')];
        expect(icons.map((l) => [l.getAttribute('href'), l.getAttribute('type')])).toEqual([
          [faviconDataUrl(site), 'image/svg+xml'],
        ]);
        expect(doc.querySelectorAll('link:not([rel="icon"])')).toHaveLength(
          doc.querySelectorAll('link[rel="canonical"]').length,
        );
      }
    }
  });

  it('inlines a page rendered once (a template’s) to the site’s own icon, for any site name (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('#C2410C', '#FDE68A', '#3B82F6'),
        (name, colour) => {
          const base = bareSite();
          const button = withBackground(createElement('button', 'b'), colour);
          const site = {
            ...base,
            name,
            pages: base.pages.map((p) => (p.id === 'p-home' ? { ...p, elements: [button] } : p)),
          };
          // The template's way: the exported page, inlined later without the site at hand.
          const { html, css } = renderSitePage(site, page(site, 'p-home'));
          const icon = parse(inlineStylesheet(html, css)).querySelector('link[rel="icon"]');
          expect(icon?.getAttribute('href')).toBe(faviconDataUrl(site));
          expect(faviconDataUrl(site)).toContain(colour.slice(1));
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each([
    ['boulangerie Martin', 'B'],
    ['  « éclat » ', 'É'],
    ['123 Soleil', '1'],
    ['💐 fleurs', 'F'],
    ['', 'T'],
    ['« — »', 'T'],
  ])('takes the initial of %j: %s', (name, initial) => {
    expect(siteInitial(name)).toBe(initial);
  });
});

describe('the site’s main colour (favicon, theme-color, 404 link)', () => {
  const siteWith = (elements: EditorElement[]) => {
    const base = bareSite();
    return {
      ...base,
      pages: base.pages.map((p) => (p.id === base.homePageId ? { ...p, elements } : p)),
    };
  };
  const button = (colour: string, id = colour) =>
    withBackground(createElement('button', id), colour);
  const header = (colour: string, id = colour) =>
    withBackground(createElement('header', id), colour);

  it('is the most frequent background of the home page’s buttons, ties to the first', () => {
    expect(
      siteMainColour(
        siteWith([button('#C2410C', 'a'), button('#15803D', 'b'), button('#15803d', 'c')]),
      ),
    ).toBe('#15803D');
    expect(siteMainColour(siteWith([button('#C2410C', 'a'), button('#15803D', 'b')]))).toBe(
      '#C2410C',
    );
    expect(siteMainColour(siteWith([button('rgb(194, 65, 12)')]))).toBe('#C2410C');
    expect(siteMainColour(siteWith([button('#c41')]))).toBe('#CC4411');
  });

  it('leaves out greys, white, black, transparent, translucent and named colours', () => {
    const neutral = [
      'transparent',
      '#FFFFFF',
      '#000',
      '#F3F4F6',
      '#111827',
      '#6B7280',
      '#C2410C80',
      'rgba(194, 65, 12, 0.5)',
      'crimson',
    ];
    expect(siteMainColour(siteWith(neutral.map((c, i) => button(c, `b${i}`))))).toBe(TOILE_BLUE);
  });

  it('falls back on the headers, then on Toile’s blue; other pages and types do not count', () => {
    const text = withBackground(createElement('text', 't'), '#7C3AED');
    expect(siteMainColour(siteWith([button('#FFFFFF', 'b'), header('#0F766E', 'h'), text]))).toBe(
      '#0F766E',
    );
    expect(siteMainColour(siteWith([text]))).toBe(TOILE_BLUE);
    const base = siteWith([]);
    const elsewhere = {
      ...base,
      pages: base.pages.map((p) =>
        p.id === 'p-about' ? { ...p, elements: [button('#0F766E')] } : p,
      ),
    };
    expect(siteMainColour(elsewhere)).toBe(TOILE_BLUE);
  });

  it('gets a white letter when white has AA contrast on it, else a dark one', () => {
    expect(faviconLetterColour('#C2410C')).toBe('#FFFFFF');
    expect(faviconLetterColour('#1D4ED8')).toBe('#FFFFFF');
    // Toile's blue gives white 3.7:1 only: under AA for a letter 16 px high.
    expect(contrastRatio('#FFFFFF', TOILE_BLUE)).toBeLessThan(4.5);
    expect(faviconLetterColour(TOILE_BLUE)).toBe('#111827');
    expect(faviconLetterColour('#FDE68A')).toBe('#111827');
    const svg = new DOMParser().parseFromString(
      faviconSvg(siteWith([button('#FDE68A')])),
      'image/svg+xml',
    );
    expect(svg.querySelector('text')?.getAttribute('fill')).toBe('#111827');
  });

  it('always gives the letter at least 4.5:1 (property)', () => {
    const hex = fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
      )
      .map(([r, g, b]) =>
        `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`.toUpperCase(),
      );
    fc.assert(
      fc.property(hex, (colour) => {
        expect(contrastRatio(faviconLetterColour(colour), colour)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 500 },
    );
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(parseColour('rgba(1, 2, 3, 0.25)')).toEqual({ r: 1, g: 2, b: 3, a: 0.25 });
  });
});

describe('the site’s own files', () => {
  it('404.html: a French « Page introuvable » page linking home, never indexed, its styles inline', () => {
    for (const [siteUrl, home, icon] of [
      [
        'https://exemple.fr/boulangerie/',
        'https://exemple.fr/boulangerie/',
        'https://exemple.fr/boulangerie/favicon.svg',
      ],
      [undefined, '/', '/favicon.svg'],
    ]) {
      const site = { ...bareSite(), settings: { language: 'fr' as const, siteUrl } };
      const doc = parse(textOf(siteFiles(site), '404.html'));
      expect(doc.documentElement.getAttribute('lang')).toBe('fr');
      expect(doc.title).toBe('Page introuvable — Boulangerie Martin');
      expect(metaName(doc, 'robots')).toBe('noindex');
      expect(doc.querySelector('h1')?.textContent).toBe('Page introuvable');
      const link = doc.querySelector('main a');
      expect([link?.textContent, link?.getAttribute('href')]).toEqual(["Retour à l'accueil", home]);
      expect(linkHref(doc, 'icon')).toBe(icon);
      expect(doc.querySelectorAll('link[rel="stylesheet"], script')).toHaveLength(0);
      expect(doc.querySelector('head > style')?.textContent).toMatch(/background: #3B82F6;/);
      expect(doc.querySelector('head > style')?.textContent).toMatch(/color: #111827;/);
    }
  });

  it('sitemap.xml: every page not noindex, absolute, the home page as the site address', () => {
    const text = textOf(siteFiles(fullSite('https://exemple.fr/a&b/')), 'sitemap.xml');
    const xml = new DOMParser().parseFromString(text, 'application/xml');
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...xml.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      'https://exemple.fr/a&b/',
      'https://exemple.fr/a&b/a-propos.html',
    ]);
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n/);
  });

  it('robots.txt: everything allowed, and where the sitemap is', () => {
    expect(textOf(siteFiles(fullSite('https://exemple.fr/')), 'robots.txt')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://exemple.fr/sitemap.xml\n',
    );
  });

  it('lists the files in order: pages, icon, sharing pictures, 404, sitemap, robots', () => {
    const site = {
      ...fullSite(),
      settings: { language: 'fr' as const, siteUrl: 'https://exemple.fr', favicon: PNG_URL },
    };
    expect(siteFileList(site)).toEqual([
      { name: 'index.html', kind: 'page', pageId: 'p-home' },
      { name: 'styles.css', kind: 'stylesheet', pageId: 'p-home' },
      { name: 'a-propos.html', kind: 'page', pageId: 'p-about' },
      { name: 'styles-a-propos.css', kind: 'stylesheet', pageId: 'p-about' },
      { name: 'contact.html', kind: 'page', pageId: 'p-contact' },
      { name: 'styles-contact.css', kind: 'stylesheet', pageId: 'p-contact' },
      { name: 'site.css', kind: 'siteStylesheet' },
      { name: 'favicon.png', kind: 'icon' },
      { name: 'partage-accueil.png', kind: 'sharingImage', pageId: 'p-home' },
      { name: '404.html', kind: 'notFound' },
      { name: 'sitemap.xml', kind: 'sitemap' },
      { name: 'robots.txt', kind: 'robots' },
    ]);
    expect(siteFiles(site).map((f) => f.name)).toEqual(siteFileNames(site));
  });

  it('puts them all in the zip, before projet.json, pictures as their bytes', () => {
    const site = fullSite();
    const zip = unzipSync(buildExportZip(site, new Date('2026-11-22T10:00:00Z')));
    expect(Object.keys(zip)).toEqual([
      'index.html',
      'styles.css',
      'a-propos.html',
      'styles-a-propos.css',
      'contact.html',
      'styles-contact.css',
      'site.css',
      'favicon.svg',
      'partage-accueil.png',
      '404.html',
      'sitemap.xml',
      'robots.txt',
      'projet.json',
    ]);
    expect(exportFiles(site)).toEqual(Object.keys(zip));
    expect([...zip['partage-accueil.png']]).toEqual([...PNG_BYTES]);
    const files = siteFiles(site);
    for (const name of ['index.html', 'favicon.svg', '404.html', 'sitemap.xml', 'robots.txt']) {
      expect([name, strFromU8(zip[name])]).toEqual([name, textOf(files, name)]);
    }
  });
});
