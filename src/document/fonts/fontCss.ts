import {
  findFont,
  FONT_SUBSETS,
  fontFileName,
  metricOverrides,
  subsetRange,
  type FontFaceKey,
} from './fonts';

/**
 * The `@font-face` rules of a page's faces, one per face and subset, with `font-display: swap`
 * (the text shows at once in the fallback font, then in its own). `url` gives a file's address:
 * `fonts/<file>` in the exported site (its stylesheets sit beside the `fonts/` folder), the app's
 * own asset address in the preview's and the miniatures' `srcdoc`.
 */

/** Where the export puts the font files, relative to the pages and their stylesheets. */
export const FONTS_FOLDER = 'fonts';

/** The exported site's address of a font file: `fonts/inter-latin-400-normal.woff2`. */
export const exportedFontUrl = (file: string): string => `${FONTS_FOLDER}/${file}`;

/** A URL inside `url("…")`: the characters CSS strings cannot hold raw are escaped. */
const cssUrl = (url: string) =>
  `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;

/** The `@font-face` rules of `faces` (unknown fonts skipped), joined by blank lines. */
export function fontFaceRules(
  faces: readonly FontFaceKey[],
  url: (file: string) => string = exportedFontUrl,
): string {
  const rules: string[] = [];
  for (const face of faces) {
    const font = findFont(face.fontId);
    if (!font) continue;
    const metrics = metricOverrides(font);
    const overrides = metrics
      ? [
          `  ascent-override: ${metrics.ascent};`,
          `  descent-override: ${metrics.descent};`,
          `  line-gap-override: ${metrics.lineGap};`,
        ]
      : [];
    for (const subset of FONT_SUBSETS) {
      rules.push(
        [
          '@font-face {',
          `  font-family: "${font.family}";`,
          `  font-style: ${face.style};`,
          `  font-weight: ${face.weight};`,
          '  font-display: swap;',
          `  src: ${cssUrl(url(fontFileName(face, subset)))} format("woff2");`,
          `  unicode-range: ${subsetRange(font, subset)};`,
          ...overrides,
          '}',
        ].join('\n'),
      );
    }
  }
  return rules.join('\n\n');
}
