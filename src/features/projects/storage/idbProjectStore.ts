import { createStore, entries, get, del, promisifyRequest, type UseStore } from 'idb-keyval';
import type { RawProjectStore } from './projectStorage';

/**
 * The projects in IndexedDB, through idb-keyval (600 bytes): one database « toile », one object
 * store « projects », the project id as key. Its `UseStore` callback gives a plain transaction,
 * which is all the revision check needs (read and write in one atomic step).
 */
export function createIdbProjectStore(
  database = 'toile',
  objectStore = 'projects',
): RawProjectStore {
  let store: UseStore | null = null;
  const openStore = (): UseStore => {
    if (typeof indexedDB === 'undefined') {
      throw Object.assign(new Error('IndexedDB is not available'), { name: 'InvalidStateError' });
    }
    store ??= createStore(database, objectStore);
    return store;
  };

  return {
    get: (id) => get(id, openStore()),
    entries: () => entries<string, unknown>(openStore()),
    delete: (id) => del(id, openStore()),
    update: (id, decide) =>
      openStore()('readwrite', (objectStore) => {
        return new Promise<void>((resolve, reject) => {
          const request = objectStore.get(id);
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            try {
              const next = decide(request.result);
              if (next !== undefined) objectStore.put(next, id);
            } catch (error) {
              objectStore.transaction.abort();
              reject(error);
              return;
            }
            promisifyRequest(objectStore.transaction).then(() => resolve(), reject);
          };
        });
      }),
  };
}
