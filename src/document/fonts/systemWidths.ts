import type { FontWidths } from './textWidth';
import { fontWidthsFromTable } from './widthTables';
import { SYSTEM_FONT_TABLE } from './widths/system';

/**
 * The system font's widths (`system-ui` and the rest of its stack: fonts.ts, SYSTEM_FONT_STACK),
 * which no file of Toile's holds: the reader's own font, measured as the wider of DejaVu Sans and
 * Liberation Sans (Arial's widths) for each character, wider than the system fonts of Windows,
 * macOS and Android. Apart from the web fonts' (fontWidths.ts), for code that draws in the
 * system font only (the templates, generated in a worker).
 */
export const SYSTEM_FONT_WIDTHS: FontWidths = fontWidthsFromTable(SYSTEM_FONT_TABLE, 0);
