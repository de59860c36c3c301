import { renderSitePage } from '../../document/render/renderSite';
import { createSite, FIRST_PAGE_ID, homePage } from '../../document/site';
import type { SiteDocument } from '../../document/types';
import { layoutTemplate, type TemplateLayout } from './layout';
import { templateToElements } from './templateToElements';
import type { Template } from './types';

/**
 * A template's sample page (the spec's `html` and `css`) is drawn by the document's one renderer,
 * the export's: it is the template's elements (templateToElements) as a one-page site named after
 * the template. So « Aperçu » in the library and the page behind the editor's canvas (both
 * templateSrcDoc.ts) and the elements « Modifier le contenu du template » puts on the canvas are
 * the same drawing by construction. Only the generator uses this module (it loads the renderer).
 */

/** The template as a one-page site. `layout` is the template's, when already laid out. Pure. */
export function templateSite(
  template: Pick<Template, 'id' | 'name' | 'sections' | 'palette'>,
  layout: TemplateLayout = layoutTemplate(template.sections, template.palette),
): SiteDocument {
  return createSite({
    name: template.name,
    templateId: template.id,
    homePageId: FIRST_PAGE_ID,
    elements: templateToElements(template, (index) => `${FIRST_PAGE_ID}-${index}`, layout),
  });
}

/**
 * The template's page as the export writes it: `html`, the whole document (titled with the
 * template's name, linking `styles.css`), and `css`, that stylesheet.
 */
export function renderTemplatePage(site: SiteDocument): { html: string; css: string } {
  // Shown only in frames 1,152 px wide: no scaling to the window (RenderOptions.fitToWindow).
  return renderSitePage(site, homePage(site), { fitToWindow: false });
}
