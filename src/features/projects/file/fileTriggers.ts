import { startAppListening } from '../../../app/listeners';
import { fr } from '../../../i18n/fr';
import { selectDocument } from '../../editor';
import {
  noticeShown,
  projectOpened,
  saveSucceeded,
  selectCurrentProjectId,
} from '../projectsSlice';
import type { AppThunk } from '../projectsThunks';
import { copyMade } from './copies';
import { fileHandleOf, fileLinkOf, fileLinkStateChanged, restoreFileLink } from './fileLinks';

/** A file kept in step is written this long after the last save (ms): typing writes it once. */
export const FILE_WRITE_DELAY = 1500;

/**
 * Writes the editor's project into its file now (after a save, or once « Autoriser » is given).
 * Only the project open in the editor is written: its document is the newest.
 */
export const writeLinkedFile =
  (id: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const handle = fileHandleOf(id);
    const state = getState();
    if (!handle || selectCurrentProjectId(state) !== id) return;
    fileLinkStateChanged(id, 'writing');
    try {
      const { projectFileBlob, writeToHandle } = await import('./writeProjectFile');
      const { blob } = await projectFileBlob(selectDocument(state));
      await writeToHandle(handle, blob);
      fileLinkStateChanged(id, 'written');
      copyMade(id, 'file');
    } catch {
      fileLinkStateChanged(id, 'failed');
      dispatch(
        noticeShown({ kind: 'error', message: fr.projects.ownFile.writeFailed(handle.name) }),
      );
    }
  };

let started = false;

/**
 * 1. A project opened finds its file again (asking the person's permission after a reload).
 * 2. Every save of a project kept in step with a file writes that file too, FILE_WRITE_DELAY after
 *    the last save, whole or not at all; a failure says so and the project stays in the browser.
 */
export function startFileTriggers(): void {
  if (started) return;
  started = true;

  startAppListening({
    actionCreator: projectOpened,
    effect: ({ payload: { id } }) => void restoreFileLink(id),
  });

  startAppListening({
    actionCreator: saveSucceeded,
    effect: async ({ payload: { id } }, api) => {
      if (!fileHandleOf(id)) await restoreFileLink(id);
      const link = fileLinkOf(id);
      if (!link || link.state === 'permission') return;
      // One write per project in flight: a later save cancels the wait of an earlier one.
      api.cancelActiveListeners();
      await api.delay(FILE_WRITE_DELAY);
      await api.dispatch(writeLinkedFile(id));
    },
  });
}
