import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import type { SiteDocument } from '../../../document/types';
import { versionsToDrop } from './retention';
import type { VersionStore } from './versionStore';
import { countsOf, type VersionBody, type VersionMeta, type VersionReason } from './versionTypes';

/**
 * The versions' work, the same in the worker and, where a browser (or a test) has no worker, on
 * the page: a site made into a version (compressed, stored, the old versions of its project
 * forgotten by the rule), and a version read back.
 */
export interface MakeVersionRequest {
  id: string;
  projectId: string;
  projectName: string;
  reason: VersionReason;
  name?: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** The stored record's schema version of `document` (older for a version made before a migration). */
  schemaVersion: number;
  document: SiteDocument;
  /** The counts, when `document` is of an older schema (its pages may be shaped otherwise). */
  counts?: Pick<VersionMeta, 'pages' | 'elements'>;
}

/** Fast compression: a site's JSON is repetitive, level 1 takes it to about a tenth. */
export function encodeBody(body: VersionBody): Uint8Array {
  return deflateSync(strToU8(JSON.stringify(body)), { level: 1 });
}

export function decodeBody(bytes: Uint8Array): unknown {
  return JSON.parse(strFromU8(inflateSync(bytes)));
}

/** Stores the version, then forgets what the rule lets go of in its project; returns its meta. */
export async function makeVersion(
  store: VersionStore,
  request: MakeVersionRequest,
  now: number = Date.parse(request.createdAt),
): Promise<VersionMeta> {
  const { document, schemaVersion, counts, name, ...rest } = request;
  const body = encodeBody({ schemaVersion, document });
  const meta: VersionMeta = {
    ...rest,
    ...(name ? { name } : {}),
    ...(counts ?? countsOf(document)),
    size: body.byteLength,
  };
  await store.add(meta, body);
  await store.remove(versionsToDrop(await store.list(request.projectId), now));
  return meta;
}

/** A version's stored body (an envelope and its site, of its own schema version), or undefined. */
export async function readVersion(store: VersionStore, id: string): Promise<unknown> {
  const bytes = await store.body(id);
  return bytes ? decodeBody(bytes) : undefined;
}

/** The records' reader (storage/recordChecks.ts): migrations, then the site's schema. */
export type MigrateRecord = (
  record: unknown,
) => { ok: true; value: { document: SiteDocument } } | { ok: false };

/**
 * A version's site, brought to the current schema and checked as a stored record is (a damaged or
 * foreign body is refused: null), wherever it runs (the worker, or the page).
 */
export async function readVersionDocument(
  store: VersionStore,
  meta: VersionMeta,
  migrate: MigrateRecord,
): Promise<SiteDocument | null> {
  const body = await readVersion(store, meta.id);
  if (!body || typeof body !== 'object') return null;
  const { schemaVersion, document } = body as { schemaVersion?: unknown; document?: unknown };
  const migrated = migrate({
    schemaVersion,
    id: meta.projectId,
    revision: 1,
    updatedAt: meta.createdAt,
    name: meta.projectName,
    document,
  });
  return migrated.ok ? migrated.value.document : null;
}
