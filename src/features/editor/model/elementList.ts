import type { EditorElement } from '../../../document/types';

/** What the element operations work on: a page (or anything holding a page's elements). */
export interface ElementList {
  elements: EditorElement[];
}

/** `list` with its element at `index` replaced by `element` (a new list; the old one unchanged). */
export function replaceElement<D extends ElementList>(
  list: D,
  index: number,
  element: EditorElement,
): D {
  const elements = list.elements.slice();
  elements[index] = element;
  return { ...list, elements };
}
