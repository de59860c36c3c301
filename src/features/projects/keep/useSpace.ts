import { useCallback, useEffect, useRef, useState } from 'react';
import { lowSpace } from './rules';

/** Estimates are read again at most this often, unless asked (ms). */
const REFRESH_EVERY = 20_000;

/**
 * The free space when it is short (`rules.ts`, `lowSpace`), from the browser's estimate: read
 * when the component mounts, again when `trigger` changes (a save done, a project deleted; at
 * most every REFRESH_EVERY, unless `urgent`), and at once with `refresh()`. Null when there is room or the browser
 * gives no estimate.
 */
export function useLowSpace(
  trigger: unknown,
  urgent = false,
): { free: number | null; refresh: () => void } {
  const [free, setFree] = useState<number | null>(null);
  const lastRead = useRef(-Infinity);

  const refresh = useCallback(() => {
    lastRead.current = performance.now();
    const storage = (globalThis.navigator as Navigator | undefined)?.storage;
    if (typeof storage?.estimate !== 'function') return;
    storage.estimate().then(
      (estimate) => setFree(lowSpace(estimate)),
      () => setFree(null),
    );
  }, []);

  useEffect(() => {
    if (urgent || performance.now() - lastRead.current >= REFRESH_EVERY) refresh();
  }, [trigger, urgent, refresh]);

  return { free, refresh };
}
