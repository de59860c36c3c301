/**
 * Starts Toile: the store (and template generation), the app and its screens, then hydrates or
 * renders the root.
 *
 * The app's code is evaluated in stages, each in a task of its own, instead of one long task that
 * would hold the page (a prerendered page is already on screen and may be scrolled, read or
 * clicked): the store, then MUI's theme, then the router and screens, then React's DOM renderer.
 * Other routes show nothing until the app renders, so there the stages load together.
 */
import { startTransition } from 'react';
import { prerenderedRoute } from './app/prerendered';
import { registerServiceWorker } from './app/serviceWorker';
import { yieldToBrowser } from './common/yieldToBrowser';

let markReady: () => void = () => {};
let markFailed: (error: unknown) => void = () => {};
/**
 * Resolves once React has committed the first screen (hydrated a prerendered page, or rendered);
 * rejects if the app could not start (one of its chunks failed to load).
 */
export const ready = new Promise<void>((resolve, reject) => {
  markReady = resolve;
  markFailed = reject;
});

type Store = ReturnType<(typeof import('./app/startStore'))['startStore']>;
type LoadScreen = ReturnType<(typeof import('./app/AppRoot'))['createApp']>['loadScreen'];

/**
 * Resolves once the app renders exactly what the prerendered page shows: the route's code is loaded
 * and, for the library, the templates are generated. False when they could not be (generation
 * failed, or the screen's code): the page then renders afresh and shows the failure.
 */
function readyToHydrate(route: string, store: Store, loadScreen: LoadScreen): Promise<boolean> {
  const screenReady = loadScreen(route).then(
    () => true,
    () => false,
  );
  const templatesReady = new Promise<boolean>((resolve) => {
    if (route !== '/templates') return resolve(true);
    const settled = () => {
      const { status } = store.getState().templates;
      if (status !== 'ready' && status !== 'failed') return false;
      resolve(status === 'ready');
      return true;
    };
    if (settled()) return;
    const unsubscribe = store.subscribe(() => {
      if (settled()) unsubscribe();
    });
  });
  return Promise.all([screenReady, templatesReady]).then(
    ([screen, templates]) => screen && templates,
  );
}

async function start(root: HTMLElement) {
  // dist/index.html and dist/templates.html hold prerendered pages (vite.config.ts): hydrate them
  // when the address is theirs; any other route starts from an empty root (a host may serve
  // index.html for every path).
  const prerendered = prerenderedRoute(root, window.location);
  const stages = {
    store: import('./app/startStore'),
    theme: prerendered ? null : import('./app/theme'),
    app: prerendered ? null : import('./app/AppRoot'),
    reactDom: prerendered ? null : import('react-dom/client'),
  };
  const store = (await stages.store).startStore();
  if (prerendered) await yieldToBrowser();
  await (stages.theme ?? import('./app/theme'));
  if (prerendered) await yieldToBrowser();
  const { app, loadScreen } = (await (stages.app ?? import('./app/AppRoot'))).createApp(
    store,
    markReady,
  );
  if (prerendered) await yieldToBrowser();
  const { createRoot, hydrateRoot } = await (stages.reactDom ?? import('react-dom/client'));
  registerServiceWorker();

  const renderAfresh = () => {
    root.replaceChildren();
    // In a transition too: the first render of a screen (the editor's panels, canvas and their
    // styles) is time-sliced instead of one long task.
    startTransition(() => createRoot(root).render(app));
  };
  if (!prerendered) return renderAfresh();
  if (!(await readyToHydrate(prerendered, store, loadScreen))) return renderAfresh();
  // As a transition, hydration is time-sliced: it yields to the browser every few milliseconds
  // instead of blocking the page in one long task (what a person does meanwhile is held, see
  // earlyInput.ts).
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

start(document.getElementById('root')!).catch((error: unknown) => markFailed(error));
