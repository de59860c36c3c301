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
}

const STORE = 'secours';

/** The rescue kept in IndexedDB; its connection opens at once, so it is ready when a tab closes. */
export function createIdbRescueStore(database = 'toile-secours'): RescueStore {
  let connection: IDBDatabase | null = null;
  let opening: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading the database gets it: this one opens it again when asked.
        db.onversionchange = () => {
          db.close();
          connection = null;
          opening = null;
        };
        connection = db;
        resolve(db);
      };
      request.onerror = () => {
        opening = null;
        reject(request.error ?? new Error('rescue store'));
      };
    });
    return opening;
  };
  const request = async <T>(
    mode: IDBTransactionMode,
    make: (store: IDBObjectStore) => IDBRequest<T>,
  ) => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const asked = make(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(asked.result);
      transaction.onerror = () => reject(transaction.error ?? asked.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
    });
  };
  if (typeof indexedDB !== 'undefined') open().catch(() => {});
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
    read: (id) => request('readonly', (store) => store.get(id)),
    remove: async (id) => {
      await request('readwrite', (store) => store.delete(id));
    },
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
  };
}
