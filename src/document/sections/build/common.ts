import { CONTENT_WIDTH, SIDE, TYPE, type SectionDraft } from '../draw';

/** The width of a centred introduction under a section's title. */
export const INTRO_WIDTH = 720;
/** Room between a section's title block and what follows. */
export const AFTER_HEADING = 48;

/**
 * A section's title (Titre 2) and its introduction, centred across the content column or on the
 * left of a column `width` wide from `x`; returns the bottom edge. `dark`: on the primary colour.
 */
export function heading(
  d: SectionDraft,
  title: string,
  intro: string,
  y: number,
  {
    align = 'center',
    x = SIDE,
    width = CONTENT_WIDTH,
    dark = false,
  }: { align?: 'center' | 'left'; x?: number; width?: number; dark?: boolean } = {},
): number {
  const p = d.palette;
  let bottom = d.text(title, x, y, width, {
    level: 'h2',
    align,
    color: dark ? '#FFFFFF' : p.text,
  });
  if (intro) {
    const introWidth = Math.min(INTRO_WIDTH, width);
    const introX = align === 'center' ? x + (width - introWidth) / 2 : x;
    bottom = d.text(intro, introX, bottom + 12, introWidth, {
      size: TYPE.lead,
      align,
      color: dark ? p.surface : p.muted,
    });
  }
  return bottom;
}

/** « 01 », « 02 »…: a card's number on its badge. */
export const ordinal = (index: number) => String(index + 1).padStart(2, '0');
