import { generateTemplates } from '../features/templates/templatesSlice';
import { appStarted } from './appSlice';
import { baseUrl } from './env';
import { normalizedPath } from './prerendered';
import { makeStore } from './store';

/**
 * Start-up, first stage (bootstrap.tsx): the store, and on the library the templates' generation
 * begins (in its worker; meanwhile the rest of the app loads), since the prerendered library
 * hydrates once its templates are there. No other screen starts it: receiving the templates from
 * their worker is long main-thread work (the landing page's Lighthouse was 87–96 with it, 99–100
 * without; the editor's start the same). The editor starts it when a template is named
 * (useEditorTemplate), the library when it opens after another screen (LibraryPage).
 */
export function startStore() {
  const store = makeStore();
  store.dispatch(appStarted());
  const path = normalizedPath(globalThis.location?.pathname ?? '');
  if (path === `${baseUrl}templates`) store.dispatch(generateTemplates());
  return store;
}
