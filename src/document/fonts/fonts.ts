import { FONT_WEIGHT_CSS } from '../types';

/**
 * The fonts a person can choose (docs/decisions.md, « Fonts »): thirteen open-licence families
 * (SIL Open Font License 1.1) self-hosted from the `@fontsource/<id>` packages, in their latin and
 * latin-ext subsets, in the three weights Toile uses (FONT_WEIGHT_CSS: 300, 400, 700) and their
 * italics. Pure: names, CSS and file names only; the files themselves are the app's assets
 * (features/fonts) or the export's `fonts/` folder.
 */

/** The reader's own system font: what Toile's pages used before fonts could be chosen. */
export const SYSTEM_FONT_ID = 'system';
/** The CSS stack of the system font (elementBoxStyle.ts, PAGE_FONT_FAMILY). */
export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const FONT_CATEGORIES = ['sans-serif', 'serif', 'display'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

/** What the browser shows while a font loads, or if it never does: the same kind of letters. */
const FALLBACKS: Record<FontCategory, string> = {
  'sans-serif': 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", serif',
  display: 'Georgia, Cambria, "Times New Roman", serif',
};

/** The subsets Toile ships: every French and Western European letter, and Central Europe's. */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

/** The weights of the files Toile uses (light, normal, bold). */
export type FontFileWeight = 300 | 400 | 700;
export type FontFileStyle = 'normal' | 'italic';

/**
 * The characters of each subset, as the packages' own CSS declares them (`unicode-range`; the
 * browser downloads a subset only when the page shows one of its characters). The test
 * test/unit/document/fonts/registry.test.ts reads them back from each package's unicode.json.
 */
export const SUBSET_RANGES: Record<FontSubset, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

export interface FontDefinition {
  /** The `@fontsource` package's name, and the font's id in documents: `playfair-display`. */
  id: string;
  /** Its name in the editor (a proper name, the same in French). */
  name: string;
  /** Its CSS family name, as the `@font-face` rules declare it. */
  family: string;
  category: FontCategory;
  /** Which of Toile's weights the package has (Lora and Playfair Display start at 400). */
  weights: readonly FontFileWeight[];
  /** Whether it has italics (Space Grotesk has none: the browser slants its upright letters). */
  italic: boolean;
  /** Subsets whose characters differ from SUBSET_RANGES' (a package with a few more symbols). */
  ranges?: Partial<Record<FontSubset, string>>;
  /**
   * The vertical metrics of its regular face, in ems (its `hhea` table, which its OS/2 table
   * matches; test/unit/document/fonts/registry.test.ts reads them back from the package's files): where a line's
   * letters reach above and below their baseline, and the gap it adds between lines.
   */
  metrics: { ascent: number; descent: number; lineGap: number };
}

const ALL: readonly FontFileWeight[] = [300, 400, 700];
const FROM_400: readonly FontFileWeight[] = [400, 700];

/** The fonts, in the order the pickers list them. */
export const FONTS: readonly FontDefinition[] = [
  {
    id: 'inter',
    name: 'Inter',
    family: 'Inter',
    category: 'sans-serif',
    weights: ALL,
    italic: true,
    metrics: { ascent: 0.969, descent: 0.241, lineGap: 0 },
  },
  {
    id: 'dm-sans',
    name: 'DM Sans',
    family: 'DM Sans',
    category: 'sans-serif',
    weights: ALL,
    italic: true,
    metrics: { ascent: 0.992, descent: 0.31, lineGap: 0 },
  },
  {
    id: 'montserrat',
    name: 'Montserrat',
    family: 'Montserrat',
    category: 'sans-serif',
    weights: ALL,
    italic: true,
    metrics: { ascent: 0.968, descent: 0.251, lineGap: 0 },
  },
  {
    id: 'poppins',
    name: 'Poppins',
    family: 'Poppins',
    category: 'sans-serif',
    weights: ALL,
    italic: true,
    metrics: { ascent: 1.05, descent: 0.35, lineGap: 0.1 },
  },
  {
    id: 'raleway',
    name: 'Raleway',
    family: 'Raleway',
    category: 'sans-serif',
    weights: ALL,
    italic: true,
    metrics: { ascent: 0.94, descent: 0.234, lineGap: 0 },
  },
  {
    id: 'nunito',
    name: 'Nunito',
    family: 'Nunito',
    category: 'sans-serif',
    weights: ALL,
    italic: true,
    metrics: { ascent: 1.011, descent: 0.353, lineGap: 0 },
  },
  {
    id: 'work-sans',
    name: 'Work Sans',
    family: 'Work Sans',
    category: 'sans-serif',
    weights: ALL,
    italic: true,
    metrics: { ascent: 0.93, descent: 0.243, lineGap: 0 },
  },
  {
    id: 'space-grotesk',
    name: 'Space Grotesk',
    family: 'Space Grotesk',
    category: 'sans-serif',
    weights: ALL,
    italic: false,
    metrics: { ascent: 0.984, descent: 0.292, lineGap: 0 },
  },
  {
    id: 'lora',
    name: 'Lora',
    family: 'Lora',
    category: 'serif',
    weights: FROM_400,
    italic: true,
    metrics: { ascent: 1.006, descent: 0.274, lineGap: 0 },
  },
  {
    id: 'merriweather',
    name: 'Merriweather',
    family: 'Merriweather',
    category: 'serif',
    weights: ALL,
    italic: true,
    metrics: { ascent: 0.984, descent: 0.273, lineGap: 0 },
  },
  {
    id: 'playfair-display',
    name: 'Playfair Display',
    family: 'Playfair Display',
    category: 'display',
    weights: FROM_400,
    italic: true,
    metrics: { ascent: 1.082, descent: 0.251, lineGap: 0 },
  },
  {
    id: 'source-serif-4',
    name: 'Source Serif 4',
    family: 'Source Serif 4',
    category: 'serif',
    weights: ALL,
    italic: true,
    ranges: {
      'latin-ext':
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C4,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
    metrics: { ascent: 1.036, descent: 0.335, lineGap: 0 },
  },
  {
    id: 'fraunces',
    name: 'Fraunces',
    family: 'Fraunces',
    category: 'display',
    weights: ALL,
    italic: true,
    metrics: { ascent: 0.978, descent: 0.255, lineGap: 0 },
  },
];

const BY_ID: ReadonlyMap<string, FontDefinition> = new Map(FONTS.map((font) => [font.id, font]));
const BY_FAMILY: ReadonlyMap<string, FontDefinition> = new Map(
  FONTS.map((font) => [font.family.toLowerCase(), font]),
);

export const FONT_IDS: readonly string[] = FONTS.map((font) => font.id);

/**
 * The tallest a line's letters may reach, in ems, for the texts of a page to hold them: their
 * boxes are 1.2 lines tall (the section library, the editor's default), so a font whose letters
 * reach further (Nunito 1.36 em, Source Serif 4 1.37 em) would stick out of its text's box and be
 * cut by it, at the edges of every box that clips.
 */
export const LINE_REACH = 1.16;

/**
 * The `@font-face` metric overrides of `font`, as percentages of the em, when its letters reach
 * beyond LINE_REACH: ascent and descent scaled down together (the baseline keeps its place in
 * the letters' height), no line gap. Undefined for a font that fits already.
 */
export function metricOverrides(
  font: FontDefinition,
): { ascent: string; descent: string; lineGap: string } | undefined {
  const { ascent, descent, lineGap } = font.metrics;
  const reach = ascent + descent + lineGap;
  if (reach <= LINE_REACH) return undefined;
  const scale = LINE_REACH / (ascent + descent);
  const percent = (n: number) => `${(n * scale * 100).toFixed(1)}%`;
  return { ascent: percent(ascent), descent: percent(descent), lineGap: '0%' };
}

/** The font of `id`, or undefined (the system font, an unknown id, anything else). */
export function findFont(id: unknown): FontDefinition | undefined {
  return typeof id === 'string' ? BY_ID.get(id) : undefined;
}

/** Whether `id` is what the editor stores for a font: an id of FONTS, or the system font. */
export function isFontChoice(id: unknown): id is string {
  return id === SYSTEM_FONT_ID || findFont(id) !== undefined;
}

/**
 * The font a document's value names: an id (`playfair-display`), `system`, or a family name as
 * older files wrote it (« Lora », « Playfair Display », any case). Undefined for anything else: a
 * font this version does not know, which falls back (docs/decisions.md, « Fonts »).
 */
export function canonicalFontId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value === SYSTEM_FONT_ID || BY_ID.has(value)) return value;
  const name = value.trim().toLowerCase();
  if (name === SYSTEM_FONT_ID) return SYSTEM_FONT_ID;
  return BY_FAMILY.get(name)?.id ?? BY_ID.get(name)?.id;
}

/** The CSS `font-family` of a font: its family, then its category's fallbacks. */
export function fontFamilyCss(font: FontDefinition | undefined): string {
  return font ? `"${font.family}", ${FALLBACKS[font.category]}` : SYSTEM_FONT_STACK;
}

/** The weight of the file a browser uses for `weight` (CSS font matching: 300 → 400 if no 300). */
export function fileWeight(font: FontDefinition, weight: number): FontFileWeight {
  if (font.weights.includes(weight as FontFileWeight)) return weight as FontFileWeight;
  const lighter = [...font.weights].filter((w) => w < weight).sort((a, b) => b - a);
  const heavier = [...font.weights].filter((w) => w > weight).sort((a, b) => a - b);
  // Below 400, lighter files come first, then heavier ones; above 500, the other way round.
  const order = weight < 400 ? [...lighter, ...heavier] : [...heavier, ...lighter];
  return order[0] ?? 400;
}

/** One file-backed face of a font: what a `@font-face` rule declares, per subset. */
export interface FontFaceKey {
  fontId: string;
  weight: FontFileWeight;
  style: FontFileStyle;
}

/** The face the browser draws `font` at `weight`, upright or italic, with. */
export function faceFor(font: FontDefinition, weight: number, italic: boolean): FontFaceKey {
  return {
    fontId: font.id,
    weight: fileWeight(font, weight),
    style: italic && font.italic ? 'italic' : 'normal',
  };
}

/** `inter:400:normal`: a face as a string, for sets and sorting. */
export const faceKey = (face: FontFaceKey): string => `${face.fontId}:${face.weight}:${face.style}`;

/** `inter-latin-400-normal.woff2`: a face's file of one subset, as the package names it. */
export function fontFileName(face: FontFaceKey, subset: FontSubset): string {
  return `${face.fontId}-${subset}-${face.weight}-${face.style}.woff2`;
}

/** `inter-LICENSE.txt`: a font's licence, beside its files in the export. */
export const fontLicenceFileName = (fontId: string): string => `${fontId}-LICENSE.txt`;

/** The characters of `font`'s `subset` (its `unicode-range`). */
export function subsetRange(font: FontDefinition, subset: FontSubset): string {
  return font.ranges?.[subset] ?? SUBSET_RANGES[subset];
}

/** The weights Toile draws text at (300, 400, 700). */
export const TOILE_WEIGHTS: readonly number[] = Object.values(FONT_WEIGHT_CSS);
