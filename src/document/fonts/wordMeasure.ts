import type { SiteTheme } from '../types';
import type { WordMeasure } from './fitWords';
import { elementFontId } from './resolveFont';
import { ROUNDING, wordWidths, type FontWidths } from './textWidth';
import { safeLetterSpacing } from './typography';

/**
 * The word measure of a site of `theme`, whose fonts' widths `widthsOf` gives (fontWidths.ts's
 * `fontWidths`, passed in by whoever renders, so that the tables load only with them). Texts and
 * buttons are measured; any other element has no words to fit (0).
 */
export function wordMeasure(
  theme: SiteTheme | undefined,
  widthsOf: (fontId: string) => FontWidths,
): WordMeasure {
  const measured = new Map<string, { width: number; letters: number }[]>();
  return (element, fontSize) => {
    if (element.type !== 'text' && element.type !== 'button') return 0;
    if (typeof element.content !== 'string' || element.content.trim() === '') return 0;
    const fontId = elementFontId(element, theme);
    const bold = element.styles?.fontWeight === 'bold';
    // « Majuscules »: the capitals are what shows, and what takes room.
    const text =
      element.properties?.uppercase === true
        ? element.content.toLocaleUpperCase('fr')
        : element.content;
    const key = `${fontId}|${bold ? 1 : 0}|${text}`;
    let words = measured.get(key);
    if (words === undefined) {
      const font = widthsOf(fontId);
      words = wordWidths(text, bold ? font.bold : font.regular).map((w) => ({
        width: w.width,
        letters: [...w.word].length,
      }));
      measured.set(key, words);
    }
    // « Espacement des lettres » (px) comes after each letter.
    const spacing = Math.max(0, safeLetterSpacing(element.properties?.letterSpacing) ?? 0);
    let widest = 0;
    for (const { width, letters } of words) {
      widest = Math.max(widest, width * fontSize * ROUNDING + spacing * letters);
    }
    return widest;
  };
}
