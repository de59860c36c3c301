import type { SiteTheme } from '../types';
import type { WordMeasure } from './fitWords';
import { findFont } from './fonts';
import { SYSTEM_FONT_WIDTHS } from './systemWidths';
import type { FontWidths } from './textWidth';
import { fontWidthsFromTable } from './widthTables';
import { WEB_FONT_TABLE, WEB_FONT_TABLE_IDS } from './widths/webFonts';
import { wordMeasure } from './wordMeasure';

/**
 * The measured widths (textWidth.ts) of every font a text can be drawn in: the registry's
 * thirteen (fonts.ts) and the system font. A separate module: its tables (about 5 KB gzipped) go
 * only where texts are measured in any font (the generator, the export).
 */

const WEB_FONTS = new Map<string, FontWidths>(
  WEB_FONT_TABLE_IDS.map((id, i) => [id, fontWidthsFromTable(WEB_FONT_TABLE, 2 * i)]),
);

/** The widths of the font `fontId` (a registry id), the system font's for any other value. */
export function fontWidths(fontId: string | undefined): FontWidths {
  const font = findFont(fontId);
  return (font && WEB_FONTS.get(font.id)) ?? SYSTEM_FONT_WIDTHS;
}

/** The word measure of a site of `theme`, in its fonts (render/renderPage.ts, `wordMeasure`). */
export function siteWordMeasure(theme: SiteTheme | undefined): WordMeasure {
  return wordMeasure(theme, fontWidths);
}
