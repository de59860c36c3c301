import { workerCalls } from '../../common/workerCalls';
import type { ZipRequest, ZipResponse } from './exportWorker';

// Vite bundles the worker as a file of the app's own origin (worker-src 'self').
const zip = workerCalls<Omit<ZipRequest, 'id'>, ZipResponse>(
  () => new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' }),
);

/**
 * The export's zip built in a worker (exportWorker.ts), started on the first export; rejects when
 * there is no worker or it fails, and the caller builds the zip on the main thread instead.
 */
export async function zipInWorker(
  request: Omit<ZipRequest, 'id'>,
): Promise<{ zip: Uint8Array; renamed: ReadonlyMap<string, string> }> {
  const response = await zip(request);
  if (!('zip' in response)) throw new Error('export worker failed');
  return { zip: response.zip, renamed: new Map(response.renamed) };
}
