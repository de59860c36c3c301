import { fr } from '../../i18n/fr';
import { PAGE_BACKGROUND } from '../style/elementBoxStyle';
import type { Page, SiteDocument } from '../types';
import { escapeHtml } from './escapeHtml';
import { faviconLetterColour, siteMainColour } from './favicon';
import { htmlDocument, inlineStyle } from './htmlDocument';
import { iconLink, pageUrl, siteBaseUrl, siteIcon, siteLanguage } from './seo';
import type { PageAddresses } from '../site';

/**
 * The site's own files beside its pages (docs/decisions.md, « SEO export »): `404.html`, the page
 * hosts show for an address the site does not have; and, when the site has an address,
 * `sitemap.xml` and `robots.txt`. Pure.
 */

export const NOT_FOUND_FILE = '404.html';
export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

/**
 * An address of the site for 404.html, which a host serves at any missing path (`/a/b/c`): so
 * absolute, under the site's address when it has one, else from the host's root.
 */
function fromRoot(base: string | null, name: string): string {
  return `${base ?? ''}/${name}`;
}

/** 404.html's stylesheet: the page alone, centred, its link a button of the site's colour. */
function notFoundCss(colour: string): string {
  return `*,
*::before,
*::after {
  box-sizing: border-box;
}

html,
body {
  margin: 0;
}

body {
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  background: ${PAGE_BACKGROUND};
  color: #111827;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
  font-size: 1rem;
  line-height: 1.5;
}

main {
  max-width: 36rem;
  text-align: center;
}

.code {
  margin: 0;
  color: #4B5563;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
}

h1 {
  margin: 8px 0 16px;
  font-size: 2rem;
  line-height: 1.2;
}

p {
  margin: 0 0 24px;
}

a {
  display: inline-block;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: 8px;
  background: ${colour};
  color: ${faviconLetterColour(colour)};
  font-weight: 700;
  text-decoration: none;
}

a:hover {
  text-decoration: underline;
}

a:focus {
  outline: 3px solid #111827;
  outline-offset: 3px;
}
`;
}

/**
 * 404.html: « Page introuvable », in French, with a link to the home page; never indexed. Its
 * styles are its own and inline, its icon and link absolute (see `fromRoot`).
 */
export function notFoundPage(site: SiteDocument): string {
  const t = fr.export.seo;
  const base = siteBaseUrl(site);
  const colour = siteMainColour(site);
  const icon = siteIcon(site);
  const iconHref = icon.file ? fromRoot(base, icon.file.name) : icon.href;
  const siteName = typeof site.name === 'string' ? site.name.replace(/\s+/g, ' ').trim() : '';
  const title = siteName ? `${t.notFoundTitle} — ${siteName}` : t.notFoundTitle;
  const body = [
    '    <main>',
    `      <p class="code">${escapeHtml(t.notFoundCode)}</p>`,
    `      <h1>${escapeHtml(t.notFoundTitle)}</h1>`,
    `      <p>${escapeHtml(t.notFoundText)}</p>`,
    `      <a href="${escapeHtml(fromRoot(base, ''))}">${escapeHtml(t.notFoundHome)}</a>`,
    '    </main>',
  ].join('\n');
  return htmlDocument(title, inlineStyle(notFoundCss(colour)), body, {
    lang: siteLanguage(site),
    head: [
      '    <meta name="robots" content="noindex">',
      `    <meta name="theme-color" content="${escapeHtml(colour)}">`,
      iconLink(iconHref, icon.type),
    ],
  });
}

/** The pages a search engine may list: every page without `noindex`, in export order. */
function indexedPages(pages: readonly Page[]): Page[] {
  return pages.filter((page) => page.seo?.noindex !== true);
}

/**
 * sitemap.xml (sitemaps.org 0.9): the absolute address of every page a search engine may list,
 * the home page as `<base>/`; null when the site has no address.
 */
export function sitemapXml(
  site: SiteDocument,
  pages: readonly Page[],
  addresses: PageAddresses = 'files',
): string | null {
  const base = siteBaseUrl(site);
  if (base === null) return null;
  const urls = indexedPages(pages).map(
    (page) =>
      `  <url>\n    <loc>${escapeHtml(pageUrl(base, site, page, addresses))}</loc>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: every robot may read everything (a page kept out of search engines says so with its
 * own `noindex`, which a robot must be allowed to read), and where the sitemap is; null when
 * the site has no address.
 */
export function robotsTxt(site: SiteDocument): string | null {
  const base = siteBaseUrl(site);
  if (base === null) return null;
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${base}/${SITEMAP_FILE}`, ''].join('\n');
}
