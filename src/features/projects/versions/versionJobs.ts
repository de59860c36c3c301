import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { CURRENT_SCHEMA_VERSION } from '../../../document/schema/version';
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
  /**
   * The revision of the project's stored record whose site `document` is: the worker then reads
   * the site from the record rather than being sent it (versionWorkerClient.ts).
   */
  fromRecord?: number;
}

/** What the page sends the worker: the site itself left out when it can read the record. */
export type MakeVersionJob = Omit<MakeVersionRequest, 'document'> & { document?: SiteDocument };

/** The record changed since (another save, another tab): the page sends the site after all. */
export const STALE_RECORD = 'StaleRecord';

/** The site a job names: its own, or its project's stored record's when that is still it. */
export async function jobDocument(
  job: MakeVersionJob,
  readRecord: (projectId: string) => Promise<unknown>,
): Promise<MakeVersionRequest> {
  if (job.document) return job as MakeVersionRequest;
  const record = (await readRecord(job.projectId)) as {
    revision?: unknown;
    schemaVersion?: unknown;
    document?: SiteDocument;
  } | null;
  if (
    !record?.document ||
    record.revision !== job.fromRecord ||
    record.schemaVersion !== job.schemaVersion
  ) {
    throw Object.assign(new Error('The stored record is no longer this site'), {
      name: STALE_RECORD,
    });
  }
  return { ...job, document: record.document };
}

/**
 * `bytes` through the browser's own (de)compression stream, read by `read` (bytes, or JSON parsed as
 * it comes); null where the browser has no such stream or it fails (fflate then does the work).
 */
async function throughStream<T>(
  bytes: Uint8Array,
  stream: (() => ReadableWritablePair<Uint8Array, BufferSource>) | null,
  read: (response: Response) => Promise<T>,
): Promise<T | null> {
  if (!stream || typeof Blob === 'undefined' || typeof Blob.prototype.stream !== 'function') {
    return null;
  }
  try {
    return await read(new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream())));
  } catch {
    return null;
  }
}

const nativeDeflate =
  typeof CompressionStream === 'function' ? () => new CompressionStream('deflate-raw') : null;
const nativeInflate =
  typeof DecompressionStream === 'function' ? () => new DecompressionStream('deflate-raw') : null;

/**
 * A site's JSON is repetitive: raw DEFLATE takes it to about a twentieth. The browser's own
 * compression where it has it (native, several times faster than fflate's level 1), else fflate;
 * both write and read the same raw DEFLATE.
 */
export async function encodeBody(body: VersionBody): Promise<Uint8Array> {
  const json = strToU8(JSON.stringify(body));
  const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());
  return (await throughStream(json, nativeDeflate, bytes)) ?? deflateSync(json, { level: 1 });
}

/**
 * A body's site, parsed as the browser inflates it (no string of megabytes made first); where it
 * cannot, fflate reads it again (and says what is wrong with damaged bytes).
 */
export async function decodeBody(bytes: Uint8Array): Promise<unknown> {
  const parsed = await throughStream(bytes, nativeInflate, (response) =>
    response.json().then((value: unknown) => ({ value })),
  );
  return parsed ? parsed.value : JSON.parse(strFromU8(inflateSync(bytes)));
}

/**
 * A body's SHA-256, in hex; null where there is no Web Crypto (its site is then checked in full
 * when read).
 */
export async function digestOf(bytes: Uint8Array): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const hash = new Uint8Array(await subtle.digest('SHA-256', bytes as BufferSource));
    return Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

/** Stores the version, then forgets what the rule lets go of in its project; returns its meta. */
export async function makeVersion(
  store: VersionStore,
  request: MakeVersionRequest,
  now: number = Date.parse(request.createdAt),
): Promise<VersionMeta> {
  const { document, schemaVersion, counts, name, fromRecord: _fromRecord, ...rest } = request;
  void _fromRecord;
  const body = await encodeBody({ schemaVersion, document });
  const digest = await digestOf(body);
  const meta: VersionMeta = {
    ...rest,
    ...(name ? { name } : {}),
    ...(counts ?? countsOf(document)),
    size: body.byteLength,
    ...(digest ? { digest } : {}),
  };
  await store.add(meta, body);
  await store.remove(versionsToDrop(await store.list(request.projectId), now));
  return meta;
}

/** A version's stored body (an envelope and its site, of its own schema version), or undefined. */
export async function readVersion(store: VersionStore, id: string): Promise<unknown> {
  const bytes = await store.body(id);
  return bytes ? await decodeBody(bytes) : undefined;
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
  const bytes = await store.body(meta.id);
  if (!bytes) return null;
  const [body, digest] = await Promise.all([
    decodeBody(bytes),
    meta.digest ? digestOf(bytes) : null,
  ]);
  if (!body || typeof body !== 'object') return null;
  const { schemaVersion, document } = body as { schemaVersion?: unknown; document?: unknown };
  // The very bytes written from a site of the current schema, which the editor held valid: read
  // as they are. Anything else (an older schema, bytes changed since, no digest) is checked whole.
  if (
    digest !== null &&
    digest === meta.digest &&
    schemaVersion === CURRENT_SCHEMA_VERSION &&
    document &&
    typeof document === 'object'
  ) {
    return document as SiteDocument;
  }
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
