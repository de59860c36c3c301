import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { lazyPart, useLazyPart } from '../../../common/lazyPart';
import { selectConflict, selectCurrentProjectId, selectCurrentRevision } from '../projectsSlice';
import { saveProject } from '../projectsThunks';
import { FileLinkBanner } from '../file/components/FileLinkBanner';
import { ProjectNoticeSnackbar } from './ProjectNoticeSnackbar';
import { SaveErrorBanner } from './SaveErrorBanner';
import { EditorKeep } from '../keep/EditorKeep';
import { useProjectsLifecycle } from './useProjectsLifecycle';
import { projectPath } from '../projectPath';

/** What another tab's save asks for (a banner or a dialog): loaded when a conflict comes. */
const conflictNotice = lazyPart(() => import('./ConflictNotice'));

/**
 * The projects' part of the editor, under its top bar: the save error and conflict banners, the
 * notices, Ctrl+S, the flush when the page is hidden, and the address: once the page is saved,
 * the URL becomes /editor/projet/{id}, so a reload or a bookmark finds it again.
 */
export function ProjectPersistence() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const currentId = useAppSelector(selectCurrentProjectId);
  const revision = useAppSelector(selectCurrentRevision);
  useProjectsLifecycle();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void dispatch(saveProject({ explicit: true }));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);

  // When a project is saved or opened, the address becomes its own. Only then: an address reached
  // later by Back or Forward (another project, a new page, a template) opens its own document,
  // which must not be sent back to the project shown until it does.
  const toProjectAddress = useEffectEvent((id: string) => {
    const target = projectPath(id);
    // The page shown (`?page=`) stays in the address.
    if (pathname !== target) void navigate({ pathname: target, search }, { replace: true });
  });
  useEffect(() => {
    if (currentId !== null && revision !== null) toProjectAddress(currentId);
  }, [currentId, revision]);

  const conflict = useAppSelector(selectConflict) !== null;
  const notice = useLazyPart(conflictNotice, conflict);
  return (
    <>
      <SaveErrorBanner />
      {notice && <notice.ConflictNotice />}
      <FileLinkBanner />
      <EditorKeep />
      <ProjectNoticeSnackbar />
    </>
  );
}
