import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { selectCurrentProjectId } from '../../projectsSlice';
import { fileLinksSnapshot, subscribeFileLinks, type FileLink } from '../fileLinks';

/** The file the editor's project is kept in step with, or null. */
export function useFileLink(): FileLink | null {
  const projectId = useAppSelector(selectCurrentProjectId);
  const links = useSyncExternalStore(subscribeFileLinks, fileLinksSnapshot, fileLinksSnapshot);
  return projectId ? (links.get(projectId) ?? null) : null;
}
