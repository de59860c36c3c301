/**
 * How wide a text is in a font, measured without a browser from the advance widths of the font's
 * own files (build/fontWidths.mjs writes them to widths/: the thirteen fonts of the registry, and
 * the system font as the wider of DejaVu Sans and Liberation Sans, character by character), so it
 * works alike in Node, in a worker and in a page. Kerning is left out, and widths are rounded up:
 * a measure is never narrower than the browser's drawing, a little wider at most (1 to 2 %).
 *
 * Lines break as browsers break them (white-space: pre-wrap, overflow-wrap: normal): at spaces
 * (not no-break ones: « 3 h » with U+00A0, « 20 % » with U+202F stay together), after a hyphen
 * (« Rendez- » / « vous »), at line feeds; never inside a word.
 */

/** The advance widths of one face of a font (a weight of it), in ems, by character. */
export type FaceWidths = ReadonlyMap<string, number>;

/** A font's two measured faces: Toile draws text regular (300 and 400) or bold (700). */
export interface FontWidths {
  regular: FaceWidths;
  bold: FaceWidths;
}

/** The width of a character the tables do not hold: wider than any they hold (1.25 em). */
export const UNKNOWN_CHARACTER_WIDTH = 1.25;

/**
 * Room kept for the browser's rounding: Chromium draws a word up to 0.5 % wider than the sum of
 * its advances (measured for the thirteen fonts and the system font, regular and bold, 16 to
 * 48 px). Whoever fits words to a box divides its width by it.
 */
export const ROUNDING = 1.01;

const COMBINING = /\p{M}/u;

/** The width of `text` in ems, summed character by character. */
function measured(text: string, face: FaceWidths): number {
  let width = 0;
  for (const char of text.normalize('NFC')) {
    const known = face.get(char);
    if (known !== undefined) width += known;
    else if (!COMBINING.test(char)) width += UNKNOWN_CHARACTER_WIDTH;
  }
  return width;
}

/**
 * Measures remembered, by face and text: a site's texts repeat their words (a theme measures every
 * text of 50 pages at once). Forgotten whole past MEMO_LIMIT texts of a face, which a long session
 * of typing could otherwise grow without end.
 */
type Memo = WeakMap<FaceWidths, Map<string, number>>;
const MEMO_LIMIT = 50_000;
const widthMemo: Memo = new WeakMap();
const longestMemo: Memo = new WeakMap();

function remembered(memo: Memo, face: FaceWidths, text: string, measure: () => number): number {
  let known = memo.get(face);
  if (!known) memo.set(face, (known = new Map()));
  let value = known.get(text);
  if (value === undefined) {
    if (known.size >= MEMO_LIMIT) known.clear();
    value = measure();
    known.set(text, value);
  }
  return value;
}

/** The width of `text` in ems: the sum of its characters' advances (combining marks add none). */
export function textWidth(text: string, face: FaceWidths): number {
  return remembered(widthMemo, face, text, () => measured(text, face));
}

/** Spaces a line may break at (tabs too); U+00A0, U+202F and U+2007 hold words together. */
const BREAKING_SPACE = /[ \t\u2000-\u2006\u2008-\u200a]+/;

/**
 * The pieces of a line that never break inside: its words, a word with a hyphen cut after the
 * hyphen when a letter follows (« Rendez- », « vous »; U+2011, the no-break hyphen, holds).
 */
export function unbreakablePieces(line: string): string[] {
  return line.split(BREAKING_SPACE).filter(Boolean).flatMap(wordPieces);
}

/** A hyphen a line may break after: one a letter follows. */
const BREAK_AFTER_HYPHEN = /(?<=[-\u2010](?=\p{L}))/u;

/** The pieces of one word (no breaking space in it): itself, or cut after its hyphens. */
function wordPieces(word: string): string[] {
  return word.includes('-') || word.includes('\u2010') ? word.split(BREAK_AFTER_HYPHEN) : [word];
}

/** The pieces of `text` that never break inside (unbreakablePieces), each with its width in ems. */
export function wordWidths(text: string, face: FaceWidths): { word: string; width: number }[] {
  return text
    .split('\n')
    .flatMap(unbreakablePieces)
    .map((word) => ({ word, width: textWidth(word, face) }));
}

/** The widest piece of `text` that never breaks inside (unbreakablePieces), in ems. */
export function longestWordWidth(text: string, face: FaceWidths): number {
  return remembered(longestMemo, face, text, () =>
    wordWidths(text, face).reduce((widest, { width }) => Math.max(widest, width), 0),
  );
}

/**
 * How many lines `text` takes in a box `width` px wide at `fontSize` px, wrapped as a browser
 * wraps it (greedily, at spaces and after hyphens, a line feed starting a line). A piece wider
 * than the box takes a line of its own.
 */
export function lineCount(text: string, face: FaceWidths, fontSize: number, width: number) {
  // A sum of widths may differ from the box's width in its last digits only: not a line more.
  const room = width / fontSize + 1e-9;
  const space = textWidth(' ', face);
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    lines += 1;
    let used = 0;
    // Pieces of one word follow each other with no space between.
    for (const word of paragraph.split(BREAKING_SPACE)) {
      if (word === '') continue;
      const pieces = wordPieces(word);
      for (let i = 0; i < pieces.length; i++) {
        const length = textWidth(pieces[i], face);
        const gap = i === 0 && used > 0 ? space : 0;
        if (used > 0 && used + gap + length > room) {
          lines += 1;
          used = length;
        } else {
          used += gap + length;
        }
      }
    }
  }
  return lines;
}

/**
 * The largest font size, at most `fontSize` and in whole pixels, at which every word of `text`
 * fits in `width` px: `fontSize` itself unless a word is too long for the box.
 */
export function fittingFontSize(
  text: string,
  face: FaceWidths,
  fontSize: number,
  width: number,
): number {
  const longest = longestWordWidth(text, face);
  if (longest * fontSize <= width) return fontSize;
  return Math.max(1, Math.floor(width / longest));
}
