import type { ElementChanges } from './elementChanges';
import type { EditorElement, PageDocument } from './types';

/** `element` with `changes` merged in: styles, position and size are merged field by field. */
export function mergeElement(element: EditorElement, changes: ElementChanges): EditorElement {
  const { styles } = changes;
  return {
    ...element,
    ...(changes.content === undefined ? {} : { content: changes.content }),
    styles: styles
      ? {
          ...element.styles,
          ...styles,
          position: { ...element.styles.position, ...styles.position },
          size: { ...element.styles.size, ...styles.size },
        }
      : element.styles,
  };
}

/**
 * The document with element `id` updated. Returns the same document when the id is unknown, so
 * callers can tell that nothing changed (and record no history step).
 */
export function updateElement(
  document: PageDocument,
  id: string,
  changes: ElementChanges,
): PageDocument {
  const index = document.elements.findIndex((element) => element.id === id);
  if (index === -1) return document;
  const elements = document.elements.slice();
  elements[index] = mergeElement(elements[index], changes);
  return { ...document, elements };
}
