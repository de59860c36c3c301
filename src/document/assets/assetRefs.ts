import { richPictures, withRichPictures } from '../collections/richPictures';
import { elementLists, mapElementLists } from '../siteElements';
import type { CollectionItem, EditorElement, ItemPicture, SiteDocument } from '../types';
import { isAssetId } from './assetLimits';

/**
 * Where a site shows the Médiathèque's pictures: its images (`assetId`), and its collections'
 * items — « Image », « Images », and the pictures inside « Contenu ». Counting them, listing them
 * and changing their ids all go through this file, so no one of those places is forgotten.
 */

/** The picture an element shows from the Médiathèque, if any. */
export function assetIdOf(element: EditorElement): string | undefined {
  const id = element.type === 'image' ? element.properties?.assetId : undefined;
  return isAssetId(id) ? id : undefined;
}

/** Every picture an item (or its form's draft) shows: « Image », « Images », those of « Contenu ». */
export function itemPictures(
  item: Partial<Pick<CollectionItem, 'image' | 'images' | 'content'>>,
): ItemPicture[] {
  return [
    ...(item.image ? [item.image] : []),
    ...(item.images ?? []),
    ...richPictures(item.content),
  ];
}

/**
 * How many places of the site show each stored picture: the project → pictures relation is the
 * document's (docs/decisions.md, « Pictures »), nothing else records it.
 */
export function assetUseCounts(
  site: Pick<SiteDocument, 'pages' | 'shared' | 'collections'>,
): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (id: string | undefined) => {
    if (isAssetId(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  };
  for (const elements of elementLists(site)) {
    for (const element of elements) count(assetIdOf(element));
  }
  for (const collection of site.collections ?? []) {
    for (const item of collection.items) {
      for (const picture of itemPictures(item)) count(picture.assetId);
    }
  }
  return counts;
}

/** Every stored picture the site (or one page) uses, in order. */
export function assetIdsOf(
  site:
    Pick<SiteDocument, 'pages' | 'shared' | 'collections'> | { elements: readonly EditorElement[] },
): string[] {
  const whole = 'pages' in site ? site : { pages: [site as SiteDocument['pages'][number]] };
  return [...assetUseCounts(whole).keys()];
}

/** An item with each picture's id `to` returns (undefined: kept); the same item when none changes. */
function itemWithAssetIds(
  item: CollectionItem,
  to: (id: string) => string | undefined,
): CollectionItem {
  const swap = (picture: ItemPicture): ItemPicture => {
    const id = to(picture.assetId);
    return id === undefined || id === picture.assetId ? picture : { ...picture, assetId: id };
  };
  const image = item.image && swap(item.image);
  const images = item.images?.map(swap);
  const content = item.content && withRichPictures(item.content, to);
  const changed =
    image !== item.image ||
    images?.some((picture, i) => picture !== item.images![i]) === true ||
    content !== item.content;
  if (!changed) return item;
  return {
    ...item,
    ...(image ? { image } : {}),
    ...(images ? { images } : {}),
    ...(content ? { content } : {}),
  };
}

/**
 * `site` with every stored picture it shows — images, items' pictures, pictures in their content —
 * showing the id `to` returns instead (undefined: kept): « Remplacer » in the Médiathèque,
 * pictures a file carried under other ids. The same site, and the same lists, where none changes.
 */
export function withAssetIds<S extends Pick<SiteDocument, 'pages' | 'shared' | 'collections'>>(
  site: S,
  to: (id: string) => string | undefined,
): S {
  const next = mapElementLists(site, (elements) => {
    let changed = false;
    const mapped = elements.map((element) => {
      const from = assetIdOf(element);
      const id = from === undefined ? undefined : to(from);
      if (id === undefined || id === from) return element;
      changed = true;
      return { ...element, properties: { ...element.properties, assetId: id } };
    });
    return changed ? mapped : elements;
  });
  if (!site.collections) return next;
  let changed = false;
  const collections = site.collections.map((collection) => {
    const items = collection.items.map((item) => itemWithAssetIds(item, to));
    if (items.every((item, i) => item === collection.items[i])) return collection;
    changed = true;
    return { ...collection, items };
  });
  return changed ? { ...next, collections } : next;
}
