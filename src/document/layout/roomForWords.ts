import { mapElementLists, sharedOf } from '../siteElements';
import { LIMITS } from '../limits';
import { elementFontId } from '../fonts/resolveFont';
import { fittingFontSize, lineCount, ROUNDING, type FontWidths } from '../fonts/textWidth';
import { PAGE_LINE_HEIGHT } from '../style/elementBoxStyle';
import type { EditorElement, Page, SiteDocument, SiteTheme } from '../types';

/**
 * Room for a text's words after its typography changed (a theme, a text style): on a computer a
 * text's box keeps the height it was given and hides what passes it, so a title whose words now
 * take one line more would lose that line. Its box grows to the lines its words wrap to, and the
 * page makes room as a person would: what stands below it (across its width) moves down by as
 * much, and what held it (a card, a section's band) grows around it, keeping its margins. Boxes
 * never shrink. On Tablette and Mobile a text's height already follows its words
 * (screenStyles.ts). Pure: the same sites give the same layout.
 */

/** An element's new place on a computer: its top and its height. */
export interface Placed {
  y: number;
  height: number;
}

/** The elements that move or grow, by id. */
export type Layout = Record<string, Placed>;

/**
 * The height, on a computer, a text's words need in its box: its lines (at the size the renderer
 * draws it, smaller where a word is longer than the box) at its line height, its padding, rounded
 * up to a multiple of 4 as the section library sizes texts. Null for what has no words to fit.
 */
export function wordsHeight(
  element: EditorElement,
  theme: SiteTheme | undefined,
  widthsOf: (fontId: string) => FontWidths,
): number | null {
  if (element.type !== 'text' || typeof element.content !== 'string') return null;
  if (element.content.trim() === '') return null;
  const font = widthsOf(elementFontId(element, theme));
  const face = element.styles.fontWeight === 'bold' ? font.bold : font.regular;
  const text =
    element.properties.uppercase === true
      ? element.content.toLocaleUpperCase('fr')
      : element.content;
  const padding = Math.max(0, element.styles.padding);
  const room = (element.styles.size.width - 2 * padding) / ROUNDING;
  if (room <= 0) return null;
  const size = fittingFontSize(text, face, element.styles.fontSize, room);
  const lines = lineCount(text, face, size, room);
  const lineHeight = element.properties.lineHeight ?? PAGE_LINE_HEIGHT;
  return Math.ceil((lines * size * lineHeight + 2 * padding + 2) / 4) * 4;
}

interface Item {
  id: string;
  /** Its place in the page's list. */
  order: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Its top once what stands above it made room. */
  newTop: number;
  /** Its own height once its words have room (a text's), before it grows around others. */
  newHeight: number;
  /** The items it holds (their boxes inside its own). */
  held: Item[];
}

/** A sliver of overlap that is only a rounding: not « below », not « across ». */
const TOLERANCE = 1;

const area = (item: Item) => (item.right - item.left) * (item.bottom - item.top);

/** The page's items in the order of their tops, those that hold others knowing them. */
function itemsOf(page: Pick<Page, 'elements'>, grown: ReadonlyMap<string, number>): Item[] {
  const items = page.elements
    .map((element, order): Item => {
      const { x, y } = element.styles.position;
      const { width, height } = element.styles.size;
      return {
        id: element.id,
        order,
        left: x,
        right: x + width,
        top: y,
        bottom: y + height,
        newTop: y,
        newHeight: grown.get(element.id) ?? height,
        held: [],
      };
    })
    // Array.prototype.sort is stable: items of one top keep the page's order.
    .sort((a, b) => a.top - b.top);
  items.forEach((outer, k) => {
    // What an item holds starts at most TOLERANCE above its top, and below it no lower than its
    // bottom: among the items sorted by top, a run near its own place.
    let i = k;
    while (i > 0 && items[i - 1].top >= outer.top - TOLERANCE) i -= 1;
    for (; i < items.length && items[i].top <= outer.bottom + TOLERANCE; i += 1) {
      const inner = items[i];
      if (inner === outer) continue;
      const inside =
        inner.left >= outer.left - TOLERANCE &&
        inner.right <= outer.right + TOLERANCE &&
        inner.top >= outer.top - TOLERANCE &&
        inner.bottom <= outer.bottom + TOLERANCE;
      // Of two boxes of one size, the first in the page holds the second (never both).
      const smaller = area(inner) < area(outer);
      if (inside && (smaller || (area(inner) === area(outer) && inner.order > outer.order))) {
        outer.held.push(inner);
      }
    }
  });
  return items;
}

/** The page's new layout when the texts of `grown` take those heights; empty when none grows. */
function pageLayout(page: Pick<Page, 'elements'>, grown: ReadonlyMap<string, number>): Layout {
  if (grown.size === 0) return {};
  const items = itemsOf(page, grown);
  const bottoms = new Map<Item, number>();
  /** Its new bottom: its own, or lower where what it holds moved down (keeping its margin). */
  const newBottom = (item: Item): number => {
    const known = bottoms.get(item);
    if (known !== undefined) return known;
    let bottom = item.newTop + item.newHeight;
    for (const inner of item.held) {
      bottom = Math.max(bottom, item.bottom + newBottom(inner) - inner.bottom);
    }
    bottoms.set(item, bottom);
    return bottom;
  };
  // How far each strip of the page's width has moved down so far, from what ends above: the
  // items enter it, in the order of their bottoms, once the items below them are reached (a
  // holder's bottom is known by then: all it holds starts above its bottom).
  const edges = new Set<number>();
  for (const item of items) {
    edges.add(item.left).add(item.right);
    edges.add(item.left + TOLERANCE).add(item.right - TOLERANCE);
  }
  const xs = [...edges].sort((a, b) => a - b);
  const at = (x: number) => {
    let low = 0;
    let high = xs.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (xs[middle] < x) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const moved = new Float64Array(xs.length);
  const byBottom = items.slice().sort((a, b) => a.bottom - b.bottom);
  let entered = 0;
  for (const item of items) {
    for (
      ;
      entered < byBottom.length && byBottom[entered].bottom <= item.top + TOLERANCE;
      entered++
    ) {
      const above = byBottom[entered];
      const delta = newBottom(above) - above.bottom;
      if (delta <= 0) continue;
      for (let i = at(above.left), end = at(above.right); i < end; i += 1) {
        if (moved[i] < delta) moved[i] = delta;
      }
    }
    let push = 0;
    for (let i = at(item.left + TOLERANCE), end = at(item.right - TOLERANCE); i < end; i += 1) {
      if (moved[i] > push) push = moved[i];
    }
    item.newTop = item.top + push;
  }
  bottoms.clear();
  const layout: Layout = {};
  for (const item of items) {
    const height = newBottom(item) - item.newTop;
    if (item.newTop !== item.top || height !== item.bottom - item.top) {
      layout[item.id] = { y: item.newTop, height };
    }
  }
  return layout;
}

/**
 * Where `after` (the site restyled from `before`) must make room for its texts' words: the texts
 * whose typography changed (all of them when the site's fonts changed) and whose words no longer
 * fit grow, and their pages make room.
 */
export function roomForWords(
  before: SiteDocument,
  after: SiteDocument,
  widthsOf: (fontId: string) => FontWidths,
): Layout {
  const layout: Layout = {};
  // New fonts for the site's titles or texts change the words of elements that did not change.
  const fontsChanged =
    before.theme.headingFont !== after.theme.headingFont ||
    before.theme.bodyFont !== after.theme.bodyFont;
  // The shared header and footer make room in themselves, as a page of their own.
  const places = (site: SiteDocument) => {
    const shared = sharedOf(site);
    return [
      ...site.pages.map((page) => ({ id: page.id, elements: page.elements })),
      { id: ' header', elements: shared.header },
      { id: ' footer', elements: shared.footer },
    ];
  };
  const pagesBefore = new Map(places(before).map((page) => [page.id, page.elements]));
  for (const page of places(after)) {
    const old = pagesBefore.get(page.id);
    if (old === page.elements && !fontsChanged) continue;
    const oldElements = new Map(old?.map((element) => [element.id, element]));
    const grown = new Map<string, number>();
    for (const element of page.elements) {
      if (!fontsChanged && oldElements.get(element.id) === element) continue;
      const needed = wordsHeight(element, after.theme, widthsOf);
      if (needed !== null && needed > element.styles.size.height) grown.set(element.id, needed);
    }
    Object.assign(layout, pageLayout(page, grown));
  }
  // A header that grew pushes down the own elements of every page that shows it, as a band of a
  // page pushes what stands below it (the footer follows each page's last element by itself).
  const header = sharedOf(after).header;
  const bottom = (placed: (element: EditorElement) => Placed) =>
    Math.max(0, ...header.map((element) => placed(element).y + placed(element).height));
  const grownBy =
    bottom((e) => layout[e.id] ?? { y: e.styles.position.y, height: e.styles.size.height }) -
    bottom((e) => ({ y: e.styles.position.y, height: e.styles.size.height }));
  if (grownBy > 0) {
    for (const page of after.pages) {
      if (page.showHeader === false) continue;
      for (const element of page.elements) {
        const placed = layout[element.id];
        layout[element.id] = {
          y: (placed?.y ?? element.styles.position.y) + grownBy,
          height: placed?.height ?? element.styles.size.height,
        };
      }
    }
  }
  return layout;
}

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

/** The site with `layout` applied: each element it names at its new top and height. */
export function withLayout(site: SiteDocument, layout: Layout | undefined): SiteDocument {
  if (!layout || Object.keys(layout).length === 0) return site;
  return mapElementLists(site, (elements) => {
    if (!elements.some((element) => element.id in layout)) return elements;
    return elements.map((element) => {
      const placed = Object.hasOwn(layout, element.id) ? layout[element.id] : undefined;
      if (!placed) return element;
      const y = clamp(Math.round(placed.y), LIMITS.position);
      const height = clamp(Math.round(placed.height), LIMITS.size);
      return {
        ...element,
        styles: {
          ...element.styles,
          position: { ...element.styles.position, y },
          size: { ...element.styles.size, height },
        },
      };
    });
  });
}
