import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { makeStore } from '../../../../../src/app/store';
import { createElement } from '../../../../../src/document/createElement';
import { createSite } from '../../../../../src/document/site';
import type { SiteDocument } from '../../../../../src/document/types';
import { elementUpdated } from '../../../../../src/features/editor/editorSlice';
import {
  makeProjectRecord,
  type ProjectRecord,
} from '../../../../../src/features/projects/model/projectRecord';
import { createMemoryProjectStore } from '../../../../../src/features/projects/storage/faults';
import { setProjectStorage } from '../../../../../src/features/projects/storage';
import { createProjectStorage } from '../../../../../src/features/projects/storage/projectStorage';
import {
  createIdbRescueStore,
  createMemoryRescueStore,
  type RescueStore,
} from '../../../../../src/features/projects/storage/rescueStore';
import { openProject, rescueUnsaved } from '../../../../../src/features/projects/projectsThunks';
import { startProjectsListeners } from '../../../../../src/features/projects/projectsListeners';

// jsdom has no structuredClone; fake-indexeddb needs it.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

const site = (name: string, words = 'Bonjour'): SiteDocument =>
  createSite({
    name,
    homePageId: 'accueil',
    elements: [{ ...createElement('text', 't1'), content: words }],
  });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 22, minute));
const words = (record: ProjectRecord) => record.document.pages[0].elements[0].content;

/** A stored project at revision 2, and what a closing tab rescued over it. */
async function stored(rescue: RescueStore) {
  const raw = createMemoryProjectStore();
  const storage = createProjectStorage(raw, rescue);
  await storage.save(makeProjectRecord('p1', 1, site('Le Fournil'), at(0)), {
    expectedRevision: null,
  });
  await storage.save(makeProjectRecord('p1', 2, site('Le Fournil', 'Avant'), at(1)), {
    expectedRevision: 1,
  });
  return { raw, storage };
}

let databases = 0;
describe.each<[string, () => Promise<RescueStore>]>([
  ['memory', async () => createMemoryRescueStore()],
  [
    'IndexedDB (fake-indexeddb)',
    async () => {
      const store = createIdbRescueStore(`toile-secours-test-${++databases}`);
      // The connection opens at once; a closing tab finds it open.
      await store.read('rien');
      return store;
    },
  ],
])('a closing tab’s last edit, rescued (%s)', (_label, makeRescue) => {
  it('is the next revision: the next read writes it in place and gives it', async () => {
    const rescue = await makeRescue();
    const { storage } = await stored(rescue);
    const last = makeProjectRecord('p1', 3, site('Le Fournil', 'Écrit avant de fermer'), at(2));
    expect(storage.rescue(last)).toBe(true);
    const result = await storage.load('p1');
    expect(result.status).toBe('found');
    if (result.status !== 'found') return;
    expect(result.record.revision).toBe(3);
    expect(words(result.record)).toBe('Écrit avant de fermer');
    expect(await rescue.read('p1')).toBeUndefined();
    // Written: read again, it is the stored record.
    const reread = await storage.load('p1');
    expect(reread.status === 'found' && words(reread.record)).toBe('Écrit avant de fermer');
    expect((await storage.list()).projects).toHaveLength(1);
  });

  it('is taken by the list of projects too, which reads the rescue store once', async () => {
    const rescue = await makeRescue();
    const { storage } = await stored(rescue);
    await storage.save(makeProjectRecord('p2', 1, site('La Fromagerie'), at(1)), {
      expectedRevision: null,
    });
    storage.rescue(makeProjectRecord('p1', 3, site('Le Fournil', 'Vu dans la liste'), at(2)));
    const reads = jest.spyOn(rescue, 'read');
    const { projects } = await storage.list();
    expect(projects.map((p) => [p.id, p.revision, words(p)])).toEqual([
      ['p1', 3, 'Vu dans la liste'],
      ['p2', 1, 'Bonjour'],
    ]);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await rescue.ids()).toEqual([]);
  });

  it('says what was saved after all: dropped', async () => {
    const rescue = await makeRescue();
    const { storage } = await stored(rescue);
    storage.rescue(makeProjectRecord('p1', 3, site('Le Fournil', 'Pareil'), at(2)));
    await storage.save(makeProjectRecord('p1', 3, site('Le Fournil', 'Pareil'), at(2)), {
      expectedRevision: 2,
    });
    // The save wrote what the rescue held: the tab lived on, the rescue is gone.
    expect(await rescue.read('p1')).toBeUndefined();
    const result = await storage.load('p1');
    expect(result.status === 'found' && result.record.revision).toBe(3);
  });

  it('came after another revision: kept beside it as « (récupéré) », neither overwritten', async () => {
    const rescue = await makeRescue();
    const { storage } = await stored(rescue);
    storage.rescue(makeProjectRecord('p1', 3, site('Le Fournil', 'Mon dernier mot'), at(2)));
    // Another tab saved revision 3 first.
    await storage.save(makeProjectRecord('p1', 3, site('Le Fournil', 'L’autre onglet'), at(3)), {
      expectedRevision: 2,
    });
    const result = await storage.load('p1');
    expect(result.status === 'found' && words(result.record)).toBe('L’autre onglet');
    const { projects } = await storage.list();
    expect(projects.map((p) => p.name).sort()).toEqual(['Le Fournil', 'Le Fournil (récupéré)']);
    const copy = projects.find((p) => p.id !== 'p1')!;
    expect(words(copy)).toBe('Mon dernier mot');
    expect(await rescue.read('p1')).toBeUndefined();
  });

  it('is not a valid record: dropped, the stored one read', async () => {
    const rescue = await makeRescue();
    const { storage } = await stored(rescue);
    rescue.write('p1', { schemaVersion: 5, id: 'p1', revision: 3, document: { pages: 'x' } });
    const result = await storage.load('p1');
    expect(result.status === 'found' && words(result.record)).toBe('Avant');
    expect(await rescue.read('p1')).toBeUndefined();
  });
});

describe('rescueUnsaved (on pagehide)', () => {
  beforeAll(() => startProjectsListeners());
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setProjectStorage(null);
  });

  it('rescues an edit not yet saved, as the next revision; nothing when all is saved', async () => {
    const rescue = createMemoryRescueStore();
    const { storage } = await stored(rescue);
    setProjectStorage(storage);
    const store = makeStore();
    expect(await store.dispatch(openProject('p1'))).toBe('found');
    expect(store.dispatch(rescueUnsaved())).toBe(false);
    store.dispatch(elementUpdated({ id: 't1', changes: { content: 'Dernier mot' } }));
    expect(store.dispatch(rescueUnsaved())).toBe(true);
    const rescued = rescue.data.get('p1') as ProjectRecord;
    expect(rescued.revision).toBe(3);
    expect(words(rescued)).toBe('Dernier mot');
  });
});
