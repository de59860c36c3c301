import { fr } from '../../i18n/fr';
import { pageFileName, pageTitle } from '../site';
import { slugProblem } from '../slug';
import type { Page, SiteDocument } from '../types';
import { htmlDocument, inlineStylesheet, stylesheetLink } from './htmlDocument';
import { renderPage, type RenderedPage, type RenderOptions } from './renderPage';

/**
 * The site's pages as files: each page is an HTML file with its own stylesheet, because element
 * class names (`text-1`) and the page's height are the page's own. The home page is `index.html`
 * and `styles.css`, byte for byte what the one-page export wrote; every other page is
 * `<slug>.html` and `styles-<slug>.css` (slugs are unique, and never a name of the export's own
 * files: slug.ts, RESERVED_SLUGS).
 */

/** The home page's stylesheet, the one-page export's `styles.css`. */
export const HOME_STYLESHEET = 'styles.css';

/** The names of a page's two files in the exported site. */
export interface PageFileNames {
  html: string;
  css: string;
}

export function pageFileNames(site: SiteDocument, page: Page): PageFileNames {
  const html = pageFileName(site, page);
  const css = page.id === site.homePageId ? HOME_STYLESHEET : `styles-${page.slug}.css`;
  return { html, css };
}

/** The pages in the order of their files in the export: the home page, then the others in order. */
export function pagesInExportOrder(site: SiteDocument): Page[] {
  const home = site.pages.find((page) => page.id === site.homePageId);
  const others = site.pages.filter((page) => page !== home);
  return home ? [home, ...others] : others;
}

/**
 * One page of the site as exported: `html` is the whole document, titled by `pageTitle` and
 * linking the page's own stylesheet; `css` is that stylesheet.
 */
export function renderSitePage(
  site: SiteDocument,
  page: Page,
  options: RenderOptions = {},
): RenderedPage {
  const rendered = renderPage(page, options);
  const title = pageTitle(site, page, options.untitled ?? fr.export.untitled);
  const link = stylesheetLink(pageFileNames(site, page).css);
  return { html: htmlDocument(title, link, rendered.html), css: rendered.css };
}

/**
 * One page of the site as one self-contained HTML document: the exported page with its
 * stylesheet inlined. The `srcdoc` of the preview's frame, of the projects' miniatures
 * (`renderSitePageInline(site, homePage(site))`) and of the templates' sample pages, which keep
 * `renderSitePage`'s html and css and inline them the same way (features/templates/templateSrcDoc.ts).
 */
export function renderSitePageInline(
  site: SiteDocument,
  page: Page,
  options: RenderOptions = {},
): string {
  const { html, css } = renderSitePage(site, page, options);
  return inlineStylesheet(html, css);
}

/** One file of the exported site. */
export interface SiteFile {
  name: string;
  text: string;
  /** The page the file belongs to. */
  pageId: string;
}

/**
 * The names of the site's files, in their order in the export: `index.html`, `styles.css`, then
 * `<slug>.html` and `styles-<slug>.css` of each other page in the site's order.
 */
export function siteFileNames(site: SiteDocument): string[] {
  return pagesInExportOrder(site).flatMap((page) => {
    const names = pageFileNames(site, page);
    return [names.html, names.css];
  });
}

/**
 * Every page's slug must be a valid, free file name: the schema and the editor's page operations
 * guarantee it; a site that broke it would otherwise write files over one another or outside the
 * folder, so the export refuses it.
 */
function checkSlugs(pages: readonly Page[]): void {
  const taken: string[] = [];
  for (const page of pages) {
    if (slugProblem(page.slug, taken) !== null) throw new Error('invalid page slug');
    taken.push(page.slug);
  }
}

/** The site's files, rendered, in their order in the export (see `siteFileNames`). */
export function siteFiles(site: SiteDocument, options: RenderOptions = {}): SiteFile[] {
  const pages = pagesInExportOrder(site);
  checkSlugs(pages);
  return pages.flatMap((page) => {
    const names = pageFileNames(site, page);
    const { html, css } = renderSitePage(site, page, options);
    return [
      { name: names.html, text: html, pageId: page.id },
      { name: names.css, text: css, pageId: page.id },
    ];
  });
}
