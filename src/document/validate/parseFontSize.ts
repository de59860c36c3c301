/** The font size of a new element, and the one a person gets when what they typed is unusable. */
export const DEFAULT_FONT_SIZE = 16;

/**
 * The font size field (spec section 5): an integer number of pixels; anything else, zero or a
 * negative size falls back to 16.
 */
export function parseFontSize(input: string | number): number {
  const value = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input.trim(), 10);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_FONT_SIZE;
}
