import {
  fittingFontSize,
  lineCount,
  ROUNDING,
  textWidth,
  type FaceWidths,
} from '../fonts/textWidth';
import { PAGE_LINE_HEIGHT } from '../style/elementBoxStyle';

/**
 * How the section library sizes a text's box from its words, measured in the font it is drawn
 * in (document/fonts/textWidth.ts: the advance widths of the font's own files): a word longer
 * than the box makes the text smaller, never breaks; the box is as tall as the lines its words
 * wrap to. On Tablette and Mobile a text's height follows its words (layout/screenStyles.ts).
 */

/** The font size, at most `size`, at which every word of `content` fits `width` px. */
export function fittedSize(content: string, face: FaceWidths, size: number, width: number) {
  return fittingFontSize(content, face, size, width / ROUNDING);
}

/** The font size, at most `size`, at which the whole of `content` fits one line `width` px wide. */
export function oneLineSize(content: string, face: FaceWidths, size: number, width: number) {
  const length = textWidth(content.replace(/\n/g, ' '), face);
  if (length * size * ROUNDING <= width) return size;
  return Math.max(1, Math.floor(width / ROUNDING / length));
}

/**
 * The height of a text box `width` px wide showing `content` at `size` px, with `padding` on
 * every side, at the page's line height; rounded up to a multiple of 4.
 */
export function textHeight(
  content: string,
  face: FaceWidths,
  size: number,
  width: number,
  padding = 0,
): number {
  const lines = lineCount(content, face, size, (width - 2 * padding) / ROUNDING);
  const height = lines * size * PAGE_LINE_HEIGHT + 2 * padding + 2;
  return Math.ceil(height / 4) * 4;
}
