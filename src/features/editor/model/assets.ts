import { isAssetId } from '../../../document/assets/assetLimits';
import { withAssetIds } from '../../../document/assets/assetRefs';
import type { SiteDocument } from '../../../document/types';

/**
 * « Remplacer » in the Médiathèque: every picture of the site showing `from` shows `to` instead,
 * on every page and in every item of the collections (« Image », « Images », and in « Contenu »).
 * The same site when none does (or the ids are not ids): no step. An image showing a stored
 * picture is the person's already (sampleContent.ts): nothing to unmark.
 */
export function replaceAsset(site: SiteDocument, from: string, to: string): SiteDocument {
  if (!isAssetId(from) || !isAssetId(to) || from === to) return site;
  return withAssetIds(site, (id) => (id === from ? to : undefined));
}
