import {
  withPlacedCollections,
  type PlacedCollection,
} from '../../document/collections/collections';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isBand, type Box } from '../../document/layout/flowLayout';
import { LIMITS } from '../../document/limits';
import { withSiteColorBindings } from '../../document/siteStyles/designStyles';
import { CONTAINER_MIN_HEIGHT } from '../../document/style/elementBoxStyle';
import { GRID_SIZE, type EditorElement, type Page } from '../../document/types';
import { base, currentPage, ownPage, recordPageStep, type EditorState } from './editorState';
import { showsPart } from '../../document/sharedParts';
import { sharedOf } from '../../document/siteElements';
import { moveSectionToShared } from './model/sharedParts';
import { addElements } from './model/addElement';

/**
 * « Sections »: a ready-made section (document/sections) put in the page, spread into
 * `editorSlice`'s reducers. The section's elements arrive made, their ids included (the panel
 * builds them with `makeElementId`, outside any reducer), placed from the top of the page; the
 * reducer only finds where they go and makes room there. The sections library itself is never
 * imported here: it loads with the panel, on demand.
 */

/** A section as the panel sends it: its elements from y = 0, and its height. */
export interface SectionPayload {
  elements: EditorElement[];
  height: number;
  /** The collections its lists show, new to the site (collections/samples.ts, `placeSamples`). */
  added?: PlacedCollection[];
}

/** The room left under a page's last element when it is not a band (a lone text, a picture). */
export const SECTION_GAP = 40;

/**
 * An element's box as the canvas draws it (flowLayout's `elementBox`), read straight from its
 * styles: a page's are valid already, and the full box style of 1,000 elements (fonts, colours)
 * would be most of an insertion's time.
 */
function boxOf(e: EditorElement): Box {
  const { position, size, margin } = e.styles;
  const left = position.x + margin;
  const top = position.y + margin;
  const height = e.type === 'container' ? Math.max(size.height, CONTAINER_MIN_HEIGHT) : size.height;
  return { left, top, right: left + size.width, bottom: top + height };
}

const isHolder = (e: EditorElement) =>
  e.type === 'container' || e.type === 'header' || e.type === 'footer';

/**
 * The section holding `id`: the deepest full-width container, header or footer whose box holds
 * the element's (the element itself when it is one), or undefined.
 */
export function sectionOf(elements: readonly EditorElement[], id: string): Box | undefined {
  const element = elements.find((e) => e.id === id);
  if (!element) return undefined;
  const inner = boxOf(element);
  let best: Box | undefined;
  for (const e of elements) {
    if (!isHolder(e)) continue;
    const b = boxOf(e);
    if (
      isBand(e, b) &&
      b.top <= inner.top &&
      b.bottom >= inner.bottom &&
      b.left <= inner.left &&
      b.right >= inner.right &&
      (!best || b.bottom - b.top < best.bottom - best.top)
    ) {
      best = b;
    }
  }
  return best;
}

/**
 * The elements of the section holding `id`, in z-order: those whose box lies inside the section's
 * (the band, header or footer itself included); the element alone when no section holds it.
 */
export function sectionElements(elements: readonly EditorElement[], id: string): EditorElement[] {
  const section = sectionOf(elements, id);
  if (!section) return elements.filter((e) => e.id === id);
  return elements.filter((e) => {
    const b = boxOf(e);
    return (
      b.top >= section.top &&
      b.bottom <= section.bottom &&
      b.left >= section.left &&
      b.right <= section.right
    );
  });
}

/**
 * Where a section goes: right below the section of the selected element, or at the end of the
 * page (right under a band; under a loose element, SECTION_GAP lower, on the grid).
 */
export function sectionTop(elements: readonly EditorElement[], selectedId: string | null): number {
  const section = selectedId === null ? undefined : sectionOf(elements, selectedId);
  if (section) return section.bottom;
  let bottom = 0;
  let band = true;
  for (const e of elements) {
    const b = boxOf(e);
    if (b.bottom > bottom || (b.bottom === bottom && isBand(e, b))) {
      bottom = b.bottom;
      band = isBand(e, b);
    }
  }
  if (bottom === 0 || band) return bottom;
  return Math.ceil((bottom + SECTION_GAP) / GRID_SIZE) * GRID_SIZE;
}

/**
 * The page with `section` inserted at `sectionTop`: what starts below that line moves down by the
 * section's height; a container, header or footer across the line (a wrapper of the whole page)
 * grows by as much, so it still holds what it held; the section's elements go on top of the
 * z-order, the band first. Pure.
 */
export function insertSection(
  page: Page,
  section: SectionPayload,
  selectedId: string | null,
): Page {
  const top = sectionTop(page.elements, selectedId);
  const { height } = section;
  // The new objects are frozen here, as the store freezes them anyway: it then need not walk the
  // hundreds of moved elements looking for drafts (most of an insertion's time otherwise). Like
  // every change, positions and sizes stay within their bounds (LIMITS), as safeStyles keeps them.
  const moved = page.elements.map((e) => {
    const b = boxOf(e);
    if (b.top >= top) {
      const y = Math.min(LIMITS.position.max, e.styles.position.y + height);
      const position = Object.freeze({ ...e.styles.position, y });
      return Object.freeze({ ...e, styles: Object.freeze({ ...e.styles, position }) });
    }
    if (b.bottom > top && isHolder(e)) {
      const grown = Math.min(LIMITS.size.max, e.styles.size.height + height);
      const size = Object.freeze({ ...e.styles.size, height: grown });
      return Object.freeze({ ...e, styles: Object.freeze({ ...e.styles, size }) });
    }
    return e;
  });
  const placed = section.elements.map((e) => ({
    ...e,
    styles: { ...e.styles, position: { ...e.styles.position, y: e.styles.position.y + top } },
  }));
  return addElements({ ...page, elements: moved }, placed);
}

/**
 * A header (or footer) section put on a page of a site that has none: it becomes the site's,
 * on every page, in the same step (« Sections » make sites with a shared header and footer).
 */
function sharedIfFirst(state: EditorState, section: SectionPayload) {
  const site = state.document;
  const own = ownPage(state);
  const bandId = section.elements[0].id;
  const band = own.elements.find((e) => e.id === bandId);
  const part = band?.type === 'header' || band?.type === 'footer' ? band.type : null;
  if (!part || sharedOf(site)[part].length > 0 || !showsPart(own, part)) return site;
  // A page with a band of that kind of its own keeps the new one too (never two on a page).
  if (own.elements.some((e) => e.type === part && e.id !== bandId)) return site;
  const moved = moveSectionToShared(site, own.id, bandId, part);
  if (!moved.ok) return site;
  // The first of its part: placed as the section was designed, from the part's top (its places
  // on the page may have been held within the page's bounds near its bottom).
  const designed = new Map(section.elements.map((e) => [e.id, e.styles.position]));
  const shared = sharedOf(moved.site);
  const placed = shared[part].map((e) => {
    const position = designed.get(e.id);
    return position ? { ...e, styles: { ...e.styles, position: { ...position } } } : e;
  });
  return { ...moved.site, shared: { ...shared, [part]: placed } };
}

export const sectionReducers = {
  /**
   * A section from « Sections », in ONE step: below the selected element's section or at the end
   * of the page, its first element (the band) selected. Refused whole, with the limit notice, when
   * the page or the site would hold more elements than allowed (recordPageStep). Its elements
   * follow the site's colours they are painted in (a colour of their kind: designStyles.ts).
   */
  sectionInserted(state: EditorState, action: PayloadAction<SectionPayload>) {
    if (action.payload.elements.length === 0) return;
    const current = base(state);
    const { styles } = current.document;
    const elements = action.payload.elements.map((e) => withSiteColorBindings(e, styles));
    const section = { ...action.payload, elements };
    const page = currentPage(current);
    const stepped = recordPageStep(current, insertSection(page, section, current.selectedId));
    if (stepped.document === current.document) return stepped;
    const document = withPlacedCollections(sharedIfFirst(stepped, section), section.added);
    const next = { ...stepped, document };
    return { ...next, selectedId: section.elements[0].id, mode: 'idle' as const };
  },
  /**
   * « Réécrire »: new words for some of the page's elements (by id), in ONE step. An element no
   * longer on the page is left out; a locked one keeps its words.
   */
  textsRewritten(state: EditorState, action: PayloadAction<{ contents: Record<string, string> }>) {
    const { contents } = action.payload;
    const current = base(state);
    const page = currentPage(current);
    let changed = false;
    const elements = page.elements.map((e) => {
      const content = contents[e.id];
      if (content === undefined || content === e.content || e.properties.locked) return e;
      changed = true;
      return { ...e, content };
    });
    if (!changed) return;
    return recordPageStep(current, { ...page, elements });
  },
};
