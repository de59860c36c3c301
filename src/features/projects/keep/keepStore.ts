/**
 * What the keeping reminders remember, in localStorage: a few bytes, read synchronously when a
 * banner decides whether to show. A browser that refuses localStorage only loses this memory
 * (the reminders ask again, the safe side), never a project.
 */
export const KEEP_KEYS = {
  /** The browser's answer to `navigator.storage.persist()`: 'granted' or 'denied' (asked once). */
  persist: 'toile:persist',
  /** Minutes of work per project: `{ [id]: { minutes, last } }` (see `rules.ts`). */
  work: 'toile:work',
  /** « Plus tard », per project: `{ [id]: until }` (ms since 1970). */
  later: 'toile:reminders-later',
  /** The Safari notice was shown: '1'. */
  safari: 'toile:safari-notice',
} as const;

export function readString(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Full or refused: forgotten, which only makes a reminder come back.
  }
}

/** The object stored under `key`, or an empty one when there is none or it is unreadable. */
export function readRecord<T>(key: string): Record<string, T> {
  try {
    const parsed: unknown = JSON.parse(readString(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, T>)
      : {};
  } catch {
    return {};
  }
}

export function writeRecord<T>(key: string, value: Record<string, T>): void {
  writeString(key, JSON.stringify(value));
}
