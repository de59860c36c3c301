/** Starts Toile: the store, template generation, the router, then hydrates or renders the root. */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, startTransition, useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { appStarted } from './app/appSlice';
import { prerenderedRoute } from './app/prerendered';
import { routes } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { makeStore } from './app/store';
import { theme } from './app/theme';
import { generateTemplates, selectTemplatesStatus } from './features/templates/templatesSlice';

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

/**
 * Resolves once the app renders exactly what the prerendered page shows: the route's code is loaded
 * (the router is initialized) and, for the library, the templates are generated. False when they
 * could not be (generation failed): the page then renders afresh and shows the failure.
 */
function readyToHydrate(route: string): Promise<boolean> {
  const routerReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  const templatesReady = new Promise<boolean>((resolve) => {
    if (route !== '/templates') return resolve(true);
    const settled = () => {
      const status = selectTemplatesStatus(store.getState());
      if (status !== 'ready' && status !== 'failed') return false;
      resolve(status === 'ready');
      return true;
    };
    if (settled()) return;
    const unsubscribe = store.subscribe(() => {
      if (settled()) unsubscribe();
    });
  });
  return Promise.all([routerReady, templatesReady]).then(([, ok]) => ok);
}

/**
 * React's DOM renderer is the largest module of the app: imported on its own, the browser evaluates
 * it in a task of its own instead of one long task with everything else.
 */
const reactDom = import('react-dom/client');

function renderAfresh(root: HTMLElement) {
  void reactDom.then(({ createRoot }) => {
    root.replaceChildren();
    createRoot(root).render(app);
  });
}

// dist/index.html and dist/templates.html hold prerendered pages (vite.config.ts): hydrate them
// when the address is theirs; any other route starts from an empty root (a host may serve
// index.html for every path).
const root = document.getElementById('root')!;
const prerendered = prerenderedRoute(root, window.location);
if (prerendered) {
  void Promise.all([readyToHydrate(prerendered), reactDom]).then(([ok, { hydrateRoot }]) => {
    if (!ok) return renderAfresh(root);
    // As a transition, hydration is time-sliced: it yields to the browser every few milliseconds
    // instead of blocking the page in one long task (what a person does meanwhile is held, see
    // earlyInput.ts).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
} else {
  renderAfresh(root);
}
