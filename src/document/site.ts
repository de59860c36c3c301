import { LIMITS } from './limits';
import { uniqueSlug } from './slug';
import { withInferredStyles } from './siteStyles/infer';
import { defaultSiteStyles } from './siteStyles/siteStyles';
import {
  SITE_SCHEMA_VERSION,
  type EditorElement,
  type Page,
  type PageDocument,
  type SiteDocument,
  type SiteTheme,
} from './types';

/**
 * The site document's small helpers, pure: making a site and a page, finding pages, replacing
 * one. The editor's page operations (features/editor/model/pages.ts) stand on them.
 */

/** The reader's system font: what Toile's pages used before fonts could be chosen. */
export const SYSTEM_FONT = 'system';
export const DEFAULT_THEME: SiteTheme = { headingFont: SYSTEM_FONT, bodyFont: SYSTEM_FONT };

/** The name and slug of a site's first page. */
export const HOME_PAGE_NAME = 'Accueil';
/**
 * The id of the first page of a site Toile makes itself: a new site, the page a one-page
 * document (schema 1 or 2) becomes, a template's page. Fixed, so the same input always gives the
 * same site (a replayed session, a migration, a template).
 */
export const FIRST_PAGE_ID = 'accueil';

/** A new, empty page. `id` is made by the caller (a `prepare` callback or a thunk). */
export function createPage(
  id: string,
  name: string,
  takenSlugs: Iterable<string> = [],
  elements: EditorElement[] = [],
): Page {
  return {
    id,
    name,
    slug: uniqueSlug(name, takenSlugs),
    seo: { title: '', description: '', noindex: false },
    elements,
  };
}

/** A new site of one empty page « Accueil ». */
export function createSite(options: {
  name: string;
  templateId?: string | null;
  homePageId: string;
  elements?: EditorElement[];
}): SiteDocument {
  const home = createPage(options.homePageId, HOME_PAGE_NAME, [], options.elements ?? []);
  return {
    schemaVersion: SITE_SCHEMA_VERSION,
    name: options.name,
    templateId: options.templateId ?? null,
    homePageId: home.id,
    pages: [home],
    theme: { ...DEFAULT_THEME },
    styles: defaultSiteStyles(),
    settings: { language: 'fr' },
  };
}

/**
 * A page document of schema 1 or 2 as the site of schema 3 it became: its elements on one page
 * « Accueil », which is the home page; the name and template kept; no styles yet.
 */
export function siteV3FromPageDocument(
  document: PageDocument,
): Omit<SiteDocument, 'styles' | 'schemaVersion'> & { schemaVersion: 3 } {
  const { styles: _none, ...site } = createSite({
    name: document.name,
    templateId: document.templateId,
    homePageId: FIRST_PAGE_ID,
    elements: document.elements,
  });
  void _none;
  return { ...site, schemaVersion: 3 };
}

/**
 * A page document of schema 1 or 2 as a site: its elements on one page « Accueil », which is the
 * home page; the name and template kept; its styles read from its elements. Renders exactly as
 * the page did (same body, same CSS).
 */
export function siteFromPageDocument(document: PageDocument): SiteDocument {
  return withInferredStyles(siteV3FromPageDocument(document));
}

export function findPage(site: SiteDocument, pageId: string): Page | undefined {
  return site.pages.find((page) => page.id === pageId);
}

/** The home page (the schema guarantees it exists; the first page otherwise). */
export function homePage(site: SiteDocument): Page {
  return findPage(site, site.homePageId) ?? site.pages[0];
}

/** The page's file in the exported site: `index.html` for the home page, `<slug>.html` else. */
export function pageFileName(site: Pick<SiteDocument, 'homePageId'>, page: Page): string {
  return page.id === site.homePageId ? 'index.html' : `${page.slug}.html`;
}

/**
 * How the exported pages name each other: `files`, by their file names (`a-propos.html`,
 * `index.html`), which any host and a folder opened from the disk serve; `clean`, by the addresses
 * a host that serves `a-propos.html` at `/a-propos` answers (Apache with the export's `.htaccess`,
 * Netlify, GitHub Pages, nginx with its server block): `a-propos`, and `./` for the home page.
 * Both are relative, so a site served under a sub-path (`https://nom.github.io/site/`) works.
 */
export type PageAddresses = 'files' | 'clean';

/** The address a link to `page` takes in the exported site (see `PageAddresses`). */
export function pageAddress(
  site: Pick<SiteDocument, 'homePageId'>,
  page: Page,
  addresses: PageAddresses = 'files',
): string {
  if (addresses === 'files') return pageFileName(site, page);
  return page.id === site.homePageId ? './' : page.slug;
}

/** The page's title in a browser tab: its SEO title, else its name and the site's. */
export function pageTitle(site: SiteDocument, page: Page, untitled: string): string {
  const own = page.seo.title.trim();
  if (own) return own;
  const siteName = site.name.trim();
  if (page.id === site.homePageId) return siteName || untitled;
  return siteName ? `${page.name} — ${siteName}` : page.name;
}

/**
 * `site` with `page` in place of the page of the same id. Returns `site` itself when the page is
 * the one already there, so callers can tell that nothing changed.
 */
export function replacePage(site: SiteDocument, page: Page): SiteDocument {
  const index = site.pages.findIndex((p) => p.id === page.id);
  if (index === -1 || site.pages[index] === page) return site;
  const pages = site.pages.slice();
  pages[index] = page;
  return { ...site, pages };
}

/** How many elements the whole site holds (a shared header's or footer's counts once). */
export function siteElementCount(site: SiteDocument): number {
  let count = 0;
  for (const page of site.pages) count += page.elements.length;
  if (site.shared) count += site.shared.header.length + site.shared.footer.length;
  return count;
}

/** Whether `site` can take `extra` more elements, within LIMITS.elementsPerSite. */
export function siteHasRoomFor(site: SiteDocument, extra: number): boolean {
  return siteElementCount(site) + extra <= LIMITS.elementsPerSite;
}
