import { isHidden } from './lockHide';
import { sharedOf } from './siteElements';
import { elementBottom } from './style/elementBoxStyle';
import {
  SHARED_PARTS,
  type EditorElement,
  type Page,
  type SharedPart,
  type SharedParts,
  type SiteDocument,
} from './types';

/**
 * « En-tête du site » and « Pied de page du site »: one header and one footer the site's pages
 * share (docs/decisions.md, 25). They are laid out as Wix does: the header's elements at the top
 * of every page that shows it, the page's own elements below, the footer's after the page's last
 * element. A page as drawn (on the canvas, in « Aperçu », in the export) is its composition: the
 * header, its own elements, the footer moved down, in that z-order. A change to the composition
 * is put back where each element belongs (`decomposedSite`), so every page shows it at once.
 */

export { sharedOf };

/** Whether `page` shows the site's `part` (it may still be empty). */
export function showsPart(page: Page, part: SharedPart): boolean {
  return (part === 'header' ? page.showHeader : page.showFooter) !== false;
}

/** Where the footer starts on a page: under the lowest shown element above it. */
export function footerTop(above: readonly EditorElement[]): number {
  let bottom = 0;
  for (const element of above) {
    if (!isHidden(element)) bottom = Math.max(bottom, elementBottom(element));
  }
  return bottom;
}

/** A page as drawn, and where its elements come from. */
export interface Composition {
  /** The page with the shared parts' elements in its list (the page itself without them). */
  page: Page;
  /** The own page, as stored. */
  own: Page;
  /** The ids of the header's and the footer's elements drawn on it. */
  header: ReadonlySet<string>;
  footer: ReadonlySet<string>;
  /** How far down the footer's elements are drawn. */
  footerTop: number;
}

/** A footer element moved down to `top`, made once per element and place. */
const shiftedCache = new WeakMap<EditorElement, { top: number; shifted: EditorElement }>();
/** The footer element each shifted copy was made from. */
const originals = new WeakMap<EditorElement, EditorElement>();

function shifted(element: EditorElement, top: number): EditorElement {
  if (top === 0) return element;
  const made = shiftedCache.get(element);
  if (made && made.top === top) return made.shifted;
  const { position } = element.styles;
  const copy = {
    ...element,
    styles: { ...element.styles, position: { x: position.x, y: position.y + top } },
  };
  shiftedCache.set(element, { top, shifted: copy });
  originals.set(copy, element);
  return copy;
}

const compositions = new WeakMap<Page, { shared: SharedParts; composition: Composition }>();
const EMPTY_IDS: ReadonlySet<string> = new Set();

/** `page` as drawn with the site's shared parts: made once per page and shared parts. */
export function composition(site: Pick<SiteDocument, 'shared'>, page: Page): Composition {
  const shared = sharedOf(site);
  const made = compositions.get(page);
  if (made && made.shared === shared) return made.composition;
  const header = showsPart(page, 'header') ? shared.header : [];
  const footer = showsPart(page, 'footer') ? shared.footer : [];
  let result: Composition;
  if (!header.length && !footer.length) {
    result = { page, own: page, header: EMPTY_IDS, footer: EMPTY_IDS, footerTop: 0 };
  } else {
    const top = footer.length ? footerTop([...header, ...page.elements]) : 0;
    const elements = [...header, ...page.elements, ...footer.map((e) => shifted(e, top))];
    result = {
      page: { ...page, elements },
      own: page,
      header: new Set(header.map((e) => e.id)),
      footer: new Set(footer.map((e) => e.id)),
      footerTop: top,
    };
  }
  compositions.set(page, { shared, composition: result });
  return result;
}

/** `page` as drawn: its elements with the header's above and the footer's below. */
export function composedPage(site: Pick<SiteDocument, 'shared'>, page: Page): Page {
  return composition(site, page).page;
}

/** Which shared part holds element `id`, if one does. */
export function partOf(site: Pick<SiteDocument, 'shared'>, id: string): SharedPart | null {
  const shared = sharedOf(site);
  for (const part of SHARED_PARTS) if (shared[part].some((e) => e.id === id)) return part;
  return null;
}

/** `next` if it holds the same elements as `before`, in order; else `before` kept. */
function sameOr(before: EditorElement[], next: EditorElement[]): EditorElement[] {
  return before.length === next.length && before.every((e, i) => e === next[i]) ? before : next;
}

/**
 * The site once `next` (the composition of its page of that id, changed by an editing operation)
 * is put back: each element to the place it came from (a header's to the header, a footer's to
 * the footer, at its place under the page's former last element), new ones to the page. The same
 * site when nothing changed.
 */
export function decomposedSite(site: SiteDocument, own: Page, next: Page): SiteDocument {
  const drawn = composition(site, own);
  if (next === drawn.page) return site;
  if (!drawn.header.size && !drawn.footer.size) return replaceOwnPage(site, own, next);
  const shared = sharedOf(site);
  const header: EditorElement[] = [];
  const drawnFooter: EditorElement[] = [];
  const elements: EditorElement[] = [];
  for (const element of next.elements) {
    if (drawn.header.has(element.id)) header.push(element);
    else if (drawn.footer.has(element.id)) drawnFooter.push(element);
    else elements.push(element);
  }
  // Where the footer now starts: under the page's new last element. A footer element moved is
  // placed from there, so one moved with the page's last element keeps its place in the footer.
  const top = footerTop([...(drawn.header.size ? header : []), ...elements]);
  const stored = new Set(shared.footer);
  const footer = drawnFooter.map((element) => {
    // Unchanged: its stored self (the footer drawn where it is stored, at the page's top edge).
    const original = originals.get(element) ?? (stored.has(element) ? element : undefined);
    if (original) return original;
    const { position } = element.styles;
    const y = position.y - top;
    return { ...element, styles: { ...element.styles, position: { x: position.x, y } } };
  });
  const parts: SharedParts = {
    header: drawn.header.size ? sameOr(shared.header, header) : shared.header,
    footer: drawn.footer.size ? sameOr(shared.footer, footer) : shared.footer,
  };
  const withParts =
    parts.header === shared.header && parts.footer === shared.footer
      ? site
      : { ...site, shared: parts };
  const { elements: _drawn, ...fields } = next;
  void _drawn;
  const page: Page = { ...fields, elements: sameOr(own.elements, elements) };
  // A band of a header (or footer) added to the page itself (a section, a paste) is the page's
  // own header from now on: the page no longer shows the site's, which would make two.
  for (const part of SHARED_PARTS) {
    const band = (e: EditorElement) => e.type === part;
    if (showsPart(page, part) && parts[part].some(band) && page.elements.some(band)) {
      if (part === 'header') page.showHeader = false;
      else page.showFooter = false;
    }
  }
  return replaceOwnPage(withParts, own, page);
}

function replaceOwnPage(site: SiteDocument, own: Page, next: Page): SiteDocument {
  const index = site.pages.findIndex((p) => p.id === own.id);
  if (index === -1) return site;
  const changed = Object.keys(next).some(
    (key) => next[key as keyof Page] !== own[key as keyof Page],
  );
  if (!changed) return site;
  const pages = site.pages.slice();
  pages[index] = next;
  return { ...site, pages };
}

// ——— Finding a page's header and footer (migration, templates, generator) ———

/** Whether `element`'s box lies inside `band`'s. */
export const inside = (element: EditorElement, band: EditorElement): boolean => {
  const { x, y } = element.styles.position;
  const { width, height } = element.styles.size;
  const b = band.styles;
  return (
    x >= b.position.x &&
    y >= b.position.y &&
    x + width <= b.position.x + b.size.width &&
    y + height <= b.position.y + b.size.height
  );
};

/** The band of type `part` of a page's own elements and what lies in it, or null. */
export function bandOf(
  elements: readonly EditorElement[],
  part: SharedPart,
): EditorElement[] | null {
  const bands = elements.filter((e) => e.type === part && !isHidden(e));
  if (bands.length !== 1) return null;
  return withWhatLiesIn(elements, bands[0]);
}

/**
 * `band` and what lies in it after it among `elements` (a header's logo, menu and button): what it
 * draws over, a section.
 */
export function withWhatLiesIn(
  elements: readonly EditorElement[],
  band: EditorElement,
): EditorElement[] {
  const from = elements.indexOf(band);
  return elements.filter((e, i) => e === band || (i > from && inside(e, band)));
}

/** Two lists of elements alike but for their ids (and the ids their groups name). */
function sameParts(a: readonly EditorElement[], b: readonly EditorElement[], dy: number): boolean {
  if (a.length !== b.length) return false;
  const ids = new Map<string, string>();
  a.forEach((e, i) => ids.set(e.id, b[i].id));
  return a.every((e, i) => {
    const other = b[i];
    const { groupId, ...properties } = e.properties;
    const { groupId: otherGroup, ...otherProperties } = other.properties;
    if ((groupId === undefined) !== (otherGroup === undefined)) return false;
    if (groupId !== undefined && ids.get(groupId) !== otherGroup) return false;
    const { position, ...styles } = e.styles;
    const { position: otherPosition, ...otherStyles } = other.styles;
    return (
      e.type === other.type &&
      e.content === other.content &&
      position.x === otherPosition.x &&
      position.y + dy === otherPosition.y &&
      JSON.stringify(styles) === JSON.stringify(otherStyles) &&
      JSON.stringify(properties) === JSON.stringify(otherProperties) &&
      JSON.stringify(e.overrides ?? null) === JSON.stringify(other.overrides ?? null)
    );
  });
}

/** What `withSharedParts` did: the names of the pages that kept their own header or footer. */
export interface SharingReport {
  keptOwn: Record<SharedPart, string[]>;
}

/**
 * A site whose pages each hold their own header and footer (schema 4, a template's, the
 * generator's) with one shared header and one shared footer instead: the home page's band of
 * type header (or footer) and what lies in it become the site's; another page's that is the same
 * (same elements, places, texts and styles; ids aside) is dropped for it; one that differs stays
 * the page's own, and that page does not show the shared one. Every page draws as before, to the
 * pixel: a part is shared only where the composition puts it exactly where it was. A site that
 * already shares its parts is returned as it is.
 */
export function withSharedParts<S extends SiteDocument>(
  site: S,
): { site: S; report: SharingReport } {
  const report: SharingReport = { keptOwn: { header: [], footer: [] } };
  if (site.shared && (site.shared.header.length || site.shared.footer.length)) {
    return { site, report };
  }
  const home = site.pages.find((p) => p.id === site.homePageId) ?? site.pages[0];
  const homeHeader = bandOf(home.elements, 'header');
  const homeFooter = bandOf(home.elements, 'footer');
  // The header is shared only from the top of the page, before everything else.
  const header =
    homeHeader &&
    homeHeader[0].styles.position.y === 0 &&
    home.elements.slice(0, homeHeader.length).every((e, i) => e === homeHeader[i])
      ? homeHeader
      : null;
  const footerTopOf = (elements: readonly EditorElement[], footer: EditorElement[]) => {
    const own = elements.filter((e) => !footer.includes(e));
    return footerTop(own);
  };
  // The footer is shared only when it is drawn last, right under the page's last element.
  const isLastAndBelow = (elements: readonly EditorElement[], footer: EditorElement[]) =>
    elements.slice(elements.length - footer.length).every((e, i) => e === footer[i]) &&
    footer[0].styles.position.y === footerTopOf(elements, footer);
  const footer = homeFooter && isLastAndBelow(home.elements, homeFooter) ? homeFooter : null;
  if (!header && !footer) return { site, report };
  const footerY = footer ? footer[0].styles.position.y : 0;
  const shared: SharedParts = {
    header: header ?? [],
    footer: (footer ?? []).map((e) => ({
      ...e,
      styles: { ...e.styles, position: { ...e.styles.position, y: e.styles.position.y - footerY } },
    })),
  };
  const pages = site.pages.map((page): Page => {
    let elements = page.elements;
    const next: Page = { ...page };
    // A collection's « Modèle de page » made without bands shows the site's (its items' pages do).
    const model = page.collection !== undefined;
    if (header) {
      const own = page === home ? header : bandOf(elements, 'header');
      const same =
        own &&
        (own === header || sameParts(header, own, 0)) &&
        elements.slice(0, own.length).every((e, i) => e === own[i]);
      if (same) elements = elements.filter((e) => !own.includes(e));
      else if (!model || own) {
        next.showHeader = false;
        if (own) report.keptOwn.header.push(page.name);
      }
    }
    if (footer) {
      const own = page === home ? footer : bandOf(elements, 'footer');
      const same =
        own &&
        isLastAndBelow(page.elements, own) &&
        (own === footer || sameParts(footer, own, own[0].styles.position.y - footerY));
      if (same) elements = elements.filter((e) => !own.includes(e));
      else if (!model || own) {
        next.showFooter = false;
        if (own) report.keptOwn.footer.push(page.name);
      }
    }
    next.elements = elements;
    return next;
  });
  return { site: { ...site, pages, shared }, report };
}

/**
 * The names of the pages that keep their own header (or footer) beside the site's: they do not
 * show the site's, and hold a band of that kind themselves (an older site's page whose header
 * differed from the home page's).
 */
export function pagesWithOwnParts(site: SiteDocument): SharingReport['keptOwn'] {
  const shared = sharedOf(site);
  const keptOwn: SharingReport['keptOwn'] = { header: [], footer: [] };
  for (const part of SHARED_PARTS) {
    if (!shared[part].some((e) => e.type === part)) continue;
    for (const page of site.pages) {
      if (!showsPart(page, part) && page.elements.some((e) => e.type === part)) {
        keptOwn[part].push(page.name);
      }
    }
  }
  return keptOwn;
}
