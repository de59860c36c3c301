import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  RouterProvider,
  createMemoryRouter,
  type RouteObject,
} from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../src/app/store';
import { theme } from '../src/app/theme';

/** Renders a component with the store, the theme and a router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    store = makeStore(),
    preloadedState,
  }: { path?: string; store?: AppStore; preloadedState?: Partial<RootState> } = {},
) {
  const theStore = preloadedState ? makeStore(preloadedState) : store;
  const result = render(
    <Provider store={theStore}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { store: theStore, ...result };
}

/** Renders a route table (a data router) at `path`. */
export function renderRoutes(routes: RouteObject[], path: string, store: AppStore = makeStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { store, router, ...result };
}
