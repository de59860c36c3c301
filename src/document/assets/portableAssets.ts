import { LIMITS } from '../limits';
import type { SiteDocument } from '../types';
import { z } from '../zod';
import { ASSET_LIMITS, isAssetId } from './assetLimits';
import { assetIdsOf, assetUseCounts, withAssetIds } from './assetRefs';
import { contentHash } from './contentHash';
import {
  isImageComplete,
  readImageDimensions,
  sniffImageFormat,
  type ImageFormat,
} from './imageHeader';
import { checkSvg } from './svgCheck';

/**
 * Pictures that travel with a project (docs/decisions.md, « Pictures travel with the project »):
 * the `assets` of a project file and of a share link's payload, one entry per stored picture the
 * site uses, its bytes as base64. Reading them back is strict: the id must be the sha-256 of the
 * bytes, the bytes must be the format they claim (by their signature), at the size they claim,
 * whole, within the upload's limits, and a drawing must pass the SVG check. One refused picture
 * refuses the whole file or link, so nothing is half-imported.
 */

/** The formats Toile stores (document/assets/imageHeader.ts), by type. */
export const PORTABLE_ASSET_FORMATS: Readonly<Record<string, ImageFormat>> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/svg+xml': 'svg',
};

export interface PortablePicture {
  width: number;
  height: number;
  /** The bytes, base64 (RFC 4648, with padding). */
  data: string;
}

/** A picture as a project file or share link carries it, keyed by its id. */
export interface PortableAsset extends PortablePicture {
  type: string;
  phone?: PortablePicture;
  name?: string;
  alt?: string;
}

export type PortableAssets = Record<string, PortableAsset>;

/** A picture with its bytes: what is read from the media store, or read back from a file. */
export interface AssetBytes {
  id: string;
  type: string;
  width: number;
  height: number;
  bytes: Uint8Array;
  phone?: { bytes: Uint8Array; width: number; height: number };
  name?: string;
  alt?: string;
}

/** A stored record as the media store gives it (features/media, AssetRecord). */
export interface StoredAssetLike {
  id: string;
  type: string;
  width: number;
  height: number;
  bytes: Blob;
  phone?: { bytes: Blob; width: number; height: number };
  name?: string;
  alt?: string;
}

/** Why carried pictures are refused; each has its French message (fr.projects.pictures). */
export type CarriedProblem =
  'invalid' | 'hash' | 'type' | 'header' | 'svg' | 'tooBig' | 'projectFull';

export type CarriedCheck<T> =
  { ok: true; value: T } | { ok: false; problem: CarriedProblem; name?: string };

// --- base64 ---------------------------------------------------------------------------------

const CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * How many bytes base64 `data` decodes to, from its length and padding alone (-1 when its length
 * cannot be base64's): a size is known before the characters are checked.
 */
export function base64ByteLength(data: string): number {
  if (data.length % 4 !== 0) return -1;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

export const isBase64 = (data: string) => data.length % 4 === 0 && BASE64.test(data);

/** The bytes of strict base64, or null. */
export function fromBase64(data: string): Uint8Array | null {
  if (!isBase64(data)) return null;
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The bytes of a Blob (FileReader where `arrayBuffer` is missing, as in jsdom). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') {
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

// --- writing --------------------------------------------------------------------------------

export function toPortableAsset(asset: AssetBytes): PortableAsset {
  const { type, width, height, bytes, phone, name, alt } = asset;
  return {
    type,
    width,
    height,
    data: toBase64(bytes),
    ...(phone
      ? { phone: { width: phone.width, height: phone.height, data: toBase64(phone.bytes) } }
      : {}),
    ...(name ? { name } : {}),
    ...(alt ? { alt } : {}),
  };
}

export interface CollectedAssets {
  /** Every stored picture the site uses that this browser holds, in the site's order. */
  assets: PortableAssets;
  /** The ids the site uses that this browser does not hold (a project from elsewhere). */
  missing: string[];
}

/**
 * The pictures `site` uses, read by `read` (the media store's getMany) and made portable. A
 * picture this browser does not hold is left out and named in `missing`; a store that cannot be
 * read rejects, and the caller decides (the document still travels).
 */
export async function collectPortableAssets(
  site: Pick<SiteDocument, 'pages' | 'shared' | 'collections'>,
  read: (ids: readonly string[]) => Promise<readonly (StoredAssetLike | undefined)[]>,
): Promise<CollectedAssets> {
  const ids = assetIdsOf(site);
  const assets: PortableAssets = {};
  const missing: string[] = [];
  if (ids.length === 0) return { assets, missing };
  const records = await read(ids);
  for (const [i, id] of ids.entries()) {
    const record = records[i];
    if (!record || record.id !== id) {
      missing.push(id);
      continue;
    }
    const phone = record.phone
      ? { ...record.phone, bytes: await blobBytes(record.phone.bytes) }
      : undefined;
    assets[id] = toPortableAsset({
      id,
      type: record.type,
      width: record.width,
      height: record.height,
      bytes: await blobBytes(record.bytes),
      ...(phone ? { phone } : {}),
      ...(record.name ? { name: record.name } : {}),
      ...(record.alt ? { alt: record.alt } : {}),
    });
  }
  return { assets, missing };
}

// --- reading --------------------------------------------------------------------------------

const side = z.int().min(1).max(LIMITS.size.max);
const pictureSchema = z.strictObject({ width: side, height: side, data: z.string() });
const entrySchema = z.strictObject({
  type: z.string().max(100),
  width: side,
  height: side,
  data: z.string(),
  phone: pictureSchema.optional(),
  name: z.string().max(200).optional(),
  alt: z.string().max(LIMITS.alt).optional(),
});

/** A carried picture whose form is right; its bytes are checked by `readCarriedAssets`. */
export interface PortableEntry extends PortableAsset {
  id: string;
}

const refused = (
  problem: CarriedProblem,
  name?: string,
): { ok: false; problem: CarriedProblem; name?: string } =>
  name ? { ok: false, problem, name } : { ok: false, problem };

/**
 * The form of carried pictures, without decoding them: a map from ids the site uses to entries
 * of the right shape, of a type Toile stores, within the sizes of an upload and of a project.
 * Absent (an older file, a site without pictures): none.
 */
export function parsePortableAssets(
  raw: unknown,
  site: Pick<SiteDocument, 'pages' | 'shared' | 'collections'>,
): CarriedCheck<PortableEntry[]> {
  if (raw === undefined) return { ok: true, value: [] };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refused('invalid');
  const keys = Object.keys(raw);
  if (keys.length > LIMITS.elementsPerSite) return refused('invalid');
  // The pictures of the pages and of the collections' items alike.
  const used = assetUseCounts(site);
  const entries: PortableEntry[] = [];
  let total = 0;
  for (const id of keys) {
    // Own keys only: `__proto__` from JSON.parse is one, and is no id the site uses.
    if (!isAssetId(id) || !used.has(id)) return refused('invalid');
    const parsed = entrySchema.safeParse((raw as Record<string, unknown>)[id]);
    if (!parsed.success) return refused('invalid');
    const entry = parsed.data;
    const name = entry.name;
    const format = Object.hasOwn(PORTABLE_ASSET_FORMATS, entry.type)
      ? PORTABLE_ASSET_FORMATS[entry.type]
      : undefined;
    if (!format) return refused('type', name);
    if (format === 'svg' && entry.phone) return refused('invalid', name);
    const size = base64ByteLength(entry.data);
    const phoneSize = entry.phone ? base64ByteLength(entry.phone.data) : 0;
    if (size <= 0 || phoneSize < 0) return refused('invalid', name);
    if (size > ASSET_LIMITS.fileBytes || phoneSize > ASSET_LIMITS.fileBytes) {
      return refused('tooBig', name);
    }
    total += size + phoneSize;
    if (total > ASSET_LIMITS.projectBytes) return refused('projectFull');
    entries.push({ id, ...entry } as PortableEntry);
  }
  // The characters last, once the sizes are known to be right (a regex over 400 Mo takes time).
  for (const entry of entries) {
    if (!isBase64(entry.data) || (entry.phone && !isBase64(entry.phone.data))) {
      return refused('invalid', entry.name);
    }
  }
  return { ok: true, value: entries };
}

const RASTER: ReadonlySet<ImageFormat> = new Set(['webp', 'png']);

/** A raster picture's bytes: its format by signature, its size by its header, whole. */
function rasterProblem(
  bytes: Uint8Array,
  expected: ReadonlySet<ImageFormat>,
  width: number,
  height: number,
): boolean {
  const format = sniffImageFormat(bytes);
  if (!format || !expected.has(format)) return true;
  const header = readImageDimensions(bytes, format);
  if (!header || header.width !== width || header.height !== height) return true;
  if (width * height > ASSET_LIMITS.pixels) return true;
  return !isImageComplete(bytes, format);
}

async function readEntry(entry: PortableEntry): Promise<CarriedCheck<AssetBytes>> {
  const { id, type, width, height, name, alt } = entry;
  const bytes = fromBase64(entry.data);
  if (!bytes) return refused('invalid', name);
  if ((await contentHash(bytes)) !== id) return refused('hash', name);
  const format = PORTABLE_ASSET_FORMATS[type];
  if (format === 'svg') {
    if (sniffImageFormat(bytes) !== 'svg') return refused('header', name);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      return refused('header', name);
    }
    const check = checkSvg(text);
    if (check.problem === 'damaged') return refused('header', name);
    if (check.problem) return refused('svg', name);
    if (check.dimensions.width !== width || check.dimensions.height !== height) {
      return refused('header', name);
    }
  } else if (rasterProblem(bytes, new Set([format]), width, height)) {
    return refused('header', name);
  }
  let phone: AssetBytes['phone'];
  if (entry.phone) {
    const phoneBytes = fromBase64(entry.phone.data);
    if (!phoneBytes) return refused('invalid', name);
    if (rasterProblem(phoneBytes, RASTER, entry.phone.width, entry.phone.height)) {
      return refused('header', name);
    }
    phone = { bytes: phoneBytes, width: entry.phone.width, height: entry.phone.height };
  }
  return {
    ok: true,
    value: {
      id,
      type,
      width,
      height,
      bytes,
      ...(phone ? { phone } : {}),
      ...(name ? { name } : {}),
      ...(alt ? { alt } : {}),
    },
  };
}

/**
 * The carried pictures' bytes, each checked (see above), in order; the first refused one refuses
 * them all. Needs `crypto.subtle` (the browser's, or Node's).
 */
export async function readCarriedAssets(
  entries: readonly PortableEntry[],
): Promise<CarriedCheck<AssetBytes[]>> {
  const assets: AssetBytes[] = [];
  for (const entry of entries) {
    const read = await readEntry(entry);
    if (!read.ok) return read;
    assets.push(read.value);
  }
  return { ok: true, value: assets };
}

/**
 * `site` with every picture showing one of `moves`' keys showing its value instead (images, items'
 * pictures, pictures in their content).
 */
export function moveAssetIds(site: SiteDocument, moves: ReadonlyMap<string, string>): SiteDocument {
  return moves.size === 0 ? site : withAssetIds(site, (id) => moves.get(id));
}
