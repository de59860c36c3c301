import type { EditorElement, ElementType, Link } from './types';

/**
 * « Contenu d’exemple » (docs/decisions.md): a text, picture, button or form still as a template,
 * the section library or the generator wrote it carries `properties.sample` (true). The sections'
 * builder sets it on what it draws; the person's first change of what the element says (its
 * words, its picture, where it leads, where its form sends) removes it, and undo brings it back
 * with the rest of the element. Moving it, resizing it, restyling it or describing its picture
 * (« Texte alternatif ») keeps it: the content is still the sample. An optional property, so a
 * project saved before it simply has no sample content.
 */

/** The types that say something a person must check: words, pictures, a form's destination. */
export const SAMPLE_TYPES: ReadonlySet<ElementType> = new Set(['text', 'button', 'image', 'form']);

export const isSample = (element: EditorElement): boolean => element.properties?.sample === true;

/** `element` no longer marked; itself when it was not. */
export function unmarked(element: EditorElement): EditorElement {
  if (!isSample(element)) return element;
  const properties = { ...element.properties };
  delete properties.sample;
  return { ...element, properties };
}

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const sameLink = (a: Link | undefined, b: Link | undefined) => sameJson(a, b);

/** Whether `after` says something else than `before`: words, picture, link, form's destination. */
export function saysOtherwise(before: EditorElement, after: EditorElement): boolean {
  return (
    after.content !== before.content ||
    after.properties.assetId !== before.properties.assetId ||
    !sameLink(after.properties.link, before.properties.link) ||
    !sameJson(after.properties.form?.destination, before.properties.form?.destination)
  );
}

/** `after`, an edit of `before`: no longer sample content once it says something else. */
export function afterEdit(before: EditorElement, after: EditorElement): EditorElement {
  return isSample(after) && saysOtherwise(before, after) ? unmarked(after) : after;
}
