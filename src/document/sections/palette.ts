import type { SectionPalette } from './types';

/**
 * The colours of sections on a site that has none of its own (a page begun blank): warm, a
 * terracotta primary on which white text reads (contrast above 7:1), a cream background.
 * A site made from a template uses the template's palette instead (the « Sections » panel).
 */
export const DEFAULT_SECTION_PALETTE: SectionPalette = {
  primary: '#9A3412',
  accent: '#F2A541',
  background: '#FFFCF7',
  surface: '#FBEFE3',
  text: '#2B1D14',
  muted: '#6B5344',
};
