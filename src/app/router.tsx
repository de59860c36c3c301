import type { RouteObject } from 'react-router-dom';
import { Layout } from '../common/Layout';
import { NotFoundPage } from '../common/NotFoundPage';
import { PageLoading } from '../common/PageLoading';
import { RouteErrorPage } from '../common/RouteErrorPage';
import { LandingPage } from '../features/landing/LandingPage';

/**
 * The route table. The landing page is in the first bundle; every other screen is code-split.
 * A pathless route under the layout holds the error boundary, so a crash keeps the header.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: 'templates',
            lazy: () =>
              import('../features/library/LibraryPage').then((m) => ({ Component: m.LibraryPage })),
          },
          {
            path: 'projets',
            lazy: () =>
              import('../features/projects/ProjectsPage').then((m) => ({
                Component: m.ProjectsPage,
              })),
          },
          // Every editor address renders the same component, which keeps the editor mounted when
          // the address changes (a new page, once saved, moves to /editor/projet/{id}).
          ...['editor', 'editor/:templateId', 'editor/projet/:projectId', 'editor/partage'].map(
            (path): RouteObject => ({
              path,
              lazy: () =>
                import('../features/projects/EditorRoute').then((m) => ({
                  Component: m.EditorRoute,
                })),
            }),
          ),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
