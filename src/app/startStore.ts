import { generateTemplates } from '../features/templates/templatesSlice';
import { appStarted } from './appSlice';
import { provideStore } from './appStore';
import { baseUrl } from './env';
import { editorRoute } from './editorRoute';
import { normalizedPath } from './prerendered';
import { makeStore, type AppStore } from './store';

let store: AppStore | null = null;

/**
 * Starts the app's store, once (later calls return it): the code that uses the store starts it as
 * it loads (`./hooks`), the library's entry at once (main.tsx). On the library the templates'
 * generation begins (in its worker; meanwhile the rest of the app loads), since the prerendered
 * library hydrates once its templates are there. No other screen starts it: receiving the
 * templates from their worker is long main-thread work (the landing page's Lighthouse was 87–96
 * with it, 99–100 without; the editor's start the same), except an editor address that names a
 * template. Otherwise the editor starts it when a template is named (useEditorTemplate), the
 * library when it opens after another screen (LibraryPage).
 */
export function startStore(): AppStore {
  if (store !== null) return store;
  store = makeStore();
  store.dispatch(appStarted());
  provideStore(store);
  const path = normalizedPath(globalThis.location?.pathname ?? '');
  // On /editor/{templateId} too: the editor shows its template once they are there, and the
  // start-up waits for them to replace the editor's shell (bootstrap.tsx).
  const editorTemplate = editorRoute(path.slice(baseUrl.length - 1))?.kind === 'template';
  if (path === `${baseUrl}templates` || editorTemplate) store.dispatch(generateTemplates());
  return store;
}
