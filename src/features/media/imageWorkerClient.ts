import { ASSET_LIMITS } from '../../document/assets/assetLimits';
import type { WorkerRequest, WorkerResponse } from './workerProtocol';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (response: WorkerResponse) => void>();

function startWorker(): Worker {
  // Vite bundles the worker as a file of the app's own origin (worker-src 'self').
  const started = new Worker(new URL('./imageWorker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const settle = pending.get(event.data.id);
    pending.delete(event.data.id);
    settle?.(event.data);
  };
  started.onerror = () => {
    // A worker that died fails what it had in hand; the next upload starts a new one.
    for (const [id, settle] of pending) settle({ id, ok: false, problem: 'damaged' });
    pending.clear();
    worker = null;
  };
  return started;
}

/** Sends a file through the picture pipeline (imageWorker.ts), in a worker started on first use. */
export function processInWorker(file: Blob): Promise<WorkerResponse> {
  if (typeof Worker === 'undefined') {
    return Promise.resolve({ id: 0, ok: false, problem: 'unsupported' });
  }
  worker ??= startWorker();
  const id = nextId++;
  const request: WorkerRequest = {
    id,
    file,
    options: {
      longSide: ASSET_LIMITS.longSide,
      phoneLongSide: ASSET_LIMITS.phoneLongSide,
      webpQuality: ASSET_LIMITS.webpQuality,
      maxPixels: ASSET_LIMITS.pixels,
    },
  };
  return new Promise((resolve) => {
    pending.set(id, resolve);
    worker!.postMessage(request);
  });
}
