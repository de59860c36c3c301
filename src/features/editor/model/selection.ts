import { LIMITS } from '../../../document/limits';
import { isLocked, withFlag } from '../../../document/lockHide';
import type { EditorElement, Page } from '../../../document/types';
import type { ElementChanges } from './elementChanges';
import { alignRects, boundsOf, distributeRects, type Alignment, type Axis } from './align';
import { membersOf, withMembers } from './group';
import { keepOnCanvas } from './move';
import { rectOf, type Point, type Rect } from './rect';
import { mergeElement } from './updateElement';
import { targetIndex, type ZOrderCommand } from './zOrder';

/**
 * What the editor does to several selected elements at once, pure: each function takes the page
 * and the selected ids, and gives the page changed in one go (one history step for the reducer),
 * or the same page when nothing changes. Positions stay whole pixels, on the canvas
 * (`keepOnCanvas`) and within LIMITS: an operation that would carry an element beyond them is
 * clamped as a whole, so the selection keeps its shape. A locked element (« Verrouiller ») is
 * left where it is by all of them.
 */

/** The selected elements, in z-order. */
export function selectedElements(page: Page, ids: readonly string[]): EditorElement[] {
  const wanted = new Set(ids);
  return page.elements.filter((e) => wanted.has(e.id));
}

/** The selected elements that may be moved, resized or deleted: not locked. */
export function movableElements(page: Page, ids: readonly string[]): EditorElement[] {
  return selectedElements(page, ids).filter((e) => !isLocked(e));
}

/**
 * What of `changes` element `id` may take: a locked element (« Verrouiller ») keeps its place and
 * size, its look may change; any other element takes them all.
 */
export function allowedChanges(page: Page, id: string, changes: ElementChanges): ElementChanges {
  const locked = page.elements.some((e) => e.id === id && isLocked(e));
  if (!locked || !changes.styles) return changes;
  return { ...changes, styles: { ...changes.styles, position: undefined, size: undefined } };
}

/** « Verrouiller » / « Masquer » (and back) on the selected elements. */
export function setFlag(
  page: Page,
  ids: readonly string[],
  flag: 'locked' | 'hidden',
  on: boolean,
): Page {
  const wanted = new Set(ids);
  let changed = false;
  const elements = page.elements.map((e) => {
    if (!wanted.has(e.id)) return e;
    const next = withFlag(e, flag, on);
    if (next !== e) changed = true;
    return next;
  });
  return changed ? { ...page, elements } : page;
}

/**
 * The page with each listed element placed at its new top-left corner (validated); a group's
 * members not listed go along with it, by as much.
 */
export function placeAll(page: Page, given: ReadonlyMap<string, Point>): Page {
  const positions = new Map(given);
  const byId = new Map(page.elements.map((e) => [e.id, e]));
  for (const e of page.elements) {
    const group = e.properties?.groupId;
    const to = group === undefined || positions.has(e.id) ? undefined : given.get(group);
    const from = group === undefined ? undefined : byId.get(group)?.styles.position;
    if (to && from && !isLocked(e)) {
      positions.set(e.id, {
        x: e.styles.position.x + to.x - from.x,
        y: e.styles.position.y + to.y - from.y,
      });
    }
  }
  let changed = false;
  const elements = page.elements.map((element) => {
    const to = positions.get(element.id);
    if (!to) return element;
    const { x, y } = element.styles.position;
    if (x === to.x && y === to.y) return element;
    changed = true;
    return mergeElement(element, { styles: { position: { x: to.x, y: to.y } } });
  });
  return changed ? { ...page, elements } : page;
}

/**
 * How far the selection may really go by `delta`: the box around it stays on the canvas
 * (left edge ≥ 0, right edge ≤ the canvas's width, top ≥ 0) and within LIMITS.
 */
export function clampDelta(rects: readonly Rect[], delta: Point, canvasWidth: number): Point {
  if (!rects.length) return { x: 0, y: 0 };
  const bounds = boundsOf(rects);
  const to = keepOnCanvas({ x: bounds.x + delta.x, y: bounds.y + delta.y }, bounds, canvasWidth);
  const maxY = LIMITS.position.max - bounds.height;
  return { x: Math.round(to.x - bounds.x), y: Math.round(Math.min(to.y, maxY) - bounds.y) };
}

/** The selection moved together by `delta` (canvas pixels), clamped as a whole. */
export function moveElementsBy(
  page: Page,
  ids: readonly string[],
  delta: Point,
  canvasWidth: number,
): Page {
  const chosen = movableElements(page, ids);
  const d = clampDelta(chosen.map(rectOf), delta, canvasWidth);
  if (d.x === 0 && d.y === 0) return page;
  const positions = new Map(
    chosen.map((e) => [e.id, { x: e.styles.position.x + d.x, y: e.styles.position.y + d.y }]),
  );
  return placeAll(page, positions);
}

/** The page without the selected elements, a group with its members (a locked one stays). */
export function deleteElements(page: Page, ids: readonly string[]): Page {
  const expanded = withMembers(page.elements, ids);
  const gone = new Set(movableElements(page, expanded).map((e) => e.id));
  const elements = page.elements.filter((e) => !gone.has(e.id));
  return elements.length === page.elements.length ? page : { ...page, elements };
}

/**
 * A z-order command on several elements: to the front or the back they go together in their
 * order; one step forward (backward) each passes the next unselected element above (below) it.
 */
export function reorderElements<T extends { id: string }>(
  elements: T[],
  ids: readonly string[],
  command: ZOrderCommand,
): T[] {
  const chosen = new Set(ids);
  if (ids.length === 1) {
    const index = elements.findIndex((e) => e.id === ids[0]);
    if (index === -1) return elements;
    const to = targetIndex(command, index, elements.length);
    if (to === index) return elements;
    const next = elements.slice();
    const [moved] = next.splice(index, 1);
    next.splice(to, 0, moved);
    return next;
  }
  const inSelection = elements.filter((e) => chosen.has(e.id));
  const others = elements.filter((e) => !chosen.has(e.id));
  let next: T[];
  if (command === 'bringToFront') next = [...others, ...inSelection];
  else if (command === 'sendToBack') next = [...inSelection, ...others];
  else {
    next = elements.slice();
    const up = command === 'bringForward';
    const order = up ? [...next.keys()].reverse() : [...next.keys()];
    for (const i of order) {
      const j = up ? i + 1 : i - 1;
      if (j < 0 || j >= next.length) continue;
      if (chosen.has(next[i].id) && !chosen.has(next[j].id)) {
        [next[i], next[j]] = [next[j], next[i]];
      }
    }
  }
  return next.every((e, i) => e === elements[i]) ? elements : next;
}

/**
 * The smallest section (or other box) around `rect` on the page, among `frames`; the page's own
 * height when none holds it: what one element lines up on vertically.
 */
function holderOf(rect: Rect, frames: readonly Rect[], pageHeight: number): Rect {
  let best: Rect | null = null;
  for (const f of frames) {
    const holds =
      f.x <= rect.x &&
      f.y <= rect.y &&
      f.x + f.width >= rect.x + rect.width &&
      f.y + f.height >= rect.y + rect.height;
    if (holds && (f.width > rect.width || f.height > rect.height)) {
      if (!best || f.width * f.height < best.width * best.height) best = f;
    }
  }
  return best ?? { x: 0, y: 0, width: 0, height: pageHeight };
}

/**
 * « Aligner »: several elements on the box around them; one element on the page's width
 * (left, centre, right) and on the box holding it, a section, or the page (top, middle, bottom).
 */
export function alignElements(
  page: Page,
  ids: readonly string[],
  how: Alignment,
  canvasWidth: number,
): Page {
  const chosen = movableElements(page, ids);
  if (!chosen.length) return page;
  const rects = chosen.map(rectOf);
  let frame: Rect | undefined;
  if (chosen.length === 1) {
    const others = page.elements.filter((e) => e.id !== chosen[0].id).map(rectOf);
    const pageHeight = Math.max(0, ...page.elements.map((e) => rectOf(e).y + rectOf(e).height));
    const holder = holderOf(rects[0], others, pageHeight);
    frame = { x: 0, y: holder.y, width: canvasWidth, height: holder.height };
  }
  const to = alignRects(rects, how, frame);
  return placeAll(
    page,
    new Map(chosen.map((e, i) => [e.id, keepOnCanvas(to[i], rects[i], canvasWidth)])),
  );
}

/** « Répartir »: equal gaps between three or more elements along `axis`. */
export function distributeElements(page: Page, ids: readonly string[], axis: Axis): Page {
  const chosen = movableElements(page, ids);
  const to = distributeRects(chosen.map(rectOf), axis);
  return placeAll(page, new Map(chosen.map((e, i) => [e.id, to[i]])));
}

/**
 * Each box scaled with the box around them all, from `from` to `to` (a proportional resize of
 * the selection by a handle): positions and sizes whole pixels, sizes at least 1 px.
 */
export function scaleRects(rects: readonly Rect[], from: Rect, to: Rect): Rect[] {
  const sx = from.width > 0 ? to.width / from.width : 1;
  const sy = from.height > 0 ? to.height / from.height : 1;
  return rects.map((r) => {
    const x = Math.round(to.x + (r.x - from.x) * sx);
    const y = Math.round(to.y + (r.y - from.y) * sy);
    const right = Math.round(to.x + (r.x + r.width - from.x) * sx);
    const bottom = Math.round(to.y + (r.y + r.height - from.y) * sy);
    return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
  });
}

/**
 * The selection resized together: each element at its new box (scaleRects); a group's members
 * not listed are scaled with it.
 */
export function resizeElements(page: Page, given: ReadonlyMap<string, Rect>): Page {
  const boxes = new Map(given);
  for (const [id, to] of given) {
    const group = page.elements.find((e) => e.id === id);
    const members = membersOf(page.elements, id).filter((m) => !boxes.has(m));
    if (!group || !members.length) continue;
    const chosen = selectedElements(page, members);
    const scaled = scaleRects(chosen.map(rectOf), rectOf(group), to);
    chosen.forEach((e, i) => boxes.set(e.id, scaled[i]));
  }
  let changed = false;
  const elements = page.elements.map((element) => {
    const r = boxes.get(element.id);
    if (!r || isLocked(element)) return element;
    const { position, size } = element.styles;
    if (
      position.x === r.x &&
      position.y === r.y &&
      size.width === r.width &&
      size.height === r.height
    ) {
      return element;
    }
    changed = true;
    return mergeElement(element, {
      styles: { position: { x: r.x, y: r.y }, size: { width: r.width, height: r.height } },
    });
  });
  return changed ? { ...page, elements } : page;
}
