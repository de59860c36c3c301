import type { AppStore } from './store';

/**
 * The app's store as the root's Provider holds it, before the store itself exists. The landing
 * page reads nothing from the store, so Redux Toolkit and the slices are not in its code: the store
 * starts when the code that uses it first loads (a screen: `./hooks` imports `./startStore`; or
 * « Créer avec l’IA » opening its site, features/projects/openGenerated.ts), and from then on this
 * stands for it. Nothing reads or dispatches before that; the Provider's own subscription is
 * passed on once the store is there. Types only from the store's module: this file must not bring
 * Redux Toolkit in.
 */
let current: AppStore | null = null;
const waiting = new Set<(store: AppStore) => void>();

function started(): AppStore {
  if (current === null) throw new Error('Toile: the store is used before it started');
  return current;
}

const stand = {
  getState: () => current?.getState(),
  dispatch: (action: unknown) => (started().dispatch as (a: unknown) => unknown)(action),
  subscribe: (listener: () => void) => {
    if (current !== null) return current.subscribe(listener);
    let unsubscribe: (() => void) | null = null;
    const attach = (store: AppStore) => {
      unsubscribe = store.subscribe(listener);
      listener();
    };
    waiting.add(attach);
    return () => {
      waiting.delete(attach);
      unsubscribe?.();
    };
  },
  replaceReducer: (reducer: unknown) => (started().replaceReducer as (r: unknown) => void)(reducer),
};

export const appStore = stand as unknown as AppStore;

/** Hands `store` to whoever holds `appStore` (once: the app has one store). */
export function provideStore(store: AppStore): void {
  if (current !== null) return;
  current = store;
  for (const attach of waiting) attach(store);
  waiting.clear();
}

/** The store, if it has started. */
export function startedStore(): AppStore | null {
  return current;
}
