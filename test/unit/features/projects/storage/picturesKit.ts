/** Pictures for the tests of pictures travelling with a project: bytes, records, stores, sites. */
import { webcrypto } from 'node:crypto';
import { contentHash } from '../../../../../src/document/assets/contentHash';
import { toBase64, type PortableAsset } from '../../../../../src/document/assets/portableAssets';
import { createElement } from '../../../../../src/document/createElement';
import { createSite } from '../../../../../src/document/site';
import type { SiteDocument } from '../../../../../src/document/types';
import type { AssetRecord, MediaStore } from '../../../../../src/features/media/mediaStore';
import { pngHeader, webpVp8x } from '../../media/mediaHeaders';

/** crypto.subtle, which jsdom lacks: Node's. */
export function installWebCrypto(): void {
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  }
}

/** A small pseudo-random generator, so that the bytes are the same at every run. */
export function noise(length: number, seed = 1): Uint8Array {
  const bytes = new Uint8Array(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 255;
  }
  return bytes;
}

/**
 * A PNG as the readers see one: signature, IHDR of `width` × `height`, `body` bytes of data
 * (incompressible noise, like a real picture's), then IEND.
 */
export function png(width: number, height: number, body = 64, seed = 1): Uint8Array {
  const header = pngHeader(width, height);
  const iend = header.subarray(header.length - 12);
  const head = header.subarray(0, header.length - 12);
  const out = new Uint8Array(head.length + body + iend.length);
  out.set(head, 0);
  out.set(noise(body, seed), head.length);
  out.set(iend, head.length + body);
  return out;
}

export const webp = (width: number, height: number) => webpVp8x(width, height);

/** A drawing as Toile stores it (what the sanitizer writes). */
export const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20"><rect width="40" height="20" fill="#c00"/></svg>';
export const utf8 = (text: string) => new TextEncoder().encode(text);

export interface Picture {
  type: string;
  width: number;
  height: number;
  bytes: Uint8Array;
  phone?: { bytes: Uint8Array; width: number; height: number };
  name?: string;
  alt?: string;
}

export async function recordOf(picture: Picture, id?: string): Promise<AssetRecord> {
  const { type, width, height, bytes, phone, name = 'image.png', alt } = picture;
  return {
    id: id ?? (await contentHash(bytes)),
    type,
    width,
    height,
    bytes: new Blob([bytes as Uint8Array<ArrayBuffer>], { type }),
    ...(phone
      ? {
          phone: {
            width: phone.width,
            height: phone.height,
            bytes: new Blob([phone.bytes as Uint8Array<ArrayBuffer>]),
          },
        }
      : {}),
    name,
    size: bytes.length + (phone?.bytes.length ?? 0),
    createdAt: 0,
    ...(alt ? { alt } : {}),
  };
}

/** A picture as a file carries it, with its id (the sha-256 of its bytes unless given). */
export async function portable(picture: Picture, id?: string): Promise<[string, PortableAsset]> {
  const { type, width, height, bytes, phone, name, alt } = picture;
  return [
    id ?? (await contentHash(bytes)),
    {
      type,
      width,
      height,
      data: toBase64(bytes),
      ...(phone
        ? { phone: { width: phone.width, height: phone.height, data: toBase64(phone.bytes) } }
        : {}),
      ...(name ? { name } : {}),
      ...(alt ? { alt } : {}),
    },
  ];
}

/** A one-page site with one image per id (and a text), in that order. */
export function siteUsing(ids: readonly string[], name = 'Le Fournil'): SiteDocument {
  return createSite({
    name,
    homePageId: 'accueil',
    elements: [
      createElement('text', 'titre'),
      ...ids.map((assetId, i) => ({
        ...createElement('image', `image-${i}`),
        content: '',
        properties: { assetId },
      })),
    ],
  });
}

export type FakeMediaStore = MediaStore & {
  records: Map<string, AssetRecord>;
  puts: string[];
  deleted: string[];
  /** Makes the n-th put (1-based) fail as a full disk. */
  failPut: number | null;
};

/** An in-memory media store, as the tests put it in place of IndexedDB. */
export function fakeMediaStore(records: AssetRecord[] = []): FakeMediaStore {
  const map = new Map(records.map((r) => [r.id, r]));
  const store: FakeMediaStore = {
    records: map,
    puts: [],
    deleted: [],
    failPut: null,
    get: async (id) => map.get(id),
    getMany: async (ids) => ids.map((id) => map.get(id)),
    put: async (r) => {
      store.puts.push(r.id);
      if (store.failPut === store.puts.length) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      if (map.has(r.id)) return 'existing';
      map.set(r.id, r);
      return 'stored';
    },
    setAlt: async () => undefined,
    delete: async (id) => {
      store.deleted.push(id);
      map.delete(id);
    },
  };
  return store;
}

/** A Blob's text (jsdom's Blob has no text()). */
export const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** A Blob's bytes. */
export const blobBytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
