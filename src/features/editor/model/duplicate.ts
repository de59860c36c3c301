import type { EditorElement } from '../../../document/types';

/** A duplicate or a pasted copy lands this far right and down from its source. */
export const DUPLICATE_OFFSET = 20;

/**
 * A deep copy of `element` under a new id, shifted by `offset` on both axes. It keeps its level,
 * link and other properties, but not its anchor, which is unique on a page.
 */
export function copyElement(
  element: EditorElement,
  id: string,
  offset: number = DUPLICATE_OFFSET,
): EditorElement {
  const { styles } = element;
  const properties = { ...element.properties };
  delete properties.anchor;
  // A copy is in no group (its group would hold it without having been asked).
  delete properties.groupId;
  return {
    ...element,
    id,
    styles: {
      ...styles,
      position: { x: styles.position.x + offset, y: styles.position.y + offset },
      size: { ...styles.size },
    },
    properties,
  };
}

/**
 * Copies of `sources`, in order, under `newIds` (made by the caller's `prepare`), each shifted
 * by (20, 20). Throws when there are fewer ids than sources: that is a programming error.
 */
export function duplicateElements(
  sources: readonly EditorElement[],
  newIds: readonly string[],
  offset: number = DUPLICATE_OFFSET,
): EditorElement[] {
  if (newIds.length < sources.length) throw new Error('duplicateElements: one new id per element');
  return sources.map((source, i) => copyElement(source, newIds[i], offset));
}

/**
 * Pasted copies, shifted by (20, 20) as many times as needed so that none lands exactly where an
 * element already is: pasting into the project it was copied from offsets it from the original
 * (and pasting again cascades), pasting into another project keeps its place.
 */
export function placeCopies(
  existing: readonly EditorElement[],
  copies: readonly EditorElement[],
): EditorElement[] {
  const taken = new Set(existing.map((e) => `${e.styles.position.x},${e.styles.position.y}`));
  const clash = (step: number) =>
    copies.some((c) => taken.has(`${c.styles.position.x + step},${c.styles.position.y + step}`));
  let step = 0;
  // At most one step per existing element: the loop always ends.
  while (clash(step)) step += DUPLICATE_OFFSET;
  return copies.map((c) => (step === 0 ? c : copyElement(c, c.id, step)));
}
