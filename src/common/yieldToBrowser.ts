/**
 * Lets the browser handle input and paint before going on: scheduler.yield() where it exists (no
 * 4 ms clamp, and the rest of the work keeps its place in line), else a zero-delay timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
