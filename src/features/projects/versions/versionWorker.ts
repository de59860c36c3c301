/**
 * Versions made and read off the main thread: a site of 50 pages of 200 elements is megabytes of
 * JSON to write and compress, which would hold the page for hundreds of milliseconds.
 */
import { jobDocument, makeVersion, readVersionDocument } from './versionJobs';
import { createIdbProjectStore } from '../storage/idbProjectStore';
import { createIdbVersionStore } from './versionStore';
import type { VersionJob, VersionJobAnswer } from './versionWorkerClient';

/** The worker's global scope (the project's TypeScript library is the DOM's, not the worker's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<VersionJob>) => void) | null;
  postMessage(message: VersionJobAnswer): void;
};

const store = createIdbVersionStore();
/** The projects' records, read to version a saved site without the page sending it. */
const projects = createIdbProjectStore();

/** The records' checks (Zod and the site's schema), loaded once, on the first read or warm-up. */
const recordChecks = () => import('../storage/recordChecks');

scope.onmessage = (event) => {
  const job = event.data;
  // A version read is checked here too (Zod and the site's schema load in the worker on first
  // read): the page receives a site it can trust without checking it again.
  const work: Promise<unknown> =
    job.kind === 'make'
      ? jobDocument(job.request, (id) => projects.get(id)).then((request) =>
          makeVersion(store, request),
        )
      : job.kind === 'warm'
        ? recordChecks().then(() => null)
        : recordChecks().then(({ migrate }) => readVersionDocument(store, job.meta, migrate));
  work.then(
    (result) => scope.postMessage({ id: job.id, ok: true, result }),
    (error: unknown) => {
      const { name = 'Error', message = String(error) } = (error ?? {}) as Partial<Error>;
      scope.postMessage({ id: job.id, ok: false, error: { name, message } });
    },
  );
};
