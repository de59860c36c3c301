import { compressToEncodedURIComponent } from 'lz-string';
import { z } from '../../document/zod';
import type { SiteDocument } from '../../document/types';
import { LIMITS } from '../../document/limits';
import { CURRENT_SCHEMA_VERSION, readDocument } from '../../document/schema/migrations';
import { decompressFromEncodedURIComponentBounded } from './boundedDecompress';

/**
 * The share link: `https://…/editor/partage#<page>`, where `<page>` is the JSON
 * `{"v": schemaVersion, "d": document}` compressed by lz-string into URL-safe characters.
 * The page travels in the fragment, which browsers never send to a server; opening the link
 * loads it in the editor as a new, unsaved copy (docs/architecture.md, « Projets »).
 */
export const SHARE_PATH = '/editor/partage';

export type DecodedShareLink =
  { ok: true; document: SiteDocument } | { ok: false; reason: 'invalid' | 'newer' | 'empty' };

const payloadSchema = z.strictObject({ v: z.int().min(1), d: z.unknown() });

/** The fragment (without `#`) that carries `document`. */
export function encodeSharePayload(document: SiteDocument): string {
  return compressToEncodedURIComponent(JSON.stringify({ v: CURRENT_SCHEMA_VERSION, d: document }));
}

/** The full share link of `document`, on the site at `origin` (e.g. `https://toile.example`). */
export function shareUrl(origin: string, document: SiteDocument): string {
  return `${origin}${SHARE_PATH}#${encodeSharePayload(document)}`;
}

/** Reads a fragment (with or without `#`). Never throws; a damaged link changes nothing. */
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
  if (!read.ok) return { ok: false, reason: read.reason };
  return { ok: true, document: read.site };
}
