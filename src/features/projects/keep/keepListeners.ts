import { startAppListening } from '../../../app/listeners';
import {
  documentEdited,
  projectDetached,
  saveSucceeded,
  selectCurrentProjectId,
} from '../projectsSlice';
import { writtenRevisions } from '../projectsThunks';
import { askToKeepOnce } from './persist';
import { editMade, unsavedWorkDropped, unsavedWorkSaved } from './work';

let started = false;

/**
 * The keeping side effects, as listeners, registered once when the editor or « Mes projets »
 * first loads:
 * 1. each change of the open page counts its minute of work (the reminders' « 30 minutes »);
 * 2. the first save that succeeds asks the browser to keep the data (once per browser), and
 *    gives a new page's minutes to the project it became. A save made before these listeners
 *    (a generated site saved from the landing page) asks as soon as they start.
 */
export function startKeepListeners(): void {
  if (started) return;
  started = true;

  startAppListening({
    actionCreator: documentEdited,
    effect: (_action, api) => editMade(selectCurrentProjectId(api.getState())),
  });

  startAppListening({
    actionCreator: projectDetached,
    effect: () => unsavedWorkDropped(),
  });

  startAppListening({
    actionCreator: saveSucceeded,
    effect: (action, api) => {
      if (action.payload.id === selectCurrentProjectId(api.getState())) {
        unsavedWorkSaved(action.payload.id);
      }
      void askToKeepOnce();
    },
  });

  if (writtenRevisions().size > 0) void askToKeepOnce();
}
