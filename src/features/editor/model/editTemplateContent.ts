import { findPage, replacePage } from '../../../document/site';
import type { EditorElement, SiteDocument } from '../../../document/types';

/**
 * « Modifier le contenu du template »: the background template becomes `elements` (made from it
 * by templateToElements), placed under the elements already on page `pageId`, and stops being
 * drawn behind the canvas (its content now is the page). Without a template nothing changes.
 */
export function editTemplateContent(
  site: SiteDocument,
  pageId: string,
  elements: EditorElement[],
): SiteDocument {
  const page = findPage(site, pageId);
  if (site.templateId === null || !page) return site;
  const next = replacePage(site, { ...page, elements: [...elements, ...page.elements] });
  return { ...next, templateId: null };
}
