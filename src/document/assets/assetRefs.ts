import { elementLists } from '../siteElements';
import type { EditorElement, SiteDocument } from '../types';
import { isAssetId } from './assetLimits';

/** The picture an element shows from the Médiathèque, if any. */
export function assetIdOf(element: EditorElement): string | undefined {
  const id = element.type === 'image' ? element.properties?.assetId : undefined;
  return isAssetId(id) ? id : undefined;
}

/**
 * How many elements of the site use each stored picture: the project → pictures relation is the
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
  // The pictures of the collections' items (« Image », « Images »).
  for (const collection of site.collections ?? []) {
    for (const item of collection.items) {
      count(item.image?.assetId);
      for (const picture of item.images ?? []) count(picture.assetId);
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
