import type { RawProjectStore } from './projectStorage';

/**
 * Storage faults on demand, for tests. In the build for tests (`testHooks`, src/app/env.ts) they
 * are switched on by a localStorage flag that only the storage layer reads and that nothing in the
 * app ever writes: `localStorage.setItem('toile:test-storage-fault', 'quota')` (or 'unavailable',
 * 'corrupted', or 'stalled': a write that never ends, as a save whose tab closed before its write
 * was made); removing the flag heals the store at once. The production bundle has none of it.
 */
export const FAULT_FLAG_KEY = 'toile:test-storage-fault';

export const INJECTED_FAULTS = ['quota', 'unavailable', 'corrupted', 'stalled'] as const;
export type InjectedFault = (typeof INJECTED_FAULTS)[number];

export function readInjectedFault(): InjectedFault | null {
  try {
    const value = globalThis.localStorage?.getItem(FAULT_FLAG_KEY);
    return (INJECTED_FAULTS as readonly string[]).includes(value ?? '')
      ? (value as InjectedFault)
      : null;
  } catch {
    return null;
  }
}

/** What a damaged record looks like: the right version, nonsense inside. */
export const CORRUPTED_VALUE = Object.freeze({ schemaVersion: 2, id: '?', document: 'ïllisible' });

const domError = (name: string, message: string) => new DOMException(message, name);

/** `raw`, failing the way `fault()` says at the time of each call. */
export function withFaults(
  raw: RawProjectStore,
  fault: () => InjectedFault | null,
): RawProjectStore {
  const unavailable = () => {
    if (fault() === 'unavailable')
      throw domError('InvalidStateError', 'IndexedDB unavailable (injected)');
  };
  const corrupt = (value: unknown) =>
    value !== undefined && fault() === 'corrupted' ? CORRUPTED_VALUE : value;
  return {
    async get(id) {
      unavailable();
      return corrupt(await raw.get(id));
    },
    async entries() {
      unavailable();
      return (await raw.entries()).map(([id, value]) => [id, corrupt(value)]);
    },
    async update(id, decide) {
      unavailable();
      if (fault() === 'stalled') return new Promise<void>(() => {});
      return raw.update(id, (current) => {
        const next = decide(corrupt(current));
        if (next !== undefined && fault() === 'quota') {
          throw domError('QuotaExceededError', 'The quota has been exceeded (injected)');
        }
        return next;
      });
    },
    async delete(id) {
      unavailable();
      return raw.delete(id);
    },
  };
}

/** A RawProjectStore in memory, for unit tests (values are copied, as IndexedDB does). */
export function createMemoryProjectStore(initial: Record<string, unknown> = {}): RawProjectStore & {
  data: Map<string, unknown>;
} {
  const data = new Map(Object.entries(initial));
  const clone = <T>(value: T): T =>
    value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
  return {
    data,
    get: async (id) => clone(data.get(id)),
    entries: async () => [...data.entries()].map(([id, value]) => [id, clone(value)]),
    update: async (id, decide) => {
      const next = decide(clone(data.get(id)));
      if (next !== undefined) data.set(id, clone(next));
    },
    delete: async (id) => {
      data.delete(id);
    },
  };
}
