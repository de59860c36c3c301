import type { SiteDocument } from '../../../document/types';
import { CURRENT_SCHEMA_VERSION } from '../../../document/schema/version';

/**
 * A saved project, as stored in IndexedDB (one record per project, keyed by `id`).
 * `revision` grows by one at every save: a tab saves only over the revision it last read, so it
 * never silently overwrites a newer one saved by another tab. `name` repeats `document.name` so
 * the projects list can be read without the elements. Its schema (Zod) is in recordSchema.ts,
 * loaded with the first read or save.
 */
export { CURRENT_SCHEMA_VERSION };

export interface ProjectRecord {
  schemaVersion: typeof CURRENT_SCHEMA_VERSION;
  id: string;
  revision: number;
  /** ISO 8601, UTC. */
  updatedAt: string;
  name: string;
  document: SiteDocument;
}

/** The record of `document` saved as `revision` of project `id`, at `now`. */
export function makeProjectRecord(
  id: string,
  revision: number,
  document: SiteDocument,
  now: Date,
): ProjectRecord {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id,
    revision,
    updatedAt: now.toISOString(),
    name: document.name,
    document,
  };
}
