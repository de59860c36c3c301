import { workerCalls } from '../../common/workerCalls';
import type { CompressRequest, CompressResponse } from './shareLinkWorker';

// Vite bundles the worker as a file of the app's own origin (worker-src 'self').
const compress = workerCalls<Omit<CompressRequest, 'id'>, CompressResponse>(
  () => new Worker(new URL('./shareLinkWorker.ts', import.meta.url), { type: 'module' }),
);

/** lz-string's compressToEncodedURIComponent of `text`, in a worker started on first use. */
export function compressInWorker(text: string): Promise<string> {
  return compress({ text }).then((response) => response.payload);
}
