/**
 * The section library (docs/decisions.md, « Sections »): ready-made parts of a page, pure
 * functions from a theme and content to elements. Loaded on demand by the editor's « Sections »
 * panel, never in the start-up bundle.
 */
export {
  buildSection,
  isSectionId,
  kindName,
  SECTION_KINDS,
  SECTIONS,
  type KindOf,
  type SectionId,
  type SectionInfo,
  type SectionKind,
} from './catalogue';
export { DEFAULT_CONTENT, type SectionContents } from './content';
export { DEFAULT_SECTION_PALETTE } from './palette';
export type { BuiltSection, MakeId, SectionFonts, SectionPalette, SectionTheme } from './types';
