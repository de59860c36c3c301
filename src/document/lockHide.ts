import type { EditorElement } from './types';

/**
 * « Verrouiller » and « Masquer » (docs/decisions.md, « Plusieurs éléments »): a locked element is
 * not moved, resized, deleted, aligned nor edited on the canvas; a hidden one is neither drawn
 * on the canvas nor exported. Both stay in the page and in « Calques ».
 */
export const isLocked = (element: EditorElement): boolean => element.properties?.locked === true;
export const isHidden = (element: EditorElement): boolean => element.properties?.hidden === true;

/** The elements the renderer writes: the page's elements without the hidden ones. */
export function shownElements<E extends EditorElement>(elements: readonly E[]): readonly E[] {
  return elements.some(isHidden) ? elements.filter((e) => !isHidden(e)) : elements;
}

/** `element` with `flag` set (true) or removed (false); the same element when unchanged. */
export function withFlag(
  element: EditorElement,
  flag: 'locked' | 'hidden',
  on: boolean,
): EditorElement {
  if ((element.properties?.[flag] === true) === on) return element;
  const properties = { ...element.properties };
  if (on) properties[flag] = true;
  else delete properties[flag];
  return { ...element, properties };
}
