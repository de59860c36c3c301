import { generateTemplates } from '../features/templates/templatesSlice';
import { appStarted } from './appSlice';
import { baseUrl } from './env';
import { makeStore } from './store';

/**
 * Start-up, first stage (bootstrap.tsx): the store, and the templates' generation begins (faker
 * and the generator load in their own chunk, meanwhile the rest of the app loads) — except on the
 * landing page, which shows none: there, receiving them from their worker was the page's longest
 * main-thread work (Lighthouse 87–96 with it, 99–100 without). The library and the editor start
 * it when they open (LibraryPage, useEditorTemplate).
 */
export function startStore() {
  const store = makeStore();
  store.dispatch(appStarted());
  if (globalThis.location?.pathname !== baseUrl) store.dispatch(generateTemplates());
  return store;
}
