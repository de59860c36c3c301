import { LIMITS } from '../limits';
import type { Collection, CollectionItem, Page, SiteDocument } from '../types';
import { collectionsOf, findCollection, itemSlugProblem, newItemSlug } from './collections';

/**
 * The changes « Collections » makes to a site, each returning the same site when it changes
 * nothing or a rule refuses it (11 collections, the 1 001st item, a slug another item has). Pure;
 * they load with the dialog (editor/collectionReducers.ts records their result as a step).
 */

/** Whether `site` may take one more collection. */
export const hasRoomForCollection = (site: Pick<SiteDocument, 'collections' | 'pages'>) =>
  collectionsOf(site).length < LIMITS.collections && site.pages.length < LIMITS.pages;

/** `site` with `collection` (a new one) and its model page `page` added at the end. */
export function addCollection(
  site: SiteDocument,
  collection: Collection,
  page: Page,
): SiteDocument {
  if (!hasRoomForCollection(site)) return site;
  return {
    ...site,
    pages: [...site.pages, { ...page, collection: collection.id }],
    collections: [...collectionsOf(site), collection],
  };
}

/** `site` without collection `id` nor its model page. */
export function deleteCollection(site: SiteDocument, id: string): SiteDocument {
  const collection = findCollection(site, id);
  if (!collection) return site;
  const collections = collectionsOf(site).filter((c) => c.id !== id);
  const rest = { ...site, pages: site.pages.filter((page) => page.collection !== id) };
  if (collections.length) return { ...rest, collections };
  delete rest.collections;
  return rest;
}

/** `site` with collection `id` changed by `change` (the same site when it returns the same). */
export function updateCollection(
  site: SiteDocument,
  id: string,
  change: (collection: Collection) => Collection,
): SiteDocument {
  const collections = collectionsOf(site);
  const index = collections.findIndex((c) => c.id === id);
  if (index === -1) return site;
  const next = change(collections[index]);
  if (next === collections[index]) return site;
  const list = collections.slice();
  list[index] = next;
  return { ...site, collections: list };
}

/** « Renommer » a collection: its name, and its folder when it was made from the name. */
export function renameCollection(site: SiteDocument, id: string, name: string): SiteDocument {
  const trimmed = name.trim().slice(0, LIMITS.pageName);
  if (!trimmed) return site;
  return updateCollection(site, id, (c) => (c.name === trimmed ? c : { ...c, name: trimmed }));
}

/** Item `item` added at `index` (the end when absent); refused past the limit or a taken slug. */
export function addItem(
  site: SiteDocument,
  collectionId: string,
  item: CollectionItem,
  index?: number,
): SiteDocument {
  return updateCollection(site, collectionId, (c) => {
    if (c.items.length >= LIMITS.itemsPerCollection) return c;
    if (itemSlugProblem(c, null, item.slug) !== null) return c;
    const items = c.items.slice();
    items.splice(index ?? items.length, 0, item);
    return { ...c, items };
  });
}

/** Item `item` (same id) replacing the one stored; refused when its slug is another's. */
export function replaceItem(site: SiteDocument, collectionId: string, item: CollectionItem) {
  return updateCollection(site, collectionId, (c) => {
    const index = c.items.findIndex((i) => i.id === item.id);
    if (index === -1 || c.items[index] === item) return c;
    if (itemSlugProblem(c, item.id, item.slug) !== null) return c;
    const items = c.items.slice();
    items[index] = item;
    return { ...c, items };
  });
}

export function deleteItem(site: SiteDocument, collectionId: string, itemId: string) {
  return updateCollection(site, collectionId, (c) =>
    c.items.some((i) => i.id === itemId)
      ? { ...c, items: c.items.filter((i) => i.id !== itemId) }
      : c,
  );
}

/** Item `itemId` moved to `toIndex` in its collection. */
export function moveItem(
  site: SiteDocument,
  collectionId: string,
  itemId: string,
  toIndex: number,
) {
  return updateCollection(site, collectionId, (c) => {
    const from = c.items.findIndex((i) => i.id === itemId);
    const to = Math.max(0, Math.min(c.items.length - 1, toIndex));
    if (from === -1 || from === to) return c;
    const items = c.items.slice();
    const [item] = items.splice(from, 1);
    items.splice(to, 0, item);
    return { ...c, items };
  });
}

/**
 * A copy of item `itemId` titled `copyTitle` (new id `copyId`, a free slug, kept as « Brouillon »)
 * right after it.
 */
export function duplicateItem(
  site: SiteDocument,
  collectionId: string,
  itemId: string,
  copyId: string,
  copyTitle: string,
) {
  const collection = findCollection(site, collectionId);
  const index = collection?.items.findIndex((i) => i.id === itemId) ?? -1;
  if (!collection || index === -1) return site;
  const source = collection.items[index];
  const title = copyTitle.slice(0, LIMITS.itemText);
  const copy: CollectionItem = {
    ...source,
    id: copyId,
    title,
    slug: newItemSlug(collection, title),
    draft: true,
  };
  return addItem(site, collectionId, copy, index + 1);
}

/** The item form's « Enregistrer »: a new item added first, a known one replaced. */
export function saveItem(site: SiteDocument, collectionId: string, saved: CollectionItem) {
  const collection = findCollection(site, collectionId);
  if (!collection) return site;
  // Saved by the person from its form: theirs, no longer « Contenu d’exemple ».
  const { sample: _sample, ...item } = saved;
  void _sample;
  return collection.items.some((i) => i.id === item.id)
    ? replaceItem(site, collectionId, item)
    : addItem(site, collectionId, item, 0);
}
