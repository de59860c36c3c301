import { lazy, Suspense } from 'react';
import { startKeepListeners } from './keepListeners';

startKeepListeners();

// The banners load after the editor's first screen: none is needed to start working.
const EditorKeepBanners = lazy(() => import('./EditorKeepBanners'));

/**
 * The editor's part in keeping projects safe: its listeners (the browser asked to keep the data
 * at the first save, minutes of work counted) start with the editor; its banners load on their
 * own (Safari's rule, space, the reminder to copy into a file).
 */
export function EditorKeep() {
  return (
    <Suspense fallback={null}>
      <EditorKeepBanners />
    </Suspense>
  );
}
