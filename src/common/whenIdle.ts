/**
 * Runs `work` when the browser is next idle, at the latest after `timeout` ms; where the browser
 * cannot tell (no requestIdleCallback), after `fallbackDelay` ms. Returns what cancels it.
 */
export function whenIdle(work: () => void, timeout: number, fallbackDelay: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, fallbackDelay);
  return () => window.clearTimeout(handle);
}
