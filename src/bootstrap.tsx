/** Starts Toile: the store, template generation, the router, then hydrates or renders the root. */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { appStarted } from './app/appSlice';
import { routes } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { makeStore } from './app/store';
import { theme } from './app/theme';
import { generateTemplates } from './features/templates/templatesSlice';

const store = makeStore();
store.dispatch(appStarted());
// Templates are generated at startup; faker and the generator load in their own chunk.
store.dispatch(generateTemplates());

const router = createBrowserRouter(routes);

let markReady: () => void = () => {};
/** Resolves once React has committed the first screen (hydrated the landing page, or rendered). */
export const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Renders nothing (so the hydrated markup is unchanged); its effect runs after the first commit. */
function ReadySignal() {
  useEffect(() => markReady(), []);
  return null;
}

registerServiceWorker();

const app = (
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
        <ReadySignal />
      </ThemeProvider>
    </Provider>
  </StrictMode>
);

// dist/index.html holds the prerendered landing page (vite.config.ts): hydrate it on `/`;
// any other route starts from an empty root (a host may serve index.html for every path).
const root = document.getElementById('root')!;
if (root.hasChildNodes() && window.location.pathname === '/') {
  // As a transition, hydration is time-sliced: it yields to the browser every few milliseconds
  // instead of blocking the page in one long task (clicks meanwhile are held, see main.tsx).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
