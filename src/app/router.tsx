import { Suspense, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '../common/Layout';
import { NotFoundPage } from '../common/NotFoundPage';
import { PageLoading } from '../common/PageLoading';
import { ScreenBoundary } from '../common/RouteErrorPage';
import { LandingPage } from '../features/landing/LandingPage';
import { yieldToBrowser } from '../common/yieldToBrowser';
import { startedStore } from './appStore';
import { askForEditorChunks } from './editorChunks';
import { normalizedPath } from './prerendered';
import { lazyScreen, type LazyScreen } from './lazyScreen';

const LibraryScreen = lazyScreen(() =>
  import('../features/library/LibraryPage').then((m) => m.LibraryPage),
);
const ProjectsScreen = lazyScreen(() =>
  import('../features/projects/ProjectsPage').then((m) => m.ProjectsPage),
);
// The editor's code is evaluated in four tasks, not one long one: the store's code, the store
// itself, the editor's state and model, then its screen. Its files are asked for together first
// (editorChunks.ts; already done when the page opened on the editor).
const EditorScreen = lazyScreen(async () => {
  await askForEditorChunks();
  await import('./startStore');
  await yieldToBrowser();
  await import('./hooks');
  await yieldToBrowser();
  await import('../features/editor/editorSlice');
  await yieldToBrowser();
  return (await import('../features/projects/EditorRoute')).EditorRoute;
});

/**
 * The route table. The landing page is in the first bundle; every other screen is code-split.
 * A pathless route under the layout holds the error boundary, so a crash keeps the header.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      {
        element: <ScreenBoundary />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'templates', element: <LibraryScreen /> },
          { path: 'projets', element: <ProjectsScreen /> },
          // Every editor address renders the same component, which keeps the editor mounted when
          // the address changes (a new page, once saved, moves to /editor/projet/{id}).
          ...['editor', 'editor/:templateId', 'editor/projet/:projectId', 'editor/partage'].map(
            (path): RouteObject => ({ path, element: <EditorScreen /> }),
          ),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the screen at `pathname` (nothing for the landing page), so that it renders
 * at once: a prerendered page hydrates only with its screen there.
 */
export async function loadScreen(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const { element } = matches[matches.length - 1]?.route ?? {};
  const screen =
    element && typeof element === 'object' && 'type' in element
      ? (element.type as Partial<LazyScreen>)
      : null;
  await screen?.load?.();
}

/**
 * Opens the document of an editor address (`/editor`, `/editor/{templateId}`) in the store before
 * the editor's first render, once its code and the templates are there (the editor's shell,
 * bootstrap.tsx). Opened by the editor itself (a layout effect of its first commit), it would
 * render the whole editor again within that commit's task. If this fails, the editor opens it.
 */
export async function openEditorDocument(pathname: string): Promise<void> {
  const store = startedStore();
  if (store === null) return;
  try {
    const { openForAddress } = await import('../features/editor/openForAddress');
    openForAddress(store, normalizedPath(pathname));
  } catch {
    // Left to the editor.
  }
}

/**
 * The app's screens at the router's address. Until the first screen's code is there (an address
 * that is not prerendered), the page shows that it loads; a later screen's code loads during the
 * navigation, which keeps the screen before on view until then. `children` (no markup) commit
 * with the screens: React hydrates a Suspense boundary's content after the rest of the page, so
 * what must wait for the screen to be hydrated goes there.
 */
export function AppRoutes({
  table = routes,
  children,
}: {
  table?: RouteObject[];
  children?: ReactNode;
}) {
  const screens = useRoutes(table);
  return (
    <Suspense fallback={<PageLoading />}>
      {screens}
      {children}
    </Suspense>
  );
}
