import { createStore, del, keys, promisifyRequest } from 'idb-keyval';

/**
 * The last words of a closing tab (docs/decisions.md, 28, « Nothing lost on close »). A save reads the
 * stored record then writes over it in one IndexedDB transaction, and the write waits for the read's
 * answer to reach the page: a tab closed in between writes nothing, and its last edit is lost. So
 * when the page is hidden for good (`pagehide`) with an edit not yet saved, the project's next
 * record is also written blind, with `commit()`, to a database of its own whose connection is
 * already open: nothing has to come back to the page for it to be kept. The next read of the
 * project (projectStorage.ts) takes it.
 */
export interface RescueStore {
  /** Writes `record` under `id` at once, without waiting for an answer; false if it cannot. */
  write(id: string, record: unknown): boolean;
  read(id: string): Promise<unknown>;
  remove(id: string): Promise<void>;
  /** The projects something is rescued for. */
  ids(): Promise<string[]>;
}

const STORE = 'secours';

/**
 * The rescue kept in IndexedDB through idb-keyval, as the projects are (idbProjectStore.ts). A
 * closing tab cannot wait for the database to open, so it is opened at once, and each read keeps
 * its connection at hand for `write` (idb-keyval opens it again if the browser closed it).
 */
export function createIdbRescueStore(database = 'toile-secours'): RescueStore {
  const store = createStore(database, STORE);
  let connection: IDBDatabase | null = null;
  const ask = <T>(mode: IDBTransactionMode, work: (objectStore: IDBObjectStore) => IDBRequest<T>) =>
    store(mode, (objectStore) => {
      connection = objectStore.transaction.db;
      return promisifyRequest(work(objectStore));
    });
  ask('readonly', (objectStore) => objectStore.count()).catch(() => {});
  return {
    write(id, record) {
      if (!connection) return false;
      try {
        const transaction = connection.transaction(STORE, 'readwrite');
        transaction.objectStore(STORE).put(record, id);
        transaction.commit();
        return true;
      } catch {
        return false;
      }
    },
    read: (id) => ask('readonly', (objectStore) => objectStore.get(id)),
    remove: (id) => del(id, store),
    ids: () => keys<string>(store),
  };
}

/** A rescue store in memory, for tests. */
export function createMemoryRescueStore(): RescueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    write(id, record) {
      data.set(id, structuredClone(record));
      return true;
    },
    read: async (id) => data.get(id),
    remove: async (id) => {
      data.delete(id);
    },
    ids: async () => [...data.keys()],
  };
}
