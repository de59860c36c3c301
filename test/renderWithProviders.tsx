import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router-dom';
import { editorRoute } from '../src/app/editorRoute';
import { AppRoutes } from '../src/app/router';
import { openAtOnce } from '../src/features/editor/openForAddress';
import { makeStore, type AppStore, type RootState } from '../src/app/store';
import { theme } from '../src/app/theme';

/**
 * Renders a component with the store, the theme and a router at `path`. At an editor address, its
 * document is opened beforehand when nothing is to be waited for, as the start-up does: the editor
 * then draws it in its first render (a render that waits for it, under a non-awaited act(), would
 * never resume). Under a Suspense boundary, as the app's screens are (AppRoutes).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    store = makeStore(),
    preloadedState,
  }: { path?: string; store?: AppStore; preloadedState?: Partial<RootState> } = {},
) {
  const theStore = preloadedState ? makeStore(preloadedState) : store;
  openAtOnce(theStore, editorRoute(new URL(path, 'http://localhost').pathname));
  const result = render(
    <Provider store={theStore}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { store: theStore, ...result };
}

/**
 * Renders a route table at `path`, as the app does (AppRoutes); `location()` is the router's
 * address at the last render.
 */
export function renderRoutes(routes: RouteObject[], path: string, store: AppStore = makeStore()) {
  let current: Location | null = null;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes table={routes} />
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { store, location: () => current, ...result };
}
