import { useEffect } from 'react';
import { testHooks } from '../../app/env';
import { useAppStore } from '../../app/hooks';
import type { AppStore } from '../../app/store';

declare global {
  interface Window {
    /** The store, exposed to browser tests and benchmarks when the URL has `?bench=1`. */
    __toileStore?: AppStore;
    /**
     * What the site schema finds wrong in `site` (`path: message`), none when it is a valid site:
     * the soak test's check after each action, with `?bench=1`.
     */
    __toileSiteProblems?: (site: unknown) => Promise<string[]>;
  }
}

/** The site schema's complaints about `site`; its code loads on first use, as the saves' does. */
async function siteProblems(site: unknown): Promise<string[]> {
  const { isValidSite, siteSchema } = await import('../../document/schema/documentSchema');
  // Pages already seen valid are not checked again (they are never changed in place).
  if (isValidSite(site)) return [];
  const result = siteSchema.safeParse(site);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function useStoreOnWindow() {
  const store = useAppStore();
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('bench') !== '1') return;
    window.__toileStore = store;
    window.__toileSiteProblems = siteProblems;
    return () => {
      delete window.__toileStore;
      delete window.__toileSiteProblems;
    };
  }, [store]);
}

/**
 * Exposes the store (and the site schema's check) to browser tests and benchmarks (`?bench=1`),
 * in the build for tests only (`testHooks`); elsewhere a hook that does nothing, and the code
 * above is not in the bundle.
 */
export const useBenchHook: () => void = testHooks ? useStoreOnWindow : () => {};
