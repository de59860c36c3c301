import { isAssetId } from '../../../document/assets/assetLimits';
import { assetIdOf } from '../../../document/assets/assetRefs';
import { mapElementLists } from '../../../document/siteElements';
import type { SiteDocument } from '../../../document/types';
import { mergeElement } from './updateElement';

/**
 * « Remplacer » in the Médiathèque: every picture of the site showing `from` shows `to` instead,
 * on every page. The same site when none does (or the ids are not ids): no step.
 */
export function replaceAsset(site: SiteDocument, from: string, to: string): SiteDocument {
  if (!isAssetId(from) || !isAssetId(to) || from === to) return site;
  return mapElementLists(site, (elements) =>
    elements.some((element) => assetIdOf(element) === from)
      ? elements.map((element) =>
          assetIdOf(element) === from ? mergeElement(element, { assetId: to }) : element,
        )
      : elements,
  );
}
