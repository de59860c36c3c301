import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { makeStore, type AppStore } from '../../../../../src/app/store';
import { THEMES } from '../../../../../src/content/themes';
import { createElement } from '../../../../../src/document/createElement';
import { createSite } from '../../../../../src/document/site';
import type { SiteDocument } from '../../../../../src/document/types';
import {
  elementAdded,
  selectDocument,
  themeApplied,
  undone,
} from '../../../../../src/features/editor/editorSlice';
import { makeProjectRecord } from '../../../../../src/features/projects/model/projectRecord';
import {
  AUTOSAVE_DELAY,
  startProjectsListeners,
} from '../../../../../src/features/projects/projectsListeners';
import { selectCurrentProjectId } from '../../../../../src/features/projects/projectsSlice';
import { openProject, savesSettled } from '../../../../../src/features/projects/projectsThunks';
import { setProjectStorage } from '../../../../../src/features/projects/storage';
import { createMemoryProjectStore } from '../../../../../src/features/projects/storage/faults';
import {
  createProjectStorage,
  type ProjectStorage,
} from '../../../../../src/features/projects/storage/projectStorage';
import { deleteOldVersions } from '../../../../../src/features/projects/versions/deleteOldVersions';
import {
  decodeBody,
  encodeBody,
  jobDocument,
  STALE_RECORD,
} from '../../../../../src/features/projects/versions/versionJobs';
import { startVersionTriggers } from '../../../../../src/features/projects/versions/versionTriggers';
import { setPageVersionStore } from '../../../../../src/features/projects/versions/versionWorkerClient';
import {
  AUTO_VERSION_EVERY,
  listVersions,
  restoreVersion,
  versionDocument,
  versionOfOpenProject,
  versionsSettled,
} from '../../../../../src/features/projects/versions/versionsThunks';
import { createMemoryVersionStore } from './memoryVersionStore';
import { threePageSiteV4 } from '../projectsSites';

startProjectsListeners();
startVersionTriggers();

let raw: ReturnType<typeof createMemoryProjectStore>;
let storage: ProjectStorage;
let versions: ReturnType<typeof createMemoryVersionStore>;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 10, 29, 10, 0) });
  raw = createMemoryProjectStore();
  storage = createProjectStorage(raw);
  setProjectStorage(storage);
  versions = createMemoryVersionStore();
  setPageVersionStore(versions);
});
afterEach(() => {
  jest.useRealTimers();
  setProjectStorage(null);
  setPageVersionStore(null);
});

/** Lets saves and versions asked so far finish (their code loads with import()). */
async function settle() {
  for (let i = 0; i < 6; i++) {
    await jest.advanceTimersByTimeAsync(0);
    await savesSettled();
    await versionsSettled();
  }
}

const page = (name: string, n = 1): SiteDocument =>
  createSite({
    name,
    homePageId: 'accueil',
    elements: Array.from({ length: n }, (_, i) => createElement('text', `e${i}`)),
  });

let projects = 0;
async function withOpenProject(document: SiteDocument = page('Boulangerie')) {
  const id = `p${++projects}`;
  await storage.save(makeProjectRecord(id, 1, document, new Date()), { expectedRevision: null });
  const store = makeStore();
  expect(await store.dispatch(openProject(id))).toBe('found');
  return { store, id };
}

const reasons = async (id: string) => (await listVersions(id)).map((v) => v.reason);
const edit = async (store: AppStore) => {
  store.dispatch(elementAdded('button'));
  await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
  await settle();
};

describe('versions: made by themselves', () => {
  it('at most one automatic version per 10 minutes of editing', async () => {
    const { store, id } = await withOpenProject();
    await edit(store);
    expect(await reasons(id)).toEqual(['auto']);
    await edit(store);
    await edit(store);
    expect(await reasons(id)).toEqual(['auto']);
    await jest.advanceTimersByTimeAsync(AUTO_VERSION_EVERY);
    await edit(store);
    expect(await reasons(id)).toEqual(['auto', 'auto']);
    const [newest] = await listVersions(id);
    expect(newest).toMatchObject({ projectId: id, pages: 1, elements: 5 });
    expect(await versionDocument(newest)).toEqual(selectDocument(store.getState()));
  });

  it('before a theme is applied, with the site as it was', async () => {
    const { store, id } = await withOpenProject();
    const before = selectDocument(store.getState());
    store.dispatch(themeApplied({ theme: THEMES[1] }));
    await settle();
    const themed = (await listVersions(id)).find((v) => v.reason === 'theme')!;
    expect(await versionDocument(themed)).toEqual(before);
  });

  it('named, with « Enregistrer cette version… »', async () => {
    const { store, id } = await withOpenProject();
    const made = await store.dispatch(versionOfOpenProject('named', 'Avant la refonte'));
    expect(made).toMatchObject({ reason: 'named', name: 'Avant la refonte' });
    expect((await listVersions(id))[0].name).toBe('Avant la refonte');
  });

  it('none for a page that is not a saved project yet', async () => {
    const store = makeStore();
    expect(await store.dispatch(versionOfOpenProject('export'))).toBeNull();
    expect(versions.metas.size).toBe(0);
  });

  it('stores the site compressed, about a tenth of its JSON', async () => {
    const big = page('Grand site', 200);
    const { store, id } = await withOpenProject(big);
    await store.dispatch(versionOfOpenProject('named', 'Grand'));
    const [meta] = await listVersions(id);
    const body = versions.bodies.get(meta.id)!;
    expect(await decodeBody(body)).toMatchObject({ document: big });
    expect(body.byteLength).toBeLessThan(JSON.stringify(big).length / 5);
    expect(meta.size).toBe(body.byteLength);
  });
});

describe('versions: « Restaurer »', () => {
  it('in the editor: the site before is kept as a version, Ctrl+Z comes back to it', async () => {
    const { store, id } = await withOpenProject();
    await store.dispatch(versionOfOpenProject('named', 'Une'));
    const [one] = await listVersions(id);
    await edit(store);
    await edit(store);
    const edited = selectDocument(store.getState());
    expect(edited.pages[0].elements).toHaveLength(3);

    expect(await store.dispatch(restoreVersion(one))).toBe('restored');
    await settle();
    expect(selectDocument(store.getState()).pages[0].elements).toHaveLength(1);
    const before = (await listVersions(id)).find((v) => v.reason === 'restore')!;
    expect(await versionDocument(before)).toEqual(edited);
    // Saved at once.
    const stored = await storage.load(id);
    expect(stored.status === 'found' && stored.record.document.pages[0].elements).toHaveLength(1);

    store.dispatch(undone());
    expect(selectDocument(store.getState())).toEqual(edited);
  });

  it('from « Mes projets »: the stored project is replaced, its state before kept', async () => {
    const { store, id } = await withOpenProject();
    await store.dispatch(versionOfOpenProject('named', 'Une'));
    const [one] = await listVersions(id);
    await edit(store);
    const other = makeStore(); // « Mes projets » in a store where the project is not open
    expect(selectCurrentProjectId(other.getState())).toBeNull();
    expect(await other.dispatch(restoreVersion(one))).toBe('restored');
    await settle();
    const stored = await storage.load(id);
    expect(stored.status === 'found' && stored.record.document.pages[0].elements).toHaveLength(1);
    expect(await reasons(id)).toContain('restore');
  });

  it('an unreadable version changes nothing', async () => {
    const { store, id } = await withOpenProject();
    await store.dispatch(versionOfOpenProject('named', 'Une'));
    const [one] = await listVersions(id);
    versions.bodies.set(one.id, new Uint8Array([1, 2, 3]));
    const before = selectDocument(store.getState());
    expect(await store.dispatch(restoreVersion(one))).toBe('unreadable');
    expect(selectDocument(store.getState())).toBe(before);
  });
});

describe('versions: forgetting', () => {
  it('deleteOldVersions drops unnamed versions older than a day and those of deleted projects', async () => {
    const { store, id } = await withOpenProject();
    await store.dispatch(versionOfOpenProject('named', 'Gardée'));
    await store.dispatch(versionOfOpenProject('export'));
    await jest.advanceTimersByTimeAsync(25 * 3_600_000);
    await store.dispatch(versionOfOpenProject('share'));
    await storage.save(makeProjectRecord('gone', 1, page('Parti'), new Date()), {
      expectedRevision: null,
    });
    const gone = makeStore();
    await gone.dispatch(openProject('gone'));
    await gone.dispatch(versionOfOpenProject('named', 'Orpheline'));
    await storage.remove('gone');

    expect(await deleteOldVersions(Date.now())).toBe(2);
    expect((await reasons(id)).sort()).toEqual(['named', 'share']);
    expect(await listVersions('gone')).toEqual([]);
  });
});

describe('versions: before a migration', () => {
  it('a record of an older schema read (and upgraded) keeps its old self as a version', async () => {
    const old = {
      schemaVersion: 4,
      id: 'ancien',
      revision: 3,
      updatedAt: '2026-11-20T10:00:00.000Z',
      name: 'Ancien site',
      document: threePageSiteV4(),
    };
    raw.data.set('ancien', old);
    const loaded = await storage.load('ancien');
    expect(loaded.status).toBe('found');
    await settle();
    const [version] = await listVersions('ancien');
    expect(version).toMatchObject({ reason: 'migration', pages: 3 });
    expect(await decodeBody(versions.bodies.get(version.id)!)).toEqual({
      schemaVersion: 4,
      document: old.document,
    });
    // Read back, it is brought to today's schema like the record was.
    expect(await versionDocument(version)).toEqual(
      loaded.status === 'found' ? loaded.record.document : null,
    );
  });
});

describe('versions: a saved site read from its record by the worker', () => {
  const site = page('Le Fournil', 3);
  const job = {
    id: 'v1',
    projectId: 'p1',
    projectName: 'Le Fournil',
    reason: 'named' as const,
    createdAt: '2026-11-29T10:00:00.000Z',
    schemaVersion: 5,
    fromRecord: 3,
  };

  it('takes the site of the stored record when it is still that revision', async () => {
    const record = { schemaVersion: 5, revision: 3, document: site };
    const request = await jobDocument(job, async (id) => (id === 'p1' ? record : undefined));
    expect(request.document).toBe(site);
  });

  it('says the record is stale when another save came since, or it is gone', async () => {
    for (const stored of [{ schemaVersion: 5, revision: 4, document: site }, undefined]) {
      await expect(jobDocument(job, async () => stored)).rejects.toMatchObject({
        name: STALE_RECORD,
      });
    }
  });

  it('keeps a site the page sent as it is', async () => {
    const request = await jobDocument({ ...job, document: site }, async () => {
      throw new Error('not read');
    });
    expect(request.document).toBe(site);
  });

  it('writes raw DEFLATE, which fflate and the browser’s streams read alike', async () => {
    const body = { schemaVersion: 5, document: site };
    const bytes = await encodeBody(body);
    expect(await decodeBody(bytes)).toEqual(body);
    expect(JSON.parse(strFromU8(inflateSync(bytes)))).toEqual(body);
    // A version written by fflate (before the browser's streams were used) reads back too.
    expect(await decodeBody(deflateSync(strToU8(JSON.stringify(body)), { level: 1 }))).toEqual(
      body,
    );
  });
});
