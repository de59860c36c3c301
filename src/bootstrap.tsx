/**
 * Starts Toile: the app and its screens, then hydrates or renders the root. The store is not a
 * stage: the code that uses it starts it as it loads (app/hooks.ts); the landing page uses none,
 * and the library's entry starts it at once for its templates (main.tsx).
 *
 * The app's code is evaluated in stages, each in a task of its own, instead of one long task that
 * would hold the page (a prerendered page, or the editor's shell, is already on screen and may be
 * scrolled, read or clicked): MUI's theme, then the router and screens, then React's DOM renderer,
 * then the screen's code (the editor's in stages of its own, router.tsx). Other routes show nothing
 * until the app renders, so there the stages load together. Staging costs no extra requests: the
 * files are asked for beforehand (a prerendered page's are few; the editor's, app/editorChunks.ts).
 * The stages are the modules of app/startModules.ts, ENTRY_START_MODULES, in its order.
 */
import { startTransition } from 'react';
import { startedStore } from './app/appStore';
import { prerenderedRoute, showsEditorShell } from './app/prerendered';
import { registerServiceWorker } from './app/serviceWorker';
import type { EntryStartModule } from './app/startModules';
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
 * Resolves once the templates are generated, true, or their generation failed, false; at once
 * (false) if the store has not started or nothing generates them.
 */
function templatesSettled(): Promise<boolean> {
  const store = startedStore();
  if (store === null) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const settled = () => {
      const { status } = store.getState().templates;
      if (status === 'loading') return false;
      resolve(status === 'ready');
      return true;
    };
    if (settled()) return;
    const unsubscribe = store.subscribe(() => {
      if (settled()) unsubscribe();
    });
  });
}

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
  // Started by then: the library's code uses it (and main.tsx started it at once).
  return route === '/templates' ? templatesSettled() : true;
}

/** The start-up's stages after this module's own, by module (app/startModules.ts). */
const stage = {
  'src/app/theme.ts': () => import('./app/theme'),
  'src/app/AppRoot.tsx': () => import('./app/AppRoot'),
  'node_modules/react-dom/client.js': () => import('react-dom/client'),
} satisfies { [M in Exclude<EntryStartModule, 'src/bootstrap.tsx'>]: () => Promise<unknown> };

/**
 * Resolves once the editor's first render draws the editor itself, not a loading screen, so that
 * it takes the shell's place at once: its code is loaded and the document of the address is open
 * (on /editor/{templateId}, once the templates are there: their generation starts with the store,
 * app/startStore.ts). Resolves all the same if one fails: the app then shows the failure.
 */
async function readyToReplaceShell(
  screenLoaded: Promise<unknown>,
  openDocument: () => Promise<void>,
): Promise<void> {
  try {
    await screenLoaded;
  } catch {
    return;
  }
  await openDocument();
}

async function start(root: HTMLElement) {
  // dist/index.html and dist/templates.html hold prerendered pages (vite.config.ts): hydrate them
  // when the address is theirs; any other route starts from an empty root (a host may serve
  // index.html for every path).
  const prerendered = prerenderedRoute(root, window.location);
  // dist/editor.html holds the editor's shell: it stays on screen until the editor replaces it.
  const shell = !prerendered && showsEditorShell(root, window.location);
  const staged = prerendered !== null || shell;
  // Staged, each stage in a task of its own; else all at once.
  const stages = {
    theme: staged ? null : stage['src/app/theme.ts'](),
    app: staged ? null : stage['src/app/AppRoot.tsx'](),
    reactDom: staged ? null : stage['node_modules/react-dom/client.js'](),
  };
  await (stages.theme ?? stage['src/app/theme.ts']());
  if (staged) await yieldToBrowser();
  const { app, loadScreen, openEditorDocument } = (
    await (stages.app ?? stage['src/app/AppRoot.tsx']())
  ).createApp(() => {
    // The editor's shell (editor.html) is busy until then.
    root.removeAttribute('aria-busy');
    markReady();
  });
  // The prerendered screen's code, while React's DOM renderer loads: it must be there to hydrate.
  const screenLoaded = prerendered ? loadScreen(prerendered) : null;
  screenLoaded?.catch(() => undefined);
  if (staged) await yieldToBrowser();
  const { createRoot, hydrateRoot } = await (stages.reactDom ??
    stage['node_modules/react-dom/client.js']());
  registerServiceWorker();

  const renderAfresh = () => {
    root.replaceChildren();
    render();
  };
  // In a transition too: the first render of a screen (the editor's panels, canvas and their
  // styles) is time-sliced instead of one long task.
  const render = () => startTransition(() => createRoot(root).render(app));
  if (shell) {
    // The editor's code after React's: it must be there to replace the shell with the editor at
    // once. Its document is then opened before the first render, which draws it in one pass.
    await yieldToBrowser();
    const { pathname } = window.location;
    await readyToReplaceShell(loadScreen(pathname), () => openEditorDocument(pathname));
    // Not emptied beforehand: React empties the root as it commits its first render, so the
    // shell stays on screen until the editor is there to take its place.
    return render();
  }
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
