import { startAppListening } from '../../app/listeners';
import {
  documentLoaded,
  editorOpened,
  selectDocument,
  selectEditorMode,
  selectElementsDragged,
} from '../editor';
import {
  documentEdited,
  projectDetached,
  selectCurrentProjectId,
  selectCurrentRevision,
  selectSavePending,
} from './projectsSlice';
import { savePreviousProject, saveProject } from './projectsThunks';
import type { RootState } from '../../app/store';

/** Autosave waits this long after the last change (ms). */
export const AUTOSAVE_DELAY = 1000;

let started = false;

/** Elements being dragged, or a field being edited: the autosave waits for the end. */
const busy = (state: RootState) =>
  selectElementsDragged(state) || selectEditorMode(state) !== 'idle';

/**
 * The projects' side effects, as listeners (docs/architecture.md): registered once, when the editor or the
 * projects page first loads.
 * 1. A new document in the editor (another route, a loaded project, a share link, an import)
 *    detaches it from the saved project; the previous project's unsaved changes are saved first.
 * 2. Any other change of the document marks it edited, and autosaves AUTOSAVE_DELAY after the last
 *    change (a drag or an edit in progress is saved when it ends).
 */
export function startProjectsListeners(): void {
  if (started) return;
  started = true;

  startAppListening({
    predicate: (action, current, previous) =>
      (documentLoaded.match(action) || editorOpened.match(action)) &&
      selectDocument(current) !== selectDocument(previous),
    effect: (_action, api) => {
      const previous = api.getOriginalState();
      const pending = selectSavePending(previous);
      api.dispatch(projectDetached());
      if (pending) {
        void api.dispatch(
          savePreviousProject({
            id: selectCurrentProjectId(previous),
            revision: selectCurrentRevision(previous),
            document: selectDocument(previous),
          }),
        );
      }
    },
  });

  startAppListening({
    predicate: (action, current, previous) =>
      !documentLoaded.match(action) &&
      !editorOpened.match(action) &&
      selectDocument(current) !== selectDocument(previous),
    effect: async (_action, api) => {
      api.dispatch(documentEdited());
      api.cancelActiveListeners();
      await api.delay(AUTOSAVE_DELAY);
      if (busy(api.getState())) await api.condition((_a, state) => !busy(state));
      await api.dispatch(saveProject());
    },
  });
}
