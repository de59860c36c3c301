import type { SiteDocument } from '../../document/types';
import { projectFileText } from '../../document/projectFile';

/** The name of the project file in the export zip. */
export const PROJECT_FILE_IN_ZIP = 'projet.json';

/**
 * The text of `projet.json` in the export zip: the projects feature's own `.toile.json` project
 * file of the whole site, so an export reopens in Toile with « Importer ».
 */
export function projectFileFor(site: SiteDocument, exportedAt: Date = new Date()): string {
  return projectFileText(site, { exportedAt });
}
