import { z } from '../../../document/zod';
import type { SiteDocument } from '../../../document/types';
import { isValidSite, siteSchema } from '../../../document/schema/documentSchema';
import { CURRENT_SCHEMA_VERSION } from '../../../document/schema/migrations';
import { LIMITS } from '../../../document/limits';

/**
 * A saved project, as stored in IndexedDB (one record per project, keyed by `id`).
 * `revision` grows by one at every save: a tab saves only over the revision it last read, so it
 * never silently overwrites a newer one saved by another tab. `name` repeats `document.name` so
 * the projects list can be read without the elements.
 */
export { CURRENT_SCHEMA_VERSION };

export const projectIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const projectRecordSchema = z.strictObject({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  id: projectIdSchema,
  revision: z.int().min(1),
  updatedAt: z.iso.datetime(),
  name: z.string().max(LIMITS.storedName),
  document: siteSchema,
});

export interface ProjectRecord {
  schemaVersion: typeof CURRENT_SCHEMA_VERSION;
  id: string;
  revision: number;
  /** ISO 8601, UTC. */
  updatedAt: string;
  name: string;
  document: SiteDocument;
}

/**
 * Whether `record` may be stored: the record's own fields, and a valid site, whose pages already
 * seen valid are not checked again (documentSchema.ts, `isValidSite`): a save re-checks what
 * changed, not the whole site.
 */
export function isStorableRecord(record: ProjectRecord): boolean {
  const { document, ...envelope } = record;
  return recordEnvelopeSchema.safeParse(envelope).success && isValidSite(document);
}

const recordEnvelopeSchema = projectRecordSchema.omit({ document: true });

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
