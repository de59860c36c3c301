import { nanoid, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { fr } from '../../i18n/fr';
import { documentRenamed } from '../editor';
import { renameDocument } from '../editor';
import type { SiteDocument } from '../../document/types';
import { postProjectsMessage, type ProjectsMessage } from './broadcast';
import { makeProjectRecord, type ProjectRecord } from './model/projectRecord';
import {
  conflictFound,
  listFailed,
  listLoaded,
  listRequested,
  noticeShown,
  projectDetached,
  projectRemoved,
  projectStored,
  selectCurrentProjectId,
  selectCurrentRevision,
  selectProjectList,
} from './projectsSlice';
import {
  copyName,
  savedMessage,
  saveProject,
  writtenRevisions,
  type AppThunk,
} from './projectsThunks';
import { getProjectStorage, toStorageError } from './storage';

/**
 * The thunks of « Mes projets » (list, rename, duplicate, delete and its « Annuler »), and what a
 * tab does when another one saved or deleted a project.
 */

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
  document: SiteDocument,
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
