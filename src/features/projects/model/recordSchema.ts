import { z } from '../../../document/zod';
import { isValidSite, siteSchema } from '../../../document/schema/documentSchema';
import { CURRENT_SCHEMA_VERSION } from '../../../document/schema/version';
import { LIMITS } from '../../../document/limits';
import type { ProjectRecord } from './projectRecord';

/** The stored record's schema (projectRecord.ts): loaded with the first read or save. */
export const projectIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const projectRecordSchema = z.strictObject({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  id: projectIdSchema,
  revision: z.int().min(1),
  updatedAt: z.iso.datetime(),
  name: z.string().max(LIMITS.storedName),
  document: siteSchema,
});

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

const storedEnvelopeSchema = z.looseObject({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  id: z.string(),
  revision: z.int().min(1),
  document: z.looseObject({ pages: z.array(z.unknown()).min(1) }),
});

/** The revision of a stored record of the current version, from its envelope; else null. */
export function storedRevision(value: unknown): number | null {
  const envelope = storedEnvelopeSchema.safeParse(value);
  return envelope.success ? envelope.data.revision : null;
}
