/**
 * Starts Toile: the app and its screens, then hydrates or renders the root. The store is not a
 * stage: the code that uses it starts it as it loads (app/hooks.ts); the landing page uses none,
 * and the library's entry starts it at once for its templates (main.tsx).
 *
 * The app's code is evaluated in stages, each in a task of its own, instead of one long task that
 * would hold the page (a prerendered page is already on screen and may be scrolled, read or
 * clicked): MUI's theme, then the router and screens, then React's DOM renderer. Other routes show
 * nothing until the app renders, so there the stages load together.
 */
import { startTransition } from 'react';
import { startedStore } from './app/appStore';
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

/**
 * Resolves once the app renders exactly what the prerendered page shows: the route's code is loaded
 * and, for the library, the templates are generated. False when they could not be (generation
 * failed, or the screen's code): the page then renders afresh and shows the failure.
 */
async function readyToHydrate(route: string, screenLoaded: Promise<unknown>): Promise<boolean> {
  try {
    await screenLoaded;
  } catch {
    return false;
  }
  if (route !== '/templates') return true;
  // Started by then: the library's code uses it (and main.tsx started it at once).
  const store = startedStore();
  if (store === null) return false;
  return new Promise<boolean>((resolve) => {
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
}

async function start(root: HTMLElement) {
  // dist/index.html and dist/templates.html hold prerendered pages (vite.config.ts): hydrate them
  // when the address is theirs; any other route starts from an empty root (a host may serve
  // index.html for every path).
  const prerendered = prerenderedRoute(root, window.location);
  const stages = {
    theme: prerendered ? null : import('./app/theme'),
    app: prerendered ? null : import('./app/AppRoot'),
    reactDom: prerendered ? null : import('react-dom/client'),
  };
  await (stages.theme ?? import('./app/theme'));
  if (prerendered) await yieldToBrowser();
  const { app, loadScreen } = (await (stages.app ?? import('./app/AppRoot'))).createApp(markReady);
  // The prerendered screen's code, while React's DOM renderer loads: it must be there to hydrate.
  const screenLoaded = prerendered ? loadScreen(prerendered) : null;
  screenLoaded?.catch(() => undefined);
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
  if (!(await readyToHydrate(prerendered, screenLoaded!))) return renderAfresh();
  // As a transition, hydration is time-sliced: it yields to the browser every few milliseconds
  // instead of blocking the page in one long task (what a person does meanwhile is held, see
  // earlyInput.ts).
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

start(document.getElementById('root')!).catch((error: unknown) => markFailed(error));
