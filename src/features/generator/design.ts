import { paletteColors } from '../../document/siteStyles/designStyles';
import type { TextScale, Theme } from '../../document/siteStyles/siteStyles';
import { fr } from '../../i18n/fr';
import { CATEGORY_HUES, contrastRatio, hslToHex } from '../templates/build';
import type { Category, TemplatePalette } from '../templates/types';
import type { Tone } from './understand/style';

/**
 * The look of a generated site: its colours from the tone and the colours asked for (or the
 * activity's hue), its two fonts from the tone. Three proposals, three looks: the same tone, the
 * asked colour kept, the hue or the font pairing moved. Primary is always dark enough for white
 * text on it and readable on the surface tint (WCAG AA, 4.6:1).
 */

/** The tone of an activity's site when the description asks none. */
export const DEFAULT_TONES: Record<Category, Tone> = {
  business: 'sobre',
  portfolio: 'elegant',
  landing: 'audacieux',
  blog: 'chaleureux',
  ecommerce: 'chaleureux',
  medical: 'sobre',
  education: 'chaleureux',
};

/** Heading and body fonts (document/fonts ids), three pairings per tone. */
export const TONE_FONTS: Record<Tone, [heading: string, body: string][]> = {
  sobre: [
    ['inter', 'inter'],
    ['work-sans', 'work-sans'],
    ['dm-sans', 'source-serif-4'],
  ],
  chaleureux: [
    ['lora', 'nunito'],
    ['fraunces', 'dm-sans'],
    ['merriweather', 'work-sans'],
  ],
  audacieux: [
    ['space-grotesk', 'inter'],
    ['montserrat', 'dm-sans'],
    ['poppins', 'work-sans'],
  ],
  elegant: [
    ['playfair-display', 'raleway'],
    ['fraunces', 'lora'],
    ['source-serif-4', 'raleway'],
  ],
};

/** How each tone colours: saturation of the primary, and the lightness of the page's background. */
const TONE_COLOUR: Record<Tone, { sat: number; background: number; surface: number }> = {
  sobre: { sat: 42, background: 99, surface: 96 },
  chaleureux: { sat: 58, background: 98, surface: 94 },
  audacieux: { sat: 82, background: 99, surface: 93 },
  elegant: { sat: 34, background: 98, surface: 95 },
};

/** Each proposal's hue shift when no colour was asked for. */
const HUE_SHIFTS = [0, 28, -32];

export function hexToHsl(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r
      ? ((g - b) / d + (g < b ? 6 : 0)) * 60
      : max === g
        ? ((b - r) / d + 2) * 60
        : ((r - g) / d + 4) * 60;
  return [h, s * 100, l * 100];
}

/** The palette of proposal `k` (0 to 2). */
export function palette(
  tone: Tone,
  category: Category,
  colours: readonly string[],
  k: number,
): TemplatePalette {
  const look = TONE_COLOUR[tone];
  let hue: number;
  let sat: number;
  if (colours.length > 0) {
    [hue, sat] = hexToHsl(colours[0]);
    // A grey, black or white asked for keeps its lack of colour.
    sat = sat < 12 ? sat : Math.max(sat, look.sat - 10);
  } else {
    hue = CATEGORY_HUES[category] + HUE_SHIFTS[k % HUE_SHIFTS.length];
    sat = look.sat;
  }
  const surface = hslToHex(hue, Math.min(sat, 60), look.surface);
  const background = hslToHex(hue, Math.min(sat, 30), look.background);
  let lightness = colours.length > 0 ? Math.min(hexToHsl(colours[0])[2], 42) : 38 - k * 3;
  let primary = hslToHex(hue, sat, lightness);
  while (
    lightness > 12 &&
    Math.min(contrastRatio('#FFFFFF', primary), contrastRatio(primary, surface)) < 4.6
  ) {
    lightness -= 1;
    primary = hslToHex(hue, sat, lightness);
  }
  const accentHue = colours.length > 1 ? hexToHsl(colours[1])[0] : hue + [38, -40, 160][k % 3];
  const accentSat = colours.length > 1 ? hexToHsl(colours[1])[1] : sat + 10;
  return {
    primary,
    accent: hslToHex(accentHue, accentSat, 58),
    background,
    surface,
    text: hslToHex(hue, Math.min(sat, 38), 14),
    muted: hslToHex(hue, Math.min(sat, 16), 36),
  };
}

/** The fonts of proposal `k`. */
export function fonts(tone: Tone, k: number): { headingFont: string; bodyFont: string } {
  const [headingFont, bodyFont] = TONE_FONTS[tone][k % 3];
  return { headingFont, bodyFont };
}

/**
 * The text scale of a generated site: the sections' paragraph (17 px) and the ratio that puts
 * their largest title, 52 px, five steps above it. The sections' own sizes (document/sections,
 * TYPE) are kept on the site: its texts are measured and fitted in them.
 */
export const PROPOSAL_SCALE: TextScale = { base: 17, ratio: 1.25 };

/**
 * Proposal k's look as a theme (« Thèmes »): its palette's colours for the roles
 * (paletteColors: « Secondaire » the dark footers'), its two fonts, the sections' scale. The
 * proposal's site is drawn in it and follows it, so another theme restyles it later.
 */
export function proposalTheme(
  colours: TemplatePalette,
  font: ReturnType<typeof fonts>,
  k: number,
): Theme {
  return {
    id: `proposition-${k + 1}`,
    name: fr.generator.proposal(k + 1),
    colors: paletteColors(colours),
    fonts: { heading: font.headingFont, body: font.bodyFont },
    scale: PROPOSAL_SCALE,
  };
}
