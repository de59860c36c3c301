import type { EditorElement, PageDocument } from '../../../document/types';
import { CURRENT_SCHEMA_VERSION, projectRecordSchema, type ProjectRecord } from './projectRecord';
import {
  documentV1Schema,
  recordV1Schema,
  type DocumentV1,
} from '../../../document/schema/schemaV1';

/**
 * Reading older formats. Each step takes a value of version N (checked by that version's schema)
 * to version N + 1; `migrate` runs the steps in order, then checks the result with the current
 * schema. A new format adds one step here and one fixture in test/fixtures/.
 */

export type MigrateResult<T> =
  | { ok: true; value: T; migratedFrom: number | null }
  | { ok: false; reason: 'newer' | 'invalid'; version?: number };

/** Version 1 kept styles flat, had no margin nor properties, and called the name `title`. */
export function migrateDocumentV1(document: DocumentV1): PageDocument {
  return {
    templateId: document.templateId,
    name: document.title,
    elements: document.elements.map(({ id, type, content, styles }): EditorElement => ({
      id,
      type,
      content,
      styles: {
        position: { x: styles.x, y: styles.y },
        size: { width: Math.max(0, styles.width), height: Math.max(0, styles.height) },
        color: styles.color,
        backgroundColor: styles.backgroundColor,
        fontSize: styles.fontSize > 0 ? styles.fontSize : 16,
        fontWeight: styles.fontWeight,
        textAlign: styles.textAlign,
        borderRadius: Math.max(0, styles.borderRadius),
        padding: Math.max(0, styles.padding),
        margin: 0,
      },
      properties: {},
    })),
  };
}

/** The schema version a stored or imported value says it has, or null. */
export function versionOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const version = (value as { schemaVersion?: unknown }).schemaVersion;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : null;
}

/** Steps on whole records: `recordSteps[N]` takes a record of version N to version N + 1. */
const recordSteps: Record<number, (value: unknown) => unknown> = {
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
};

/** Steps on bare documents (in project files and share links), same numbering. */
const documentSteps: Record<number, (value: unknown) => unknown> = {
  1: (value) => migrateDocumentV1(documentV1Schema.parse(value)),
};

function runSteps(
  value: unknown,
  version: number,
  steps: Record<number, (value: unknown) => unknown>,
): { ok: true; value: unknown } | { ok: false } {
  let current = value;
  try {
    for (let v = version; v < CURRENT_SCHEMA_VERSION; v += 1) {
      const step = steps[v];
      if (!step) return { ok: false };
      current = step(current);
    }
  } catch {
    return { ok: false };
  }
  return { ok: true, value: current };
}

/** A stored record of any known version, brought to the current one and checked. */
export function migrate(record: unknown): MigrateResult<ProjectRecord> {
  const version = versionOf(record);
  if (version === null) return { ok: false, reason: 'invalid' };
  if (version > CURRENT_SCHEMA_VERSION) return { ok: false, reason: 'newer', version };
  const stepped = runSteps(record, version, recordSteps);
  if (!stepped.ok) return { ok: false, reason: 'invalid', version };
  const checked = projectRecordSchema.safeParse(stepped.value);
  if (!checked.success) return { ok: false, reason: 'invalid', version };
  return {
    ok: true,
    value: checked.data as ProjectRecord,
    migratedFrom: version === CURRENT_SCHEMA_VERSION ? null : version,
  };
}

/** A bare document written at `version`, brought to the current one (not yet checked). */
export function migrateDocument(
  document: unknown,
  version: number,
): { ok: true; value: unknown } | { ok: false; reason: 'newer' | 'invalid' } {
  if (version > CURRENT_SCHEMA_VERSION) return { ok: false, reason: 'newer' };
  const stepped = runSteps(document, version, documentSteps);
  return stepped.ok ? stepped : { ok: false, reason: 'invalid' };
}
