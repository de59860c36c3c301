import { generateTemplates } from '../features/templates/templatesSlice';
import { appStarted } from './appSlice';
import { makeStore } from './store';

/**
 * Start-up, first stage (bootstrap.tsx): the store, and the templates' generation begins (faker
 * and the generator load in their own chunk, meanwhile the rest of the app loads).
 */
export function startStore() {
  const store = makeStore();
  store.dispatch(appStarted());
  store.dispatch(generateTemplates());
  return store;
}
