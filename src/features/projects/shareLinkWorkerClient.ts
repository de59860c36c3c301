import type { CompressRequest, CompressResponse } from './shareLinkWorker';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (payload: string) => void; reject: () => void }>();

function startWorker(): Worker {
  // Vite bundles the worker as a file of the app's own origin (worker-src 'self').
  const started = new Worker(new URL('./shareLinkWorker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<CompressResponse>) => {
    pending.get(event.data.id)?.resolve(event.data.payload);
    pending.delete(event.data.id);
  };
  started.onerror = () => {
    // A worker that died fails what it had in hand (the caller compresses here instead).
    for (const { reject } of pending.values()) reject();
    pending.clear();
    worker = null;
  };
  return started;
}

/** lz-string's compressToEncodedURIComponent of `text`, in a worker started on first use. */
export function compressInWorker(text: string): Promise<string> {
  worker ??= startWorker();
  const id = nextId++;
  const request: CompressRequest = { id, text };
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject: () => reject(new Error('share link worker failed')) });
    worker!.postMessage(request);
  });
}
