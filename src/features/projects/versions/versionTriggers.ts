import { startAppListening } from '../../../app/listeners';
import type { SiteDocument } from '../../../document/types';
import { selectDocument, templateContentEdited, themeApplied } from '../../editor';
import { saveSucceeded, selectCurrentProjectId } from '../projectsSlice';
import type { AppThunk } from '../projectsThunks';
import { onRecordUpgrade } from '../storage';
import { countsOf, type VersionReason } from './versionTypes';
import { rememberSaved } from './savedDocuments';

/**
 * What makes versions by itself, light enough to load with the editor: the versions' code (the
 * store, the worker, the compression) loads with the first version made.
 */
const versions = () => import('./versionsThunks');

function versionOf(projectId: string | null, document: SiteDocument, reason: VersionReason) {
  if (!projectId) return;
  void versions().then(({ makeVersionOf }) => makeVersionOf({ projectId, document, reason }));
}

/**
 * A version of the editor's project as it is at the call, before `reason` (an export, a share, an
 * import) changes it or sends it away. The site is read now, not when the versions' code is there.
 */
export const versionBefore =
  (reason: VersionReason): AppThunk<void> =>
  (_dispatch, getState) => {
    const state = getState();
    versionOf(selectCurrentProjectId(state), selectDocument(state), reason);
  };

let started = false;

/**
 * 1. A save of the editor's project makes an automatic version when none was made in the last 10
 *    minutes (so: at most one per 10 minutes of editing).
 * 2. Applying a theme or « Modifier le contenu du template » keeps the site as it was before.
 * 3. A stored record upgraded to the current schema keeps its old self as a version.
 */
export function startVersionTriggers(): void {
  if (started) return;
  started = true;

  startAppListening({
    actionCreator: saveSucceeded,
    effect: async ({ payload: { id, record } }) => {
      rememberSaved(id, record.revision, record.document);
      const { autoVersionDue, makeVersionOf } = await versions();
      if (await autoVersionDue(id)) {
        await makeVersionOf({ projectId: id, document: record.document, reason: 'auto' });
      }
    },
  });

  startAppListening({
    predicate: (action) => themeApplied.match(action) || templateContentEdited.match(action),
    effect: (action, api) => {
      const before = api.getOriginalState();
      if (selectDocument(before) === selectDocument(api.getState())) return;
      const reason = themeApplied.match(action) ? 'theme' : 'templateContent';
      versionOf(selectCurrentProjectId(before), selectDocument(before), reason);
    },
  });

  onRecordUpgrade(({ stored, upgraded, fromVersion }) => {
    void versions().then(({ makeVersionOf }) =>
      makeVersionOf({
        projectId: upgraded.id,
        document: upgraded.document,
        reason: 'migration',
        stored: {
          schemaVersion: fromVersion,
          document: (stored as { document?: unknown }).document,
          counts: countsOf(upgraded.document),
        },
      }),
    );
  });
}
