import type { FaceWidths, FontWidths } from './textWidth';
import { MEASURED_CHARACTERS } from './widths/chars';

/**
 * The tables of widths/ (build/fontWidths.mjs) read as faces (textWidth.ts). Apart from the
 * measure itself, so that code that only measures with widths it is given (the renderer) does
 * not carry the characters' list.
 */

/** The unit of the tables: 1/500 em. */
const UNIT = 500;

/**
 * The faces in columns `column` (regular) and `column + 1` (bold) of a table of widths/, whose
 * rows are MEASURED_CHARACTERS in order. Decoded on first use.
 */
export function fontWidthsFromTable(
  table: readonly (readonly number[])[],
  column: number,
): FontWidths {
  const face = (c: number) => {
    const widths = new Map<string, number>();
    [...MEASURED_CHARACTERS].forEach((char, row) => widths.set(char, table[row][c] / UNIT));
    return widths;
  };
  let regular: FaceWidths | undefined;
  let bold: FaceWidths | undefined;
  return {
    get regular() {
      return (regular ??= face(column));
    },
    get bold() {
      return (bold ??= face(column + 1));
    },
  };
}
