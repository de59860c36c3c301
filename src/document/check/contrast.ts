import { NAMED_COLOUR_HEX } from './namedColours';

/**
 * Colours and their contrast, as WCAG 2 measures it (success criterion 1.4.3, level AA): the
 * relative luminance of sRGB colours and the ratio (L1 + 0.05) / (L2 + 0.05), from 1:1 to 21:1.
 * Reads every colour `isSafeColour` lets through (validate/safeStyles.ts): hex of 3, 4, 6 or 8
 * digits, rgb() and rgba(), the CSS named colours and `transparent`.
 */

/** A colour: channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The smallest contrast of normal text, and of large text (WCAG 2, AA). */
export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;
/** Large text: at least 18 pt (24 px), or 14 pt bold (18,67 px). */
export const LARGE_TEXT_PX = 24;
export const LARGE_BOLD_TEXT_PX = 56 / 3;

const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, a: 0 };

function fromHex(digits: string): Rgba {
  const full =
    digits.length <= 4
      ? digits
          .split('')
          .map((c) => c + c)
          .join('')
      : digits;
  const byte = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) / 255 : 1 };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A CSS colour as channels, or null when it is not one Toile accepts. rgb() channels may be
 * numbers or percentages, alpha a number or a percentage.
 */
export function parseColour(value: string): Rgba | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  if (v === 'transparent') return TRANSPARENT;
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v);
  if (hex) return fromHex(hex[1]);
  const named = NAMED_COLOUR_HEX.get(v);
  if (named) return fromHex(named.slice(1));
  const rgb = /^rgba?\(([^)]*)\)$/.exec(v);
  if (!rgb) return null;
  const parts = rgb[1].split(/\s*[,/]\s*|\s+/).filter((p) => p !== '');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const numbers = parts.map((part) => {
    const percent = part.endsWith('%');
    const n = Number(percent ? part.slice(0, -1) : part);
    return Number.isFinite(n) ? { n, percent } : null;
  });
  if (numbers.some((n) => n === null)) return null;
  const [r, g, b, a] = numbers as { n: number; percent: boolean }[];
  const channel = ({ n, percent }: { n: number; percent: boolean }) =>
    clamp(percent ? (n * 255) / 100 : n, 0, 255);
  return {
    r: channel(r),
    g: channel(g),
    b: channel(b),
    a: a === undefined ? 1 : clamp(a.percent ? a.n / 100 : a.n, 0, 1),
  };
}

/**
 * `top` painted over the opaque colour `bottom`: an opaque colour, its channels whole numbers as
 * a browser composites them (8 bits a channel).
 */
export function blend(top: Rgba, bottom: Rgba): Rgba {
  const { a } = top;
  if (a >= 1) return top;
  return {
    r: Math.round(top.r * a + bottom.r * (1 - a)),
    g: Math.round(top.g * a + bottom.g * (1 - a)),
    b: Math.round(top.b * a + bottom.b * (1 - a)),
    a: 1,
  };
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
/** `linear` of each whole channel value, computed once. */
const LINEAR = Float64Array.from({ length: 256 }, (_, i) => linear(i));
const linearOf = (channel: number) =>
  Number.isInteger(channel) && channel >= 0 && channel <= 255 ? LINEAR[channel] : linear(channel);

/** The relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linearOf(r) + 0.7152 * linearOf(g) + 0.0722 * linearOf(b);
}

/** The contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The contrast text of `fontSize` px needs: 3:1 when large, 4.5:1 otherwise. */
export function requiredContrast(fontSize: number, bold: boolean): number {
  const large = fontSize >= LARGE_TEXT_PX || (bold && fontSize >= LARGE_BOLD_TEXT_PX - 1e-9);
  return large ? AA_LARGE_TEXT : AA_NORMAL_TEXT;
}

/**
 * The ratio as shown to a person, to the hundredth: rounded, except that a ratio under the one
 * required never shows as reaching it (4,496 shows 4,49, not 4,5).
 */
export function shownRatio(ratio: number, required: number): number {
  const rounded = Math.round(ratio * 100) / 100;
  return ratio < required && rounded >= required ? Math.floor(ratio * 100) / 100 : rounded;
}

/** An opaque colour as `#RRGGBB`. */
export function toHex({ r, g, b }: Rgba): string {
  const byte = (n: number) =>
    Math.round(clamp(n, 0, 255))
      .toString(16)
      .padStart(2, '0');
  return `#${byte(r)}${byte(g)}${byte(b)}`.toUpperCase();
}
