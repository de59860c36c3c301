import type { SiteDocument } from '../../document/types';
import { downloadFile } from '../../common/download';
import {
  PROJECT_FILE_MIME,
  projectFileName,
  projectFileParts,
} from '../../document/projectFileFormat';
import { fr } from '../../i18n/fr';
import { noticeShown, selectCurrentProjectId } from './projectsSlice';
import { copyMade } from './file/copies';
import type { AppThunk } from './projectsThunks';

/**
 * « Télécharger une copie »: the project as a `.toile.json` file with the pictures it uses, which
 * « Importer un projet » reopens anywhere. Pictures this browser does not hold cannot travel: the
 * file goes without them, and the person is told.
 */
export const downloadProjectCopy =
  (document: SiteDocument, projectId?: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const id = projectId ?? selectCurrentProjectId(getState());
    // The pictures' reader loads with the first copy (it is shared with imports and links).
    const { picturesToCarry } = await import('./carriedPictures');
    const { assets, missing } = await picturesToCarry(document);
    const file = new Blob(projectFileParts(document, { assets }), { type: PROJECT_FILE_MIME });
    downloadFile(file, projectFileName(document.name), PROJECT_FILE_MIME);
    if (id) copyMade(id, 'download');
    if (missing.length > 0) {
      const message = fr.projects.pictures.missingInCopy(missing.length);
      dispatch(noticeShown({ kind: 'warning', message }));
    }
  };
