import type { ElementList } from './elementList';

/** The document without element `id` (the same document when the id is unknown). */
export function deleteElement<D extends ElementList>(document: D, id: string): D {
  if (!document.elements.some((element) => element.id === id)) return document;
  return { ...document, elements: document.elements.filter((element) => element.id !== id) };
}
