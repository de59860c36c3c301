import { versionOf } from '../../../document/schema/version';
import { nanoid } from '@reduxjs/toolkit';
import { fr } from '../../../i18n/fr';
import { makeProjectRecord, type ProjectRecord } from '../model/projectRecord';
import type { RescueStore } from './rescueStore';

type RecordChecks = typeof import('./recordChecks');
let recordChecks: Promise<RecordChecks> | null = null;

/**
 * The records' checks (Zod, the site's schema), loaded once, with the first read or save: each
 * of them waits for it, so nothing is ever read unchecked nor saved without its check.
 */
export function loadRecordChecks(): Promise<RecordChecks> {
  recordChecks ??= import('./recordChecks').catch((error: unknown) => {
    recordChecks = null; // a failed load (offline, a new build) is tried again next time
    throw error;
  });
  return recordChecks;
}

/**
 * The projects' storage, behind a small interface so tests (and the test-only fault flag) can
 * swap the browser's IndexedDB for a store that fails on purpose. Everything read back is
 * migrated and checked with zod; a save writes only over the revision the caller last read.
 */

/** What can go wrong, each with its French message (fr.projects.saveErrors). */
export type StorageFaultKind = 'quota' | 'unavailable' | 'corrupted' | 'invalid' | 'unknown';

export class ProjectStorageError extends Error {
  constructor(
    readonly kind: StorageFaultKind,
    cause?: unknown,
  ) {
    super(`project storage: ${kind}`, { cause });
    this.name = 'ProjectStorageError';
  }
}

/** The raw key-value store: IndexedDB in the browser, a Map in tests. Values are `unknown`. */
export interface RawProjectStore {
  get(id: string): Promise<unknown>;
  entries(): Promise<Array<[string, unknown]>>;
  /**
   * Reads the value of `id` and, in the same transaction (atomic across tabs), writes what
   * `decide(current)` returns; `undefined` writes nothing. `decide` is synchronous and may throw,
   * which aborts the transaction.
   */
  update(id: string, decide: (current: unknown) => unknown): Promise<void>;
  delete(id: string): Promise<void>;
}

export type LoadResult =
  | { status: 'found'; record: ProjectRecord }
  | { status: 'missing' }
  | { status: 'unreadable'; reason: 'corrupted' | 'newer' };

export interface ProjectList {
  /** Most recently changed first. */
  projects: ProjectRecord[];
  /** Ids of records that could not be read (damaged, or written by a newer Toile). */
  unreadable: string[];
}

export interface SaveOptions {
  /** The revision the caller last read, or null for a project that was never saved. */
  expectedRevision: number | null;
  /** Write even over a newer or damaged record (the person chose to keep this version). */
  force?: boolean;
}

export type SaveOutcome = { ok: true } | { ok: false; conflict: ProjectRecord };

export interface ProjectStorage {
  list(): Promise<ProjectList>;
  load(id: string): Promise<LoadResult>;
  save(record: ProjectRecord, options: SaveOptions): Promise<SaveOutcome>;
  remove(id: string): Promise<void>;
  /**
   * Writes `record`, the next revision of a project, to the rescue store at once, for a tab that
   * is closing (rescueStore.ts); the next read of the project takes it. False if it cannot.
   */
  rescue(record: ProjectRecord): boolean;
}

/** A browser error turned into one of our kinds. */
export function toStorageError(error: unknown): ProjectStorageError {
  if (error instanceof ProjectStorageError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') {
    return new ProjectStorageError('quota', error);
  }
  if (
    name === 'InvalidStateError' ||
    name === 'SecurityError' ||
    name === 'UnknownError' ||
    name === 'NotFoundError'
  ) {
    return new ProjectStorageError('unavailable', error);
  }
  return new ProjectStorageError('unknown', error);
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toStorageError(error);
  }
}

/**
 * A record read in an older format is written back in the current one, in place: one
 * IndexedDB transaction replaces it, so the old record stays whole until the new one is written
 * (a tab closed mid-upgrade, a full disk: the old one is read and upgraded again next time).
 * Only a record still of the version that was read is replaced (another tab may have saved it
 * meanwhile). Best effort: a failure leaves the old record and is not an error of the read.
 */
export interface RecordUpgrade {
  /** The record as it was stored, of version `fromVersion`. */
  stored: unknown;
  upgraded: ProjectRecord;
  fromVersion: number;
}
let upgradeListener: ((upgrade: RecordUpgrade) => void) | null = null;

/** Told before a stored record is upgraded in place (the versions keep its old self). */
export function onRecordUpgrade(listener: ((upgrade: RecordUpgrade) => void) | null): void {
  upgradeListener = listener;
}

async function upgradeInPlace(
  raw: RawProjectStore,
  { migrate }: RecordChecks,
  record: ProjectRecord,
  fromVersion: number,
  stored: unknown,
) {
  try {
    upgradeListener?.({ stored, upgraded: record, fromVersion });
  } catch {
    // The version is a comfort; the upgrade goes on without it.
  }
  try {
    await raw.update(record.id, (current) => {
      const stored = versionOf(current) === fromVersion ? migrate(current) : null;
      return stored?.ok && stored.value.revision === record.revision ? record : undefined;
    });
  } catch {
    // The old record is still there, and still readable.
  }
}

/** The document of a record, as text: two records of one site say the same. */
const documentText = (record: ProjectRecord) => JSON.stringify(record.document);

/**
 * `record` as read, with what a closing tab rescued for it (rescueStore.ts): the rescue is the
 * next revision of the record → written in its place, and returned; it says what the record
 * already says → dropped; another revision came in between (the save landed after all, then the
 * tab's later edit; another tab) → kept beside it, as a project of its own named « (récupéré) »,
 * so that neither overwrites the other. A rescue that is not a valid record is dropped.
 */
async function withRescue(
  raw: RawProjectStore,
  rescue: RescueStore,
  { migrate, storedRevision }: RecordChecks,
  record: ProjectRecord,
): Promise<ProjectRecord> {
  let value: unknown;
  try {
    value = await rescue.read(record.id);
  } catch {
    return record;
  }
  if (value === undefined) return record;
  const drop = () => rescue.remove(record.id).catch(() => {});
  const result = migrate(value);
  if (!result.ok || result.value.id !== record.id) {
    await drop();
    return record;
  }
  const rescued = result.value;
  if (documentText(rescued) === documentText(record)) {
    await drop();
    return record;
  }
  if (rescued.revision === record.revision + 1) {
    let written = false;
    await raw.update(record.id, (current) => {
      if (storedRevision(current) !== record.revision) return undefined;
      written = true;
      return rescued;
    });
    // Not written: another tab saved meanwhile; the next read decides again.
    if (!written) return record;
    await drop();
    return rescued;
  }
  const name = fr.projects.rescuedName(rescued.name);
  const copy = makeProjectRecord(
    nanoid(),
    1,
    { ...rescued.document, name },
    new Date(rescued.updatedAt),
  );
  await raw.update(copy.id, (current) => (current === undefined ? copy : undefined));
  await drop();
  return record;
}

export function createProjectStorage(
  raw: RawProjectStore,
  rescue: RescueStore | null = null,
): ProjectStorage {
  const rescued = (checks: RecordChecks, record: ProjectRecord) =>
    rescue ? withRescue(raw, rescue, checks, record) : Promise.resolve(record);
  /** What this tab rescued and has not saved since, by project: its document as text. */
  const unsavedRescues = new Map<string, string>();
  /** A save wrote what the rescue held: the rescue is dropped (a tab that lived on). */
  const saved = (record: ProjectRecord) => {
    const text = unsavedRescues.get(record.id);
    if (text === undefined || text !== documentText(record)) return;
    unsavedRescues.delete(record.id);
    void rescue?.remove(record.id).catch(() => {});
  };
  return {
    rescue: (record) => {
      if (!rescue?.write(record.id, record)) return false;
      unsavedRescues.set(record.id, documentText(record));
      return true;
    },

    list: () =>
      guarded(async () => {
        const checks = await loadRecordChecks();
        const projects: ProjectRecord[] = [];
        const unreadable: string[] = [];
        // One read for the whole list: only the projects something was rescued for are read again.
        const rescuedIds = new Set(await rescue?.ids().catch(() => []));
        for (const [id, value] of await raw.entries()) {
          const result = checks.migrate(value);
          if (result.ok && result.value.id === id) {
            if (result.migratedFrom !== null) {
              await upgradeInPlace(raw, checks, result.value, result.migratedFrom, value);
            }
            projects.push(rescuedIds.has(id) ? await rescued(checks, result.value) : result.value);
          } else unreadable.push(String(id));
        }
        projects.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
        return { projects, unreadable };
      }),

    load: (id) =>
      guarded(async (): Promise<LoadResult> => {
        const [value, checks] = await Promise.all([raw.get(id), loadRecordChecks()]);
        if (value === undefined) return { status: 'missing' };
        const result = checks.migrate(value);
        if (result.ok && result.value.id === id) {
          if (result.migratedFrom !== null) {
            await upgradeInPlace(raw, checks, result.value, result.migratedFrom, value);
          }
          return { status: 'found', record: await rescued(checks, result.value) };
        }
        return {
          status: 'unreadable',
          reason: !result.ok && result.reason === 'newer' ? 'newer' : 'corrupted',
        };
      }),

    save: (record, { expectedRevision, force = false }) =>
      guarded(async (): Promise<SaveOutcome> => {
        const { isStorableRecord, migrate, storedRevision } = await loadRecordChecks();
        if (!isStorableRecord(record)) {
          throw new ProjectStorageError('invalid');
        }
        let conflict: ProjectRecord | null = null;
        await raw.update(record.id, (current) => {
          if (force || current === undefined) return record;
          // The usual case, a record of this version at the expected revision, is told by its
          // envelope: its site (thousands of elements) is not parsed again on every save.
          if (storedRevision(current) === expectedRevision && expectedRevision !== null) {
            return record;
          }
          const stored = migrate(current);
          if (!stored.ok) throw new ProjectStorageError('corrupted');
          if (stored.value.revision !== expectedRevision) {
            conflict = stored.value;
            return undefined;
          }
          return record;
        });
        if (conflict) return { ok: false, conflict };
        saved(record);
        return { ok: true };
      }),

    remove: (id) => guarded(() => raw.delete(id)),
  };
}
