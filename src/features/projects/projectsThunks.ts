import { nanoid, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { fr } from '../../i18n/fr';
import {
  documentLoaded,
  documentRenamed,
  newDocument,
  selectDocument,
} from '../editor/editorSlice';
import { renameDocument } from '../editor/model/renameDocument';
import type { PageDocument } from '../editor/model/types';
import { postProjectsMessage, type ProjectsMessage } from './broadcast';
import { normalizeDocument } from './model/normalizeDocument';
import { makeProjectRecord, type ProjectRecord } from './model/projectRecord';
import { readProjectFile } from './projectFile';
import {
  changesDiscarded,
  conflictFound,
  conflictKeptMine,
  documentEdited,
  listFailed,
  listLoaded,
  listRequested,
  noticeShown,
  projectDetached,
  projectOpened,
  projectRemoved,
  projectStored,
  saveFailed,
  saveStarted,
  saveSucceeded,
  selectConflict,
  selectCurrentProjectId,
  selectCurrentRevision,
  selectProjectList,
  selectSavePending,
  selectSaveStatus,
  sharedLinkRead,
} from './projectsSlice';
import { decodeSharePayload } from './shareLink';
import { getProjectStorage, toStorageError, type LoadResult } from './storage';

type AppThunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

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
function writtenRevisions(): Map<string, number> {
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

const savedMessage = (record: ProjectRecord): ProjectsMessage => ({
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
    document: PageDocument;
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

const copyName = (name: string) =>
  renameDocument({ templateId: null, name: '', elements: [] }, fr.projects.copyName(name)).name;

export type OpenResult = LoadResult['status'] | 'error' | 'unavailable' | 'newer';

/** Opens saved project `id` in the editor. */
export const openProject =
  (id: string): AppThunk<Promise<OpenResult>> =>
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
    dispatch(documentLoaded({ document: record.document }));
    dispatch(projectOpened({ id, revision: record.revision, updatedAt: record.updatedAt }));
    return 'found';
  };

export type ShareOpenResult = 'opened' | 'invalid' | 'newer' | 'empty';

/** Opens the page carried by a share link as a new, unsaved copy; a damaged link changes nothing. */
export const openSharedLink =
  (fragment: string, visit = ''): AppThunk<ShareOpenResult> =>
  (dispatch) => {
    const decoded = decodeSharePayload(fragment);
    const result = decoded.ok ? 'opened' : decoded.reason;
    if (decoded.ok) {
      dispatch(documentLoaded({ document: decoded.document }));
      dispatch(noticeShown({ kind: 'sharedOpened' }));
    }
    dispatch(sharedLinkRead({ visit, result }));
    return result;
  };

/**
 * Imports a `.toile.json` file as a new project, saved at once. A refused file changes nothing:
 * the message says so and the open page stays as it was.
 */
export const importProjectFile =
  (file: Blob): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    const parsed = await readProjectFile(file);
    if (!parsed.ok) {
      dispatch(noticeShown({ kind: 'error', message: parsed.message }));
      return false;
    }
    const { document } = parsed.project;
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

/** Another tab saved or deleted a project. */
export const projectsMessageReceived =
  (message: ProjectsMessage): AppThunk<void> =>
  (dispatch, getState) => {
    const state = getState();
    if (message.type === 'saved') {
      const id = selectCurrentProjectId(state);
      const revision = selectCurrentRevision(state);
      if (id === message.id && (revision === null || message.revision > revision)) {
        const { updatedAt, name } = message;
        dispatch(
          conflictFound({
            id,
            theirs: { revision: message.revision, updatedAt, name, origin: 'broadcast' },
          }),
        );
      }
    } else {
      dispatch(projectRemoved(message.id));
    }
    if (selectProjectList(state).status === 'ready')
      void dispatch(loadProjectList({ quiet: true }));
  };

/* The projects page. */

export const loadProjectList =
  ({ quiet = false }: { quiet?: boolean } = {}): AppThunk<Promise<void>> =>
  async (dispatch) => {
    if (!quiet) dispatch(listRequested());
    try {
      const { projects, unreadable } = await getProjectStorage().list();
      dispatch(listLoaded({ projects, unreadable: unreadable.length }));
    } catch (error) {
      dispatch(listFailed(toStorageError(error).kind));
    }
  };

/** Writes `change(record)` over `record` (one revision up). */
async function rewrite(
  record: ProjectRecord,
  document: PageDocument,
): Promise<{ ok: true; record: ProjectRecord } | { ok: false }> {
  const next = makeProjectRecord(record.id, record.revision + 1, document, new Date());
  const outcome = await getProjectStorage().save(next, { expectedRevision: record.revision });
  return outcome.ok ? { ok: true, record: next } : { ok: false };
}

function findListed(state: RootState, id: string): ProjectRecord | undefined {
  return selectProjectList(state).projects.find((p) => p.id === id);
}

export type ActionResult = 'done' | 'failed';

const failed = (dispatch: (action: UnknownAction) => unknown): ActionResult => {
  dispatch(noticeShown({ kind: 'error', message: fr.projects.actionFailed }));
  return 'failed';
};

export const renameProject =
  (id: string, name: string): AppThunk<Promise<ActionResult>> =>
  async (dispatch, getState) => {
    if (selectCurrentProjectId(getState()) === id) {
      // The open project is the editor's: rename it there, where the history and autosave live.
      dispatch(documentRenamed(name));
      const result = await dispatch(saveProject({ explicit: true }));
      return result === 'failed' || result === 'conflict' ? 'failed' : 'done';
    }
    const record = findListed(getState(), id);
    if (!record) return failed(dispatch);
    const document = renameDocument(record.document, name);
    if (document === record.document) return 'done';
    try {
      const written = await rewrite(record, document);
      if (!written.ok) {
        await dispatch(loadProjectList({ quiet: true }));
        return failed(dispatch);
      }
      dispatch(projectStored(written.record));
      postProjectsMessage(savedMessage(written.record));
      return 'done';
    } catch {
      return failed(dispatch);
    }
  };

export const duplicateProject =
  (id: string): AppThunk<Promise<ActionResult>> =>
  async (dispatch, getState) => {
    const record = findListed(getState(), id);
    if (!record) return failed(dispatch);
    const document = { ...record.document, name: copyName(record.document.name) };
    const copy = makeProjectRecord(nanoid(), 1, document, new Date());
    try {
      await getProjectStorage().save(copy, { expectedRevision: null });
      dispatch(projectStored(copy));
      postProjectsMessage(savedMessage(copy));
      return 'done';
    } catch {
      return failed(dispatch);
    }
  };

/** Deletes a project; returns the record so « Annuler » can put it back. */
export const deleteProject =
  (id: string): AppThunk<Promise<ProjectRecord | null>> =>
  async (dispatch, getState) => {
    const record = findListed(getState(), id);
    if (!record) return null;
    try {
      await getProjectStorage().remove(id);
    } catch {
      failed(dispatch);
      return null;
    }
    writtenRevisions().delete(id);
    dispatch(projectRemoved(id));
    if (selectCurrentProjectId(getState()) === id) dispatch(projectDetached());
    postProjectsMessage({ type: 'removed', id });
    return record;
  };

export const restoreProject =
  (record: ProjectRecord): AppThunk<Promise<ActionResult>> =>
  async (dispatch) => {
    try {
      const outcome = await getProjectStorage().save(record, { expectedRevision: null });
      if (!outcome.ok) return failed(dispatch);
    } catch {
      return failed(dispatch);
    }
    dispatch(projectStored(record));
    postProjectsMessage(savedMessage(record));
    return 'done';
  };
