import { strToU8, zipSync } from 'fflate';
import type { PageDocument } from '../../document/types';
import { fr } from '../../i18n/fr';
import { projectFileFor } from './projectFileFor';
import { renderStandalone } from '../../document/render/renderPage';

/** The three files of an export, by name, in the order they sit in the zip. */
export const EXPORT_FILES = ['index.html', 'styles.css', 'projet.json'] as const;

// Control characters too (\p{Cc}), which no file system wants in a name.
const FORBIDDEN_IN_FILE_NAMES = /[\\/:*?"<>|\p{Cc}]+/gu;

/**
 * « <project name>.zip »: the name as the person wrote it (accents and spaces kept), without the
 * characters file systems refuse, and never empty nor a hidden file.
 */
export function zipFileName(projectName: string, fallback: string = fr.export.untitled): string {
  const name = String(projectName)
    .replace(FORBIDDEN_IN_FILE_NAMES, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 100)
    .trim();
  return `${name || fallback}.zip`;
}

/**
 * The zip of the page: index.html, styles.css and projet.json. `exportedAt` dates projet.json and
 * the zip entries (given in tests, so the bytes are reproducible).
 */
export function buildExportZip(document: PageDocument, exportedAt: Date = new Date()): Uint8Array {
  const { html, css } = renderStandalone(document);
  const mtime = exportedAt;
  return zipSync(
    {
      'index.html': [strToU8(html), { mtime }],
      'styles.css': [strToU8(css), { mtime }],
      'projet.json': [strToU8(projectFileFor(document, exportedAt)), { mtime }],
    },
    { level: 6 },
  );
}
