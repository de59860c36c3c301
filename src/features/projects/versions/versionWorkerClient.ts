import {
  makeVersion,
  readVersionDocument,
  STALE_RECORD,
  type MakeVersionJob,
  type MakeVersionRequest,
} from './versionJobs';
import { loadRecordChecks } from '../storage/projectStorage';
import { createIdbVersionStore, type VersionStore } from './versionStore';
import type { VersionMeta } from './versionTypes';
import type { SiteDocument } from '../../../document/types';

export type VersionJob =
  | { id: number; kind: 'make'; request: MakeVersionJob }
  | { id: number; kind: 'read'; meta: VersionMeta }
  | { id: number; kind: 'warm' };

export type VersionJobAnswer =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (result: unknown) => void; reject: (e: Error) => void }
>();

/** A store of the test's own: the work then runs on the page, with it (null: the browser's). */
let givenStore: VersionStore | null = null;
export function setPageVersionStore(store: VersionStore | null): void {
  givenStore = store;
}
/** The page's side of the versions' database (its list, what is forgotten). */
let ownStore: VersionStore | null = null;
export function getVersionStore(): VersionStore {
  return givenStore ?? (ownStore ??= createIdbVersionStore());
}

function startWorker(): Worker {
  // Vite bundles the worker as a file of the app's own origin (worker-src 'self').
  const started = new Worker(new URL('./versionWorker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<VersionJobAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.ok) waiting?.resolve(answer.result);
    else
      waiting?.reject(Object.assign(new Error(answer.error.message), { name: answer.error.name }));
  };
  started.onerror = () => {
    for (const { reject } of pending.values()) reject(new Error('versions worker failed'));
    pending.clear();
    worker = null;
  };
  return started;
}

const inWorker = () => typeof Worker !== 'undefined' && givenStore === null;

type JobWithoutId =
  | { kind: 'make'; request: MakeVersionJob }
  | { kind: 'read'; meta: VersionMeta }
  | { kind: 'warm' };

function run(job: JobWithoutId): Promise<unknown> {
  worker ??= startWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ ...job, id } as VersionJob);
  });
}

/** Makes a version (off the main thread where it can). */
export async function makeVersionOffPage(request: MakeVersionRequest): Promise<VersionMeta> {
  if (!inWorker()) return makeVersion(getVersionStore(), request);
  const { fromRecord, ...withDocument } = request;
  if (fromRecord !== undefined) {
    // The saved site: the worker reads it from the record, the page copies nothing.
    const { document: _sent, ...light } = request;
    void _sent;
    try {
      return (await run({ kind: 'make', request: light })) as VersionMeta;
    } catch (error) {
      if ((error as Error).name !== STALE_RECORD) throw error;
    }
  }
  return run({ kind: 'make', request: withDocument }) as Promise<VersionMeta>;
}

/**
 * Loads the records' checks in the worker before a version is read (the history is open: a
 * « Restaurer » or an « Aperçu » may follow), so the read does not wait for them.
 */
export function warmVersionReader(): void {
  if (inWorker()) void run({ kind: 'warm' }).catch(() => undefined);
}

/**
 * A version's site, migrated and checked (off the main thread where it can); null when it cannot
 * be read. A site checked in the worker is remembered valid here, so its saves do not check it again.
 */
export async function readVersionOffPage(meta: VersionMeta): Promise<SiteDocument | null> {
  const checks = await loadRecordChecks();
  if (!inWorker()) return readVersionDocument(getVersionStore(), meta, checks.migrate);
  const document = (await run({ kind: 'read', meta })) as SiteDocument | null;
  if (document) checks.rememberValidSite(document);
  return document;
}
