import fc from 'fast-check';
import { createElement } from '../../../../src/document/createElement';
import { PLACEHOLDER_IMAGE } from '../../../../src/document/placeholderImage';
import { homePage, siteFromPageDocument } from '../../../../src/document/site';
import {
  ELEMENT_TYPES,
  SPEC_ELEMENT_TYPES,
  type EditorElement,
  type PageDocument,
} from '../../../../src/document/types';
import { pageHeight, renderPage } from '../../../../src/document/render/renderPage';
import { renderSitePage, renderSitePageInline } from '../../../../src/document/render/renderSite';

function documentOf(elements: EditorElement[], name = 'Ma page'): PageDocument {
  return { templateId: null, name, elements };
}

/** The home page of the one-page site `document` becomes, as exported (index.html, styles.css). */
function renderStandalone(document: PageDocument) {
  const site = siteFromPageDocument(document);
  return renderSitePage(site, homePage(site));
}

function everyType(): EditorElement[] {
  return ELEMENT_TYPES.map((type, i) => createElement(type, `e${i}`, { x: 20 * i, y: 50 * i }));
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The rule of `selector` in `css`, as { property: value }. */
function ruleOf(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {\n`);
  if (start === -1) throw new Error(`no rule ${selector}`);
  const body = css
    .slice(css.indexOf('{', start) + 1, css.indexOf('}', start))
    .replace(/\/\*[^]*?\*\//g, '');
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );
}

describe('renderSitePage of the home page (index.html)', () => {
  const { html } = renderStandalone(documentOf(everyType(), 'Boulangerie Martin'));
  const doc = parse(html);

  it('is a French HTML5 document with charset, viewport and the project name as title', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="fr">')).toBe(true);
    expect(doc.documentElement.lang).toBe('fr');
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    );
    expect(doc.title).toBe('Boulangerie Martin');
  });

  it('links site.css then styles.css and holds no script', () => {
    const links = [...doc.querySelectorAll('link[rel="stylesheet"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['site.css', 'styles.css']);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    expect(doc.querySelector('style')).toBeNull();
  });

  it('draws each element with its own class, in reading order (header first), with the right tag', () => {
    const children = [...doc.querySelectorAll('.page .el')];
    // The text and the button follow their text styles (the migration binds them: site.ts).
    expect(children.map((el) => `${el.tagName.toLowerCase()}.${el.className}`)).toEqual([
      'header.el header-1',
      'p.el text-1 ts-p',
      'div.el image-1',
      'button.el button-1 ts-button',
      'div.el container-1',
      'nav.el menu-1',
      'form.el form-1',
      'div.el list-1',
      'footer.el footer-1',
    ]);
    expect(doc.querySelector('.text-1')?.textContent).toBe('Votre texte ici');
    expect(doc.querySelector('.button-1')?.getAttribute('type')).toBe('button');
    const img = doc.querySelector('.image-1 > img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('falls back to a default title when the project has no name', () => {
    expect(parse(renderStandalone(documentOf([], '  ')).html).title).toBe('Page Toile');
  });
});

describe('renderPage (styles.css)', () => {
  it('writes one readable rule per element with the styles the canvas uses', () => {
    const text = createElement('text', 't', { x: 120, y: 40 });
    text.styles = {
      ...text.styles,
      color: '#112233',
      fontSize: 24,
      fontWeight: 'bold',
      textAlign: 'center',
      padding: 8,
      borderRadius: 6,
      margin: 4,
    };
    const { css, siteCss } = renderPage(documentOf([text, createElement('header', 'h')]));
    expect(ruleOf(css, '.text-1')).toMatchObject({
      left: '120px',
      top: '40px',
      width: '200px',
      height: '30px',
      color: '#112233',
      'font-size': '24px',
      'font-weight': '700',
      'text-align': 'center',
      padding: '8px',
      'border-radius': '6px',
      margin: '4px',
    });
    expect(ruleOf(css, '.header-1')['background-color']).toBe('#F3F4F6');
    expect(ruleOf(siteCss, '.el')).toMatchObject({
      position: 'absolute',
      'box-sizing': 'border-box',
      // What most elements have is written once: an element writes it only when it differs.
      'background-color': 'transparent',
      'font-weight': '400',
      'text-align': 'left',
      margin: '0',
      padding: '0',
      'border-radius': '0',
      display: 'block',
    });
    expect(ruleOf(css, '.text-1')).not.toHaveProperty('background-color');
    expect(css.match(/^\.(text|header)-\d+ \{$/gm)).toEqual(['.header-1 {', '.text-1 {']);
  });

  it('maps the three weights, keeps a container at least 100 px high', () => {
    const light = createElement('text', 'l');
    light.styles.fontWeight = 'light';
    const { css } = renderPage(documentOf([light, createElement('container', 'c')]));
    expect(ruleOf(css, '.text-1')['font-weight']).toBe('300');
    expect(ruleOf(css, '.container-1')['min-height']).toBe('100px');
  });

  it('lays the page out 1152 px wide, as high as its lowest element, scaled down below', () => {
    const low = createElement('image', 'i', { x: 0, y: 900 });
    const { css, siteCss } = renderPage(documentOf([createElement('text', 't'), low]));
    expect(pageHeight([low])).toBe(1050);
    // The page's own stylesheet says its height; the shared one lays any page out with it.
    expect(ruleOf(css, '.page-frame')).toEqual({ '--page-height': '1050px' });
    expect(ruleOf(siteCss, '.page')).toMatchObject({
      width: '1152px',
      height: 'var(--page-height)',
    });
    expect(ruleOf(siteCss, '.page-frame')).toMatchObject({
      '--scale': 'min(1, tan(atan2(100cqw, 1152px)))',
      height: 'calc(var(--page-height) * var(--scale))',
    });
    expect(pageHeight([])).toBe(0);
  });
});

describe('safety', () => {
  const hostile = '</p></div><script>window.__xss=1</script><img src=x onerror="alert(1)">\'"&';

  it('escapes text content and the title', () => {
    // A menu writes the site's page names, not its content (see test/unit/features/export/previewLinks.test.ts).
    const elements = SPEC_ELEMENT_TYPES.filter((t) => t !== 'image').map((type) => ({
      ...createElement(type, type),
      content: hostile,
    }));
    const { html } = renderStandalone(documentOf(elements, hostile));
    const doc = parse(html);
    expect(doc.querySelectorAll('script, .page img')).toHaveLength(0);
    expect(doc.querySelectorAll('.page *')).toHaveLength(elements.length);
    expect(doc.title).toBe(hostile);
    for (const el of doc.querySelectorAll('.page .el')) {
      // Its own text, before the elements drawn inside it (a header holds what sits on it).
      expect(el.firstChild?.textContent).toBe(hostile);
    }
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x.png',
    'x" onerror="alert(1)',
    'https://',
    '',
  ])('refuses %j as an image source: the default picture shows, as on the canvas', (content) => {
    const image = { ...createElement('image', 'i'), content };
    const doc = parse(renderStandalone(documentOf([image])).html);
    expect(doc.querySelectorAll('img')).toHaveLength(1);
    expect(doc.querySelector('.image-1 > img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(doc.querySelector('.image-1')?.attributes).toHaveLength(1);
  });

  it('keeps http(s) and data:image sources, quotes encoded', () => {
    const images = [
      'https://example.com/a b.png?x="1"&y=<2>',
      'http://example.com/p.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
    ].map((content, i) => ({ ...createElement('image', `i${i}`), content }));
    const { html } = renderStandalone(documentOf(images));
    const sources = [...parse(html).querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      'https://example.com/a%20b.png?x=%221%22&y=%3C2%3E',
      'http://example.com/p.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
    ]);
  });

  it('lets no style value through unless it is a valid colour or a bounded integer', () => {
    const hostileStyles = {
      position: { x: 'calc(1px)', y: Number.POSITIVE_INFINITY },
      size: { width: -50, height: 1e12 },
      color: 'red;} body{background:url(https://evil.example)} .x{',
      backgroundColor: '</style><script>alert(1)</script>',
      fontSize: Number.NaN,
      fontWeight: 'bold; color: red',
      textAlign: 'center}',
      borderRadius: '8px',
      padding: 3.6,
      margin: null,
    };
    const element = { ...createElement('button', 'b'), styles: hostileStyles } as never;
    const { css } = renderPage(documentOf([element]));
    expect(ruleOf(css, '.button-1')).toMatchObject({
      left: '0',
      top: '0',
      width: '0',
      height: '100000px',
      color: '#000000',
      'background-color': '#3B82F6',
      'font-size': '16px',
      'border-radius': '8px',
      padding: '4px',
    });
    // A weight, an alignment and a margin refused fall back to what every element has (`.el`).
    expect(ruleOf(css, '.button-1')).not.toHaveProperty('font-weight');
    expect(ruleOf(css, '.button-1')).not.toHaveProperty('text-align');
    expect(ruleOf(css, '.button-1')).not.toHaveProperty('margin');
    expect(css).not.toMatch(/evil|script|</);
  });

  it('never lets anything from the document into the CSS (property)', () => {
    const anything = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(undefined));
    const element = fc.record({
      id: fc.string(),
      type: fc.constantFrom(...ELEMENT_TYPES),
      content: fc.string(),
      styles: fc.record({
        position: fc.record({ x: anything, y: anything }),
        size: fc.record({ width: anything, height: anything }),
        color: fc.oneof(anything, fc.constantFrom('#abc', 'red', 'transparent')),
        backgroundColor: anything,
        fontSize: anything,
        fontWeight: anything,
        textAlign: anything,
        borderRadius: anything,
        padding: anything,
        margin: anything,
      }),
      properties: fc.constant({}),
    });
    // A value: numbers (px, %), a colour, keywords, a ratio, a band's bleed to the window's edges.
    const word =
      '(-?\\d+(\\.\\d+)?(px|%|vmax)?|#[0-9a-f]{3,8}|[a-z-]+|/|inset\\(0 -100vmax\\)|calc\\(100% - 32px\\))';
    const safeDeclaration = new RegExp(
      `^ {2,4}[a-z-]+: (${word}( ${word})*|system-ui, [^;{}<]+);$`,
      'i',
    );
    fc.assert(
      fc.property(fc.array(element, { maxLength: 5 }), fc.string(), (elements, name) => {
        const page = renderPage({ templateId: null, name, elements } as never);
        // Every element's rules: Ordinateur's, and Tablette's and Mobile's in their @media blocks.
        const elementRules = page.css
          .trim()
          .split('\n\n')
          .map((rule) => rule.replace(/^@media [^{]+\{\n/, ''))
          .filter((rule) => /^ *\.[a-z]+-\d+ \{/.test(rule));
        expect(elementRules.filter((rule) => rule.startsWith('.'))).toHaveLength(elements.length);
        for (const rule of elementRules) {
          const lines = rule.split('\n').filter((line) => !/[{}]$/.test(line.trim()));
          for (const line of lines) expect(line).toMatch(safeDeclaration);
        }
        expect(page.css).not.toContain('<');
      }),
      { numRuns: 200 },
    );
  });

  it('escapes any text so that it reads back exactly, with no markup (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const clean = text.replace(/[\0\r]/g, '');
        const element = { ...createElement('text', 't'), content: clean };
        const doc = parse(renderStandalone(documentOf([element], clean)).html);
        expect(doc.querySelector('.text-1')?.textContent).toBe(clean);
        expect(doc.querySelector('.text-1')?.children).toHaveLength(0);
        expect(doc.querySelectorAll('.page > *')).toHaveLength(1);
      }),
      { numRuns: 100 },
    );
  });
});

describe('renderSitePageInline (preview and miniatures)', () => {
  it('inlines the same two stylesheets, each in a <style> closed only once, shared first', () => {
    const document = documentOf(everyType(), 'Aperçu');
    const site = siteFromPageDocument(document);
    const inline = renderSitePageInline(site, homePage(site));
    const { css, siteCss } = renderSitePage(site, homePage(site));
    expect(inline).toContain(`<style>\n${siteCss}    </style>\n    <style>\n${css}    </style>`);
    expect(inline.match(/<\/style/g)).toHaveLength(2);
    expect(inline).not.toContain('<link rel="stylesheet"');
    const doc = parse(inline);
    expect(doc.querySelectorAll('.page .el')).toHaveLength(ELEMENT_TYPES.length);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });
});
