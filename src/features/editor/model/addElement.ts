import type { EditorElement, PageDocument } from './types';

/** Appends `element` on top of the z-order. Pure: returns a new document. */
export function addElement(document: PageDocument, element: EditorElement): PageDocument {
  return { ...document, elements: [...document.elements, element] };
}

/** Appends several elements at once, in order (a template's content, a quick template, a paste). */
export function addElements(document: PageDocument, elements: EditorElement[]): PageDocument {
  return { ...document, elements: [...document.elements, ...elements] };
}
