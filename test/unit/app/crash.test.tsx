/**
 * a render error in ANY screen shows the French error page with a way back.
 * Each route of the real table is made to crash in turn; the boundary must catch it, keep the
 * header, and offer « Retour à l'accueil » and « Recharger la page ».
 */
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../../src/app/router';
import { renderRoutes } from '../../renderWithProviders';

const layout = routes[0];
const boundary = layout.children![0];
const screens = boundary.children!;

/**
 * A path that the route matches: `:params` filled in, a splat below a path left empty (`editor/*`
 * is /editor), `*` alone given an unknown path.
 */
function samplePath(route: RouteObject): string {
  if (route.index) return '/';
  const path = route
    .path!.replace(/:[^/]+/g, 'exemple')
    .replace(/\/\*$/, '')
    .replace('*', 'nulle-part');
  return `/${path}`;
}

function Boom(): never {
  throw new Error('Écran cassé pour le test');
}

describe('every screen is under the French error boundary', () => {
  let silence: jest.SpyInstance[] = [];
  beforeEach(() => {
    silence = [
      jest.spyOn(console, 'error').mockImplementation(() => {}),
      jest.spyOn(console, 'warn').mockImplementation(() => {}),
    ];
  });
  afterEach(() => silence.forEach((spy) => spy.mockRestore()));

  it('covers at least the landing page, the library, the editor and the 404 page', () => {
    expect(screens.map(samplePath)).toEqual(
      expect.arrayContaining(['/', '/templates', '/editor', '/nulle-part']),
    );
  });

  it.each(screens.map((route) => [samplePath(route), route] as const))(
    'a crash on %s shows the French error page with a way home',
    async (path, crashing) => {
      const table: RouteObject[] = [
        {
          path: layout.path,
          element: layout.element,
          children: [
            {
              element: boundary.element,
              children: screens.map((route) =>
                route === crashing ? ({ ...route, element: <Boom /> } as RouteObject) : route,
              ),
            },
          ],
        },
      ];
      const { location } = renderRoutes(table, path);
      expect(
        await screen.findByRole('heading', { name: 'Une erreur est survenue' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
      // The way back (following it is a browser test).
      expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
      expect(location()?.pathname).toBe(path);
    },
  );
});
