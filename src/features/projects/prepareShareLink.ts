import { compressToEncodedURIComponent } from 'lz-string';
import type { PortableAssets } from '../../document/assets/portableAssets';
import type { SiteDocument } from '../../document/types';
import { picturesToCarry } from './carriedPictures';
import { SHARE_LINK_MAX_CHARS, SHARE_PATH, sharePayloadText } from './shareLink';

export type PreparedShareLink =
  | { ok: true; url: string; pictures: number; missing: number }
  | { ok: false; reason: 'tooLong'; missing: number };

/**
 * The base64 of the photos alone (WebP, PNG). Those are compressed already: lz-string makes
 * their base64 longer, never shorter (1.17–1.23 times on random bytes), so when it alone passes
 * the ceiling the link would too, and is not worth compressing.
 */
function rasterChars(assets: PortableAssets): number {
  let chars = 0;
  for (const asset of Object.values(assets)) {
    if (asset.type === 'image/svg+xml') continue;
    chars += asset.data.length + (asset.phone?.data.length ?? 0);
  }
  return chars;
}

/**
 * The compressed payload: in a worker when the browser has them (a page with pictures takes
 * about a second), else here; a worker that fails leaves it to this thread.
 */
async function compress(text: string, large: boolean): Promise<string> {
  if (large && typeof Worker !== 'undefined') {
    try {
      const { compressInWorker } = await import('./shareLinkWorkerClient');
      return await compressInWorker(text);
    } catch {
      // Compressed below.
    }
  }
  return compressToEncodedURIComponent(text);
}

/**
 * The share link of `document` with the pictures it uses, on the site at `origin`; or, when that
 * link would pass SHARE_LINK_MAX_CHARS, no link at all (a link without its pictures would open a
 * different page): the dialog offers the project file instead.
 */
export async function prepareShareLink(
  origin: string,
  document: SiteDocument,
): Promise<PreparedShareLink> {
  const { assets, missing } = await picturesToCarry(document);
  const tooLong = { ok: false, reason: 'tooLong', missing: missing.length } as const;
  if (rasterChars(assets) > SHARE_LINK_MAX_CHARS) return tooLong;
  const pictures = Object.keys(assets).length;
  const url = `${origin}${SHARE_PATH}#${await compress(sharePayloadText(document, assets), pictures > 0)}`;
  if (url.length > SHARE_LINK_MAX_CHARS) return tooLong;
  return { ok: true, url, pictures, missing: missing.length };
}
