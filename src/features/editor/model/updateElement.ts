import { LIMITS } from '../../../document/limits';
import { isAllowedImageUrl } from '../../../document/validate/isAllowedImageUrl';
import { safeStyles } from '../../../document/validate/safeStyles';
import type { ElementChanges } from './elementChanges';
import { HEADING_LEVELS, type EditorElement, type ElementStyles } from '../../../document/types';
import { replaceElement, type ElementList } from './elementList';

/** The longest text an element holds (what a saved file accepts too). */
export const MAX_TEXT_LENGTH = LIMITS.text;

/**
 * Content the element may take: an image only an address `isAllowedImageUrl` accepts (or none),
 * any other element a text up to MAX_TEXT_LENGTH. Anything else leaves the content as it was.
 */
function acceptableContent(element: EditorElement, content: unknown): content is string {
  if (typeof content !== 'string') return false;
  if (element.type === 'image') return content === '' || isAllowedImageUrl(content);
  return content.length <= MAX_TEXT_LENGTH;
}

/**
 * `element` with `changes` merged in: styles, position and size are merged field by field, then
 * validated (safeStyles): numbers become finite integers within their bounds, and a value that is
 * not acceptable (NaN, an unsafe colour, an unknown weight…) leaves the previous one in place.
 */
/** The element's properties with its heading level set, if it is a text and the level is one. */
function withLevel(element: EditorElement, level: unknown): EditorElement['properties'] {
  if (element.type !== 'text' || !(HEADING_LEVELS as readonly unknown[]).includes(level)) {
    return element.properties;
  }
  const rest = { ...element.properties };
  delete rest.level;
  return level === 'p' ? rest : { ...rest, level: level as (typeof HEADING_LEVELS)[number] };
}

export function mergeElement(element: EditorElement, changes: ElementChanges): EditorElement {
  const { styles } = changes;
  const content = acceptableContent(element, changes.content) ? { content: changes.content } : {};
  const properties =
    changes.level === undefined ? {} : { properties: withLevel(element, changes.level) };
  if (!styles) return { ...element, ...content, ...properties };
  const merged = {
    ...element.styles,
    ...styles,
    position: { ...element.styles.position, ...styles.position },
    size: { ...element.styles.size, ...styles.size },
  };
  return {
    ...element,
    ...content,
    ...properties,
    styles: safeStyles({ ...element, styles: merged }, element.styles),
  };
}

function sameStyles(a: ElementStyles, b: ElementStyles): boolean {
  for (const key in a) {
    const k = key as keyof ElementStyles;
    if (k === 'position' || k === 'size') continue;
    if (a[k] !== b[k]) return false;
  }
  return (
    a.position.x === b.position.x &&
    a.position.y === b.position.y &&
    a.size.width === b.size.width &&
    a.size.height === b.size.height
  );
}

/** Whether two versions of one element hold the same values. */
export function sameElement(a: EditorElement, b: EditorElement): boolean {
  return (
    a === b ||
    (a.content === b.content &&
      a.type === b.type &&
      a.properties.level === b.properties.level &&
      sameStyles(a.styles, b.styles))
  );
}

/**
 * The document with element `id` updated. Returns the same document when the id is unknown, so
 * callers can tell that nothing changed (and record no history step).
 */
export function updateElement<D extends ElementList>(
  document: D,
  id: string,
  changes: ElementChanges,
): D {
  const index = document.elements.findIndex((element) => element.id === id);
  if (index === -1) return document;
  const merged = mergeElement(document.elements[index], changes);
  // An update that changes nothing is no change: no undo step, nothing to save.
  if (sameElement(merged, document.elements[index])) return document;
  return replaceElement(document, index, merged);
}
