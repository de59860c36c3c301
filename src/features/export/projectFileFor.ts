import type { PageDocument } from '../editor/model/types';

/**
 * The text of `projet.json` in the export zip: the project file that reopens in Toile by import.
 * Temporary: mirrors the projects feature's `.toile.json` format (format, schemaVersion,
 * exportedAt, document) until its serializer is committed, then calls it instead.
 */
export function projectFileFor(document: PageDocument, exportedAt: Date = new Date()): string {
  const file = {
    format: 'toile-project',
    schemaVersion: 2,
    exportedAt: exportedAt.toISOString(),
    document,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
