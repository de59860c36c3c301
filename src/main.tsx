/**
 * The entry module, kept tiny on purpose. The landing page and the library arrive prerendered
 * (vite.config.ts): let the browser paint them first, then load the app and hydrate. Any other
 * route starts the app at once, the editor too: its prerendered shell (editor.html) is inert and
 * only waits to be replaced (bootstrap.tsx). Until the page is hydrated, what a person does on it
 * is held and handed over afterwards (earlyInput.ts).
 */
import { askForEditorChunks } from './app/editorChunks';
import { editorRoute } from './app/editorRoute';
import { holdEarlyInput } from './app/earlyInput';
import { isDev } from './app/env';
import { normalizedPath, prerenderedRoute, showsEditorShell } from './app/prerendered';

const root = document.getElementById('root');
const prerendered = root !== null && prerenderedRoute(root, window.location) !== null;
// The editor's shell (editor.html) is never hydrated: nothing is held there (it is inert).
const editorShell = !prerendered && showsEditorShell(root, window.location);
const earlyInput = prerendered ? holdEarlyInput(root) : null;
// The store starts with the code that uses it (app/hooks.ts). The library starts it at once: its
// templates are generated in a worker meanwhile, and the prerendered library hydrates once they
// are there. In development it starts on every screen, so that Redux DevTools shows it at once.
const startsStore = isDev || normalizedPath(window.location.pathname) === '/templates';

const start = () => {
  if (startsStore) {
    import('./app/startStore').then((store) => store.startStore()).catch(() => undefined);
  }
  return import('./bootstrap')
    .then((app) => app.ready)
    .then(
      () => earlyInput?.handOver(),
      (error: unknown) => {
        // The app could not start (a chunk failed to load): the prerendered page stays as it is,
        // its links working, and its buttons must not stay held for nothing.
        earlyInput?.release();
        throw error;
      },
    );
};

/**
 * The editor's code is asked for at once, beside the start-up's, and the start-up then evaluates
 * it in turn (bootstrap.tsx): its chunks are most of what the editor waits for before it draws.
 * In development (no list) the editor's module is imported instead; the router imports the same
 * module, and a failure is the router's to show.
 */
async function startEditor() {
  if (!(await askForEditorChunks())) {
    import('./features/projects/EditorRoute').catch(() => undefined);
  }
  void start();
}

if (prerendered) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else if (editorShell) {
  // The shell paints first, before the editor's code is asked for, as a prerendered page does.
  requestAnimationFrame(() => setTimeout(() => void startEditor(), 0));
} else if (editorRoute(window.location.pathname) !== null) {
  void startEditor();
} else {
  void start();
}
