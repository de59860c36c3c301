import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getMediaStore } from './mediaStore';

/**
 * Object URLs of stored pictures, for the canvas and the preview: one per picture however many
 * elements show it, made when the first one mounts, revoked a little after the last one goes (a
 * page switch or a remount does not read the picture again).
 */
interface Entry {
  refs: number;
  url?: string;
  /** Its size in pixels, once read (the preview lays out an item's rich content with it). */
  size?: { width: number; height: number };
  /** The picture is not in this browser (another browser's project, or deleted). */
  missing?: boolean;
  loading?: Promise<void>;
  timer?: ReturnType<typeof setTimeout>;
}

const REVOKE_AFTER_MS = 10_000;
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function load(id: string, entry: Entry) {
  if (entry.url || entry.loading) return;
  entry.loading = getMediaStore()
    .get(id)
    .then(
      (record) => {
        if (entries.get(id) !== entry) return;
        if (record) {
          entry.url = URL.createObjectURL(record.bytes);
          entry.size = { width: record.width, height: record.height };
        } else entry.missing = true;
      },
      () => {
        entry.missing = true;
      },
    )
    .finally(() => {
      entry.loading = undefined;
      changed();
    });
}

function acquire(id: string): void {
  let entry = entries.get(id);
  if (!entry) {
    entry = { refs: 0 };
    entries.set(id, entry);
  }
  entry.refs += 1;
  if (entry.timer) clearTimeout(entry.timer);
  entry.timer = undefined;
  load(id, entry);
}

function release(id: string): void {
  const entry = entries.get(id);
  if (!entry) return;
  entry.refs -= 1;
  if (entry.refs > 0) return;
  entry.timer = setTimeout(() => {
    if (entry.refs > 0 || entries.get(id) !== entry) return;
    entries.delete(id);
    if (entry.url) URL.revokeObjectURL(entry.url);
  }, REVOKE_AFTER_MS);
}

/** A picture just stored: its URL from the bytes in hand, without reading them back. */
export function primeAssetUrl(
  id: string,
  bytes: Blob,
  size?: { width: number; height: number },
): void {
  const entry = entries.get(id);
  if (entry?.url) return;
  const next: Entry = entry ?? { refs: 0 };
  next.url = URL.createObjectURL(bytes);
  if (size) next.size = size;
  next.missing = false;
  entries.set(id, next);
  if (next.refs === 0) {
    next.timer = setTimeout(() => release(id), REVOKE_AFTER_MS);
    next.refs = 1;
  }
  changed();
}

/** A picture deleted or replaced: its URL goes now (an element still showing it reloads it). */
export function forgetAssetUrl(id: string): void {
  const entry = entries.get(id);
  if (!entry) return;
  entries.delete(id);
  if (entry.url) URL.revokeObjectURL(entry.url);
  if (entry.refs > 0) acquireAll([id], entry.refs);
  changed();
}

function acquireAll(ids: readonly string[], times = 1) {
  for (const id of ids) for (let i = 0; i < times; i += 1) acquire(id);
}

/** What the canvas shows for a stored picture: its URL, `missing`, or neither yet (loading). */
export interface AssetUrlState {
  url?: string;
  missing: boolean;
}

/** The object URL of one stored picture, while the component is mounted. */
export function useAssetUrl(id: string | undefined): AssetUrlState {
  useEffect(() => {
    if (!id) return;
    acquire(id);
    return () => release(id);
  }, [id]);
  useSyncExternalStore(subscribe, () => version);
  const entry = id ? entries.get(id) : undefined;
  return { url: entry?.url, missing: entry?.missing === true };
}

/**
 * The size of a stored picture whose URL is made (`useAssetUrls`, `useAssetUrl`), else undefined:
 * read again when `useAssetUrls`' function changes.
 */
export const assetSizeOf = (id: string) => entries.get(id)?.size;

/**
 * The object URLs of several stored pictures (a page in « Aperçu »): the renderer's `assetUrl`,
 * a new function each time one more picture is ready, so what depends on it renders again.
 */
export function useAssetUrls(ids: readonly string[]): (id: string) => string | undefined {
  const key = ids.join(' ');
  useEffect(() => {
    const list = key ? key.split(' ') : [];
    acquireAll(list);
    return () => list.forEach(release);
  }, [key]);
  const current = useSyncExternalStore(subscribe, () => version);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (id: string) => entries.get(id)?.url, [current, key]);
}
