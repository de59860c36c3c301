import type { SiteDocument } from '../../document/types';
import { downloadFile } from '../../common/download';
import { PROJECT_FILE_MIME, projectFileName, projectFileText } from '../../document/projectFile';

/** « Télécharger une copie »: the page as a `.toile.json` file, which « Importer » reopens. */
export function downloadProjectCopy(document: SiteDocument): void {
  downloadFile(projectFileText(document), projectFileName(document.name), PROJECT_FILE_MIME);
}
