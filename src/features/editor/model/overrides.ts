import { pageLayout, descendants, type LayoutNode } from '../../../document/layout/flowLayout';
import {
  flowItems,
  orderedItems,
  screenStyles,
  type FlowStyle,
} from '../../../document/layout/screenStyles';
import { OVERRIDE_BOUNDS, type Bounds } from '../../../document/limits';
import {
  OVERRIDE_SCREENS,
  TEXT_ALIGNS,
  type EditorElement,
  type Override,
  type OverrideScreen,
} from '../../../document/types';
import { replaceElement, type ElementList } from './elementList';

/**
 * A person's changes of one element on Tablette or Mobile (docs/decisions.md, « Screens »): the pure operations the
 * editor's override events call. Each returns the same list when nothing changes, so the slice
 * records no history step. Values are clamped to the document's LIMITS (integers), as a saved file
 * would be: an override out of bounds never reaches the document.
 */

export type OverrideKey = keyof Override;

const clampInteger = (value: number, { min, max }: Bounds) =>
  Math.min(max, Math.max(min, Math.round(value)));

/**
 * `changes` made acceptable: numbers finite, rounded and clamped to their bounds, an alignment one
 * of Gauche / Centre / Droite. A value that cannot be read (NaN, an unknown alignment) is dropped.
 * `hidden: false` and `order: 0` are the automatic values: they come out as `undefined` (removed).
 */
export function clampOverride(changes: Partial<Override>): Partial<Override> {
  const clamped: Partial<Override> = {};
  for (const key of Object.keys(changes) as OverrideKey[]) {
    const value = changes[key];
    if (key === 'hidden') {
      if (typeof value === 'boolean') clamped.hidden = value ? true : undefined;
    } else if (key === 'textAlign') {
      if ((TEXT_ALIGNS as readonly unknown[]).includes(value)) {
        clamped.textAlign = value as Override['textAlign'];
      }
    } else if (key in OVERRIDE_BOUNDS) {
      if (typeof value === 'number' && Number.isFinite(value)) {
        const n = clampInteger(value, OVERRIDE_BOUNDS[key]);
        clamped[key] = key === 'order' && n === 0 ? undefined : n;
      }
    }
  }
  return clamped;
}

/** `element` with its override of `screen` replaced by `next` (empty objects removed). */
function withOverride(
  element: EditorElement,
  screen: OverrideScreen,
  next: Override,
): EditorElement {
  const { overrides, ...rest } = element;
  const others = { ...overrides };
  delete others[screen];
  if (Object.keys(next).length > 0) others[screen] = next;
  return Object.keys(others).length > 0 ? { ...rest, overrides: others } : rest;
}

function sameOverride(a: Override, b: Override): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<OverrideKey>;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/** The override merged with `changes` (an `undefined` value removes its key). */
function merged(current: Override, changes: Partial<Override>): Override {
  const next: Override = { ...current };
  for (const key of Object.keys(changes) as OverrideKey[]) {
    const value = changes[key];
    if (value === undefined) delete next[key];
    else (next as Record<OverrideKey, unknown>)[key] = value;
  }
  return next;
}

/**
 * « Sur l'écran Mobile »: element `id`'s override of `screen` changed by `changes` (clamped).
 * The same list when the id is unknown or nothing changes.
 */
export function setOverride<D extends ElementList>(
  list: D,
  id: string,
  screen: OverrideScreen,
  changes: Partial<Override>,
): D {
  const index = list.elements.findIndex((e) => e.id === id);
  if (index === -1) return list;
  const element = list.elements[index];
  const current = element.overrides?.[screen] ?? {};
  const next = merged(current, clampOverride(changes));
  if (sameOverride(current, next)) return list;
  return replaceElement(list, index, withOverride(element, screen, next));
}

/** « Rétablir »: the automatic value of `key` on `screen` again (the key removed). */
export function resetOverride<D extends ElementList>(
  list: D,
  id: string,
  screen: OverrideScreen,
  key: OverrideKey,
): D {
  const index = list.elements.findIndex((e) => e.id === id);
  if (index === -1) return list;
  const element = list.elements[index];
  const current = element.overrides?.[screen];
  if (!current || !(key in current)) return list;
  const next = { ...current };
  delete next[key];
  return replaceElement(list, index, withOverride(element, screen, next));
}

export const isHiddenOn = (element: EditorElement, screen: OverrideScreen) =>
  element.overrides?.[screen]?.hidden === true;

const layouts = new WeakMap<readonly EditorElement[], LayoutNode>();

/**
 * The page's reading tree, computed once per version of its elements (the canvas of Tablette and
 * Mobile and the panel's « Monter » / « Descendre » share it).
 */
export function layoutOf(elements: readonly EditorElement[]): LayoutNode {
  let root = layouts.get(elements);
  if (!root) {
    root = pageLayout(elements);
    layouts.set(elements, root);
  }
  return root;
}

const styleCache = new WeakMap<
  LayoutNode,
  Partial<Record<OverrideScreen, Map<LayoutNode, FlowStyle>>>
>();

/**
 * Each node's style on `screen` for the reading tree `root` (layoutOf), computed once: the
 * canvas of Tablette and Mobile and the panel's automatic values share it.
 */
export function screenStylesOf(
  root: LayoutNode,
  screen: OverrideScreen,
): Map<LayoutNode, FlowStyle> {
  const cached = styleCache.get(root) ?? {};
  let styles = cached[screen];
  if (!styles) {
    styles = screenStyles(root, screen);
    styleCache.set(root, { ...cached, [screen]: styles });
  }
  return styles;
}

/** The style of element `id` on `screen`, as the export writes it (undefined if not on the page). */
export function elementScreenStyle(
  elements: readonly EditorElement[],
  id: string,
  screen: OverrideScreen,
): FlowStyle | undefined {
  const root = layoutOf(elements);
  for (const node of descendants(root)) {
    if (node.element?.id === id) return screenStylesOf(root, screen).get(node);
  }
  return undefined;
}

/** The flow container on `screen` whose items hold element `id`, with those items. */
function containerOf(
  root: LayoutNode,
  id: string,
  screen: OverrideScreen,
): { node: LayoutNode; items: LayoutNode[] } | null {
  const containers = [root, ...descendants(root)].filter(
    (node) =>
      node.children.length > 0 && (node.element !== null || node === root || screen === 'tablet'),
  );
  for (const container of containers) {
    const items = flowItems(container, screen);
    const node = items.find((item) => item.element?.id === id);
    if (node) return { node, items };
  }
  return null;
}

/** Where element `id` shows among the visible items of its container on `screen`. */
export interface OrderPlace {
  /** Visible items before it (0: the first). */
  position: number;
  /** Visible items of its container, itself included. */
  count: number;
}

function visible(node: LayoutNode, screen: OverrideScreen, self: LayoutNode) {
  return node === self || !node.element || !isHiddenOn(node.element, screen);
}

/**
 * Element `id`'s place in the order of its container on `screen`, among what shows there (hidden
 * elements take no place), or null when the page has no such element.
 */
export function orderPlace(
  elements: readonly EditorElement[],
  id: string,
  screen: OverrideScreen,
  root: LayoutNode = layoutOf(elements),
): OrderPlace | null {
  const found = containerOf(root, id, screen);
  if (!found) return null;
  const shown = orderedItems(found.items, screen).filter((n) => visible(n, screen, found.node));
  return { position: shown.indexOf(found.node), count: shown.length };
}

const shiftOf = (node: LayoutNode, screen: OverrideScreen) =>
  node.element?.overrides?.[screen]?.order ?? 0;

/** The display order of `items` if `node`'s shift were `shift`. */
function orderWith(
  items: readonly LayoutNode[],
  node: LayoutNode,
  shift: number,
  screen: OverrideScreen,
): LayoutNode[] {
  const element = node.element!;
  const probe: LayoutNode = {
    ...node,
    element: withOverride(
      element,
      screen,
      merged(element.overrides?.[screen] ?? {}, { order: shift || undefined }),
    ),
  };
  const swapped = items.map((item) => (item === node ? probe : item));
  return orderedItems(swapped, screen).map((item) => (item === probe ? node : item));
}

const sameOrder = (a: readonly LayoutNode[], b: readonly LayoutNode[]) =>
  a.length === b.length && a.every((node, i) => node === b[i]);

/**
 * « Monter » / « Descendre » on Tablette or Mobile: element `id` one place up (-1) or down (+1)
 * among what shows in its container, past the next visible item. Its own `order` shift changes
 * (the smallest change that gives that order); in the rare order no shift of its own can give,
 * every item of the container gets the shift of its new place. The same list at either end.
 */
export function moveInOrder<D extends ElementList>(
  list: D,
  id: string,
  screen: OverrideScreen,
  direction: -1 | 1,
): D {
  const root = pageLayout(list.elements);
  const found = containerOf(root, id, screen);
  if (!found) return list;
  const { node, items } = found;
  const shown = orderedItems(items, screen);
  const from = shown.indexOf(node);
  // The next item that shows, in that direction.
  let neighbour = from + direction;
  while (neighbour >= 0 && neighbour < shown.length && !visible(shown[neighbour], screen, node)) {
    neighbour += direction;
  }
  if (neighbour < 0 || neighbour >= shown.length) return list;
  const target = shown.filter((n) => n !== node);
  const at = target.indexOf(shown[neighbour]) + (direction > 0 ? 1 : 0);
  target.splice(at, 0, node);

  const start = shiftOf(node, screen);
  const { min, max } = OVERRIDE_BOUNDS.order;
  for (let k = 1; k <= 2 * items.length + 2; k++) {
    const shift = start + direction * k;
    if (shift < min || shift > max) break;
    if (sameOrder(orderWith(items, node, shift, screen), target)) {
      return setOverride(list, id, screen, { order: shift });
    }
  }
  // Every item at its place: shift = new place − natural place (orderedItems reads it back).
  let next = list;
  items.forEach((item, i) => {
    if (!item.element) return;
    const shift = target.indexOf(item) - i;
    if (shift !== shiftOf(item, screen)) {
      next = setOverride(next, item.element.id, screen, { order: shift });
    }
  });
  // A group of a tablet's row has no shift of its own: an order that moves one is refused.
  const check = containerOf(pageLayout(next.elements), id, screen);
  const ids = (nodes: readonly LayoutNode[]) => nodes.map((n) => n.element?.id ?? n.box);
  const expected = ids(target);
  const got = check ? ids(orderedItems(check.items, screen)) : [];
  const groupsKept =
    got.length === expected.length &&
    got.every((x, i) => typeof x !== 'string' || x === expected[i]);
  return groupsKept ? next : list;
}

/**
 * The one screen whose overrides are all that changed from `before` to `after` (two versions of a
 * page), or null when anything else changed too (then every screen shows the change).
 */
export function screenOfChange(
  before: readonly EditorElement[],
  after: readonly EditorElement[],
): OverrideScreen | null {
  if (before === after || before.length !== after.length) return null;
  let screen: OverrideScreen | null = null;
  for (let i = 0; i < before.length; i++) {
    const a = before[i];
    const b = after[i];
    if (a === b) continue;
    if (
      a.id !== b.id ||
      a.type !== b.type ||
      a.content !== b.content ||
      a.styles !== b.styles ||
      a.properties !== b.properties
    ) {
      return null;
    }
    for (const s of OVERRIDE_SCREENS) {
      if (a.overrides?.[s] === b.overrides?.[s]) continue;
      if (screen !== null && screen !== s) return null;
      screen = s;
    }
  }
  return screen;
}
