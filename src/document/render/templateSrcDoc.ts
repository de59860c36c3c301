import { inlineStylesheets } from './htmlDocument';

/**
 * A template's page (features/templates/templatePage.ts) as one self-contained document, for an
 * iframe's `srcdoc` (« Aperçu » in the library, the page behind the editor's canvas): its `html`
 * with its `siteCss` and `css` inlined, the very string `renderSitePageInline` gives for the
 * template's site.
 * Only the document's HTML helpers are loaded here, not the renderer: the page is already
 * rendered. Not in features/templates' entry: the library, which imports that entry at its start,
 * would then load these helpers before it is used.
 */
export function templateSrcDoc(template: { html: string; css: string; siteCss: string }): string {
  return inlineStylesheets(template.html, [template.siteCss, template.css]);
}
