import type { EditorElement } from '../types';

/**
 * The widest word of an element's text at `fontSize` px, in px (with the browser's rounding
 * kept, textWidth.ts): the narrowest its box can be without a word overflowing it. The renderer
 * (render/renderPage.ts, layout/screenStyles.ts; made by wordMeasure.ts, given by whoever renders) makes a text smaller where its box is narrower.
 */
export type WordMeasure = (element: EditorElement, fontSize: number) => number;

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
