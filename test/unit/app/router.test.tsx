import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../../src/app/lazyScreen';
import { loadScreen, routes } from '../../../src/app/router';
import { renderRoutes } from '../../renderWithProviders';

/** The route table with `element` at `path` under the layout and its boundary. */
function tableWith(path: string, element: React.ReactNode): RouteObject[] {
  const layout = routes[0];
  const boundary = layout.children![0];
  return [
    {
      path: layout.path,
      element: layout.element,
      children: [
        {
          element: boundary.element,
          children: [{ path, element }, ...boundary.children!.filter((r) => r.path !== path)],
        },
      ],
    },
  ];
}

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
        children: [{ element: boundary.element, children: [{ index: true, element: <Boom /> }] }],
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

  it('a crashed screen gives way to the next address: « Retour à l’accueil » shows the landing page', async () => {
    const silence = [
      jest.spyOn(console, 'error').mockImplementation(() => {}),
      jest.spyOn(console, 'warn').mockImplementation(() => {}),
    ];
    const Boom = () => {
      throw new Error('boum');
    };
    const { location } = renderRoutes(tableWith('templates', <Boom />), '/templates');
    await screen.findByRole('heading', { name: 'Une erreur est survenue' });
    await userEvent.click(screen.getByRole('link', { name: "Retour à l'accueil" }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Créez des sites web en quelques minutes',
      }),
    ).toBeInTheDocument();
    expect(location()?.pathname).toBe('/');
    silence.forEach((spy) => spy.mockRestore());
  });

  it('shows the loading state, then the screen, once its code is there', async () => {
    let arrive: () => void = () => {};
    const Screen = lazyScreen(
      () =>
        new Promise((resolve) => {
          arrive = () => resolve(() => <h1>Écran chargé</h1>);
        }),
    );
    // Awaited acts: React retries a suspended screen in a task of its own.
    await act(async () => {
      renderRoutes(tableWith('templates', <Screen />), '/templates');
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Écran chargé' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('a screen whose code fails to load shows the French error page, and loads on a later try', async () => {
    const silence = [
      jest.spyOn(console, 'error').mockImplementation(() => {}),
      jest.spyOn(console, 'warn').mockImplementation(() => {}),
    ];
    let online = false;
    const Screen = lazyScreen(() =>
      online
        ? Promise.resolve(() => <h1>Écran chargé</h1>)
        : Promise.reject(new Error('chunk introuvable')),
    );
    await act(async () => {
      renderRoutes(tableWith('templates', <Screen />), '/templates');
    });
    expect(
      await screen.findByRole('heading', { name: 'Une erreur est survenue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    online = true;
    await expect(Screen.load()).resolves.toBeDefined();
    silence.forEach((spy) => spy.mockRestore());
  });

  it('loads the code of the screen at an address before it is shown (prerendered pages)', async () => {
    await loadScreen('/templates');
    renderRoutes(routes, '/templates');
    // No loading state: the library renders at once (as it must to hydrate its prerendered markup).
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Bibliothèque de Templates' }),
      ).toBeInTheDocument(),
    );
    await expect(loadScreen('/')).resolves.toBeUndefined();
    await expect(loadScreen('/nulle-part')).resolves.toBeUndefined();
  });
});
