import { PAGE_LINE_HEIGHT } from '../style/elementBoxStyle';

/**
 * How tall a text's box must be for its words, estimated without a browser (the section library is
 * pure): words wrapped greedily, each letter as wide as in the widest system font Toile meets
 * (DejaVu Sans) or a little wider, so a box is never too short on the canvas, which clips what
 * does not fit. On Tablette and Mobile a
 * text's height follows its words (screenStyles.ts): the estimate only matters on Ordinateur.
 */

/**
 * Widths of letters in em, by kind, regular and bold: DejaVu Sans's averages, rounded up (its
 * widest letters, `m` and `W`, on their own). Other fonts are mostly narrower.
 */
const WIDTHS = {
  regular: { narrow: 0.36, wide: 0.95, capital: 0.72, digit: 0.66, letter: 0.62, space: 0.32 },
  bold: { narrow: 0.42, wide: 1.05, capital: 0.8, digit: 0.72, letter: 0.7, space: 0.35 },
} as const;
const NARROW = new Set("iljtfrI.,;:'’!|()[]-");
const WIDE = new Set('mwMWœŒ—');

function letterWidth(letter: string, widths: (typeof WIDTHS)['regular' | 'bold']): number {
  if (NARROW.has(letter)) return widths.narrow;
  if (WIDE.has(letter)) return widths.wide;
  if (/[0-9€%]/.test(letter)) return widths.digit;
  if (letter !== letter.toLowerCase()) return widths.capital;
  return widths.letter;
}

/** How many lines `paragraph` takes in `width` em, words wrapped greedily. */
function linesOf(paragraph: string, width: number, widths: (typeof WIDTHS)['regular' | 'bold']) {
  const words = paragraph.split(/[ \u00a0\u202f]+/).filter(Boolean);
  let lines = 1;
  let used = 0;
  for (const word of words) {
    let length = 0;
    for (const letter of word) length += letterWidth(letter, widths);
    if (used > 0 && used + widths.space + length <= width) {
      used += widths.space + length;
      continue;
    }
    if (used > 0) lines += 1;
    // A word longer than a line breaks (overflow-wrap: break-word).
    while (length > width) {
      lines += 1;
      length -= width;
    }
    used = length;
  }
  return lines;
}

/** How many lines `content` takes in a box `width` px wide (inner width), at `fontSize`. */
export function lineCount(content: string, fontSize: number, width: number, bold = false): number {
  const widths = bold ? WIDTHS.bold : WIDTHS.regular;
  // A little room kept: a browser's wrapping and other fonts differ from this count.
  const em = (width * 0.97) / fontSize;
  return content.split('\n').reduce((sum, paragraph) => sum + linesOf(paragraph, em, widths), 0);
}

/**
 * The height of a text box `width` px wide showing `content` at `fontSize`, with `padding` on every
 * side, at the page's line height; rounded up to a multiple of 4.
 */
export function textHeight(
  content: string,
  fontSize: number,
  width: number,
  { bold = false, padding = 0 }: { bold?: boolean; padding?: number } = {},
): number {
  const lines = lineCount(content, fontSize, width - 2 * padding, bold);
  const height = lines * fontSize * PAGE_LINE_HEIGHT + 2 * padding + 2;
  return Math.ceil(height / 4) * 4;
}
