import { KEEP_KEYS, readRecord, writeRecord } from './keepStore';
import { LATER_FOR, workAdded, workAfterEdit, type Work } from './workRules';

/**
 * Each project's minutes of work and its « Plus tard », remembered in this browser. A new page's
 * changes are counted before it has an id, then given to the project its first save makes.
 */
let unsaved: Work | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The person changed the project `id` (null: a page not saved yet) at `now`. */
export function editMade(id: string | null, now: number = Date.now()): void {
  if (id === null) {
    unsaved = workAfterEdit(unsaved, now);
    return;
  }
  const all = readRecord<Work>(KEEP_KEYS.work);
  const before = validWork(all[id]);
  const after = workAfterEdit(before, now);
  if (after === before) return;
  all[id] = after;
  writeRecord(KEEP_KEYS.work, all);
  changed();
}

/** The page's first save made it project `id`: its minutes of work become the project's. */
export function unsavedWorkSaved(id: string): void {
  if (!unsaved) return;
  const all = readRecord<Work>(KEEP_KEYS.work);
  const merged = workAdded(validWork(all[id]), unsaved);
  unsaved = undefined;
  if (!merged) return;
  all[id] = merged;
  writeRecord(KEEP_KEYS.work, all);
  changed();
}

/** Another page is open: what was counted for the previous unsaved one goes. */
export function unsavedWorkDropped(): void {
  unsaved = undefined;
}

export function workedMinutes(id: string): number {
  return validWork(readRecord<Work>(KEEP_KEYS.work)[id])?.minutes ?? 0;
}

/** Until when « Plus tard » holds project `id`'s reminder (ms since 1970), or null. */
export function laterUntil(id: string): number | null {
  const until = readRecord<unknown>(KEEP_KEYS.later)[id];
  return typeof until === 'number' && Number.isFinite(until) ? until : null;
}

/** « Plus tard »: no reminder for project `id` before LATER_FOR has passed. */
export function remindLater(id: string, now: number = Date.now()): void {
  const all = readRecord<number>(KEEP_KEYS.later);
  all[id] = now + LATER_FOR;
  writeRecord(KEEP_KEYS.later, all);
  changed();
}

/** Calls `listener` after each change of the work or « Plus tard » in this tab. */
export function onWorkChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function validWork(value: unknown): Work | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { minutes, last } = value as Partial<Work>;
  return typeof minutes === 'number' &&
    typeof last === 'number' &&
    Number.isFinite(minutes) &&
    Number.isFinite(last)
    ? { minutes, last }
    : undefined;
}
