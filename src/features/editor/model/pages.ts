import { LIMITS } from '../../../document/limits';
import { sitePages } from '../../../document/collections/collections';
import { createPage, findPage } from '../../../document/site';
import { slugify, slugProblem, uniqueSlug, type SlugProblem } from '../../../document/slug';
import type { EditorElement, Page, SiteDocument } from '../../../document/types';

/**
 * The page operations of the Pages panel, pure: each returns a new site, or the same site when it
 * changes nothing or would break a rule of the document (then the reducer records no step).
 */

export type PageNameProblem = 'empty' | 'tooLong';

/** A page name as kept: spaces collapsed and trimmed. */
export const cleanPageName = (name: string) => String(name).replace(/\s+/g, ' ').trim();

export function pageNameProblem(name: string): PageNameProblem | null {
  const clean = cleanPageName(name);
  if (clean === '') return 'empty';
  if (clean.length > LIMITS.pageName) return 'tooLong';
  return null;
}

const otherSlugs = (site: SiteDocument, pageId: string | null) =>
  site.pages.filter((p) => p.id !== pageId).map((p) => p.slug);

/** What is wrong with `slug` for page `pageId` (null for a new page), or null. */
export function pageSlugProblem(
  site: SiteDocument,
  pageId: string | null,
  slug: string,
): SlugProblem | null {
  return slugProblem(slug, otherSlugs(site, pageId));
}

/** A new page named `name` with a free slug (`id` made by the caller). */
export function newPage(site: SiteDocument, id: string, name: string): Page {
  return createPage(id, cleanPageName(name), otherSlugs(site, null));
}

/** `page` added after page `afterId` (at the end without it); at most LIMITS.pages pages. */
export function addPage(site: SiteDocument, page: Page, afterId?: string): SiteDocument {
  if (site.pages.length >= LIMITS.pages || findPage(site, page.id)) return site;
  if (pageNameProblem(page.name) || pageSlugProblem(site, null, page.slug)) return site;
  const pages = site.pages.slice();
  const after = afterId === undefined ? -1 : pages.findIndex((p) => p.id === afterId);
  const name = cleanPageName(page.name);
  pages.splice(
    after === -1 ? pages.length : after + 1,
    0,
    name === page.name ? page : { ...page, name },
  );
  return { ...site, pages };
}

function withPage(site: SiteDocument, pageId: string, change: (page: Page) => Page): SiteDocument {
  const index = site.pages.findIndex((p) => p.id === pageId);
  if (index === -1) return site;
  const page = site.pages[index];
  const next = change(page);
  if (next === page) return site;
  const pages = site.pages.slice();
  pages[index] = next;
  return { ...site, pages };
}

/** Whether `slug` is still the one made from `name` (then it follows a renaming). */
function slugFollowsName(slug: string, name: string): boolean {
  const base = slugify(name) || 'page';
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}

/**
 * Page `pageId` renamed. Its slug follows the name while it was the one made from the name; a
 * slug the person chose stays. A blank or too long name changes nothing.
 */
export function renamePage(site: SiteDocument, pageId: string, name: string): SiteDocument {
  if (pageNameProblem(name)) return site;
  const clean = cleanPageName(name);
  return withPage(site, pageId, (page) => {
    if (page.name === clean) return page;
    const slug = slugFollowsName(page.slug, page.name)
      ? uniqueSlug(clean, otherSlugs(site, pageId))
      : page.slug;
    return { ...page, name: clean, slug };
  });
}

/** Page `pageId` at address `slug`; a refused slug (empty, taken, reserved…) changes nothing. */
export function setPageSlug(site: SiteDocument, pageId: string, slug: string): SiteDocument {
  if (pageSlugProblem(site, pageId, slug) !== null) return site;
  return withPage(site, pageId, (page) => (page.slug === slug ? page : { ...page, slug }));
}

/**
 * A copy of page `pageId` under `id`, its elements under `elementIds` (one per element, made by
 * the caller), named « <name> (copie) » with a free slug; null for an unknown page.
 */
export function pageCopy(
  site: SiteDocument,
  pageId: string,
  id: string,
  elementIds: readonly string[],
  copyName: (name: string) => string,
): Page | null {
  const page = findPage(site, pageId);
  if (!page || elementIds.length !== page.elements.length) return null;
  // The original name is shortened (by whole characters) so that « (copie) » always fits.
  const room = LIMITS.pageName - copyName('').length;
  const name = cleanPageName(copyName(Array.from(page.name).slice(0, room).join('').trimEnd()));
  const elements = page.elements.map((element, i): EditorElement => ({
    ...element,
    id: elementIds[i],
  }));
  return {
    ...page,
    id,
    name,
    slug: uniqueSlug(name, otherSlugs(site, null)),
    seo: { ...page.seo },
    elements,
  };
}

/**
 * Page `pageId` removed; never the last one. When it was the home page, the first remaining page
 * becomes the home page.
 */
export function deletePage(site: SiteDocument, pageId: string): SiteDocument {
  const page = findPage(site, pageId);
  // A collection's « Modèle de page » goes only with its collection.
  if (sitePages(site).length <= 1 || !page || page.collection !== undefined) return site;
  const pages = site.pages.filter((p) => p.id !== pageId);
  const homePageId = site.homePageId === pageId ? sitePages({ pages })[0].id : site.homePageId;
  return { ...site, pages, homePageId };
}

/** Page `pageId` moved to position `toIndex` (clamped) in the site's order. */
export function movePage(site: SiteDocument, pageId: string, toIndex: number): SiteDocument {
  const from = site.pages.findIndex((p) => p.id === pageId);
  if (from === -1 || !Number.isInteger(toIndex)) return site;
  const to = Math.min(site.pages.length - 1, Math.max(0, toIndex));
  if (to === from) return site;
  const pages = site.pages.slice();
  const [page] = pages.splice(from, 1);
  pages.splice(to, 0, page);
  return { ...site, pages };
}

/** Page `pageId` becomes the home page (`index.html`). */
export function setHomePage(site: SiteDocument, pageId: string): SiteDocument {
  const page = findPage(site, pageId);
  if (site.homePageId === pageId || !page || page.collection !== undefined) return site;
  return { ...site, homePageId: pageId };
}
