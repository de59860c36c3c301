import { Suspense, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '../common/Layout';
import { NotFoundPage } from '../common/NotFoundPage';
import { PageLoading } from '../common/PageLoading';
import { ScreenBoundary } from '../common/RouteErrorPage';
import { LandingPage } from '../features/landing/LandingPage';
import { yieldToBrowser } from '../common/yieldToBrowser';
import { startedStore } from './appStore';
import { askForEditorChunks } from './editorChunks';
import { editorRoute } from './editorRoute';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { EDITOR_SCREEN_MODULES, type EditorScreenModule } from './startModules';

const LibraryScreen = lazyScreen(() =>
  import('../features/library/LibraryPage').then((m) => m.LibraryPage),
);
const ProjectsScreen = lazyScreen(() =>
  import('../features/projects/ProjectsPage').then((m) => m.ProjectsPage),
);
/**
 * The router's stages of the editor's start-up: one import per module of EDITOR_SCREEN_MODULES
 * (startModules.ts), whose keys the compiler holds to that list.
 */
const editorStages: { [M in EditorScreenModule]: () => Promise<unknown> } = {
  'src/app/startStore.ts': () => import('./startStore'),
  'src/app/hooks.ts': () => import('./hooks'),
  'src/features/editor/editorSlice.ts': () => import('../features/editor/editorSlice'),
  'src/features/projects/EditorRoute.tsx': () => import('../features/projects/EditorRoute'),
};

// The editor's code is evaluated a module per task, in the order of startModules.ts, not in one
// long task. Its files are asked for together first (editorChunks.ts; already done when the page
// opened on the editor).
const EditorCode = lazyScreen(async () => {
  await askForEditorChunks();
  for (const [stage, module] of EDITOR_SCREEN_MODULES.entries()) {
    if (stage > 0) await yieldToBrowser();
    await editorStages[module]();
  }
  return (await import('../features/projects/EditorRoute')).EditorRoute;
});

/**
 * Every editor address (editorRoute): the editor, the same component from one address to the next
 * (a new page, once saved, moves to /editor/projet/{id}: the editor stays mounted). Below /editor,
 * what editorRoute does not read as an editor address is not found, without the editor's code.
 */
const EditorScreen = Object.assign(
  function EditorScreen() {
    return editorRoute(useLocation().pathname) ? <EditorCode /> : <NotFoundPage />;
  },
  { load: EditorCode.load },
);

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
          { path: 'editor/*', element: <EditorScreen /> },
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
 * Opens the document of an editor address in the store before the editor's first render, once
 * its code is there (the editor's shell, bootstrap.tsx): the editor's one opener
 * (features/editor/openForAddress.ts, reached through the editor's screen module), which on
 * /editor/{templateId} waits for the templates. The editor, finding it open, draws it in its first
 * render instead of waiting for it (a render that waits would replace the shell with the loading
 * screen). If this fails, the editor opens it.
 */
export async function openEditorDocument(pathname: string): Promise<void> {
  const store = startedStore();
  if (store === null) return;
  try {
    const { openingFor } = await import('../features/projects/EditorRoute');
    await openingFor(store, editorRoute(pathname));
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
