import { siteSheet } from '../../../../src/document/render/siteStylesheet';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement } from '../../../../src/document/createElement';
import {
  canonicalFontId,
  faceFor,
  findFont,
  FONT_SUBSETS,
  fontFamilyCss,
  fontFileName,
  FONTS,
  LINE_REACH,
  metricOverrides,
  subsetRange,
  SYSTEM_FONT_STACK,
} from '../../../../src/document/fonts/fonts';
import { fontFaceRules } from '../../../../src/document/fonts/fontCss';
import {
  elementFace,
  elementFontId,
  facesOf,
  themeFontId,
} from '../../../../src/document/fonts/resolveFont';
import { renderPage } from '../../../../src/document/render/renderPage';
import { elementBoxStyle, PAGE_FONT_FAMILY } from '../../../../src/document/style/elementBoxStyle';
import type { EditorElement, ElementProperties, SiteTheme } from '../../../../src/document/types';

const PACKAGES = resolve(__dirname, '../../../../node_modules/@fontsource');
const packageFile = (id: string, file: string) => resolve(PACKAGES, id, file);
const metadata = (id: string) =>
  JSON.parse(readFileSync(packageFile(id, 'metadata.json'), 'utf8')) as {
    family: string;
    category: string;
    weights: number[];
    styles: string[];
    subsets: string[];
  };

const text = (id: string, content: string, properties: ElementProperties = {}): EditorElement => ({
  ...createElement('text', id),
  content,
  properties,
});
const site = (theme: SiteTheme) => ({ pages: [], homePageId: 'x', theme });
const THEME: SiteTheme = { headingFont: 'playfair-display', bodyFont: 'inter' };

describe('the font registry: thirteen @fontsource packages', () => {
  it('lists the thirteen fonts the product names, each an installed package', () => {
    expect(FONTS.map((font) => font.name)).toEqual([
      'Inter',
      'DM Sans',
      'Montserrat',
      'Poppins',
      'Raleway',
      'Nunito',
      'Work Sans',
      'Space Grotesk',
      'Lora',
      'Merriweather',
      'Playfair Display',
      'Source Serif 4',
      'Fraunces',
    ]);
    for (const font of FONTS) {
      expect(existsSync(packageFile(font.id, 'package.json'))).toBe(true);
      expect(JSON.parse(readFileSync(packageFile(font.id, 'package.json'), 'utf8')).name).toBe(
        `@fontsource/${font.id}`,
      );
    }
  });

  it("says each font's family, kind, weights and italics as its package does", () => {
    for (const font of FONTS) {
      const meta = metadata(font.id);
      expect([font.id, font.family]).toEqual([font.id, meta.family]);
      // Toile's two display fonts are serifs to Google Fonts.
      const kind = font.category === 'display' ? 'serif' : font.category;
      expect([font.id, kind]).toEqual([font.id, meta.category]);
      const weights = [300, 400, 700].filter((w) => meta.weights.includes(w));
      expect([font.id, [...font.weights]]).toEqual([font.id, weights]);
      expect([font.id, font.italic]).toEqual([font.id, meta.styles.includes('italic')]);
      expect(meta.subsets).toEqual(expect.arrayContaining([...FONT_SUBSETS]));
      expect(readFileSync(packageFile(font.id, 'LICENSE'), 'utf8')).toMatch(
        /SIL Open Font License, Version 1\.1/,
      );
    }
  });

  it('names only files the packages have: every weight and style, latin and latin-ext', () => {
    let count = 0;
    for (const font of FONTS) {
      for (const weight of font.weights) {
        for (const style of font.italic ? (['normal', 'italic'] as const) : (['normal'] as const)) {
          for (const subset of FONT_SUBSETS) {
            const file = fontFileName({ fontId: font.id, weight, style }, subset);
            expect(existsSync(packageFile(font.id, `files/${file}`))).toBe(true);
            count += 1;
          }
        }
      }
    }
    // What the app's assets hold (features/fonts/fontAssets.ts): 142 files.
    expect(count).toBe(142);
  });

  it("gives each subset the unicode-range of the package's own CSS", () => {
    for (const font of FONTS) {
      const ranges = JSON.parse(readFileSync(packageFile(font.id, 'unicode.json'), 'utf8'));
      const css = readFileSync(packageFile(font.id, '400.css'), 'utf8');
      for (const subset of FONT_SUBSETS) {
        expect([font.id, subset, subsetRange(font, subset)]).toEqual([
          font.id,
          subset,
          ranges[subset],
        ]);
        const rule = css.split(`/* ${font.id}-${subset}-400-normal */`)[1].split('}')[0];
        expect(rule).toContain(`unicode-range: ${subsetRange(font, subset)};`);
      }
    }
  });

  it('falls back to fonts of the same kind, and the system font is the pages’ old stack', () => {
    expect(fontFamilyCss(findFont('inter'))).toBe(
      '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    );
    expect(fontFamilyCss(findFont('lora'))).toBe(
      '"Lora", Georgia, Cambria, "Times New Roman", serif',
    );
    expect(fontFamilyCss(undefined)).toBe(SYSTEM_FONT_STACK);
    expect(PAGE_FONT_FAMILY).toBe(SYSTEM_FONT_STACK);
  });

  it('takes the face a browser would: the next weight up where a light one is missing, no italic where there is none', () => {
    const face = (id: string, weight: number, italic: boolean) =>
      faceFor(findFont(id)!, weight, italic);
    expect(face('inter', 300, false)).toEqual({ fontId: 'inter', weight: 300, style: 'normal' });
    expect(face('inter', 700, true)).toEqual({ fontId: 'inter', weight: 700, style: 'italic' });
    expect(face('lora', 300, false)).toEqual({ fontId: 'lora', weight: 400, style: 'normal' });
    expect(face('playfair-display', 300, true)).toEqual({
      fontId: 'playfair-display',
      weight: 400,
      style: 'italic',
    });
    expect(face('space-grotesk', 400, true)).toEqual({
      fontId: 'space-grotesk',
      weight: 400,
      style: 'normal',
    });
  });
});

describe('which font an element is drawn with', () => {
  const heading = (level: 'h1' | 'h2' | 'h3') => text('h', 'Titre', { level });

  it("is its own « Police », else the site's: headings (h1 to h3) the heading font, the rest the text font", () => {
    expect(elementFontId(heading('h1'), THEME)).toBe('playfair-display');
    expect(elementFontId(heading('h3'), THEME)).toBe('playfair-display');
    expect(elementFontId(text('p', 'Bonjour'), THEME)).toBe('inter');
    expect(elementFontId(text('p', 'Bonjour', { level: 'p' }), THEME)).toBe('inter');
    expect(elementFontId(createElement('button', 'b'), THEME)).toBe('inter');
    expect(elementFontId(createElement('menu', 'm'), THEME)).toBe('inter');
    expect(elementFontId(createElement('header', 'h'), THEME)).toBe('inter');
    // Only a text has a level: a « heading » button is not a heading.
    const button = { ...createElement('button', 'b'), properties: { level: 'h1' } } as never;
    expect(elementFontId(button, THEME)).toBe('inter');
    expect(elementFontId(text('p', 'x', { font: 'lora' }), THEME)).toBe('lora');
    expect(elementFontId(text('h', 'x', { level: 'h1', font: 'system' }), THEME)).toBe('system');
    expect(elementFontId(text('p', 'x'))).toBe('system');
  });

  it('lets an unknown font fall back (the element to the site’s, the site’s to the system font) and reads older family names', () => {
    expect(elementFontId(text('p', 'x', { font: 'comic-sans' }), THEME)).toBe('inter');
    expect(elementFontId(text('p', 'x', { font: '"><script>' }), THEME)).toBe('inter');
    expect(themeFontId({ headingFont: 'papyrus', bodyFont: 'inter' }, 'heading')).toBe('system');
    expect(canonicalFontId('Lora')).toBe('lora');
    expect(canonicalFontId('Playfair Display')).toBe('playfair-display');
    expect(canonicalFontId('papyrus')).toBeUndefined();
    expect(elementFontId(text('p', 'x', { font: 'Lora' }))).toBe('lora');
    expect(elementBoxStyle(text('p', 'x', { font: 'papyrus' })).fontFamily).toBe(SYSTEM_FONT_STACK);
  });

  it('needs a face only for letters it shows: no picture, no empty box, no system font', () => {
    expect(elementFace(text('p', 'Bonjour'), THEME)).toEqual({
      fontId: 'inter',
      weight: 400,
      style: 'normal',
    });
    expect(elementFace(text('p', '   '), THEME)).toBeNull();
    expect(elementFace(createElement('image', 'i'), THEME)).toBeNull();
    expect(elementFace(createElement('container', 'c'), THEME)).toBeNull();
    expect(elementFace(text('p', 'Bonjour'))).toBeNull();
    const bold = {
      ...heading('h1'),
      styles: { ...heading('h1').styles, fontWeight: 'bold' as const },
    };
    expect(
      facesOf([bold, text('a', 'a'), text('b', 'b', { italic: true }), text('c', 'c')], THEME),
    ).toEqual([
      { fontId: 'inter', weight: 400, style: 'normal' },
      { fontId: 'inter', weight: 400, style: 'italic' },
      { fontId: 'playfair-display', weight: 700, style: 'normal' },
    ]);
  });
});

describe('the CSS of fonts', () => {
  it('declares each face per subset with font-display: swap and its unicode-range', () => {
    const css = fontFaceRules([{ fontId: 'lora', weight: 700, style: 'italic' }]);
    expect(css).toBe(
      [
        '@font-face {',
        '  font-family: "Lora";',
        '  font-style: italic;',
        '  font-weight: 700;',
        '  font-display: swap;',
        '  src: url("fonts/lora-latin-700-italic.woff2") format("woff2");',
        `  unicode-range: ${subsetRange(findFont('lora')!, 'latin')};`,
        // Lora's letters reach 1.28 em: scaled to fit a line of 1.2 (metricOverrides).
        '  ascent-override: 91.2%;',
        '  descent-override: 24.8%;',
        '  line-gap-override: 0%;',
        '}',
        '',
        '@font-face {',
        '  font-family: "Lora";',
        '  font-style: italic;',
        '  font-weight: 700;',
        '  font-display: swap;',
        '  src: url("fonts/lora-latin-ext-700-italic.woff2") format("woff2");',
        `  unicode-range: ${subsetRange(findFont('lora')!, 'latin-ext')};`,
        // Lora's letters reach 1.28 em: scaled to fit a line of 1.2 (metricOverrides).
        '  ascent-override: 91.2%;',
        '  descent-override: 24.8%;',
        '  line-gap-override: 0%;',
        '}',
      ].join('\n'),
    );
    expect(
      fontFaceRules([{ fontId: 'inter', weight: 400, style: 'normal' }], (f) => `/assets/${f}`),
    ).toContain('src: url("/assets/inter-latin-400-normal.woff2") format("woff2");');
  });

  it('puts the site’s faces in site.css, only the used weights and styles, after @charset and its comment', () => {
    const bold = text('h', 'Titre', { level: 'h1' });
    bold.styles = { ...bold.styles, fontWeight: 'bold' };
    const elements = [bold, text('p', 'Texte', { italic: true }), text('q', 'Encore')];
    // The faces are written once, in the stylesheet every page shares (site.css).
    const { css } = siteSheet({ pages: [{ elements }], theme: THEME });
    const faces = [...css.matchAll(/src: url\("fonts\/([^"]+)"\)/g)].map((m) => m[1]);
    expect(faces).toEqual([
      'inter-latin-400-normal.woff2',
      'inter-latin-ext-400-normal.woff2',
      'inter-latin-400-italic.woff2',
      'inter-latin-ext-400-italic.woff2',
      'playfair-display-latin-700-normal.woff2',
      'playfair-display-latin-ext-700-normal.woff2',
    ]);
    expect(css.match(/font-display: swap;/g)).toHaveLength(6);
    expect(css.indexOf('@font-face')).toBeGreaterThan(css.indexOf('*/'));
    expect(css.indexOf('@font-face')).toBeLessThan(css.indexOf('*,\n'));
    expect(css.startsWith('@charset "UTF-8";\n')).toBe(true);
    expect(css).toContain('/* Polices\u00a0: Inter, Playfair Display.');
  });

  it('writes the text font once in .el, and per element only what differs from it', () => {
    const elements = [
      text('h', 'Titre', { level: 'h1' }),
      text('p', 'Texte'),
      text('q', 'Autre', { italic: true, underline: true, lineHeight: 1.5, letterSpacing: -0.5 }),
    ];
    const { css } = renderPage({ elements }, { site: site(THEME) });
    // `.el` is in the stylesheet every page shares (site.css), each element's rule in the page's.
    const shared = siteSheet({ pages: [{ elements }], theme: THEME }).css;
    const ruleIn = (sheet: string, selector: string) =>
      sheet.split(`\n${selector} {\n`)[1].split('\n}')[0];
    const rule = (selector: string) => ruleIn(css, selector);
    expect(ruleIn(shared, '.el')).toContain(`font-family: ${fontFamilyCss(findFont('inter'))};`);
    expect(rule('.text-1')).toContain(
      `font-family: ${fontFamilyCss(findFont('playfair-display'))};`,
    );
    expect(rule('.text-2')).not.toMatch(
      /font-family|font-style|line-height|letter-spacing|text-decoration/,
    );
    expect(rule('.text-3')).toContain('font-style: italic;');
    expect(rule('.text-3')).toContain('line-height: 1.5;');
    expect(rule('.text-3')).toContain('letter-spacing: -0.5px;');
    expect(rule('.text-3')).toContain('text-decoration: underline;');
    expect(rule('.text-3')).not.toContain('font-family');
  });

  it('writes no @font-face for a page in the system font, and the same CSS as without a site', () => {
    const elements = [text('h', 'Titre', { level: 'h1' }), text('p', 'Texte')];
    const system = { headingFont: 'system', bodyFont: 'system' };
    const withSite = renderPage({ elements }, { site: site(system) }).css;
    expect(withSite).not.toContain('@font-face');
    expect(withSite).toBe(renderPage({ elements }).css);
    // An element's font draws even without a site, with its faces.
    const own = siteSheet({ pages: [{ elements: [text('p', 'x', { font: 'fraunces' })] }] }).css;
    expect(own).toContain('fonts/fraunces-latin-400-normal.woff2');
  });

  it('gives the canvas the same font as the export (elementBoxStyle with the site’s theme)', () => {
    const h = text('h', 'Titre', { level: 'h2', underline: true });
    expect(elementBoxStyle(h, THEME)).toMatchObject({
      fontFamily: fontFamilyCss(findFont('playfair-display')),
      textDecoration: 'underline',
      fontStyle: 'normal',
      lineHeight: 1.2,
      letterSpacing: 'normal',
    });
    // Values outside the file's bounds never reach the CSS.
    const odd = text('p', 'x', { lineHeight: 99, letterSpacing: Number.NaN });
    expect(elementBoxStyle(odd)).toMatchObject({ lineHeight: 1.2, letterSpacing: 'normal' });
  });
});

/** The `hhea` metrics of a font package's regular latin face (its WOFF file's zlib tables). */
function hheaMetrics(id: string) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { inflateSync } = require('node:zlib') as typeof import('node:zlib');
  const file = readFileSync(packageFile(id, `files/${id}-latin-400-normal.woff`));
  const tables: Record<string, Buffer> = {};
  for (let i = 0; i < file.readUInt16BE(12); i++) {
    const at = 44 + i * 20;
    const [offset, length, original] = [4, 8, 12].map((k) => file.readUInt32BE(at + k));
    const data = file.subarray(offset, offset + length);
    tables[file.toString('ascii', at, at + 4)] = length < original ? inflateSync(data) : data;
  }
  const em = tables.head.readUInt16BE(18);
  const round = (n: number) => Math.round((n / em) * 1000) / 1000;
  return {
    ascent: round(tables.hhea.readInt16BE(4)),
    descent: round(-tables.hhea.readInt16BE(6)),
    lineGap: round(tables.hhea.readInt16BE(8)),
  };
}

test.each(FONTS.map((f) => [f.id, f] as const))(
  '%s: its metrics are its files’, and its letters fit a line of 1.2 em',
  (id, font) => {
    expect(font.metrics).toEqual(hheaMetrics(id));
    const overrides = metricOverrides(font);
    const reach = overrides
      ? (parseFloat(overrides.ascent) + parseFloat(overrides.descent)) / 100
      : font.metrics.ascent + font.metrics.descent + font.metrics.lineGap;
    expect(reach).toBeLessThanOrEqual(LINE_REACH + 0.001);
    const rules = fontFaceRules([{ fontId: id, weight: 400, style: 'normal' }]);
    if (overrides) expect(rules).toContain(`ascent-override: ${overrides.ascent};`);
    else expect(rules).not.toContain('ascent-override');
  },
);
