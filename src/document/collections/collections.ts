import { withSiteColorBindings } from '../siteStyles/designStyles';
import { slugProblem, uniqueSlug, type SlugProblem } from '../slug';
import type {
  Collection,
  CollectionItem,
  CollectionKind,
  ItemField,
  Page,
  SiteDocument,
} from '../types';

/**
 * A site's collections (« Articles », « Réalisations », « Produits »): each a list of items, and a
 * « Modèle de page », a page of the site marked with the collection's id, whose elements may be
 * bound to the items' fields. The export writes one page per published item from it, at
 * `<collection>/<slug>.html`. The model page's slug is the collection's folder, so no page of the
 * site can take that name.
 */

/** The fields each kind of item has, in the order its form shows them. */
export const KIND_FIELDS: Record<CollectionKind, readonly ItemField[]> = {
  articles: ['title', 'date', 'image', 'summary', 'content', 'author', 'categories'],
  realisations: ['title', 'date', 'images', 'client', 'content', 'link'],
  produits: ['title', 'price', 'image', 'content', 'link'],
};

/** The site's collections (none: an empty list). */
export const collectionsOf = (site: Pick<SiteDocument, 'collections'>): Collection[] =>
  site.collections ?? [];

export function findCollection(
  site: Pick<SiteDocument, 'collections'>,
  id: string,
): Collection | undefined {
  return collectionsOf(site).find((c) => c.id === id);
}

const ownPages = new WeakMap<readonly Page[], Page[]>();

/**
 * The site's own pages: every page but the collections' « Modèles de page » (the same list for
 * the same pages, which selectors need).
 */
export function sitePages(site: Pick<SiteDocument, 'pages'>): Page[] {
  const { pages } = site;
  if (!pages.some((page) => page.collection !== undefined)) return pages;
  let own = ownPages.get(pages);
  if (!own) ownPages.set(pages, (own = pages.filter((page) => page.collection === undefined)));
  return own;
}

/** The items a list shows and the export writes: those not kept as « Brouillon ». */
export const publishedItems = (collection: Collection): CollectionItem[] =>
  collection.items.filter((item) => !item.draft);

/**
 * The items newest first (by date, then as ordered in the collection), as lists and the feed show
 * articles; realisations and products keep the collection's order.
 */
export function itemsInListOrder(collection: Collection): CollectionItem[] {
  const published = publishedItems(collection);
  if (collection.kind === 'produits') return published;
  return published
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (b.item.date ?? '').localeCompare(a.item.date ?? '') || a.index - b.index)
    .map(({ item }) => item);
}

/** The feed's name in a collection's folder (`articles/flux.xml`): no item may take it. */
export const FEED_SLUG = 'flux';
/** The list's next pages in a collection's folder (`articles/page-2.html`): no item may take them. */
const isListPageSlug = (slug: string) => /^page-[0-9]+$/.test(slug);

/** What is wrong with `slug` for item `itemId` of `collection`, or null. */
export function itemSlugProblem(
  collection: Collection,
  itemId: string | null,
  slug: string,
): SlugProblem | null {
  const taken = collection.items.filter((item) => item.id !== itemId).map((item) => item.slug);
  if (isListPageSlug(slug) || slug === FEED_SLUG) return 'reserved';
  return slugProblem(slug, taken);
}

/** A free slug for a new item titled `title`. */
export function newItemSlug(collection: Collection, title: string, itemId: string | null = null) {
  const taken = collection.items.filter((item) => item.id !== itemId).map((item) => item.slug);
  let slug = uniqueSlug(title || 'element', [...taken, FEED_SLUG]);
  for (let n = 2; isListPageSlug(slug); n += 1) {
    slug = uniqueSlug(`${title}-${n}`, [...taken, FEED_SLUG]);
  }
  return slug;
}

/** Collection `id`'s « Modèle de page ». */
export function modelPage(site: Pick<SiteDocument, 'pages'>, id: string): Page | undefined {
  return site.pages.find((page) => page.collection === id);
}

/** Whether `value` is a real date `YYYY-MM-DD` (by arithmetic: a thousand items are checked). */
export function isItemDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(5, 7));
  const d = Number(value.slice(8, 10));
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return days !== undefined && d >= 1 && d <= days;
}

/** A collection placed in a site with its « Modèle de page » (samples.ts, `placeSamples`). */
export interface PlacedCollection {
  collection: Collection;
  page: Page;
}

/**
 * `site` with the collections and model pages `added` at the end, the model pages' colours
 * following the site's where they are its.
 */
export function withPlacedCollections(
  site: SiteDocument,
  added: readonly PlacedCollection[] | undefined,
): SiteDocument {
  if (!added?.length) return site;
  const bound = (page: Page): Page => ({
    ...page,
    elements: page.elements.map((e) => withSiteColorBindings(e, site.styles)),
  });
  return {
    ...site,
    pages: [...site.pages, ...added.map(({ page }) => bound(page))],
    collections: [...collectionsOf(site), ...added.map(({ collection }) => collection)],
  };
}
