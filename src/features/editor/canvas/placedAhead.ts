import type { EditorElement } from '../../../document/types';
import { sameContents } from './CanvasElement';

/**
 * Canvas elements placed by a gesture ahead of React. Releasing a drag of several, the gesture
 * writes their new left and top itself (what the store now holds) in the release's frame, and
 * their groups (ElementGroup) render the moved elements in a deferred render, a frame or two
 * later, instead of 500 elements rendering and committing inside the release. Whenever a group
 * commits what the store holds, the nodes of it placed ahead are set again to what it rendered
 * (`settle`): whatever came in between (an undo, another page), the boxes show what React drew.
 */
const aheadNodes = new Set<HTMLElement>();
const aheadIds = new Set<string>();

/** These nodes, showing elements `ids`, are about to be placed by the gesture (before its dispatch). */
export function markAhead(items: readonly { id: string; node: HTMLElement }[]) {
  for (const { id, node } of items) {
    aheadNodes.add(node);
    aheadIds.add(id);
  }
}

/** Places `node` where `element` now is (its left and top, as CanvasElement's box has them). */
export function placeNode(node: HTMLElement, element: EditorElement) {
  node.style.left = `${element.styles.position.x}px`;
  node.style.top = `${element.styles.position.y}px`;
}

/** Forgets nodes marked by `markAhead` (the release moved nothing). */
export function unmarkAhead(items: readonly { id: string; node: HTMLElement }[]) {
  for (const { id, node } of items) {
    aheadNodes.delete(node);
    aheadIds.delete(id);
  }
}

/** Whether one of `ids` was placed ahead of React and its group has not drawn it since. */
export function placedAhead(ids: readonly string[]): boolean {
  return aheadIds.size > 0 && ids.some((id) => aheadIds.has(id));
}

/**
 * Whether `after` is `before` with only places or sizes changed (the same elements, the same
 * contents): what a group may draw a little later.
 */
export function onlyPlacesChanged(
  before: readonly (EditorElement | undefined)[],
  after: readonly (EditorElement | undefined)[],
): boolean {
  if (before.length !== after.length) return false;
  for (let i = 0; i < after.length; i += 1) {
    const [a, b] = [before[i], after[i]];
    if (a === b) continue;
    if (!a || !b || a.id !== b.id || !sameContents(a, b)) return false;
  }
  return true;
}

/**
 * After a group committed the store's elements `shown` (ids `ids`) in `group`: its nodes placed
 * ahead show again what it rendered, and are no longer marked.
 */
export function settle(
  group: HTMLElement | null,
  ids: readonly string[],
  shown: readonly (EditorElement | undefined)[],
) {
  if (!aheadNodes.size || !group) return;
  for (const id of ids) aheadIds.delete(id);
  const byId = new Map<string, EditorElement>();
  shown.forEach((element) => {
    if (element) byId.set(element.id, element);
  });
  for (const node of aheadNodes) {
    if (node.parentElement !== group && node.isConnected) continue;
    aheadNodes.delete(node);
    const element = byId.get(node.dataset.elementId ?? '');
    if (element && node.isConnected) placeNode(node, element);
  }
}
