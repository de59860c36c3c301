/**
 * Versions made and read off the main thread: a site of 50 pages of 200 elements is megabytes of
 * JSON to write and compress, which would hold the page for hundreds of milliseconds.
 */
import { makeVersion, readVersionDocument } from './versionJobs';
import { createIdbVersionStore } from './versionStore';
import type { VersionJob, VersionJobAnswer } from './versionWorkerClient';

/** The worker's global scope (the project's TypeScript library is the DOM's, not the worker's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<VersionJob>) => void) | null;
  postMessage(message: VersionJobAnswer): void;
};

const store = createIdbVersionStore();

scope.onmessage = (event) => {
  const job = event.data;
  // A version read is checked here too (Zod and the site's schema load in the worker on first
  // read): the page receives a site it can trust without checking it again.
  const work: Promise<unknown> =
    job.kind === 'make'
      ? makeVersion(store, job.request)
      : import('../storage/recordChecks').then(({ migrate }) =>
          readVersionDocument(store, job.meta, migrate),
        );
  work.then(
    (result) => scope.postMessage({ id: job.id, ok: true, result }),
    (error: unknown) => {
      const { name = 'Error', message = String(error) } = (error ?? {}) as Partial<Error>;
      scope.postMessage({ id: job.id, ok: false, error: { name, message } });
    },
  );
};
