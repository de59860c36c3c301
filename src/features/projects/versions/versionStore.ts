import type { VersionMeta } from './versionTypes';

/**
 * The versions of every project, in their own IndexedDB database « toile-versions » (apart from
 * the projects', which idb-keyval opens with one object store): `meta` holds what the list shows,
 * indexed by project; `bodies` the compressed sites, read only to restore, preview or download.
 * A version is written whole or not at all (one transaction for both). Pictures are not copied:
 * they stay in « toile-media », stored once by their hash, whatever the versions that use them.
 * Runs in a window and in the versions' worker alike.
 */
export const VERSIONS_DATABASE = 'toile-versions';
const META = 'meta';
const BODIES = 'bodies';
const BY_PROJECT = 'byProject';

export interface VersionStore {
  /** Stores a version and its compressed site, together. */
  add(meta: VersionMeta, body: Uint8Array): Promise<void>;
  /** The versions of a project, newest first. */
  list(projectId: string): Promise<VersionMeta[]>;
  /** Every version of every project (to forget old ones everywhere). */
  all(): Promise<VersionMeta[]>;
  body(id: string): Promise<Uint8Array | undefined>;
  remove(ids: readonly string[]): Promise<void>;
}

const done = (request: IDBRequest) =>
  new Promise<unknown>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const finished = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });

const newestFirst = (metas: VersionMeta[]) =>
  metas.sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function createIdbVersionStore(name = VERSIONS_DATABASE): VersionStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === 'undefined') {
        reject(
          Object.assign(new Error('IndexedDB is not available'), { name: 'InvalidStateError' }),
        );
        return;
      }
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        const db = request.result;
        db.createObjectStore(META, { keyPath: 'id' }).createIndex(BY_PROJECT, 'projectId');
        db.createObjectStore(BODIES);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }).catch((error: unknown) => {
      opened = null; // tried again next time
      throw error;
    });
    return opened;
  };

  return {
    async add(meta, body) {
      const transaction = (await database()).transaction([META, BODIES], 'readwrite');
      transaction.objectStore(META).put(meta);
      transaction.objectStore(BODIES).put(body, meta.id);
      await finished(transaction);
    },
    async list(projectId) {
      const index = (await database()).transaction(META).objectStore(META).index(BY_PROJECT);
      return newestFirst((await done(index.getAll(projectId))) as VersionMeta[]);
    },
    async all() {
      const store = (await database()).transaction(META).objectStore(META);
      return newestFirst((await done(store.getAll())) as VersionMeta[]);
    },
    async body(id) {
      const store = (await database()).transaction(BODIES).objectStore(BODIES);
      const value = await done(store.get(id));
      // Another realm's Uint8Array (a worker's, a test's) is still a view of the bytes.
      return ArrayBuffer.isView(value)
        ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
        : undefined;
    },
    async remove(ids) {
      if (ids.length === 0) return;
      const transaction = (await database()).transaction([META, BODIES], 'readwrite');
      for (const id of ids) {
        transaction.objectStore(META).delete(id);
        transaction.objectStore(BODIES).delete(id);
      }
      await finished(transaction);
    },
  };
}
