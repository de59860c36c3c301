import { fr } from '../../i18n/fr';

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
