import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../src/app/router';
import { renderRoutes } from '../renderWithProviders';

describe('routes', () => {
  it('shows a French 404 page with a way home on an unknown path', async () => {
    renderRoutes(routes, '/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the landing page on /', async () => {
    renderRoutes(routes, '/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Créez des sites web en quelques minutes',
      }),
    ).toBeInTheDocument();
  });

  it('shows the French error page when a screen crashes', async () => {
    const Boom = () => {
      throw new Error('boum');
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const layout = routes[0];
    const boundary = layout.children![0];
    const crashing: RouteObject[] = [
      {
        path: layout.path,
        element: layout.element,
        children: [
          { errorElement: boundary.errorElement, children: [{ index: true, element: <Boom /> }] },
        ],
      },
    ];
    renderRoutes(crashing, '/');
    expect(
      await screen.findByRole('heading', { name: 'Une erreur est survenue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toBeInTheDocument();
    spy.mockRestore();
    warn.mockRestore();
  });
});
