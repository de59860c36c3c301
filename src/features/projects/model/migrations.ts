import {
  CURRENT_SCHEMA_VERSION,
  migrateDocumentV1,
  migrateDocumentV2,
  migrateDocumentV3,
  migrateDocumentV4,
  runSteps,
  versionOf,
  type Steps,
} from '../../../document/schema/migrations';
import { pageDocumentSchema, rememberValidSite } from '../../../document/schema/documentSchema';
import { recordV1Schema } from '../../../document/schema/schemaV1';
import type { PageDocument } from '../../../document/types';
import type { ProjectRecord } from './projectRecord';
import { projectRecordSchema } from './recordSchema';
import { z } from '../../../document/zod';

/**
 * Reading older stored records: the document's own steps (src/document/schema/migrations.ts)
 * wrapped in the record's envelope. `migrate` runs them in order, then checks the result.
 */

export type MigrateResult<T> =
  | { ok: true; value: T; migratedFrom: number | null }
  | { ok: false; reason: 'newer' | 'invalid'; version?: number };

const recordV2Schema = z.strictObject({
  schemaVersion: z.literal(2),
  id: z.string(),
  revision: z.int().min(1),
  updatedAt: z.string(),
  name: z.string(),
  document: pageDocumentSchema,
});

const recordLaterSchema = (version: 3 | 4) =>
  z.strictObject({
    schemaVersion: z.literal(version),
    id: z.string(),
    revision: z.int().min(1),
    updatedAt: z.string(),
    name: z.string(),
    document: z.unknown(),
  });

const recordV3Schema = recordLaterSchema(3);

/** Steps on whole records: `recordSteps[N]` takes a record of version N to version N + 1. */
const recordSteps: Steps = {
  1: (value) => {
    const v1 = recordV1Schema.parse(value);
    const document = migrateDocumentV1(v1.document);
    return {
      schemaVersion: 2,
      id: v1.id,
      revision: 1,
      updatedAt: new Date(v1.savedAt).toISOString(),
      name: document.name,
      document,
    };
  },
  2: (value) => {
    const v2 = recordV2Schema.parse(value);
    return {
      ...v2,
      schemaVersion: 3,
      document: migrateDocumentV2(v2.document as PageDocument),
    };
  },
  3: (value) => {
    const v3 = recordV3Schema.parse(value);
    return {
      ...v3,
      schemaVersion: 4,
      document: { ...migrateDocumentV3(v3.document), schemaVersion: 4 },
    };
  },
  4: (value) => {
    const v4 = recordLaterSchema(4).parse(value);
    return { ...v4, schemaVersion: 5, document: migrateDocumentV4(v4.document) };
  },
};

/** A stored record of any known version, brought to the current one and checked. */
export function migrate(record: unknown): MigrateResult<ProjectRecord> {
  const version = versionOf(record);
  if (version === null) return { ok: false, reason: 'invalid' };
  if (version > CURRENT_SCHEMA_VERSION) return { ok: false, reason: 'newer', version };
  const stepped = runSteps(record, version, recordSteps);
  if (!stepped.ok) return { ok: false, reason: 'invalid', version };
  const checked = projectRecordSchema.safeParse(stepped.value);
  if (!checked.success) return { ok: false, reason: 'invalid', version };
  rememberValidSite((checked.data as ProjectRecord).document);
  return {
    ok: true,
    value: checked.data as ProjectRecord,
    migratedFrom: version === CURRENT_SCHEMA_VERSION ? null : version,
  };
}
