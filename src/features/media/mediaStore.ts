import { createStore, del, get, getMany, promisifyRequest, type UseStore } from 'idb-keyval';
import { testHooks } from '../../app/env';

/**
 * The pictures of one's own, in their own IndexedDB database « toile-media » (docs/decisions.md,
 * « Pictures »), one record per picture, keyed by the sha-256 of its stored bytes: a picture used
 * ten times, in any project, is stored once. Which project uses what is the documents' business
 * (properties.assetId): nothing here records it.
 */
export interface AssetRecord {
  /** The sha-256 of `bytes`, base64url (document/assets/contentHash.ts). */
  id: string;
  /** image/webp, image/png, or image/svg+xml for a sanitized drawing. */
  type: string;
  /** In pixels (an SVG: its size in CSS pixels). */
  width: number;
  height: number;
  bytes: Blob;
  /** The smaller variant for phones (~768 px on the long side), for the export's `srcset`. */
  phone?: { bytes: Blob; width: number; height: number };
  /** The file's name as chosen (« boulangerie.jpg »), for the Médiathèque. */
  name: string;
  /** Bytes stored: the picture and its phone variant. */
  size: number;
  createdAt: number;
  /** « Texte alternatif par défaut »: what an image gets when this picture is put in it. */
  alt?: string;
}

/** What the export and the share links read: the picture's bytes, type and size. */
export type StoredAsset = Pick<AssetRecord, 'id' | 'type' | 'width' | 'height' | 'bytes' | 'phone'>;

export interface MediaStore {
  get(id: string): Promise<AssetRecord | undefined>;
  getMany(ids: readonly string[]): Promise<(AssetRecord | undefined)[]>;
  /**
   * Stores a record in one transaction, whole or not at all. A picture already stored (the same
   * bytes) is kept as it is: 'existing'. A full disk rejects with a QuotaExceededError.
   */
  put(record: AssetRecord): Promise<'stored' | 'existing'>;
  setAlt(id: string, alt: string | undefined): Promise<void>;
  delete(id: string): Promise<void>;
}

export const MEDIA_DATABASE = 'toile-media';
const OBJECT_STORE = 'assets';

/** The storage fault of the build for tests (a localStorage flag, like the projects' one). */
export const MEDIA_FAULT_KEY = 'toile:test-media-fault';

function injectedQuota(): void {
  if (!testHooks) return;
  let fault: string | null;
  try {
    fault = globalThis.localStorage?.getItem(MEDIA_FAULT_KEY) ?? null;
  } catch {
    fault = null;
  }
  if (fault === 'quota') {
    throw new DOMException('The quota has been exceeded (injected)', 'QuotaExceededError');
  }
}

export function createIdbMediaStore(): MediaStore {
  let store: UseStore | null = null;
  const objects = (): UseStore => {
    if (typeof indexedDB === 'undefined') {
      throw new DOMException('IndexedDB is not available', 'InvalidStateError');
    }
    store ??= createStore(MEDIA_DATABASE, OBJECT_STORE);
    return store;
  };
  return {
    get: async (id) => get<AssetRecord>(id, objects()),
    getMany: async (ids) => (ids.length ? getMany<AssetRecord>([...ids], objects()) : []),
    async put(record) {
      // One readwrite transaction: read, then write only if absent; it commits or nothing does.
      return objects()('readwrite', async (assets) => {
        const existing = await promisifyRequest(assets.get(record.id));
        if (existing) return 'existing' as const;
        injectedQuota();
        assets.put(record, record.id);
        await promisifyRequest(assets.transaction);
        return 'stored' as const;
      });
    },
    async setAlt(id, alt) {
      await objects()('readwrite', async (assets) => {
        const record = (await promisifyRequest(assets.get(id))) as AssetRecord | undefined;
        if (!record) return;
        const next = { ...record };
        if (alt) next.alt = alt;
        else delete next.alt;
        assets.put(next, id);
        return promisifyRequest(assets.transaction);
      });
    },
    delete: async (id) => del(id, objects()),
  };
}

let current: MediaStore | null = null;

/** The app's media store: IndexedDB. */
export function getMediaStore(): MediaStore {
  current ??= createIdbMediaStore();
  return current;
}

/** Tests put their own store in (null goes back to the browser's). */
export function setMediaStore(next: MediaStore | null): void {
  current = next;
}

/**
 * THE storage API of pictures for the export, project files and share links: the picture's bytes,
 * type, width and height, and its phone variant; undefined when this browser does not hold it.
 */
export async function getAsset(id: string): Promise<StoredAsset | undefined> {
  const record = await getMediaStore().get(id);
  if (!record) return undefined;
  const { type, width, height, bytes, phone } = record;
  return { id, type, width, height, bytes, phone };
}
