import type { SiteDocument } from '../../document/types';
import { documentLoaded } from '../editor/editorSlice';
import { projectPath } from '../projects/components/ProjectPersistence';
import { selectCurrentProjectId } from '../projects/projectsSlice';
import { saveProject, type AppThunk } from '../projects/projectsThunks';

/**
 * Opens a generated site in the editor as a new project, saved at once (as an imported file is):
 * the address to go to, the project's when it could be saved, else the editor's own.
 */
export const openGeneratedSite =
  (site: SiteDocument): AppThunk<Promise<string>> =>
  async (dispatch, getState) => {
    dispatch(documentLoaded({ document: site }));
    await dispatch(saveProject({ explicit: true }));
    const id = selectCurrentProjectId(getState());
    return id ? projectPath(id) : '/editor';
  };
