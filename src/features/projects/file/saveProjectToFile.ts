import { downloadFile } from '../../../common/download';
import { PROJECT_FILE_MIME, projectFileName } from '../../../document/projectFileFormat';
import { fr } from '../../../i18n/fr';
import { selectDocument } from '../../editor';
import { noticeShown, selectCurrentProjectId } from '../projectsSlice';
import { saveProject, type AppThunk } from '../projectsThunks';
import { copyMade } from './copies';
import { linkFile, type ProjectFileHandle } from './fileLinks';

type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<ProjectFileHandle>;

/** The browser's save dialog of the File System Access API, where there is one. */
export function saveFilePicker(): SaveFilePicker | null {
  const picker = (globalThis as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  return typeof picker === 'function' ? (picker.bind(globalThis) as SaveFilePicker) : null;
}

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * « Enregistrer dans un fichier… »: the person chooses where (the browser's save dialog), Toile
 * writes the project there (`.toile.json`, with its pictures) and, from then on, after every save.
 * Where the browser has no such dialog, the file is downloaded instead. True when a file was
 * written or downloaded; false when the person closed the dialog or the file could not be written.
 */
export const saveProjectToFile = (): AppThunk<Promise<boolean>> => async (dispatch, getState) => {
  const picker = saveFilePicker();
  const suggestedName = projectFileName(selectDocument(getState()).name);
  let handle: ProjectFileHandle | null = null;
  if (picker) {
    // Asked first, while the click still counts as the person's gesture.
    try {
      handle = await picker({
        suggestedName,
        types: [
          {
            description: fr.projects.ownFile.description,
            accept: { [PROJECT_FILE_MIME]: ['.json'] },
          },
        ],
      });
    } catch (error) {
      if (!isAbort(error)) {
        const message = fr.projects.ownFile.writeFailed(suggestedName);
        dispatch(noticeShown({ kind: 'error', message }));
      }
      return false;
    }
  }
  // The file follows a project: a page never saved becomes one now.
  if (!selectCurrentProjectId(getState())) await dispatch(saveProject({ explicit: true }));
  const projectId = selectCurrentProjectId(getState());
  const { projectFileBlob, writeToHandle } = await import('./writeProjectFile');
  const { blob, fileName, missing } = await projectFileBlob(selectDocument(getState()));
  if (!handle) {
    downloadFile(blob, fileName, PROJECT_FILE_MIME);
    if (projectId) copyMade(projectId, 'download');
    dispatch(noticeShown({ kind: 'warning', message: fr.projects.ownFile.downloaded(fileName) }));
    return true;
  }
  try {
    await writeToHandle(handle, blob);
  } catch {
    dispatch(noticeShown({ kind: 'error', message: fr.projects.ownFile.writeFailed(handle.name) }));
    return false;
  }
  if (projectId) {
    await linkFile(projectId, handle);
    copyMade(projectId, 'file');
  }
  if (missing > 0) {
    const message = fr.projects.pictures.missingInCopy(missing);
    dispatch(noticeShown({ kind: 'warning', message }));
  }
  return true;
};
