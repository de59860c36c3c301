import type { EditorElement, SiteTheme } from '../types';
import { elementFontId } from './resolveFont';
import { ROUNDING, wordWidths, type FontWidths } from './textWidth';
import { safeLetterSpacing } from './typography';

/**
 * The widest word of an element's text at `fontSize` px, in px (with the browser's rounding
 * kept, textWidth.ts): the narrowest its box can be without a word overflowing it. The renderer
 * (render/renderPage.ts, layout/screenStyles.ts) makes a text smaller where its box is narrower.
 */
export type WordMeasure = (element: EditorElement, fontSize: number) => number;

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
    const key = `${fontId}|${bold ? 1 : 0}|${element.content}`;
    let words = measured.get(key);
    if (words === undefined) {
      const font = widthsOf(fontId);
      words = wordWidths(element.content, bold ? font.bold : font.regular).map((w) => ({
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

/**
 * The font size, at most `fontSize`, at which `element`'s widest word fits `width` px: smaller
 * only when a word is too long for the box.
 */
export function fittedFontSize(
  measure: WordMeasure,
  element: EditorElement,
  fontSize: number,
  width: number,
): number {
  const widest = measure(element, fontSize);
  if (widest <= width || widest <= 0) return fontSize;
  let size = Math.max(1, Math.floor((fontSize * Math.max(0, width)) / widest));
  // Letter spacing does not shrink with the letters.
  while (size > 1 && measure(element, size) > width) size -= 1;
  return size;
}
