import { TEMPLATE_SEED } from './templateSeed';
import { unpackTemplates, type TemplatesMessage } from './templatesWorkerProtocol';
import type { Template } from './types';

/**
 * The templates, generated in a worker (templatesWorker.ts) so that the page's main thread never
 * runs the generator; where no worker can start (an old browser, a test runner), in slices on the
 * main thread (generateTemplatesInSlices). Either way the same templates: generation is pure.
 */
export async function generateTemplatesOffMainThread(
  count: number,
  seed = TEMPLATE_SEED,
): Promise<Template[]> {
  if (typeof Worker === 'undefined') return inSlices(count, seed);
  let worker: Worker;
  try {
    // Vite bundles the worker as a file of the app's own origin (worker-src 'self').
    worker = new Worker(new URL('./templatesWorker.ts', import.meta.url), { type: 'module' });
  } catch {
    return inSlices(count, seed);
  }
  return new Promise<Template[]>((resolve, reject) => {
    const templates: Template[] = [];
    worker.onmessage = (event: MessageEvent<TemplatesMessage>) => {
      const message = event.data;
      if (message.kind === 'batch') {
        for (const template of unpackTemplates(message)) templates.push(template);
        return;
      }
      worker.terminate();
      if (message.kind === 'done') resolve(templates);
      else reject(new Error(message.message));
    };
    // The worker's file could not load or run at all: the main thread does the work instead.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      inSlices(count, seed).then(resolve, reject);
    };
    worker.postMessage({ count, seed });
  });
}

async function inSlices(count: number, seed: number): Promise<Template[]> {
  const generator = await import('./generateTemplates');
  return generator.generateTemplatesInSlices(count, seed);
}
