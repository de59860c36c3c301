import type { EditorElement, PageDocument } from '../../../document/types';

/**
 * « Modifier le contenu du template »: the background template becomes `elements` (made from it
 * by templateToElements), placed under the elements already on the page, and stops being drawn
 * behind the canvas (its content now is the page). Without a template nothing changes.
 */
export function editTemplateContent(
  document: PageDocument,
  elements: EditorElement[],
): PageDocument {
  if (document.templateId === null) return document;
  return { ...document, templateId: null, elements: [...elements, ...document.elements] };
}
