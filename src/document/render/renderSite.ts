import { fr } from '../../i18n/fr';
import { pageFileName, pageTitle } from '../site';
import { composition } from '../sharedParts';
import { sitePages } from '../collections/collections';
import type { Page, SiteDocument } from '../types';
import { htmlDocument, inlineStylesheets, stylesheetLink } from './htmlDocument';
import { renderPage, type RenderedPage, type RenderOptions } from './renderPage';
import { SITE_STYLESHEET, siteSheet, type SiteSheet } from './siteStylesheet';

export { SITE_STYLESHEET };
import { formActionSources } from './formMarkup';
import { seoHead, siteLanguage } from './seo';

/**
 * The site's pages as files: each page is an HTML file linking the stylesheet every page shares,
 * `site.css` (the site's colours, text styles and page rules: siteStylesheet.ts), then its own,
 * because element class names (`text-1`) and the page's height are the page's own. The home page
 * is `index.html` and `styles.css`; every other page is `<slug>.html` and `styles-<slug>.css`
 * (slugs are unique, and never a name of the export's own files: slug.ts, RESERVED_SLUGS). Each page's head says what
 * search engines and social networks need (seo.ts); the site's icon, its 404 page, its sitemap and
 * robots.txt follow the pages (seoFiles.ts; docs/decisions.md, « SEO export »).
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
  // An item's page (`articles/pains`: itemPages.ts) has its stylesheet beside it.
  const slash = page.slug.lastIndexOf('/');
  const css =
    page.id === site.homePageId
      ? HOME_STYLESHEET
      : slash === -1
        ? `styles-${page.slug}.css`
        : `${page.slug.slice(0, slash)}/styles-${page.slug.slice(slash + 1)}.css`;
  return { html, css };
}

/**
 * The pages in the order of their files in the export: the home page, then the others in order
 * (not the collections' « Modèles de page », whose items' pages are written from them).
 */
export function pagesInExportOrder(site: SiteDocument): Page[] {
  const pages = sitePages(site);
  const home = pages.find((page) => page.id === site.homePageId);
  const others = pages.filter((page) => page !== home);
  return home ? [home, ...others] : others;
}

/** The shared stylesheets already made, by site and options (a site's pages share one). */
const sheets = new WeakMap<SiteDocument, { key: RenderOptions; sheet: SiteSheet }[]>();

/** The stylesheet the site's pages share, `site.css` (siteStylesheet.ts), made once per site. */
export function siteStylesheet(site: SiteDocument, options: RenderOptions = {}): SiteSheet {
  const fitToWindow = options.fitToWindow ?? true;
  let made = sheets.get(site);
  if (!made) sheets.set(site, (made = []));
  const same = made.find(
    ({ key }) => (key.fitToWindow ?? true) === fitToWindow && key.fontUrl === options.fontUrl,
  );
  if (same) return same.sheet;
  const sheet = siteSheet(site, { fitToWindow, fontUrl: options.fontUrl });
  // A handful of option sets at most (the export's, the preview's, a miniature's).
  if (made.length > 4) made.shift();
  made.push({ key: { fitToWindow, fontUrl: options.fontUrl }, sheet });
  return sheet;
}

/**
 * One page of the site as exported: `html` is the whole document, titled by `pageTitle` and
 * linking the site's shared stylesheet then the page's own; `css` is the page's, `siteCss` the
 * shared one.
 */
export function renderSitePage(
  site: SiteDocument,
  page: Page,
  options: RenderOptions = {},
): RenderedPage {
  // The page as drawn: the site's header above its elements, its footer below (sharedParts.ts).
  const drawn = composition(site, page);
  page = drawn.page;
  const sheet = siteStylesheet(site, options);
  const rendered = renderPage(page, { ...options, site, sheet, parts: drawn });
  const title = pageTitle(site, page, options.untitled ?? fr.export.untitled);
  const link = [SITE_STYLESHEET, pageFileNames(site, page).css].map(stylesheetLink).join('\n');
  const head = {
    lang: siteLanguage(site),
    head: seoHead(site, page, title, options.addresses),
    // The page's forms may send to their destinations, and nowhere else.
    formActions: formActionSources(page.elements),
  };
  const out: RenderedPage = {
    html: htmlDocument(title, link, rendered.html, head),
    get css() {
      return rendered.css;
    },
    siteCss: rendered.siteCss,
  };
  if (rendered.parts) out.parts = rendered.parts;
  return out;
}

/**
 * One page of the site as one self-contained HTML document: the exported page with its
 * stylesheet inlined and, since there are no files around it, its icon the generated one as a
 * `data:` URL (htmlDocument.ts, `inlineStylesheets`: the shared stylesheet, then the page's). The `srcdoc` of the preview's frame, of the projects' miniatures
 * (`renderSitePageInline(site, homePage(site))`) and of the templates' sample pages, which keep
 * `renderSitePage`'s html and css and inline them the same way (render/templateSrcDoc.ts).
 */
export function renderSitePageInline(
  site: SiteDocument,
  page: Page,
  options: RenderOptions = {},
): string {
  const { html, css, siteCss } = renderSitePage(site, page, options);
  return inlineStylesheets(html, [siteCss, css]);
}
