import { assetIdsOf } from '../../document/assets/assetRefs';
import { contentHash } from '../../document/assets/contentHash';
import { IMAGE_TYPES, sniffImageFormat } from '../../document/assets/imageHeader';
import {
  blobBytes,
  collectPortableAssets,
  moveAssetIds,
  type AssetBytes,
  type CollectedAssets,
} from '../../document/assets/portableAssets';
import type { SiteDocument } from '../../document/types';
import { getMediaStore, sanitizeSvg, type AssetRecord } from '../media';

/**
 * The pictures a project carries, between the media store and a project file or a share link
 * (docs/decisions.md, « Pictures travel with the project »).
 */

/**
 * The stored pictures `site` uses, ready to carry. A picture this browser does not hold is named
 * in `missing`; a store that cannot be read carries none (all missing): the site still travels.
 */
export async function picturesToCarry(site: SiteDocument): Promise<CollectedAssets> {
  try {
    return await collectPortableAssets(site, (ids) => getMediaStore().getMany(ids));
  } catch {
    return { assets: {}, missing: assetIdsOf(site) };
  }
}

export type StoreCarriedResult =
  | { ok: true; site: SiteDocument }
  | { ok: false; problem: 'quota' | 'unavailable' }
  | { ok: false; problem: 'svg'; name?: string };

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

function storageProblem(error: unknown): 'quota' | 'unavailable' {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED'
    ? 'quota'
    : 'unavailable';
}

/**
 * The record of a checked carried picture. A drawing goes through the upload's sanitizer again
 * (DOMPurify's SVG profile, features/media): what Toile wrote comes out unchanged; anything else is
 * stored as the sanitizer gives it, under the id of those bytes.
 */
async function recordOf(asset: AssetBytes): Promise<AssetRecord | null> {
  let { id, bytes, width, height } = asset;
  if (asset.type === 'image/svg+xml') {
    const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
    const clean = await sanitizeSvg(text);
    if (!clean.ok) return null;
    const cleaned = await blobBytes(clean.bytes);
    if (!sameBytes(cleaned, bytes)) {
      bytes = cleaned;
      id = await contentHash(cleaned);
      ({ width, height } = clean);
    }
  }
  const phoneFormat = asset.phone ? sniffImageFormat(asset.phone.bytes) : null;
  const phone =
    asset.phone && phoneFormat
      ? {
          bytes: new Blob([asset.phone.bytes as Uint8Array<ArrayBuffer>], {
            type: IMAGE_TYPES[phoneFormat],
          }),
          width: asset.phone.width,
          height: asset.phone.height,
        }
      : undefined;
  return {
    id,
    type: asset.type,
    width,
    height,
    bytes: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: asset.type }),
    ...(phone ? { phone } : {}),
    name: asset.name || 'image',
    size: bytes.length + (asset.phone?.bytes.length ?? 0),
    createdAt: Date.now(),
    ...(asset.alt ? { alt: asset.alt } : {}),
  };
}

/**
 * Stores checked carried pictures (portableAssets.readCarriedAssets) in the media store, one
 * transaction each, before the site they come with opens. All or nothing: when one cannot be
 * written (a full disk), those this import wrote are deleted again and nothing opens. A picture
 * already stored stays as it is. Gives the site to open, its ids following any drawing the
 * sanitizer changed.
 */
export async function storeCarriedAssets(
  site: SiteDocument,
  assets: readonly AssetBytes[],
): Promise<StoreCarriedResult> {
  if (assets.length === 0) return { ok: true, site };
  const records: AssetRecord[] = [];
  const moves = new Map<string, string>();
  for (const asset of assets) {
    const record = await recordOf(asset);
    if (!record) return { ok: false, problem: 'svg', ...(asset.name ? { name: asset.name } : {}) };
    if (record.id !== asset.id) moves.set(asset.id, record.id);
    records.push(record);
  }
  const written: string[] = [];
  try {
    const store = getMediaStore();
    for (const record of records) {
      if ((await store.put(record)) === 'stored') written.push(record.id);
    }
  } catch (error) {
    await Promise.allSettled(written.map((id) => getMediaStore().delete(id)));
    return { ok: false, problem: storageProblem(error) };
  }
  return { ok: true, site: moveAssetIds(site, moves) };
}
