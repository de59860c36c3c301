/**
 * @jest-environment node
 */
// Node has Web Crypto and the compression streams, as the versions' worker does (jsdom has
// neither): a version's digest, and a site read back without the whole check only when its bytes
// are the very ones written.
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { createSite } from '../../../../../src/document/site';
import { CURRENT_SCHEMA_VERSION } from '../../../../../src/document/schema/version';
import {
  decodeBody,
  digestOf,
  encodeBody,
  makeVersion,
  readVersionDocument,
  type MigrateRecord,
} from '../../../../../src/features/projects/versions/versionJobs';
import { createMemoryVersionStore } from './memoryVersionStore';

const site = createSite({ name: 'Le Fournil', homePageId: 'home' });

async function stored() {
  const store = createMemoryVersionStore();
  const meta = await makeVersion(store, {
    id: 'v1',
    projectId: 'p1',
    projectName: 'Le Fournil',
    reason: 'named',
    name: 'Avant les fêtes',
    createdAt: '2026-11-29T10:00:00.000Z',
    schemaVersion: CURRENT_SCHEMA_VERSION,
    document: site,
  });
  return { store, meta };
}

describe('versions: the digest of a body', () => {
  it('is kept with the version, the SHA-256 of its bytes', async () => {
    const { store, meta } = await stored();
    expect(meta.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(meta.digest).toBe(await digestOf(store.bodies.get('v1')!));
  });

  it('lets the very bytes written be read without the whole check', async () => {
    const { store, meta } = await stored();
    const migrate = jest.fn<ReturnType<MigrateRecord>, Parameters<MigrateRecord>>();
    expect(await readVersionDocument(store, meta, migrate)).toEqual(site);
    expect(migrate).not.toHaveBeenCalled();
  });

  it('checks whole a body whose bytes changed, or a version without a digest', async () => {
    const { store, meta } = await stored();
    const refuse: MigrateRecord = () => ({ ok: false });
    // Other bytes under the same version (a damaged disk, a body written by another app).
    const other = { ...site, name: 'Autre' };
    store.bodies.set(
      'v1',
      deflateSync(
        strToU8(JSON.stringify({ schemaVersion: CURRENT_SCHEMA_VERSION, document: other })),
      ),
    );
    expect(await readVersionDocument(store, meta, refuse)).toBeNull();
    const { digest: _digest, ...without } = meta;
    void _digest;
    const accept = jest.fn<ReturnType<MigrateRecord>, Parameters<MigrateRecord>>(() => ({
      ok: true,
      value: { document: other },
    }));
    expect(await readVersionDocument(store, without, accept)).toBe(other);
    expect(accept).toHaveBeenCalledTimes(1);
  });

  it('checks whole a site of an older schema (the version before a migration)', async () => {
    const store = createMemoryVersionStore();
    const meta = await makeVersion(store, {
      id: 'old',
      projectId: 'p1',
      projectName: 'Le Fournil',
      reason: 'migration',
      createdAt: '2026-11-29T10:00:00.000Z',
      schemaVersion: CURRENT_SCHEMA_VERSION - 1,
      document: site,
      counts: { pages: 1, elements: 0 },
    });
    const migrate = jest.fn<ReturnType<MigrateRecord>, Parameters<MigrateRecord>>(() => ({
      ok: true,
      value: { document: site },
    }));
    await readVersionDocument(store, meta, migrate);
    expect(migrate).toHaveBeenCalledTimes(1);
  });

  it('reads with the browser’s streams what fflate wrote, and the other way round', async () => {
    const body = { schemaVersion: CURRENT_SCHEMA_VERSION, document: site };
    expect(await decodeBody(deflateSync(strToU8(JSON.stringify(body)), { level: 1 }))).toEqual(
      body,
    );
    expect(JSON.parse(strFromU8(inflateSync(await encodeBody(body))))).toEqual(body);
  });
});
