/**
 * When each project was last copied out of the browser (« Enregistrer dans un fichier… », a file
 * kept in step, « Télécharger le fichier », a version downloaded): what the reminders read. Kept in
 * localStorage (a few bytes per project, read synchronously when a banner decides whether to
 * show); a browser that refuses localStorage only loses the reminders' memory, never a project.
 */
export type CopyKind = 'file' | 'download';

export interface CopyInfo {
  /** ISO 8601, UTC. */
  at: string;
  kind: CopyKind;
}

const KEY = 'toile:copies';
const listeners = new Set<() => void>();

function readAll(): Record<string, CopyInfo> {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, CopyInfo>) : {};
  } catch {
    return {};
  }
}

/** The last copy of project `id`, or null when it was never copied (or nothing remembers it). */
export function lastCopy(id: string): CopyInfo | null {
  const info = readAll()[id];
  return info && typeof info.at === 'string' && !Number.isNaN(Date.parse(info.at)) ? info : null;
}

/** Project `id` was just copied out (a file written, a copy downloaded). */
export function copyMade(id: string, kind: CopyKind, at: Date = new Date()): void {
  const all = readAll();
  all[id] = { at: at.toISOString(), kind };
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(all));
  } catch {
    // Full or refused: the reminders will ask again, which is the safe side.
  }
  listeners.forEach((listener) => listener());
}

/** Project `id` is gone: its memory goes too. */
export function copiesForgotten(id: string): void {
  const all = readAll();
  if (!(id in all)) return;
  delete all[id];
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(all));
  } catch {
    // Nothing to keep.
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` after each copy recorded in this tab; returns the unsubscribe. */
export function onCopiesChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
