/**
 * The bounds of « Interligne » and « Espacement des lettres » (docs/decisions.md, « Fonts »).
 * A saved file may hold anything within the wide bounds (documentSchema.ts); the editor's fields
 * take the narrower ones, where text stays readable. The renderer lets through only numbers
 * within the wide bounds, rounded (nothing else reaches the CSS).
 */

/** Unitless line height: the schema's bounds, and the editor's. */
export const LINE_HEIGHT = { min: 0.5, max: 5, editorMin: 1, editorMax: 3, step: 0.1 } as const;
/** Letter spacing in CSS pixels: the schema's bounds, and the editor's. */
export const LETTER_SPACING = {
  min: -20,
  max: 100,
  editorMin: -5,
  editorMax: 20,
  step: 0.1,
} as const;

/** Hundredths are plenty for a line height or a spacing, and keep the CSS short. */
export const roundTypography = (value: number): number => Math.round(value * 100) / 100;

/** A line height the page may use, rounded, or null (absent, not a number, out of bounds). */
export function safeLineHeight(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value < LINE_HEIGHT.min || value > LINE_HEIGHT.max) return null;
  return roundTypography(value);
}

/** A letter spacing (px) the page may use, rounded, or null (absent, not a number, out of bounds). */
export function safeLetterSpacing(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value < LETTER_SPACING.min || value > LETTER_SPACING.max) return null;
  return roundTypography(value);
}

/**
 * A decimal number as a person types it in French (« 1,5 », « -0,5 », « 2 ») or with a point;
 * null when it is not one.
 */
export function parseDecimal(text: string): number | null {
  const clean = String(text).trim().replace(/\s+/g, '').replace(/^[−–]/, '-').replace(',', '.');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(clean)) return null;
  const value = Number(clean);
  return Number.isFinite(value) ? value : null;
}
