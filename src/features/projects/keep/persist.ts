import { KEEP_KEYS, readString, writeString } from './keepStore';

/**
 * Asking the browser to keep Toile's data (`navigator.storage.persist()`): once per browser, at
 * the first save (a page shown asks nothing: there is nothing to keep yet). The answer is
 * remembered so that it is never asked again; « Mes projets » reads the browser's current state
 * (`persisted()`), which a person may change in the browser's settings.
 */
let askedInThisTab = false;
const listeners = new Set<() => void>();

type StorageManagerLike = Pick<StorageManager, 'persist' | 'persisted'>;

function storageManager(): Partial<StorageManagerLike> | undefined {
  return (globalThis.navigator as Navigator | undefined)?.storage;
}

/** Asks the browser to keep the data, unless this browser was asked already. */
export async function askToKeepOnce(): Promise<void> {
  if (askedInThisTab) return;
  askedInThisTab = true;
  if (readString(KEEP_KEYS.persist) !== null) return;
  const storage = storageManager();
  if (typeof storage?.persist !== 'function') return;
  let granted = false;
  try {
    granted = await storage.persist();
  } catch {
    // Refused by the browser in a way of its own: the same as « no ».
  }
  writeString(KEEP_KEYS.persist, granted ? 'granted' : 'denied');
  listeners.forEach((listener) => listener());
}

export type Protection = 'protected' | 'unprotected';

/**
 * Whether the browser keeps Toile's data for good: its own answer now (`persisted()`), else what
 * it answered when asked; a browser that says nothing may delete it.
 */
export async function storageProtection(): Promise<Protection> {
  const storage = storageManager();
  if (typeof storage?.persisted === 'function') {
    try {
      return (await storage.persisted()) ? 'protected' : 'unprotected';
    } catch {
      // Fall back on the answer remembered.
    }
  }
  return readString(KEEP_KEYS.persist) === 'granted' ? 'protected' : 'unprotected';
}

/** Calls `listener` once the browser answered, in this tab; returns the unsubscribe. */
export function onProtectionAnswered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
