import { renderSitePage } from '../../document/render/renderSite';
import { createPage, createSite, FIRST_PAGE_ID, homePage } from '../../document/site';
import type { SiteDocument } from '../../document/types';
import { placeSamples } from '../../document/collections/samples';
import { withPlacedCollections } from '../../document/collections/collections';
import { counter, templatePages, type BuiltPage, type TemplateParts } from './templatePages';
import type { Template } from './types';

/**
 * A template's sample page (the spec's `html` and `css`) is drawn by the document's one renderer,
 * the export's: it is the home page of the template's site (its recipe's pages built by
 * templatePages.ts). So « Aperçu » in the library, the page behind the editor's canvas (both
 * document/render/templateSrcDoc.ts) and the elements « Modifier le contenu du template » puts
 * on the canvas are the same drawing by construction. Only the generator uses this module (it
 * loads the renderer).
 */

/**
 * The template as a site: its pages, named as the recipe names them, the home page first (its
 * header's « Menu » lists them all). `built` are its pages already built (the generator builds the
 * home page only: the others then stand in the site by their names, empty). Pure.
 */
export function templateSite(
  template: Pick<Template, 'id' | 'name'> & TemplateParts,
  built: BuiltPage[] = templatePages(template, counter()),
): SiteDocument {
  const others = template.recipe.pages.slice(1);
  const site = createSite({
    name: template.name,
    templateId: template.id,
    homePageId: FIRST_PAGE_ID,
    elements: built[0]?.elements ?? [],
  });
  const pages = site.pages.slice();
  others.forEach((page, i) => {
    const slugs = pages.map((p) => p.slug);
    const made = createPage(`page-${i + 2}`, page.name, slugs, built[i + 1]?.elements ?? []);
    pages.push(made);
  });
  // Its lists show collections made of their sections' samples, with their model pages.
  let n = 0;
  const samples = built.flatMap((page) => page.samples ?? []);
  const placed = placeSamples(
    { ...site, pages },
    pages.map((page) => page.elements),
    samples,
    () => `c${n++}`,
  );
  const listed = pages.map((page, i) =>
    placed.elements[i] === page.elements ? page : { ...page, elements: placed.elements[i] },
  );
  return withPlacedCollections({ ...site, pages: listed }, placed.added);
}

/**
 * The template's home page as the export writes it: `html`, the whole document (titled with the
 * template's name, linking `site.css` and `styles.css`), `siteCss` and `css`, those stylesheets.
 */
export function renderTemplatePage(site: SiteDocument): {
  html: string;
  css: string;
  siteCss: string;
} {
  // Shown only in frames 1,152 px wide: no scaling to the window (RenderOptions.fitToWindow).
  return renderSitePage(site, homePage(site), { fitToWindow: false });
}
