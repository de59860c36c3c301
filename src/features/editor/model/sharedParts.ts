import { LIMITS } from '../../../document/limits';
import {
  composition,
  footerTop,
  inside,
  showsPart,
  withWhatLiesIn,
} from '../../../document/sharedParts';
import { sharedOf } from '../../../document/siteElements';
import { elementBottom } from '../../../document/style/elementBoxStyle';
import {
  CANVAS_WIDTH,
  type EditorElement,
  type Page,
  type SharedPart,
  type SiteDocument,
} from '../../../document/types';

/**
 * The editing operations of the site's header and footer (document/sharedParts.ts): whether a
 * page shows them, a section of a page moved into one of them, an element of one kept on the
 * page shown only. Pure: each returns the new site (the same when nothing changes) or why not.
 */

const BANDS: ReadonlySet<EditorElement['type']> = new Set(['header', 'footer']);

/** Whether a page's own elements hold a band of type `part` (its own header or footer). */
export function hasOwnBand(page: Page, part: SharedPart): boolean {
  return page.elements.some((e) => e.type === part);
}

/** Whether a shared part holds a band of its type. */
const hasSharedBand = (site: SiteDocument, part: SharedPart) =>
  sharedOf(site)[part].some((e) => e.type === part);

/**
 * « Afficher l'en-tête du site », « Afficher le pied de page du site »: page `pageId` shows the
 * shared parts `shows` says, or not. A page with its own band of that kind cannot show the site's
 * too (two headers): the same site.
 */
export function setPageShowsParts(
  site: SiteDocument,
  pageId: string,
  shows: Partial<Record<SharedPart, boolean>>,
): SiteDocument {
  const index = site.pages.findIndex((p) => p.id === pageId);
  if (index === -1) return site;
  const page = site.pages[index];
  const next: Page = { ...page };
  let changed = false;
  for (const part of ['header', 'footer'] as const) {
    const wanted = shows[part];
    if (wanted === undefined || wanted === showsPart(page, part)) continue;
    if (wanted && hasOwnBand(page, part) && hasSharedBand(site, part)) return site;
    const key = part === 'header' ? 'showHeader' : 'showFooter';
    // Shown is the default: never written `true` (documentSchema.ts, checkShared).
    if (wanted) delete next[key];
    else next[key] = false;
    changed = true;
  }
  if (!changed) return site;
  const pages = site.pages.slice();
  pages[index] = next;
  return { ...site, pages };
}

const isFullWidth = (e: EditorElement) =>
  e.styles.position.x <= 0 && e.styles.position.x + e.styles.size.width >= CANVAS_WIDTH;

/**
 * The section element `id` belongs to, among `elements`: the full-width band that holds it (the
 * smallest), or it itself when it is one, and what lies in that band above it in the z-order.
 * Null when no full-width band holds it.
 */
export function sectionOf(elements: readonly EditorElement[], id: string): EditorElement[] | null {
  const element = elements.find((e) => e.id === id);
  if (!element) return null;
  const bands = elements.filter((e) => isFullWidth(e) && (e === element || inside(element, e)));
  if (!bands.length) return null;
  const area = (e: EditorElement) => e.styles.size.width * e.styles.size.height;
  return withWhatLiesIn(
    elements,
    bands.reduce((a, b) => (area(b) < area(a) ? b : a)),
  );
}

export type SharedMoveRefusal = 'noSection' | 'hasBand' | 'wrongBand' | 'notShown' | 'twoBands';
export type SharedMove = { ok: true; site: SiteDocument } | { ok: false; why: SharedMoveRefusal };

/** `e` moved down by `dy` (up when negative), within the page's bounds. */
const moved = (e: EditorElement, dy: number): EditorElement => {
  const { min, max } = LIMITS.position;
  const y = Math.min(max, Math.max(min, e.styles.position.y + dy));
  return y === e.styles.position.y
    ? e
    : { ...e, styles: { ...e.styles, position: { x: e.styles.position.x, y } } };
};

/**
 * « Mettre dans l'en-tête du site », « Mettre dans le pied de page du site »: the section of page
 * `pageId` that element `id` belongs to becomes part of the site's header (under what it holds;
 * the pages that show the header move their own elements down to make room) or of its footer
 * (above what it holds: it shows under each page's last element). The page closes the gap it
 * leaves. One step.
 */
export function moveSectionToShared(
  site: SiteDocument,
  pageId: string,
  id: string,
  part: SharedPart,
): SharedMove {
  const page = site.pages.find((p) => p.id === pageId);
  if (!page) return { ok: false, why: 'noSection' };
  if (!showsPart(page, part)) return { ok: false, why: 'notShown' };
  const section = sectionOf(page.elements, id);
  if (!section) return { ok: false, why: 'noSection' };
  const band = section[0];
  const bands = section.filter((e) => BANDS.has(e.type));
  if (bands.some((e) => e.type !== part)) return { ok: false, why: 'wrongBand' };
  if (bands.length && hasSharedBand(site, part)) return { ok: false, why: 'hasBand' };
  const shared = sharedOf(site);
  const top = band.styles.position.y;
  const height = elementBottom(band) - top;
  const gone = new Set(section.map((e) => e.id));
  const rest = page.elements.filter((e) => !gone.has(e.id));
  if (bands.length && hasOwnBand({ ...page, elements: rest }, part)) {
    return { ok: false, why: 'twoBands' };
  }
  // A band made the site's: another page with a band of that kind of its own keeps it, and no
  // longer shows the site's (two headers, or two footers, on one page).
  const keepsOwn = (p: Page) =>
    p.id !== pageId && bands.length > 0 && showsPart(p, part) && hasOwnBand(p, part);
  const showingNone = (p: Page): Page =>
    part === 'header' ? { ...p, showHeader: false } : { ...p, showFooter: false };
  let pages: Page[];
  let parts: typeof shared;
  if (part === 'header') {
    const headerBottom = footerTop(shared.header);
    parts = {
      ...shared,
      header: [...shared.header, ...section.map((e) => moved(e, headerBottom - top))],
    };
    pages = site.pages.map((p) => {
      if (p.id === pageId) {
        // What stood above the section moves down under the header; what stood below stays.
        return {
          ...p,
          elements: rest.map((e) => (e.styles.position.y < top ? moved(e, height) : e)),
        };
      }
      if (keepsOwn(p)) return showingNone(p);
      return showsPart(p, 'header')
        ? { ...p, elements: p.elements.map((e) => moved(e, height)) }
        : p;
    });
  } else {
    parts = {
      ...shared,
      footer: [
        ...section.map((e) => moved(e, -top)),
        ...shared.footer.map((e) => moved(e, height)),
      ],
    };
    // What stood below the section moves up into its place.
    const elements = rest.map((e) => (e.styles.position.y >= top + height ? moved(e, -height) : e));
    pages = site.pages.map((p) => {
      if (p.id === pageId) return { ...p, elements };
      return keepsOwn(p) ? showingNone(p) : p;
    });
  }
  return { ok: true, site: { ...site, pages, shared: parts } };
}

/**
 * « Garder sur cette page seulement »: element `id` of the header or the footer (a band with what
 * lies in it) leaves the site's part and becomes page `pageId`'s own, where it is drawn there; the
 * other pages no longer show it. One step. The same site when it is no shared element.
 */
export function keepOnPageOnly(site: SiteDocument, pageId: string, id: string): SiteDocument {
  const page = site.pages.find((p) => p.id === pageId);
  if (!page) return site;
  const shared = sharedOf(site);
  const part = (['header', 'footer'] as const).find((p) => shared[p].some((e) => e.id === id));
  if (!part || !showsPart(page, part)) return site;
  const list = shared[part];
  const element = list.find((e) => e.id === id)!;
  const holds = BANDS.has(element.type) || isFullWidth(element);
  const taken = holds ? withWhatLiesIn(list, element) : [element];
  const gone = new Set(taken.map((e) => e.id));
  const left = list.filter((e) => !gone.has(e.id));
  const drawn = composition(site, page);
  const next: Page = { ...page };
  if (part === 'header') next.elements = [...taken, ...page.elements];
  else next.elements = [...page.elements, ...taken.map((e) => moved(e, drawn.footerTop))];
  // Its own band where the site's part keeps one: the page no longer shows the site's.
  const takesBand = taken.some((e) => e.type === part);
  if (takesBand && left.some((e) => e.type === part)) {
    if (part === 'header') next.showHeader = false;
    else next.showFooter = false;
  }
  const pages = site.pages.map((p) => (p.id === pageId ? next : p));
  return { ...site, pages, shared: { ...shared, [part]: left } };
}

/**
 * The shared part that deleting `ids` from `page` (as drawn) would leave empty, if one: what
 * « Supprimer l'en-tête de toutes les pages ? » asks about. `remaining`: the page's elements once
 * deleted.
 */
export function partEmptiedBy(
  site: SiteDocument,
  page: Page,
  remaining: readonly EditorElement[],
): SharedPart | null {
  const drawn = composition(site, page);
  const left = new Set(remaining.map((e) => e.id));
  for (const part of ['header', 'footer'] as const) {
    const ids = part === 'header' ? drawn.header : drawn.footer;
    if (ids.size > 0 && ![...ids].some((id) => left.has(id))) return part;
  }
  return null;
}
