import { fileOpen } from 'browser-fs-access';
import { fr } from '../../../i18n/fr';
import { selectCurrentProjectId } from '../projectsSlice';
import { importProjectFile, type AppThunk } from '../projectsThunks';
import { copyMade } from './copies';
import { linkFile, type ProjectFileHandle } from './fileLinks';

/**
 * « Ouvrir un fichier… »: the browser's open dialog (browser-fs-access: the File System Access API
 * where there is one, a file input elsewhere); the file is imported as a new project, checked as
 * any import is, and where a handle came with it, the project is kept in step with that file.
 * True when a project was opened.
 */
export const openProjectFile = (): AppThunk<Promise<boolean>> => async (dispatch, getState) => {
  let file: File & { handle?: ProjectFileHandle };
  try {
    file = await fileOpen({
      description: fr.projects.ownFile.description,
      mimeTypes: ['application/json'],
      extensions: ['.json'],
    });
  } catch {
    return false; // the person closed the dialog
  }
  if (!(await dispatch(importProjectFile(file)))) return false;
  const projectId = selectCurrentProjectId(getState());
  if (projectId && file.handle) {
    // Read, not yet written: Toile asks to write when it first needs to (« Autoriser »).
    await linkFile(projectId, file.handle, false);
    copyMade(projectId, 'file');
  }
  return true;
};
