import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { onProjectsMessage } from '../broadcast';
import { startProjectsListeners } from '../projectsListeners';
import { startVersionTriggers } from '../versions/versionTriggers';
import { startFileTriggers } from '../file/fileTriggers';
import { projectsMessageReceived } from '../projectListThunks';
import { rescueUnsaved, saveProject } from '../projectsThunks';

startProjectsListeners();
startVersionTriggers();
startFileTriggers();

/**
 * Mounted by the editor and the projects page: hears the other tabs, and saves a pending change
 * at once when the page is hidden (another tab, the phone's home screen) or closed, rather than
 * waiting for the autosave delay; on close, also rescues it.
 */
export function useProjectsLifecycle(): void {
  const dispatch = useAppDispatch();
  useEffect(
    () => onProjectsMessage((message) => dispatch(projectsMessageReceived(message))),
    [dispatch],
  );
  useEffect(() => {
    const flush = () => void dispatch(saveProject());
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    // The save reads before it writes, which a closing page may not live to see: the edit is
    // also rescued, written at once (projectsThunks.ts, `rescueUnsaved`).
    const onPageHide = () => {
      dispatch(rescueUnsaved());
      flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [dispatch]);
}
