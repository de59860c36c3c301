import { FONTS_FOLDER } from './fontCss';
import { FONT_SUBSETS, fontFileName, fontLicenceFileName, type FontFaceKey } from './fonts';
import { compareFaces, siteFaces } from './resolveFont';

/**
 * The font files of an exported site (docs/decisions.md, « Fonts »): for each face its pages use
 * (font, weight, style: resolveFont.ts), its latin and latin-ext files, then each font's licence.
 * Names only, with where each comes from in its `@fontsource/<id>` package: the app fetches them
 * from its own assets (features/fonts), Node reads them from node_modules.
 */

/** One file of the export's `fonts/` folder. */
export interface FontFileEntry {
  /** Its path in the exported site: `fonts/inter-latin-400-normal.woff2`, `fonts/inter-LICENSE.txt`. */
  name: string;
  kind: 'font' | 'fontLicence';
  fontId: string;
  /** Its path in the package: `files/inter-latin-400-normal.woff2`, `LICENSE`. */
  source: string;
}

/** The files of `faces`, grouped by font (each font's faces, then its licence). */
export function fontFilesOf(faces: readonly FontFaceKey[]): FontFileEntry[] {
  const files: FontFileEntry[] = [];
  const sorted = [...faces].sort(compareFaces);
  sorted.forEach((face, i) => {
    for (const subset of FONT_SUBSETS) {
      const file = fontFileName(face, subset);
      files.push({
        name: `${FONTS_FOLDER}/${file}`,
        kind: 'font',
        fontId: face.fontId,
        source: `files/${file}`,
      });
    }
    if (sorted[i + 1]?.fontId !== face.fontId) {
      files.push({
        name: `${FONTS_FOLDER}/${fontLicenceFileName(face.fontId)}`,
        kind: 'fontLicence',
        fontId: face.fontId,
        source: 'LICENSE',
      });
    }
  });
  return files;
}

/** The font files the whole site needs: only the fonts, weights and styles its pages show. */
export function siteFontFiles(site: Parameters<typeof siteFaces>[0]): FontFileEntry[] {
  return fontFilesOf(siteFaces(site));
}
