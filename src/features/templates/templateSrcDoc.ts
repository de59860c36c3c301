import { inlineStylesheet } from '../../document/render/htmlDocument';
import type { Template } from './types';

/**
 * The template's page (templatePage.ts) as one self-contained document, for an iframe's `srcdoc`
 * (« Aperçu » in the library, the page behind the editor's canvas): its `html` with its `css`
 * inlined, the very string `renderSitePageInline` gives for the template's site. Only the
 * document's HTML helpers are loaded here, not the renderer: the page is already rendered.
 */
export function templateSrcDoc(template: Pick<Template, 'html' | 'css'>): string {
  return inlineStylesheet(template.html, template.css);
}
