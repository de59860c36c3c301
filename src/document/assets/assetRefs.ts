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
export function assetUseCounts(site: Pick<SiteDocument, 'pages'>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of site.pages) {
    for (const element of page.elements) {
      const id = assetIdOf(element);
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}

/** Every stored picture the site (or one page) uses, in order. */
export function assetIdsOf(
  site: Pick<SiteDocument, 'pages'> | { elements: readonly EditorElement[] },
): string[] {
  const pages = 'pages' in site ? site.pages : [site];
  return [...assetUseCounts({ pages: pages as SiteDocument['pages'] }).keys()];
}
