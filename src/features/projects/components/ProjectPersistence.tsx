import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCurrentProjectId, selectCurrentRevision } from '../projectsSlice';
import { saveProject } from '../projectsThunks';
import { ConflictNotice } from './ConflictNotice';
import { FileLinkBanner } from '../file/components/FileLinkBanner';
import { ProjectNoticeSnackbar } from './ProjectNoticeSnackbar';
import { SaveErrorBanner } from './SaveErrorBanner';
import { EditorKeep } from '../keep/EditorKeep';
import { useProjectsLifecycle } from './useProjectsLifecycle';
import { projectPath } from '../projectPath';

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

  return (
    <>
      <SaveErrorBanner />
      <ConflictNotice />
      <FileLinkBanner />
      <EditorKeep />
      <ProjectNoticeSnackbar />
    </>
  );
}
