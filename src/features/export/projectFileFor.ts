import type { PageDocument } from '../../document/types';
import { projectFileText } from '../projects/projectFile';

/**
 * The text of `projet.json` in the export zip: the projects feature's own `.toile.json` project
 * file, so an export reopens in Toile with « Importer ».
 */
export function projectFileFor(document: PageDocument, exportedAt: Date = new Date()): string {
  return projectFileText(document, { exportedAt });
}
