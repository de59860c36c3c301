import 'fake-indexeddb/auto';
import { deserialize, serialize } from 'node:v8';
import { createElement } from '../../../../../src/document/createElement';
import { createSite } from '../../../../../src/document/site';
import {
  makeVersion,
  readVersion,
} from '../../../../../src/features/projects/versions/versionJobs';
import { createIdbVersionStore } from '../../../../../src/features/projects/versions/versionStore';

// jsdom has no structuredClone; fake-indexeddb needs it.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

let databases = 0;
const site = (name: string) =>
  createSite({ name, homePageId: 'accueil', elements: [createElement('text', 't1')] });
const request = (id: string, projectId: string, createdAt: string, name?: string) => ({
  id,
  projectId,
  projectName: 'Site',
  reason: name ? ('named' as const) : ('auto' as const),
  ...(name ? { name } : {}),
  createdAt,
  schemaVersion: 5,
  document: site(id),
});

describe('versions/IndexedDB store (fake-indexeddb)', () => {
  it('keeps a version and its site together, lists a project newest first, removes both', async () => {
    const store = createIdbVersionStore(`toile-versions-test-${++databases}`);
    await makeVersion(store, request('a', 'p1', '2026-11-29T10:00:00.000Z'));
    await makeVersion(store, request('b', 'p1', '2026-11-29T10:20:00.000Z', 'Nommée'));
    await makeVersion(store, request('c', 'p2', '2026-11-29T10:30:00.000Z'));
    expect((await store.list('p1')).map((v) => v.id)).toEqual(['b', 'a']);
    expect((await store.all()).map((v) => v.id)).toEqual(['c', 'b', 'a']);
    expect(await readVersion(store, 'a')).toEqual({ schemaVersion: 5, document: site('a') });
    await store.remove(['a']);
    expect(await store.body('a')).toBeUndefined();
    expect((await store.list('p1')).map((v) => v.id)).toEqual(['b']);
  });

  it('forgets old versions by the rule as each one is made', async () => {
    const store = createIdbVersionStore(`toile-versions-test-${++databases}`);
    await makeVersion(store, request('old-1', 'p', '2026-11-20T08:00:00.000Z'));
    await makeVersion(store, request('old-2', 'p', '2026-11-20T09:00:00.000Z'));
    await makeVersion(store, request('now', 'p', '2026-11-29T10:00:00.000Z'));
    expect((await store.list('p')).map((v) => v.id)).toEqual(['now', 'old-2']);
  });
});
