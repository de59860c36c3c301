import type { FontWidths } from '../fonts/textWidth';
import type { EditorElement } from '../types';
import type { SampleCollection } from '../collections/samples';

/**
 * The colours a section is drawn in: the same six as a template's palette
 * (features/templates/types.ts, TemplatePalette), so a template's palette is a section's theme.
 * `primary` is dark enough for white text on it; `text` is near black; `background` near white;
 * `surface` a light tint of the primary; `muted` a quiet text colour readable on both.
 */
export interface SectionPalette {
  primary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
}

/**
 * Fonts of the section's texts: `heading` for its titles, `body` for the rest. Without them the
 * texts carry no font of their own and follow the site's « Police des titres » and « Police du
 * texte » (document/fonts/resolveFont.ts): usually what a person wants.
 */
export interface SectionFonts {
  heading?: string;
  body?: string;
}

export interface SectionTheme {
  palette: SectionPalette;
  fonts?: SectionFonts;
  /**
   * The measured widths (document/fonts/textWidth.ts) of the fonts the texts are drawn in, which
   * size their boxes: the site's heading and text fonts (`fonts`' when given). Without them, the
   * system font's, a new site's.
   */
  widths?: { heading: FontWidths; body: FontWidths };
  /**
   * The names a header's « Menu » lists (the site's pages): its menu is made as wide as they need
   * on one line, at a smaller size if it must. Without them, the menu keeps its room.
   */
  menu?: readonly string[];
}

/** A section made: its elements in paint order (each holder before what it holds), its height. */
export interface BuiltSection {
  elements: EditorElement[];
  height: number;
  /**
   * The collections its lists show, as it made them (collections/samples.ts): placed in the site
   * when the section is (`placeSamples`).
   */
  samples?: SampleCollection[];
}

/** An element id maker (`makeElementId` in the editor; a counter in tests). */
export type MakeId = () => string;
