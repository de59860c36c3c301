import { compressToEncodedURIComponent } from 'lz-string';
import { editorPath } from '../../app/editorRoute';
import { z } from '../../document/zod';
import type { SiteDocument } from '../../document/types';
import { LIMITS } from '../../document/limits';
import {
  CURRENT_SCHEMA_VERSION,
  readDocument,
  type UnknownStyle,
} from '../../document/schema/migrations';
import {
  parsePortableAssets,
  type CarriedProblem,
  type PortableAssets,
  type PortableEntry,
} from '../../document/assets/portableAssets';
import { decompressFromEncodedURIComponentBounded } from './boundedDecompress';

/**
 * The share link: `https://…/editor/partage#<page>`, where `<page>` is the JSON
 * `{"v": schemaVersion, "d": document, "a"?: pictures}` compressed by lz-string into URL-safe
 * characters; `a` carries the stored pictures the site uses as the project file does
 * (document/assets/portableAssets.ts). The page travels in the fragment, which browsers never
 * send to a server; opening the link loads it in the editor as a new, unsaved copy
 * (docs/architecture.md, « Projets »).
 */
export const SHARE_PATH = editorPath({ kind: 'share' });

/**
 * The longest link Toile makes, in characters: 1.5 MB, under the 2 MB Chromium takes and the
 * `LIMITS.shareLinkChars` a link may have when opened (docs/decisions.md, « Pictures travel with
 * the project »). A page whose link would be longer gets the project file instead.
 */
export const SHARE_LINK_MAX_CHARS = 1_500_000;

export type DecodedShareLink =
  | { ok: true; document: SiteDocument; assets?: PortableEntry[] }
  | { ok: false; reason: 'invalid' | 'newer' | 'empty' }
  | { ok: false; reason: 'unknownStyle'; style: UnknownStyle }
  | { ok: false; reason: 'pictures'; problem: Exclude<CarriedProblem, 'invalid'>; name?: string };

const payloadSchema = z.strictObject({
  v: z.int().min(1),
  d: z.unknown(),
  a: z.unknown().optional(),
});

/** The JSON a share link compresses: `document`, and its pictures if given. */
export function sharePayloadText(document: SiteDocument, assets?: PortableAssets): string {
  const carried = assets && Object.keys(assets).length > 0 ? { a: assets } : {};
  return JSON.stringify({ v: CURRENT_SCHEMA_VERSION, d: document, ...carried });
}

/** The fragment (without `#`) that carries `document`, and its pictures if given. */
export function encodeSharePayload(document: SiteDocument, assets?: PortableAssets): string {
  return compressToEncodedURIComponent(sharePayloadText(document, assets));
}

/** The full share link of `document`, on the site at `origin` (e.g. `https://toile.example`). */
export function shareUrl(origin: string, document: SiteDocument, assets?: PortableAssets): string {
  return `${origin}${SHARE_PATH}#${encodeSharePayload(document, assets)}`;
}

/**
 * Reads a fragment (with or without `#`). Never throws; a damaged link changes nothing. Carried
 * pictures are checked in form here; their bytes by readCarriedAssets, when the link is opened.
 */
export function decodeSharePayload(fragment: string): DecodedShareLink {
  const payload = fragment.replace(/^#/, '');
  if (payload === '') return { ok: false, reason: 'empty' };
  if (payload.length > LIMITS.shareLinkChars) return { ok: false, reason: 'invalid' };
  let json: unknown;
  try {
    const text = decompressFromEncodedURIComponentBounded(payload, LIMITS.fileBytes);
    if (!text || text.length > LIMITS.fileBytes) return { ok: false, reason: 'invalid' };
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const read = readDocument(parsed.data.d, parsed.data.v);
  if (!read.ok) return read;
  if (parsed.data.a === undefined) return { ok: true, document: read.site };
  const assets = parsePortableAssets(parsed.data.a, read.site);
  if (!assets.ok) {
    const { problem, name } = assets;
    if (problem === 'invalid') return { ok: false, reason: 'invalid' };
    return { ok: false, reason: 'pictures', problem, ...(name ? { name } : {}) };
  }
  return { ok: true, document: read.site, assets: assets.value };
}
