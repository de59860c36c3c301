import { lazy, Suspense } from 'react';
import { startKeepListeners } from './keepListeners';

startKeepListeners();

// Loaded after the list's first screen: the notices are not needed to see the projects.
const ProjectsKeepNotices = lazy(() => import('./ProjectsKeepNotices'));

/**
 * « Mes projets »' part in keeping projects safe: what the browser answered when asked to keep
 * them, Safari's rule, the space left.
 */
export function ProjectsKeep() {
  return (
    <Suspense fallback={null}>
      <ProjectsKeepNotices />
    </Suspense>
  );
}
