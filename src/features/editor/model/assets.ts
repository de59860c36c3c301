import { isAssetId } from '../../../document/assets/assetLimits';
import { assetIdOf } from '../../../document/assets/assetRefs';
import { mapElementLists } from '../../../document/siteElements';
import type { CollectionItem, ItemPicture, SiteDocument } from '../../../document/types';
import { mergeElement } from './updateElement';

/**
 * « Remplacer » in the Médiathèque: every picture of the site showing `from` shows `to` instead,
 * on every page and in every item of the collections. The same site when none does (or the ids are not ids): no step.
 */
export function replaceAsset(site: SiteDocument, from: string, to: string): SiteDocument {
  if (!isAssetId(from) || !isAssetId(to) || from === to) return site;
  const next = mapElementLists(site, (elements) =>
    elements.some((element) => assetIdOf(element) === from)
      ? elements.map((element) =>
          assetIdOf(element) === from ? mergeElement(element, { assetId: to }) : element,
        )
      : elements,
  );
  // The collections' items showing it too (« Image », « Images »).
  const swap = (picture: ItemPicture): ItemPicture =>
    picture.assetId === from ? { ...picture, assetId: to } : picture;
  const shows = (item: CollectionItem) =>
    item.image?.assetId === from || (item.images ?? []).some((p) => p.assetId === from);
  if (!site.collections?.some((c) => c.items.some(shows))) return next;
  const collections = site.collections.map((collection) =>
    collection.items.some(shows)
      ? {
          ...collection,
          items: collection.items.map((item) =>
            shows(item)
              ? {
                  ...item,
                  ...(item.image ? { image: swap(item.image) } : {}),
                  ...(item.images ? { images: item.images.map(swap) } : {}),
                }
              : item,
          ),
        }
      : collection,
  );
  return { ...next, collections };
}
