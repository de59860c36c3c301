import type { SiteDocument } from '../../../document/types';
import {
  PROJECT_FILE_MIME,
  projectFileName,
  projectFileParts,
} from '../../../document/projectFileFormat';
import { picturesToCarry } from '../carriedPictures';
import type { ProjectFileHandle } from './fileLinks';

/** The project file of `document`, with the pictures this browser holds; `missing` counts the others. */
export async function projectFileBlob(
  document: SiteDocument,
): Promise<{ blob: Blob; fileName: string; missing: number }> {
  const { assets, missing } = await picturesToCarry(document);
  return {
    blob: new Blob(projectFileParts(document, { assets }), { type: PROJECT_FILE_MIME }),
    fileName: projectFileName(document.name),
    missing: missing.length,
  };
}

/**
 * Writes `blob` to the chosen file, never half: the browser writes into a temporary file and
 * puts it in the file's place only when `close()` succeeds; a failure aborts and leaves the file
 * as it was.
 */
export async function writeToHandle(handle: ProjectFileHandle, blob: Blob): Promise<void> {
  const writable = await handle.createWritable();
  try {
    await writable.write(blob);
  } catch (error) {
    await writable.abort?.().catch(() => undefined);
    throw error;
  }
  await writable.close();
}
