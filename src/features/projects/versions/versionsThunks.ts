import { nanoid } from '@reduxjs/toolkit';
import type { RootState } from '../../../app/store';
import type { SiteDocument } from '../../../document/types';
import { CURRENT_SCHEMA_VERSION } from '../../../document/schema/version';
import { documentRestored, selectDocument } from '../../editor';
import { projectStored, selectCurrentProjectId } from '../projectsSlice';
import { saveProject, type AppThunk } from '../projectsThunks';
import { getProjectStorage } from '../storage';
import { makeProjectRecord } from '../model/projectRecord';
import { makeVersionOffPage, readVersionOffPage, getVersionStore } from './versionWorkerClient';
import type { MakeVersionRequest } from './versionJobs';
import type { VersionMeta, VersionReason } from './versionTypes';
import { copyMade } from '../file/copies';
import { savedRevisionOf } from './savedDocuments';

/** When each project's last version was made in this tab (the automatic ones wait 10 minutes). */
const lastMade = new Map<string, number>();
export const AUTO_VERSION_EVERY = 10 * 60_000;

/** Versions are written one at a time, in order (a restore's « before » version comes first). */
let queue: Promise<unknown> = Promise.resolve();
function enqueue<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** Resolves when every version asked so far is written (tests, benchmarks). */
export async function versionsSettled(): Promise<void> {
  let seen: Promise<unknown>;
  do {
    seen = queue;
    await seen;
  } while (seen !== queue);
}

export interface VersionOf {
  projectId: string;
  document: SiteDocument;
  reason: VersionReason;
  name?: string;
  /** A record of an older schema, kept as it was (the version before a migration). */
  stored?: { schemaVersion: number; document: unknown; counts: MakeVersionRequest['counts'] };
}

/**
 * Makes a version. A failure (a full disk) is not the person's action's failure: the export, the
 * share or the theme goes on; it is reported to the caller as null.
 */
export function makeVersionOf({
  projectId,
  document,
  reason,
  name,
  stored,
}: VersionOf): Promise<VersionMeta | null> {
  const createdAt = new Date();
  lastMade.set(projectId, createdAt.getTime());
  const request: MakeVersionRequest = {
    id: nanoid(),
    projectId,
    projectName: document.name,
    reason,
    ...(name ? { name } : {}),
    createdAt: createdAt.toISOString(),
    schemaVersion: stored?.schemaVersion ?? CURRENT_SCHEMA_VERSION,
    document: (stored?.document as SiteDocument | undefined) ?? document,
    ...(stored?.counts ? { counts: stored.counts } : {}),
  };
  const revision = stored ? null : savedRevisionOf(projectId, document);
  if (revision !== null) request.fromRecord = revision;
  return enqueue(() => makeVersionOffPage(request)).catch(() => null);
}

/** A version of the editor's project as it is now; null when the page is no saved project yet. */
export const versionOfOpenProject =
  (reason: VersionReason, name?: string): AppThunk<Promise<VersionMeta | null>> =>
  async (_dispatch, getState) => {
    const state = getState();
    const projectId = selectCurrentProjectId(state);
    if (!projectId) return null;
    return makeVersionOf({ projectId, document: selectDocument(state), reason, name });
  };

/** Whether an automatic version is due for `projectId` (none in the last 10 minutes). */
export async function autoVersionDue(projectId: string, now = Date.now()): Promise<boolean> {
  if (!lastMade.has(projectId)) {
    const [newest] = await getVersionStore()
      .list(projectId)
      .catch(() => []);
    lastMade.set(projectId, newest ? Date.parse(newest.createdAt) : 0);
  }
  return now - (lastMade.get(projectId) ?? 0) >= AUTO_VERSION_EVERY;
}

/** The versions of a project, newest first. */
export const listVersions = (projectId: string) => getVersionStore().list(projectId);

/** A version's site, brought to the current schema and checked; null if it cannot be read. */
export const versionDocument = (meta: VersionMeta) => readVersionOffPage(meta);

export type RestoreResult = 'restored' | 'unreadable' | 'failed';

/**
 * « Restaurer »: a version of the site as it is now first, then the version's site. In the editor
 * (the project open there) it is one step that Ctrl+Z undoes; from « Mes projets », the stored
 * project is replaced (its previous state kept as the « before » version).
 */
export const restoreVersion =
  (meta: VersionMeta): AppThunk<Promise<RestoreResult>> =>
  async (dispatch, getState) => {
    const document = await versionDocument(meta).catch(() => null);
    if (!document) return 'unreadable';
    const state: RootState = getState();
    if (selectCurrentProjectId(state) === meta.projectId) {
      // Queued before anything else is: the site as it is now, kept even if the person goes on.
      void makeVersionOf({
        projectId: meta.projectId,
        document: selectDocument(state),
        reason: 'restore',
      });
      dispatch(documentRestored(document));
      await dispatch(saveProject({ explicit: true }));
      return 'restored';
    }
    try {
      const storage = getProjectStorage();
      const loaded = await storage.load(meta.projectId);
      if (loaded.status !== 'found') return 'failed';
      const { record } = loaded;
      await makeVersionOf({
        projectId: record.id,
        document: record.document,
        reason: 'restore',
      });
      const next = makeProjectRecord(record.id, record.revision + 1, document, new Date());
      const outcome = await storage.save(next, { expectedRevision: record.revision });
      if (!outcome.ok) return 'failed';
      dispatch(projectStored(next));
      return 'restored';
    } catch {
      return 'failed';
    }
  };

/** The day and time of a version for its file's name: « 2026-11-29-14h32 ». */
function fileStamp(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}h${two(d.getMinutes())}`;
}

/**
 * « Télécharger »: the version as a `.toile.json` file, with the pictures it uses, which
 * « Importer un projet » reopens anywhere. False when it cannot be read.
 */
export async function downloadVersion(meta: VersionMeta): Promise<boolean> {
  const document = await versionDocument(meta).catch(() => null);
  if (!document) return false;
  const [{ picturesToCarry }, { downloadFile }, format] = await Promise.all([
    import('../carriedPictures'),
    import('../../../common/download'),
    import('../../../document/projectFileFormat'),
  ]);
  const { assets } = await picturesToCarry(document);
  const file = new Blob(format.projectFileParts(document, { assets }), {
    type: format.PROJECT_FILE_MIME,
  });
  const name = format.projectFileName(`${meta.projectName} ${fileStamp(meta.createdAt)}`);
  downloadFile(file, name, format.PROJECT_FILE_MIME);
  copyMade(meta.projectId, 'download');
  return true;
}

/** « Enregistrer cette version… » of a project that is not open in the editor (its stored site). */
export async function nameStoredVersion(projectId: string, name: string) {
  const loaded = await getProjectStorage().load(projectId);
  if (loaded.status !== 'found') return null;
  return makeVersionOf({ projectId, document: loaded.record.document, reason: 'named', name });
}
