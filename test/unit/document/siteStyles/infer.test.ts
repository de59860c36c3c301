import { createElement } from '../../../../src/document/createElement';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import { createPage, createSite } from '../../../../src/document/site';
import { opaqueHex, withInferredStyles } from '../../../../src/document/siteStyles/infer';
import { findColor } from '../../../../src/document/siteStyles/siteStyles';
import { modifiedFields } from '../../../../src/document/siteStyles/textValues';
import { elementBoxStyle } from '../../../../src/document/style/elementBoxStyle';
import type {
  EditorElement,
  ElementType,
  HeadingLevel,
  SiteDocument,
} from '../../../../src/document/types';
import { generateTemplates } from '../../../../src/features/templates/generateTemplates';
import { templateSite } from '../../../../src/features/templates/templatePage';
import { counter, templatePages } from '../../../../src/features/templates/templatePages';
import { threePageSiteV3, withoutStyles, type Loose } from '../../features/projects/projectsSites';

type SiteV3 = Omit<SiteDocument, 'styles' | 'schemaVersion'>;

/** An element of `type` with the colours given (and, for a text, its level and size). */
function el(
  id: string,
  type: ElementType,
  colors: { color?: string; backgroundColor?: string },
  text?: { level?: HeadingLevel; fontSize?: number },
): EditorElement {
  const element = createElement(type, id);
  element.styles = { ...element.styles, ...colors };
  if (text?.fontSize) element.styles.fontSize = text.fontSize;
  if (text?.level && text.level !== 'p') element.properties = { level: text.level };
  return element;
}

/**
 * A site as schema 3 held it (no styles): teal buttons (three) and one red one, dark texts (four)
 * and grey ones (two), cream bands. Some colours are written as the site would not write them.
 */
function siteV3(): SiteV3 {
  const {
    styles: _none,
    schemaVersion: _v,
    ...site
  } = createSite({
    name: 'Atelier Lune',
    homePageId: 'accueil',
    elements: [
      el('band', 'container', { backgroundColor: '#FEF3C7' }),
      el('title', 'text', { color: '#1F2937' }, { level: 'h1', fontSize: 48 }),
      el('intro', 'text', { color: '#1F2937' }),
      el('cta', 'button', { backgroundColor: '#0E7490', color: '#FFFFFF' }),
      el('note', 'text', { color: '#6B7280' }),
    ],
  });
  void _none;
  void _v;
  const services = createPage(
    'services',
    'Services',
    ['accueil'],
    [
      el('band2', 'container', { backgroundColor: '#FEF3C7' }),
      el('s-title', 'text', { color: '#1F2937' }, { level: 'h2', fontSize: 32 }),
      el('s-text', 'text', { color: '#1F2937' }),
      el('s-cta', 'button', { backgroundColor: '#0E7490', color: '#FFFFFF' }),
      el('s-cta2', 'button', { backgroundColor: '#0E7490', color: '#FFFFFF' }),
      el('promo', 'button', { backgroundColor: '#B91C1C', color: '#FFFFFF' }),
      el('s-note', 'text', { color: '#6B7280' }),
      // The same colours, written otherwise: lower case, rgb(), translucent.
      el('lower', 'button', { backgroundColor: '#0e7490', color: '#FFFFFF' }),
      el('rgb', 'text', { color: 'rgb(31, 41, 55)' }),
      el('veil', 'container', { backgroundColor: '#0E749080' }),
    ],
  );
  return { ...site, pages: [...site.pages, services] };
}

const elementsOf = (site: SiteV3 | SiteDocument) => site.pages.flatMap((page) => page.elements);
const byId = (site: SiteDocument, id: string) => elementsOf(site).find((e) => e.id === id)!;

/** Every element of `before` draws as the same element of `after` (same box style, same order). */
function expectSameDrawing(before: SiteV3, after: SiteDocument) {
  expect(after.pages.map((p) => p.elements.map((e) => e.id))).toEqual(
    before.pages.map((p) => p.elements.map((e) => e.id)),
  );
  const drawn = elementsOf(after);
  elementsOf(before).forEach((element, i) => {
    expect(elementBoxStyle(drawn[i], after.theme)).toEqual(elementBoxStyle(element, before.theme));
  });
}

/** A site of schema 4 as schema 3 would have held it (no styles, nothing bound). */
const asV3 = (site: SiteDocument | Loose): SiteV3 => {
  const { schemaVersion: _v, ...rest } = withoutStyles(site);
  void _v;
  return rest as SiteV3;
};

describe('document/siteStyles/infer', () => {
  it('reads an opaque colour as the site writes it, and nothing else', () => {
    expect(opaqueHex('#0e7490')).toBe('#0E7490');
    expect(opaqueHex('#fff')).toBe('#FFFFFF');
    expect(opaqueHex('rgb(31, 41, 55)')).toBe('#1F2937');
    expect(opaqueHex('#0E749080')).toBeNull();
    expect(opaqueHex('transparent')).toBeNull();
    expect(opaqueHex(undefined)).toBeNull();
  });

  it('gives the roles the colours used for them most', () => {
    const site = withInferredStyles(siteV3());
    const value = (id: string) => findColor(site.styles, id)?.value;
    // The buttons' most used background: « Principale ».
    expect(value('primary')).toBe('#0E7490');
    // The page's own background: « Fond ».
    expect(value('background')).toBe('#FFFFFF');
    expect(site.styles.page).toEqual({ background: '#FFFFFF', bound: 'background' });
    // The texts' most used colour: « Texte »; the next: « Texte discret ».
    expect(value('text')).toBe('#1F2937');
    expect(value('textMuted')).toBe('#6B7280');
    // The bands' background: « Fond alterné ».
    expect(value('backgroundAlt')).toBe('#FEF3C7');
    expect(siteSchema.safeParse(site).success).toBe(true);
  });

  it('keeps the colours a design chose, and reads the others', () => {
    const site = withInferredStyles(siteV3(), { primary: '#B91C1C', accent: '#f59e0b' });
    expect(findColor(site.styles, 'primary')!.value).toBe('#B91C1C');
    expect(findColor(site.styles, 'accent')!.value).toBe('#F59E0B');
    expect(findColor(site.styles, 'text')!.value).toBe('#1F2937');
    expect(byId(site, 'promo').properties.colors).toEqual({
      backgroundColor: 'primary',
      color: 'background',
    });
    expect(byId(site, 'cta').properties.colors?.backgroundColor).not.toBe('primary');
  });

  it('binds an element only where its colour is exactly one of the site’s', () => {
    const site = withInferredStyles(siteV3());
    expect(byId(site, 'cta').properties.colors).toEqual({
      backgroundColor: 'primary',
      color: 'background',
    });
    expect(byId(site, 'title').properties.colors).toEqual({ color: 'text' });
    expect(byId(site, 'band').properties.colors?.backgroundColor).toBe('backgroundAlt');
    // Written otherwise: its own colour still, unbound.
    expect(byId(site, 'lower').properties.colors?.backgroundColor).toBeUndefined();
    expect(byId(site, 'rgb').properties.colors?.color).toBeUndefined();
    expect(byId(site, 'veil').properties.colors?.backgroundColor).toBeUndefined();
    // « transparent » is no colour of the site.
    expect(byId(site, 'title').properties.colors?.backgroundColor).toBeUndefined();
  });

  it('reads and binds the colours of the site’s header and footer too (schema 5)', () => {
    const base = siteV3();
    // Five red buttons in the header, against the pages' four teal ones.
    const header = ['h1', 'h2', 'h3', 'h4', 'h5'].map((id) =>
      el(`hd-${id}`, 'button', { backgroundColor: '#B91C1C', color: '#FFFFFF' }),
    );
    const footer = [el('ft-note', 'text', { color: '#6B7280' })];
    const site = withInferredStyles({ ...base, shared: { header, footer } });
    expect(findColor(site.styles, 'primary')?.value).toBe('#B91C1C');
    expect(site.shared!.header[0].properties.colors).toEqual({
      backgroundColor: 'primary',
      color: 'background',
    });
    expect(site.shared!.footer[0].properties.colors).toEqual(byId(site, 'note').properties.colors);
    // Their values unchanged: they draw as they did.
    expect(site.shared!.header.map((e) => elementBoxStyle(e, site.theme))).toEqual(
      header.map((e) => elementBoxStyle(e, base.theme)),
    );
    expect(siteSchema.safeParse(site).success).toBe(true);
  });

  it('reads the text styles from the levels used, and binds the texts that hold them exactly', () => {
    const site = withInferredStyles(siteV3());
    expect(site.styles.text.h1.sizes.desktop).toBe(48);
    expect(site.styles.text.h2.sizes.desktop).toBe(32);
    expect(site.styles.text.p.sizes.desktop).toBe(16);
    expect(byId(site, 'title').properties.textStyle).toBe('h1');
    expect(byId(site, 's-title').properties.textStyle).toBe('h2');
    expect(byId(site, 'intro').properties.textStyle).toBe('p');
    for (const element of elementsOf(site)) {
      const id = element.properties.textStyle;
      if (id) expect(modifiedFields(element, site.styles.text[id])).toEqual([]);
    }
  });

  it('changes no value: every element draws as it did', () => {
    const before = siteV3();
    const after = withInferredStyles(before);
    expectSameDrawing(before, after);
    // Only the bindings were added.
    expect(asV3(after)).toEqual(before);
  });

  it('makes styles a document may hold from a page whose paragraph is huge', () => {
    const {
      styles: _none,
      schemaVersion: _v,
      ...site
    } = createSite({
      name: 'Affiche',
      homePageId: 'accueil',
      elements: [el('big', 'text', { color: '#000000' }, { fontSize: 328 })],
    });
    void _none;
    void _v;
    const after = withInferredStyles(site);
    expect(after.styles.text.p.sizes.desktop).toBe(328);
    expect(siteSchema.safeParse(after).success).toBe(true);
  });

  it('keeps the styles of a site that has some', () => {
    const site = withInferredStyles(siteV3());
    const again = withInferredStyles(site);
    expect(again.styles).toEqual(site.styles);
    expect(again.pages).toEqual(site.pages);
  });

  it('changes no value of the fixture of schema 3 (project-v3-file.json)', () => {
    const before = asV3(threePageSiteV3());
    const after = withInferredStyles(before);
    expectSameDrawing(before, after);
    expect(asV3(after)).toEqual(before);
    expect(siteSchema.safeParse(after).success).toBe(true);
    expect(elementsOf(after).some((e) => e.properties.colors)).toBe(true);
  });

  it('changes no value of the templates’ sites', () => {
    for (const template of generateTemplates(6)) {
      const before = asV3(templateSite(template, templatePages(template, counter())));
      const after = withInferredStyles(before);
      expectSameDrawing(before, after);
      expect(asV3(after)).toEqual(before);
      expect(siteSchema.safeParse(after).success).toBe(true);
    }
  });
});
