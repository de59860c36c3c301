import type { PageDocument } from '../../../document/types';

/** The document without element `id` (the same document when the id is unknown). */
export function deleteElement(document: PageDocument, id: string): PageDocument {
  if (!document.elements.some((element) => element.id === id)) return document;
  return { ...document, elements: document.elements.filter((element) => element.id !== id) };
}
