import { useEffect } from 'react';
import { testHooks } from '../../app/env';
import { useAppStore } from '../../app/hooks';
import type { AppStore } from '../../app/store';

declare global {
  interface Window {
    /** The store, exposed to browser tests and benchmarks when the URL has `?bench=1`. */
    __toileStore?: AppStore;
  }
}

function useStoreOnWindow() {
  const store = useAppStore();
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('bench') !== '1') return;
    window.__toileStore = store;
    return () => {
      delete window.__toileStore;
    };
  }, [store]);
}

/**
 * Exposes the store to browser tests and benchmarks (`?bench=1`), in the build for tests only
 * (`testHooks`); elsewhere a hook that does nothing, and the code above is not in the bundle.
 */
export const useBenchHook: () => void = testHooks ? useStoreOnWindow : () => {};
