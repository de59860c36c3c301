import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { createElement } from '../../../../../src/document/createElement';
import { CURRENT_SCHEMA_VERSION, versionOf } from '../../../../../src/document/schema/migrations';
import { createSite } from '../../../../../src/document/site';
import type { SiteDocument } from '../../../../../src/document/types';
import { migrate } from '../../../../../src/features/projects/model/migrations';
import {
  makeProjectRecord,
  type ProjectRecord,
} from '../../../../../src/features/projects/model/projectRecord';
import {
  CORRUPTED_VALUE,
  FAULT_FLAG_KEY,
  createMemoryProjectStore,
  readInjectedFault,
  withFaults,
  type InjectedFault,
} from '../../../../../src/features/projects/storage/faults';
import { createIdbProjectStore } from '../../../../../src/features/projects/storage/idbProjectStore';
import {
  ProjectStorageError,
  createProjectStorage,
  toStorageError,
  type RawProjectStore,
} from '../../../../../src/features/projects/storage/projectStorage';
import {
  BAD_SITE_EDITS,
  editedSite,
  expectedSiteOf,
  fixture,
  siteWithLinkToDeletedPage,
  threePageSite,
  threePageSiteShared,
  threePageSiteV3,
  threePageSiteV4,
  withoutSharedParts,
  withoutStyles,
  type Loose,
} from '../projectsSites';

// jsdom has no structuredClone; fake-indexeddb needs it.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

const doc = (name: string, n = 1): SiteDocument =>
  createSite({
    name,
    homePageId: 'accueil',
    elements: Array.from({ length: n }, (_, i) => createElement('text', `t${i}`)),
  });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));

/** What Toile stored before sites: test/fixtures/project-v2-record.json and its v1 sibling. */
const v2Record = (): Loose => fixture('project-v2-record.json');
const v1Record = (): Loose => fixture('project-v1-record.json');
/** The v2 record as a current one: a one-page site of its elements; id, revision, date and name kept. */
const upgradedV2 = (): ProjectRecord => {
  const v2 = v2Record();
  return { ...v2, schemaVersion: 5, document: expectedSiteOf(v2.document) } as ProjectRecord;
};
const upgradedV1 = (): ProjectRecord => {
  const result = migrate(v1Record());
  if (!result.ok) throw new Error('the v1 fixture does not migrate');
  return result.value;
};

let databases = 0;
const rawStores: Array<[string, () => RawProjectStore]> = [
  ['IndexedDB (fake-indexeddb)', () => createIdbProjectStore(`toile-test-${++databases}`)],
  ['memory', () => createMemoryProjectStore()],
];

describe.each(rawStores)('projects/storage over %s', (_label, makeRaw) => {
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

  it('saves and loads a site of three pages whole', async () => {
    const storage = createProjectStorage(makeRaw());
    const record = makeProjectRecord('site', 1, threePageSite(), at(1));
    await storage.save(record, { expectedRevision: null });
    expect(await storage.load('site')).toEqual({ status: 'found', record });
    // Sharing its header: the shared part and the pages that hide it kept.
    const shared = makeProjectRecord('partage', 1, threePageSiteShared(), at(2));
    expect(await storage.save(shared, { expectedRevision: null })).toEqual({ ok: true });
    expect(await storage.load('partage')).toEqual({ status: 'found', record: shared });
  });

  it('saves and loads a site with a link to a deleted page (the export drops the link)', async () => {
    const storage = createProjectStorage(makeRaw());
    const record = makeProjectRecord('lien', 1, siteWithLinkToDeletedPage(), at(1));
    expect(await storage.save(record, { expectedRevision: null })).toEqual({ ok: true });
    expect(await storage.load('lien')).toEqual({ status: 'found', record });
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
    const damaged = { schemaVersion: 5, id: 'p', document: null };
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
    const page = bad.pages[0];
    page.elements[0] = { ...page.elements[0], content: 'a'.repeat(30_000) };
    await expect(
      storage.save(makeProjectRecord('p', 1, bad, at(1)), { expectedRevision: null }),
    ).rejects.toMatchObject({ kind: 'invalid' });
    const oneSlugTwice = editedSite((s) => (s.pages[2].slug = s.pages[1].slug)) as SiteDocument;
    await expect(
      storage.save(makeProjectRecord('p', 1, oneSlugTwice, at(1)), { expectedRevision: null }),
    ).rejects.toMatchObject({ kind: 'invalid' });
    expect(await storage.load('p')).toEqual({ status: 'missing' });
  });
});

describe.each(rawStores)(
  'projects/storage upgrades older records in place, over %s',
  (_l, makeRaw) => {
    /** A raw store holding `records` as an older Toile left them. */
    async function holding(records: Loose[]) {
      const raw = makeRaw();
      for (const record of records) await raw.update(record.id, () => record);
      return raw;
    }

    it('opens a version 2 record as a one-page site and stores it as version 5: same id, same revision', async () => {
      const raw = await holding([v2Record()]);
      const storage = createProjectStorage(raw);
      expect(await storage.load('v2-fleuriste')).toEqual({ status: 'found', record: upgradedV2() });
      const stored = (await raw.get('v2-fleuriste')) as ProjectRecord;
      expect(stored).toEqual(upgradedV2());
      expect(stored).toMatchObject({ schemaVersion: 5, id: 'v2-fleuriste', revision: 4 });
      // Its header is the site's now, and nothing is lost: the page draws exactly the old
      // elements (and the styles they follow).
      expect(stored.document.shared?.header.map((e) => e.id)).toEqual(['lz2a-Hd01']);
      expect(withoutStyles(stored.document).pages.map((p: Loose) => p.elements)).toEqual([
        v2Record().document.elements,
      ]);
      // Read again, it is a current record, read as it is.
      expect(await storage.load('v2-fleuriste')).toEqual({ status: 'found', record: upgradedV2() });
    });

    it('opens a version 1 record as a one-page site and stores it as version 5', async () => {
      const raw = await holding([v1Record()]);
      const storage = createProjectStorage(raw);
      expect(await storage.load('v1-boulangerie')).toEqual({
        status: 'found',
        record: upgradedV1(),
      });
      expect(await raw.get('v1-boulangerie')).toEqual(upgradedV1());
      expect(upgradedV1()).toMatchObject({
        schemaVersion: 5,
        revision: 1,
        name: 'Boulangerie du Port',
      });
    });

    it('opens a version 3 record as a site with styles and stores it as version 5', async () => {
      const v3 = { ...makeProjectRecord('v3-site', 6, threePageSite(), at(20)) } as Loose;
      v3.schemaVersion = 3;
      v3.document = threePageSiteV3();
      const raw = await holding([v3]);
      const storage = createProjectStorage(raw);
      const upgraded = makeProjectRecord('v3-site', 6, threePageSiteShared(), at(20));
      expect(await storage.load('v3-site')).toEqual({ status: 'found', record: upgraded });
      expect(await raw.get('v3-site')).toEqual(upgraded);
      expect(withoutStyles(upgraded.document)).toEqual(threePageSiteV3());
    });

    it('opens a version 4 record as a site sharing its header and stores it as version 5', async () => {
      const v4 = { ...makeProjectRecord('v4-site', 8, threePageSite(), at(25)) } as Loose;
      v4.schemaVersion = 4;
      v4.document = threePageSiteV4();
      const raw = await holding([v4]);
      const storage = createProjectStorage(raw);
      const upgraded = makeProjectRecord('v4-site', 8, threePageSiteShared(), at(25));
      expect(await storage.load('v4-site')).toEqual({ status: 'found', record: upgraded });
      expect(await raw.get('v4-site')).toEqual(upgraded);
      expect(withoutSharedParts(upgraded.document)).toEqual(threePageSiteV4());
    });

    it('list upgrades every older record, and leaves current, damaged and newer ones as they are', async () => {
      const current = makeProjectRecord('actuel', 2, threePageSite(), at(30));
      const damaged = { schemaVersion: 2, id: 'abime', document: 42 };
      const newer = { schemaVersion: CURRENT_SCHEMA_VERSION + 1, id: 'futur' };
      const raw = await holding([v1Record(), v2Record(), current, damaged, newer]);
      const storage = createProjectStorage(raw);
      const list = await storage.list();
      expect(list.projects).toEqual([current, upgradedV2(), upgradedV1()]);
      expect(list.unreadable.sort()).toEqual(['abime', 'futur']);
      expect(await raw.get('v2-fleuriste')).toEqual(upgradedV2());
      expect(await raw.get('v1-boulangerie')).toEqual(upgradedV1());
      expect(await raw.get('actuel')).toEqual(current);
      expect(await raw.get('abime')).toEqual(damaged);
      expect(await raw.get('futur')).toEqual(newer);
    });

    it('keeps the old record whole when the upgrade cannot be written (full disk), and upgrades it next time', async () => {
      const raw = await holding([v2Record()]);
      let fault: InjectedFault | null = 'quota';
      const storage = createProjectStorage(withFaults(raw, () => fault));
      const update = jest.spyOn(raw, 'update');
      // The quota fault throws inside the write: the read still gives the site.
      expect(await storage.load('v2-fleuriste')).toEqual({ status: 'found', record: upgradedV2() });
      expect(update).toHaveBeenCalledTimes(1);
      await expect(update.mock.results[0].value).rejects.toMatchObject({
        name: 'QuotaExceededError',
      });
      expect(await raw.get('v2-fleuriste')).toEqual(v2Record());
      expect((await storage.list()).projects).toEqual([upgradedV2()]);
      expect(await raw.get('v2-fleuriste')).toEqual(v2Record());
      fault = null;
      expect(await storage.load('v2-fleuriste')).toEqual({ status: 'found', record: upgradedV2() });
      expect(await raw.get('v2-fleuriste')).toEqual(upgradedV2());
    });

    it('list upgrades a record once the fault is gone', async () => {
      const raw = await holding([v2Record(), v1Record()]);
      let fault: InjectedFault | null = 'quota';
      const storage = createProjectStorage(withFaults(raw, () => fault));
      expect((await storage.list()).projects).toEqual([upgradedV2(), upgradedV1()]);
      expect(await raw.get('v2-fleuriste')).toEqual(v2Record());
      expect(await raw.get('v1-boulangerie')).toEqual(v1Record());
      fault = null;
      expect((await storage.list()).projects).toEqual([upgradedV2(), upgradedV1()]);
      expect(await raw.get('v2-fleuriste')).toEqual(upgradedV2());
      expect(await raw.get('v1-boulangerie')).toEqual(upgradedV1());
    });

    it('never writes the upgrade over a record another tab saved meanwhile', async () => {
      const raw = await holding([v2Record()]);
      const theirs = makeProjectRecord('v2-fleuriste', 5, doc('Autre onglet', 2), at(40));
      // Another tab saves right after this one has read the old record, before it upgrades it.
      const racing: RawProjectStore = {
        ...raw,
        get: async (id) => {
          const value = await raw.get(id);
          await raw.update(id, () => theirs);
          return value;
        },
      };
      const storage = createProjectStorage(racing);
      expect(await storage.load('v2-fleuriste')).toEqual({ status: 'found', record: upgradedV2() });
      expect(await raw.get('v2-fleuriste')).toEqual(theirs);
    });

    it('never writes the upgrade over another revision of the old version', async () => {
      const raw = await holding([v2Record()]);
      // An older Toile, still open in another tab, saves revision 5 meanwhile.
      const theirs = { ...v2Record(), revision: 5, name: 'Autre onglet' };
      const racing: RawProjectStore = {
        ...raw,
        entries: async () => {
          const entries = await raw.entries();
          await raw.update('v2-fleuriste', () => theirs);
          return entries;
        },
      };
      const storage = createProjectStorage(racing);
      expect((await storage.list()).projects).toEqual([upgradedV2()]);
      expect(await raw.get('v2-fleuriste')).toEqual(theirs);
    });

    it('saves over an old record at its revision, upgraded or not', async () => {
      const next = makeProjectRecord('v2-fleuriste', 5, doc('Fleuriste', 2), at(50));
      // Upgraded by the load: revision 4 is now a v3 record.
      const upgraded = createProjectStorage(await holding([v2Record()]));
      await upgraded.load('v2-fleuriste');
      expect(await upgraded.save(next, { expectedRevision: 4 })).toEqual({ ok: true });
      // Never upgraded (the write failed): revision 4 is still the v2 record.
      const raw = await holding([v2Record()]);
      let fault: InjectedFault | null = 'quota';
      const stale = createProjectStorage(withFaults(raw, () => fault));
      await stale.load('v2-fleuriste');
      fault = null;
      expect(await raw.get('v2-fleuriste')).toEqual(v2Record());
      expect(await stale.save(next, { expectedRevision: 3 })).toMatchObject({ ok: false });
      expect(await stale.save(next, { expectedRevision: 4 })).toEqual({ ok: true });
      expect(await raw.get('v2-fleuriste')).toEqual(next);
    });
  },
);

describe('projects/storage refuses bad sites', () => {
  it.each<[string, (site: Loose) => void]>(BAD_SITE_EDITS.map(([label, edit]) => [label, edit]))(
    'calls a record with %s unreadable, and leaves it as it is',
    async (_label, edit) => {
      const bad = {
        ...makeProjectRecord('mauvais', 3, threePageSite(), at(1)),
        document: editedSite(edit),
      };
      const raw = createMemoryProjectStore({ mauvais: bad });
      const storage = createProjectStorage(raw);
      expect(await storage.load('mauvais')).toEqual({ status: 'unreadable', reason: 'corrupted' });
      expect(await storage.list()).toEqual({ projects: [], unreadable: ['mauvais'] });
      expect(raw.data.get('mauvais')).toEqual(bad);
    },
  );
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
    raw.data.set('abîmé', { schemaVersion: 3, id: 'abîmé', document: 42 });
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
    expect(raw.data.get('futur')).toEqual({ schemaVersion: 9, id: 'futur' });
  });

  it('reads the flag from localStorage only when it names a known fault', () => {
    expect(readInjectedFault()).toBeNull();
    localStorage.setItem(FAULT_FLAG_KEY, 'quota');
    expect(readInjectedFault()).toBe('quota');
    localStorage.setItem(FAULT_FLAG_KEY, 'n’importe quoi');
    expect(readInjectedFault()).toBeNull();
    localStorage.removeItem(FAULT_FLAG_KEY);
    // The damaged value says a version Toile knows, so it is read as damaged, not as newer.
    const version = versionOf(CORRUPTED_VALUE);
    expect(version !== null && version <= CURRENT_SCHEMA_VERSION).toBe(true);
    expect(migrate(CORRUPTED_VALUE)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('maps browser errors to kinds', () => {
    expect(toStorageError(new DOMException('x', 'QuotaExceededError')).kind).toBe('quota');
    expect(toStorageError(new DOMException('x', 'InvalidStateError')).kind).toBe('unavailable');
    expect(toStorageError(new TypeError('x')).kind).toBe('unknown');
    const own = new ProjectStorageError('corrupted');
    expect(toStorageError(own)).toBe(own);
  });
});
