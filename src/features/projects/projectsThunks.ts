import { nanoid, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { fr } from '../../i18n/fr';
import { documentLoaded, documentRenamed, newDocument, selectDocument } from '../editor';
import { renameDocument } from '../editor';
import type { SiteDocument } from '../../document/types';
import { postProjectsMessage, type ProjectsMessage } from './broadcast';
import { normalizeDocument } from '../../document/schema/normalizeDocument';
import { makeProjectRecord, type ProjectRecord } from './model/projectRecord';
import { carriedProblemMessage, carriedProblemText } from '../../document/projectFileFormat';
import type { CarriedProblem } from '../../document/assets/portableAssets';
import type { StoreCarriedResult } from './carriedPictures';
import {
  changesDiscarded,
  conflictFound,
  conflictKeptMine,
  documentEdited,
  noticeShown,
  projectDetached,
  projectOpened,
  projectStored,
  saveFailed,
  saveStarted,
  saveSucceeded,
  selectConflict,
  selectCurrentProjectId,
  selectCurrentRevision,
  selectSavePending,
  selectSaveStatus,
  sharedLinkRead,
  type SharedLinkResult,
} from './projectsSlice';
import { getProjectStorage, toStorageError, type LoadResult } from './storage';

export type AppThunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/**
 * Saves run one at a time, in order: two overlapping saves of one project would otherwise see
 * each other's revision as a conflict. Each save reads the state when its turn comes.
 */
let queue: Promise<unknown> = Promise.resolve();
function enqueue<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** Resolves when every save asked so far has finished (tests, and the page being hidden). */
export async function savesSettled(): Promise<void> {
  let seen: Promise<unknown>;
  do {
    seen = queue;
    await seen;
  } while (seen !== queue);
}

/**
 * The last revision this tab wrote for each project of a storage, for saving a project that is no
 * longer open while its previous save was still being written.
 */
const writtenByStorage = new WeakMap<object, Map<string, number>>();
export function writtenRevisions(): Map<string, number> {
  const storage = getProjectStorage();
  let map = writtenByStorage.get(storage);
  if (!map) writtenByStorage.set(storage, (map = new Map()));
  return map;
}

export type SaveResult = 'saved' | 'unchanged' | 'skipped' | 'conflict' | 'failed';

export interface SaveOptions {
  /** « Sauvegarder », Ctrl+S, hiding the page: save now even when nothing is pending. */
  explicit?: boolean;
  /** Write over a damaged record (« Remplacer par cette version »). */
  force?: boolean;
}

/** Saves the editor's document as the current project (creating it on its first save). */
export const saveProject =
  (options: SaveOptions = {}): AppThunk<Promise<SaveResult>> =>
  (dispatch, getState) =>
    enqueue(async (): Promise<SaveResult> => {
      const state = getState();
      const status = selectSaveStatus(state);
      const pending = selectSavePending(state);
      const conflict = selectConflict(state);
      if (status === 'conflict' && conflict) {
        // Nothing is written while the person has not chosen; asking now is the explicit part.
        const id = selectCurrentProjectId(state);
        if (options.explicit && id) {
          dispatch(conflictFound({ id, theirs: { ...conflict, origin: 'save' } }));
        }
        return 'skipped';
      }
      if (!options.explicit && !pending) return 'skipped';
      if (options.explicit && !pending && status === 'saved') return 'unchanged';

      const document = selectDocument(state);
      const currentId = selectCurrentProjectId(state);
      const id = currentId ?? nanoid();
      const known = currentId ? selectCurrentRevision(state) : null;
      const expected = known ?? writtenRevisions().get(id) ?? null;
      const record = makeProjectRecord(
        id,
        (expected ?? 0) + 1,
        normalizeDocument(document),
        new Date(),
      );
      dispatch(saveStarted({ id }));
      try {
        const outcome = await getProjectStorage().save(record, {
          expectedRevision: expected,
          force: options.force,
        });
        if (!outcome.ok) {
          const { revision, updatedAt, name } = outcome.conflict;
          dispatch(conflictFound({ id, theirs: { revision, updatedAt, name, origin: 'save' } }));
          return 'conflict';
        }
        writtenRevisions().set(id, record.revision);
        const changedSince = selectDocument(getState()) !== document;
        dispatch(saveSucceeded({ id, record, changedSince }));
        postProjectsMessage(savedMessage(record));
        return 'saved';
      } catch (error) {
        dispatch(saveFailed({ id, kind: toStorageError(error).kind }));
        return 'failed';
      }
    });

export const savedMessage = (record: ProjectRecord): ProjectsMessage => ({
  type: 'saved',
  id: record.id,
  revision: record.revision,
  updatedAt: record.updatedAt,
  name: record.name,
});

/**
 * The editor left a project with unsaved changes (another project, a new page): its last state
 * is saved anyway, so nothing is lost. If another tab saved it meanwhile, this version becomes a
 * copy rather than overwriting theirs.
 */
export const savePreviousProject =
  (previous: {
    id: string | null;
    revision: number | null;
    document: SiteDocument;
  }): AppThunk<Promise<void>> =>
  (dispatch) =>
    enqueue(async () => {
      const storage = getProjectStorage();
      const id = previous.id ?? nanoid();
      const expected = previous.id
        ? Math.max(previous.revision ?? 0, writtenRevisions().get(id) ?? 0) || null
        : null;
      const document = normalizeDocument(previous.document);
      try {
        let record = makeProjectRecord(id, (expected ?? 0) + 1, document, new Date());
        let outcome = await storage.save(record, { expectedRevision: expected });
        if (!outcome.ok) {
          const copy = { ...document, name: copyName(document.name) };
          record = makeProjectRecord(nanoid(), 1, copy, new Date());
          outcome = await storage.save(record, { expectedRevision: null });
          dispatch(noticeShown({ kind: 'keptBoth' }));
        }
        if (outcome.ok) {
          writtenRevisions().set(record.id, record.revision);
          dispatch(projectStored(record));
          postProjectsMessage(savedMessage(record));
        }
      } catch (error) {
        const kind = toStorageError(error).kind;
        dispatch(noticeShown({ kind: 'error', message: fr.projects.saveErrors[kind] }));
      }
    });

export const copyName = (name: string) =>
  renameDocument({ name: '' }, fr.projects.copyName(name)).name;

export type OpenResult = LoadResult['status'] | 'error' | 'unavailable' | 'newer';

/**
 * When the page is hidden for good (`pagehide`): the edit not yet written (an autosave due, or a
 * save under way) goes at once, as the project's next record, to the rescue store
 * (storage/rescueStore.ts), which needs nothing back from the page; the next read of the project
 * takes it. Nothing for a page never saved, nor while a conflict waits for the person's choice.
 */
export const rescueUnsaved = (): AppThunk<boolean> => (_dispatch, getState) => {
  const state = getState();
  const id = selectCurrentProjectId(state);
  const revision = selectCurrentRevision(state);
  const status = selectSaveStatus(state);
  if (id === null || revision === null || status === 'conflict') return false;
  if (!selectSavePending(state) && status !== 'saving') return false;
  try {
    const document = normalizeDocument(selectDocument(state));
    return getProjectStorage().rescue(makeProjectRecord(id, revision + 1, document, new Date()));
  } catch {
    return false;
  }
};

/** Opens saved project `id` in the editor. */
export const openProject =
  (id: string, pageSlug?: string): AppThunk<Promise<OpenResult>> =>
  async (dispatch) => {
    let result: LoadResult;
    try {
      result = await getProjectStorage().load(id);
    } catch (error) {
      return toStorageError(error).kind === 'unavailable' ? 'unavailable' : 'error';
    }
    if (result.status !== 'found') {
      return result.status === 'unreadable' && result.reason === 'newer' ? 'newer' : result.status;
    }
    const { record } = result;
    writtenRevisions().set(id, record.revision);
    dispatch(documentLoaded({ document: record.document, pageSlug }));
    dispatch(projectOpened({ id, revision: record.revision, updatedAt: record.updatedAt }));
    return 'found';
  };

export type ShareOpenResult = Exclude<SharedLinkResult['result'], 'opening'>;

/** What is wrong with pictures that could not be stored, in French. */
function storeProblemText(stored: Exclude<StoreCarriedResult, { ok: true }>): string {
  return stored.problem === 'svg'
    ? carriedProblemText('svg', stored.name)
    : fr.projects.pictures[stored.problem];
}

/** Why a share link's pictures are refused, or why the link opens nothing. */
function refusedLink(visit: string, text: string, title?: string): SharedLinkResult {
  const message = `${text} ${fr.projects.sharedNothingChanged}`;
  return { visit, result: 'refused', message, ...(title ? { title } : {}) };
}

async function readSharedLink(
  fragment: string,
  visit: string,
  pageSlug: string | undefined,
  dispatch: (action: UnknownAction) => unknown,
): Promise<SharedLinkResult> {
  // The link's reader (lz-string, Zod and the site's schema) loads with the first link opened.
  const [{ decodeSharePayload }, { readCarriedAssets }, { storeCarriedAssets }] = await Promise.all(
    [
      import('./shareLink'),
      import('../../document/assets/portableAssets'),
      import('./carriedPictures'),
    ],
  );
  const decoded = decodeSharePayload(fragment);
  if (!decoded.ok) {
    if (decoded.reason === 'unknownStyle') {
      const { kind, id } = decoded.style;
      const text = fr.projects.sharedUnknownStyle(fr.projects.unknownStyle(kind, id));
      return refusedLink(visit, text, fr.projects.sharedUnknownStyleTitle);
    }
    return decoded.reason === 'pictures'
      ? refusedLink(visit, carriedProblemText(decoded.problem, decoded.name))
      : { visit, result: decoded.reason };
  }
  const read = await readCarriedAssets(decoded.assets ?? []);
  if (!read.ok) {
    const problem: CarriedProblem = read.problem;
    return problem === 'invalid'
      ? { visit, result: 'invalid' }
      : refusedLink(visit, carriedProblemText(problem, read.name));
  }
  const stored = await storeCarriedAssets(decoded.document, read.value);
  if (!stored.ok) return refusedLink(visit, storeProblemText(stored));
  dispatch(documentLoaded({ document: stored.site, pageSlug }));
  dispatch(noticeShown({ kind: 'sharedOpened' }));
  return { visit, result: 'opened' };
}

/**
 * Opens the page carried by a share link as a new, unsaved copy, once its pictures are checked
 * and stored in this browser; a damaged link, or refused pictures, change nothing.
 */
export const openSharedLink =
  (fragment: string, visit = '', pageSlug?: string): AppThunk<Promise<ShareOpenResult>> =>
  async (dispatch) => {
    dispatch(sharedLinkRead({ visit, result: 'opening' }));
    const outcome = await readSharedLink(fragment, visit, pageSlug, dispatch);
    dispatch(sharedLinkRead(outcome));
    return outcome.result as ShareOpenResult;
  };

/**
 * Imports a `.toile.json` file as a new project, saved at once, its pictures stored first. A
 * refused file changes nothing: the message says so and the open page stays as it was.
 */
export const importProjectFile =
  (file: Blob): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    // The file's reader (Zod and the site's schema) loads with the first file imported.
    const [{ readProjectFile }, { storeCarriedAssets }] = await Promise.all([
      import('../../document/projectFile'),
      import('./carriedPictures'),
    ]);
    const parsed = await readProjectFile(file);
    if (!parsed.ok) {
      dispatch(noticeShown({ kind: 'error', message: parsed.message }));
      return false;
    }
    const stored = await storeCarriedAssets(parsed.project.document, parsed.project.assets);
    if (!stored.ok) {
      const message =
        stored.problem === 'svg'
          ? carriedProblemMessage('svg', stored.name)
          : `${storeProblemText(stored)} ${fr.projects.file.nothingImported}`;
      dispatch(noticeShown({ kind: 'error', message }));
      return false;
    }
    const document = stored.site;
    dispatch(documentLoaded({ document }));
    dispatch(noticeShown({ kind: 'imported', name: document.name }));
    await dispatch(saveProject({ explicit: true }));
    return true;
  };

/** « Nouveau projet »: the open project is saved (by the editor listener), a blank page opens. */
export const newProjectStarted = (): AppThunk<void> => (dispatch) => {
  dispatch(documentLoaded({ document: newDocument() }));
};

/** Conflict choices. */
export const keepMyVersion = (): AppThunk<Promise<SaveResult>> => (dispatch) => {
  dispatch(conflictKeptMine());
  return dispatch(saveProject({ explicit: true }));
};

export const takeTheirVersion =
  (): AppThunk<Promise<OpenResult | 'skipped'>> => async (dispatch, getState) => {
    const id = selectCurrentProjectId(getState());
    if (!id) return 'skipped';
    dispatch(changesDiscarded());
    return dispatch(openProject(id));
  };

export const keepBothVersions = (): AppThunk<Promise<SaveResult>> => async (dispatch, getState) => {
  const name = selectDocument(getState()).name;
  dispatch(projectDetached());
  dispatch(documentRenamed(copyName(name)));
  dispatch(documentEdited());
  const result = await dispatch(saveProject({ explicit: true }));
  if (result === 'saved') dispatch(noticeShown({ kind: 'keptBoth' }));
  return result;
};
