import { startStore } from '../../app/startStore';
import type { SiteDocument } from '../../document/types';
import { documentLoaded } from '../editor';
import { projectPath } from './projectPath';
import { selectCurrentProjectId } from './projectsSlice';
import { saveProject } from './projectsThunks';

/**
 * Opens a site the generator made (« Créer avec l’IA ») in the editor as a new project, saved at
 * once (as an imported file is): the address to go to, the project's when it could be saved, else
 * the editor's own. It brings the store (as the code that uses it does, app/hooks.ts): the landing
 * page, where the generator's dialog also opens, has not started it.
 */
export async function openGenerated(site: SiteDocument): Promise<string> {
  const { dispatch, getState } = startStore();
  dispatch(documentLoaded({ document: site }));
  await dispatch(saveProject({ explicit: true }));
  const id = selectCurrentProjectId(getState());
  return id ? projectPath(id) : '/editor';
}
