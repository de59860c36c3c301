import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { createElement } from '../../src/document/createElement';
import type { PageDocument } from '../../src/document/types';
import { makeProjectRecord } from '../../src/features/projects/model/projectRecord';
import {
  CORRUPTED_VALUE,
  FAULT_FLAG_KEY,
  createMemoryProjectStore,
  readInjectedFault,
  withFaults,
  type InjectedFault,
} from '../../src/features/projects/storage/faults';
import { createIdbProjectStore } from '../../src/features/projects/storage/idbProjectStore';
import {
  ProjectStorageError,
  createProjectStorage,
  toStorageError,
} from '../../src/features/projects/storage/projectStorage';

// jsdom has no structuredClone; fake-indexeddb needs it.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

const doc = (name: string, n = 1): PageDocument => ({
  templateId: null,
  name,
  elements: Array.from({ length: n }, (_, i) => createElement('text', `t${i}`)),
});
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));

let databases = 0;

describe.each([
  ['IndexedDB (fake-indexeddb)', () => createIdbProjectStore(`toile-test-${++databases}`)],
  ['memory', () => createMemoryProjectStore()],
])('projects/storage over %s', (_label, makeRaw) => {
  it('saves, loads and lists projects, most recent first', async () => {
    const storage = createProjectStorage(makeRaw());
    await storage.save(makeProjectRecord('a', 1, doc('Alpha'), at(1)), { expectedRevision: null });
    await storage.save(makeProjectRecord('b', 1, doc('Bêta', 3), at(5)), {
      expectedRevision: null,
    });
    expect(await storage.load('b')).toEqual({
      status: 'found',
      record: makeProjectRecord('b', 1, doc('Bêta', 3), at(5)),
    });
    const list = await storage.list();
    expect(list.projects.map((p) => p.name)).toEqual(['Bêta', 'Alpha']);
    expect(list.unreadable).toEqual([]);
    expect(await storage.load('inconnu')).toEqual({ status: 'missing' });
    await storage.remove('a');
    expect((await storage.list()).projects.map((p) => p.id)).toEqual(['b']);
  });

  it('writes only over the revision the caller last read', async () => {
    const storage = createProjectStorage(makeRaw());
    await storage.save(makeProjectRecord('p', 1, doc('v1'), at(1)), { expectedRevision: null });
    // Tab A saves revision 2 over 1.
    expect(
      await storage.save(makeProjectRecord('p', 2, doc('A'), at(2)), { expectedRevision: 1 }),
    ).toEqual({ ok: true });
    // Tab B, still on revision 1, is told instead of overwriting.
    const outcome = await storage.save(makeProjectRecord('p', 2, doc('B'), at(3)), {
      expectedRevision: 1,
    });
    expect(outcome).toEqual({ ok: false, conflict: makeProjectRecord('p', 2, doc('A'), at(2)) });
    const loaded = await storage.load('p');
    expect(loaded.status === 'found' && loaded.record.name).toBe('A');
    // B chooses to keep its version: it writes over revision 2 knowingly.
    expect(
      await storage.save(makeProjectRecord('p', 3, doc('B'), at(4)), { expectedRevision: 2 }),
    ).toEqual({ ok: true });
    // A never-saved project never lands on an existing id silently.
    expect(
      (await storage.save(makeProjectRecord('p', 1, doc('C'), at(5)), { expectedRevision: null }))
        .ok,
    ).toBe(false);
  });

  it('leaves a damaged record untouched until the person chooses to replace it', async () => {
    const raw = makeRaw();
    const storage = createProjectStorage(raw);
    const damaged = { schemaVersion: 2, id: 'p', document: null };
    await raw.update('p', () => damaged);
    expect(await storage.load('p')).toEqual({ status: 'unreadable', reason: 'corrupted' });
    await expect(
      storage.save(makeProjectRecord('p', 2, doc('x'), at(1)), { expectedRevision: 1 }),
    ).rejects.toMatchObject({ kind: 'corrupted' });
    expect(await raw.get('p')).toEqual(damaged);
    await storage.save(makeProjectRecord('p', 2, doc('x'), at(1)), {
      expectedRevision: 1,
      force: true,
    });
    expect((await storage.load('p')).status).toBe('found');
  });

  it('refuses to store a document it could not read back', async () => {
    const storage = createProjectStorage(makeRaw());
    const bad = doc('x');
    bad.elements[0] = { ...bad.elements[0], content: 'a'.repeat(30_000) };
    await expect(
      storage.save(makeProjectRecord('p', 1, bad, at(1)), { expectedRevision: null }),
    ).rejects.toMatchObject({ kind: 'invalid' });
    expect(await storage.load('p')).toEqual({ status: 'missing' });
  });
});

describe('projects/storage faults', () => {
  let fault: InjectedFault | null = null;
  const setup = () => {
    const raw = createMemoryProjectStore();
    return { raw, storage: createProjectStorage(withFaults(raw, () => fault)) };
  };
  afterEach(() => {
    fault = null;
  });

  it('reports a full disk as « quota » and keeps the stored version', async () => {
    const { storage } = setup();
    await storage.save(makeProjectRecord('p', 1, doc('avant'), at(1)), { expectedRevision: null });
    fault = 'quota';
    await expect(
      storage.save(makeProjectRecord('p', 2, doc('après'), at(2)), { expectedRevision: 1 }),
    ).rejects.toMatchObject({ kind: 'quota' });
    fault = null;
    const loaded = await storage.load('p');
    expect(loaded.status === 'found' && loaded.record.name).toBe('avant');
    // The retry works once there is room again.
    expect(
      await storage.save(makeProjectRecord('p', 2, doc('après'), at(2)), { expectedRevision: 1 }),
    ).toEqual({ ok: true });
  });

  it('reports IndexedDB unavailable (private browsing) on every operation', async () => {
    const { storage } = setup();
    fault = 'unavailable';
    for (const op of [
      () => storage.list(),
      () => storage.load('p'),
      () => storage.remove('p'),
      () => storage.save(makeProjectRecord('p', 1, doc('x'), at(1)), { expectedRevision: null }),
    ]) {
      await expect(op()).rejects.toMatchObject({ kind: 'unavailable' });
    }
  });

  it('reports a corrupted record as unreadable, and as « corrupted » when saving over it', async () => {
    const { storage, raw } = setup();
    await storage.save(makeProjectRecord('p', 1, doc('bon'), at(1)), { expectedRevision: null });
    raw.data.set('abîmé', { schemaVersion: 2, id: 'abîmé', document: 42 });
    expect((await storage.list()).unreadable).toEqual(['abîmé']);
    expect(await storage.load('abîmé')).toEqual({ status: 'unreadable', reason: 'corrupted' });
    fault = 'corrupted';
    expect(await storage.load('p')).toEqual({ status: 'unreadable', reason: 'corrupted' });
    await expect(
      storage.save(makeProjectRecord('p', 2, doc('nouveau'), at(2)), { expectedRevision: 1 }),
    ).rejects.toMatchObject({ kind: 'corrupted' });
    // The person may replace the damaged record with the version they have open.
    await storage.save(makeProjectRecord('p', 2, doc('nouveau'), at(2)), {
      expectedRevision: 1,
      force: true,
    });
    fault = null;
    const loaded = await storage.load('p');
    expect(loaded.status === 'found' && loaded.record.name).toBe('nouveau');
  });

  it('tells a record of a newer Toile apart from a damaged one', async () => {
    const { storage, raw } = setup();
    raw.data.set('futur', { schemaVersion: 9, id: 'futur' });
    expect(await storage.load('futur')).toEqual({ status: 'unreadable', reason: 'newer' });
  });

  it('reads the flag from localStorage only when it names a known fault', () => {
    expect(readInjectedFault()).toBeNull();
    localStorage.setItem(FAULT_FLAG_KEY, 'quota');
    expect(readInjectedFault()).toBe('quota');
    localStorage.setItem(FAULT_FLAG_KEY, 'n’importe quoi');
    expect(readInjectedFault()).toBeNull();
    localStorage.removeItem(FAULT_FLAG_KEY);
    expect(CORRUPTED_VALUE.schemaVersion).toBe(2);
  });

  it('maps browser errors to kinds', () => {
    expect(toStorageError(new DOMException('x', 'QuotaExceededError')).kind).toBe('quota');
    expect(toStorageError(new DOMException('x', 'InvalidStateError')).kind).toBe('unavailable');
    expect(toStorageError(new TypeError('x')).kind).toBe('unknown');
    const own = new ProjectStorageError('corrupted');
    expect(toStorageError(own)).toBe(own);
  });
});
