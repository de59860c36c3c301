import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './router';
import type { AppStore } from './store';
import { theme } from './theme';

/** Renders nothing (so hydrated markup is unchanged); its effect runs after the first commit. */
function ReadySignal({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

/**
 * Start-up, last stage (bootstrap.tsx): the router and the app's element tree, which
 * `onFirstCommit` reports as committed (the landing page hydrated, or the first screen rendered).
 */
export function createApp(store: AppStore, onFirstCommit: () => void) {
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
          <ReadySignal onCommit={onFirstCommit} />
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
  return { router, app };
}
