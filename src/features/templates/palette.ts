import type { Category, TemplatePalette } from './types';

/** Each category's hue: its colours in the library and on its pages. */
export const CATEGORY_HUES: Record<Category, number> = {
  business: 221,
  portfolio: 262,
  landing: 172,
  blog: 22,
  ecommerce: 332,
  medical: 199,
  education: 146,
};

/** How each of a category's 7 variants moves away from the category's hue. */
const HUE_SHIFTS = [0, -14, 14, -26, 26, -8, 8];
const SATURATION_SHIFTS = [0, 8, -10, 4, -4, 12, -14];

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

/** hsl(h, s%, l%) as #RRGGBB (upper case, the editor's colour format). */
export function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}

/**
 * The colours of the `variant`-th template of a category (0 to 6): the category's hue, moved a
 * little per variant. Primary is dark enough for white text on it; text is near black.
 */
export function categoryPalette(category: Category, variant: number): TemplatePalette {
  const v = ((variant % 7) + 7) % 7;
  const hue = CATEGORY_HUES[category] + HUE_SHIFTS[v];
  const sat = 68 + SATURATION_SHIFTS[v];
  const surface = hslToHex(hue, 60, 95);
  // Greens and cyans are light at the same lightness: darken until white text reads on them.
  let lightness = 38;
  let primary = hslToHex(hue, sat, lightness);
  while (
    lightness > 18 &&
    Math.min(contrastRatio('#FFFFFF', primary), contrastRatio(primary, surface)) < 4.6
  ) {
    lightness -= 1;
    primary = hslToHex(hue, sat, lightness);
  }
  return {
    primary,
    accent: hslToHex(hue + 38, sat + 10, 58),
    background: hslToHex(hue, 40, 99),
    surface,
    text: hslToHex(hue, 38, 14),
    muted: hslToHex(hue, 16, 36),
  };
}

/** WCAG relative luminance of #RRGGBB. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #RRGGBB colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
