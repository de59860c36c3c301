import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getMediaStore } from './mediaStore';

/**
 * `data:` addresses of stored pictures, for frames of an opaque origin (the projects'
 * miniatures: `sandbox=""` frames may not load the app's `blob:` URLs). The phone variant is
 * enough for a miniature. A few hundred are kept at most, the oldest dropped first.
 */
const MAX_ENTRIES = 200;
const cache = new Map<string, string | null>();
const loading = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

async function load(id: string) {
  loading.add(id);
  let url: string | null = null;
  try {
    const record = await getMediaStore().get(id);
    if (record) url = await readAsDataUrl(record.phone?.bytes ?? record.bytes);
  } catch {
    url = null;
  }
  loading.delete(id);
  cache.set(id, url);
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  version += 1;
  for (const listener of listeners) listener();
}

/** The renderer's `assetUrl` for a miniature: `data:` URLs, as they are read. */
export function useAssetDataUrls(ids: readonly string[]): (id: string) => string | undefined {
  const key = ids.join(' ');
  useEffect(() => {
    for (const id of key ? key.split(' ') : []) {
      if (!cache.has(id) && !loading.has(id)) void load(id);
    }
  }, [key]);
  const current = useSyncExternalStore(subscribe, () => version);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (id: string) => cache.get(id) ?? undefined, [current, key]);
}
