// A big site for the benchmarks: 50 pages, each drawing 200 elements (a shared header of 12, a
// shared footer of 20, 168 of its own, of every type), in schema 5. Used by sharedParts.bench.mjs
// and versions.bench.mjs.
import { DEFAULT_SITE_STYLES } from '../siteOf.mjs';

export const PAGES = 50;
export const PER_PAGE = 200;
export const HEADER = 12;
export const FOOTER = 20;
export const OWN = PER_PAGE - HEADER - FOOTER;
/** Where each page's own elements start, under the header's band. */
export const OWN_TOP = 120;

export const styles = (x, y, width, height, extra = {}) => ({
  position: { x, y },
  size: { width, height },
  color: '#111827',
  backgroundColor: 'transparent',
  fontSize: 14,
  fontWeight: 'normal',
  textAlign: 'left',
  borderRadius: 0,
  padding: 0,
  margin: 0,
  ...extra,
});
export const element = (id, type, content, style) => ({
  id,
  type,
  content,
  styles: style,
  properties: {},
});

/** The header: a band, a logo, a menu (the site's pages), a tagline and 8 buttons. */
export function headerOf(prefix) {
  const button = (i) =>
    element(
      `${prefix}-${4 + i}`,
      'button',
      `Bouton ${i + 1}`,
      styles(560 + (i % 4) * 150, 12 + Math.floor(i / 4) * 48, 140, 40, {
        backgroundColor: '#3B82F6',
        color: '#FFFFFF',
        borderRadius: 8,
        padding: 12,
      }),
    );
  return [
    element(`${prefix}-0`, 'header', '', styles(0, 0, 1200, 110, { backgroundColor: '#1E3A8A' })),
    element(
      `${prefix}-1`,
      'text',
      'Boulangerie du Banc',
      styles(20, 20, 200, 40, { color: '#FFFFFF', fontSize: 24, fontWeight: 'bold' }),
    ),
    element(`${prefix}-2`, 'menu', '', styles(20, 64, 480, 40, { color: '#FFFFFF' })),
    element(`${prefix}-3`, 'text', 'Pain au levain depuis 1950', styles(240, 24, 300, 32)),
    ...Array.from({ length: HEADER - 4 }, (_, i) => button(i)),
  ];
}

/** The footer, placed from its own top (y = 0): a band and 19 texts and buttons. */
export function footerOf(prefix) {
  return [
    element(`${prefix}-0`, 'footer', '', styles(0, 0, 1200, 260, { backgroundColor: '#F3F4F6' })),
    ...Array.from({ length: FOOTER - 1 }, (_, i) =>
      element(
        `${prefix}-${i + 1}`,
        i % 4 === 3 ? 'button' : 'text',
        `Pied de page, ligne ${i + 1}`,
        styles(20 + (i % 5) * 230, 16 + Math.floor(i / 5) * 60, 210, 40),
      ),
    ),
  ];
}

export const OWN_TYPES = ['text', 'text', 'button', 'image', 'container', 'text'];

/** A page's own elements: 168, 8 per row under the header, of every type but the bands. */
export function ownElements(p) {
  return Array.from({ length: OWN }, (_, i) => {
    const type = OWN_TYPES[i % OWN_TYPES.length];
    return element(
      `p${p}-e${i}`,
      type,
      type === 'image' ? '' : `Page ${p + 1}, élément ${i + 1} — texte en français`,
      styles(20 + (i % 8) * 140, OWN_TOP + Math.floor(i / 8) * 48, 120, 40, {
        backgroundColor: type === 'button' ? '#3B82F6' : 'transparent',
        borderRadius: type === 'button' ? 8 : 0,
        padding: type === 'button' ? 12 : 0,
      }),
    );
  });
}

export const pageOf = (p, elements) => ({
  id: `page-${p}`,
  name: p === 0 ? 'Accueil' : `Page ${p + 1}`,
  slug: p === 0 ? 'accueil' : `page-${p + 1}`,
  seo: { title: '', description: '', noindex: false },
  elements,
});

export const siteFields = (name, pages) => ({
  schemaVersion: 5,
  name,
  templateId: null,
  homePageId: 'page-0',
  pages,
  theme: { headingFont: 'system', bodyFont: 'system' },
  styles: structuredClone(DEFAULT_SITE_STYLES),
  settings: { language: 'fr' },
});

/** 50 pages of 168 own elements, the header and footer shared: 200 drawn on each page. */
export function sharedSite() {
  return {
    ...siteFields(
      'Banc d’essai — en-tête et pied communs',
      Array.from({ length: PAGES }, (_, p) => pageOf(p, ownElements(p))),
    ),
    shared: { header: headerOf('h'), footer: footerOf('f') },
  };
}
