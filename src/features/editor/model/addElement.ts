import { safeStyles } from '../../../document/validate/safeStyles';
import type { EditorElement } from '../../../document/types';
import type { ElementList } from './elementList';

/**
 * An element as it may enter the document: its styles validated (numbers finite integers within
 * their bounds, safe colours), whatever made it (a paste, a duplicate near the edge, a template).
 */
const admitted = (element: EditorElement): EditorElement => ({
  ...element,
  styles: safeStyles(element),
});

/** Appends `element` on top of the z-order. Pure: returns a new document. */
export function addElement<D extends ElementList>(document: D, element: EditorElement): D {
  return { ...document, elements: [...document.elements, admitted(element)] };
}

/** Appends several elements at once, in order (a template's content, a quick template, a paste). */
export function addElements<D extends ElementList>(document: D, elements: EditorElement[]): D {
  return { ...document, elements: [...document.elements, ...elements.map(admitted)] };
}
