import type { EditorElement } from '../../../document/types';

/**
 * Z-order commands. The document's elements are in z-order, the last one drawn on top:
 * « Premier plan » (to the front), « Avancer » (one step up), « Reculer » (one step down),
 * « Arrière-plan » (to the back).
 */
export const Z_ORDER_COMMANDS = [
  'bringToFront',
  'bringForward',
  'sendBackward',
  'sendToBack',
] as const;
export type ZOrderCommand = (typeof Z_ORDER_COMMANDS)[number];

/** The index the element at `index` goes to, among `count` elements. */
export function targetIndex(command: ZOrderCommand, index: number, count: number): number {
  switch (command) {
    case 'bringToFront':
      return count - 1;
    case 'bringForward':
      return Math.min(index + 1, count - 1);
    case 'sendBackward':
      return Math.max(index - 1, 0);
    case 'sendToBack':
      return 0;
  }
}

/**
 * The elements with `id` moved to `toIndex` (clamped); the same array when nothing changes, so a
 * reducer can tell that no history step is needed.
 */
export function moveElementToIndex(
  elements: EditorElement[],
  id: string,
  toIndex: number,
): EditorElement[] {
  const from = elements.findIndex((e) => e.id === id);
  if (from === -1) return elements;
  const to = Math.min(Math.max(Math.trunc(toIndex), 0), elements.length - 1);
  if (to === from) return elements;
  const next = elements.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The elements after a z-order command on `id` (the same array when it changes nothing). */
export function reorderElement(
  elements: EditorElement[],
  id: string,
  command: ZOrderCommand,
): EditorElement[] {
  const index = elements.findIndex((e) => e.id === id);
  if (index === -1) return elements;
  return moveElementToIndex(elements, id, targetIndex(command, index, elements.length));
}

/** Whether the command would change anything (to disable its button). */
export function canReorder(elements: EditorElement[], id: string, command: ZOrderCommand): boolean {
  const index = elements.findIndex((e) => e.id === id);
  return index !== -1 && targetIndex(command, index, elements.length) !== index;
}
