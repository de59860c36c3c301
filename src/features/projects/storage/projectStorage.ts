import { versionOf } from '../../../document/schema/version';
import type { ProjectRecord } from '../model/projectRecord';

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

export function createProjectStorage(raw: RawProjectStore): ProjectStorage {
  return {
    list: () =>
      guarded(async () => {
        const checks = await loadRecordChecks();
        const projects: ProjectRecord[] = [];
        const unreadable: string[] = [];
        for (const [id, value] of await raw.entries()) {
          const result = checks.migrate(value);
          if (result.ok && result.value.id === id) {
            projects.push(result.value);
            if (result.migratedFrom !== null) {
              await upgradeInPlace(raw, checks, result.value, result.migratedFrom, value);
            }
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
          return { status: 'found', record: result.value };
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
        return conflict ? { ok: false, conflict } : { ok: true };
      }),

    remove: (id) => guarded(() => raw.delete(id)),
  };
}
