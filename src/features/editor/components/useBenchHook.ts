import { useEffect } from 'react';
import { useAppStore } from '../../../app/hooks';
import type { AppStore } from '../../../app/store';

declare global {
  interface Window {
    /** The store, exposed to `test/bench/editor.bench.mjs` only when the URL has `?bench=1`. */
    __toileStore?: AppStore;
  }
}

/** Exposes the store to the benchmark (never otherwise: nothing leaks to ordinary pages). */
export function useBenchHook() {
  const store = useAppStore();
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('bench') !== '1') return;
    window.__toileStore = store;
    return () => {
      delete window.__toileStore;
    };
  }, [store]);
}
