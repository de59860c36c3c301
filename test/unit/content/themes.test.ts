import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { THEMES } from '../../../src/content/themes';
import { themesFile } from '../../../src/content/themes/schema';
import { contrastRatio, parseColour } from '../../../src/document/check/contrast';
import { PHONE_MIN_FONT_SIZE } from '../../../src/document/layout/screenStyles';
import { textStylesFromScale, type Theme } from '../../../src/document/siteStyles/siteStyles';
import { typographyProblems } from './typographyRules';

/**
 * « Thèmes » (src/content/themes/themes.json): each theme has its shape, reads well and has sane
 * sizes. Text on « Fond » and on « Fond alterné », « Texte discret » on both, and a button's
 * white text on « Principale » and on « Secondaire » (the dark bands and footers) reach 4.5:1;
 * « Principale » as a colour of words on « Fond » reaches 3:1 (the large text's rule: on a dark
 * theme, a primary that white text reads on cannot reach 4.5:1 on a dark page too).
 */

const file: unknown = JSON.parse(
  readFileSync(resolve(__dirname, '../../../src/content/themes/themes.json'), 'utf8'),
);

const ratio = (a: string, b: string) => contrastRatio(parseColour(a)!, parseColour(b)!);

/** What is wrong with a theme's contrast and sizes, in words. */
function problems(theme: Theme): string[] {
  const c = theme.colors;
  const out: string[] = [];
  const need = (what: string, a: string, b: string, min: number) => {
    const r = ratio(a, b);
    if (r < min) out.push(`${what}: ${r.toFixed(2)} < ${min}`);
  };
  need('text on background', c.text, c.background, 4.5);
  need('text on backgroundAlt', c.text, c.backgroundAlt, 4.5);
  need('textMuted on background', c.textMuted, c.background, 4.5);
  need('textMuted on backgroundAlt', c.textMuted, c.backgroundAlt, 4.5);
  need('white on primary', '#FFFFFF', c.primary, 4.5);
  need('white on secondary', '#FFFFFF', c.secondary, 4.5);
  need('primary on background', c.primary, c.background, 3);
  const text = textStylesFromScale(theme.scale);
  if (text.p.sizes.phone < PHONE_MIN_FONT_SIZE) out.push(`p on phone: ${text.p.sizes.phone}`);
  if (text.small.sizes.desktop < 14) out.push(`small: ${text.small.sizes.desktop}`);
  if (text.h1.sizes.desktop > 72) out.push(`h1: ${text.h1.sizes.desktop}`);
  if (text.h1.sizes.phone > 48) out.push(`h1 on phone: ${text.h1.sizes.phone}`);
  const sizes = (['h1', 'h2', 'h3', 'p'] as const).map((id) => text[id].sizes.desktop);
  if (sizes.some((size, i) => i > 0 && size >= sizes[i - 1])) out.push(`levels: ${sizes}`);
  return out;
}

const luminance = (hex: string) => ratio(hex, '#000000');

it('has the shape of a list of at least 12 themes, which the loader gives', () => {
  expect(() => themesFile.parse(file)).not.toThrow();
  expect(THEMES).toEqual(file);
});

it('gives each theme its own id and its own short French name, typeset', () => {
  const ids = THEMES.map((t) => t.id);
  const names = THEMES.map((t) => t.name.toLocaleLowerCase('fr'));
  expect(new Set(ids).size).toBe(ids.length);
  expect(new Set(names).size).toBe(names.length);
  for (const theme of THEMES) expect(typographyProblems(theme.name)).toEqual([]);
});

it.each(THEMES.map((t) => [t.name, t] as const))('« %s » reads well, in sane sizes', (_, theme) => {
  expect(problems(theme)).toEqual([]);
});

it('is varied: light and dark pages, several font pairings, serif and sans-serif titles', () => {
  const dark = THEMES.filter((t) => luminance(t.colors.background) < 2);
  expect(dark.length).toBeGreaterThanOrEqual(1);
  expect(THEMES.length - dark.length).toBeGreaterThanOrEqual(8);
  const pairs = new Set(THEMES.map((t) => `${t.fonts.heading}+${t.fonts.body}`));
  expect(pairs.size).toBeGreaterThanOrEqual(10);
  const serif = ['lora', 'merriweather', 'fraunces', 'playfair-display', 'source-serif-4'];
  expect(THEMES.some((t) => serif.includes(t.fonts.heading))).toBe(true);
  expect(THEMES.some((t) => !serif.includes(t.fonts.heading))).toBe(true);
});

describe('the checks can fail', () => {
  const base = THEMES[0];
  it('refuses a lower-case colour, an unknown font, a missing role and a tiny text', () => {
    const colors = { ...base.colors, text: '#2b1d14' };
    expect(() => themesFile.parse([{ ...base, colors }])).toThrow();
    const fonts = { ...base.fonts, body: 'comic-sans' };
    expect(() => themesFile.parse(THEMES.map((t, i) => (i ? t : { ...t, fonts })))).toThrow();
    const missing: Partial<Theme['colors']> = { ...base.colors };
    delete missing.accent;
    expect(() =>
      themesFile.parse(THEMES.map((t, i) => (i ? t : { ...t, colors: missing }))),
    ).toThrow();
    expect(() =>
      themesFile.parse(THEMES.map((t, i) => (i ? t : { ...t, scale: { base: 12, ratio: 1.2 } }))),
    ).toThrow();
  });
  it('sees grey text on grey, and white on a light primary', () => {
    const colors = { ...base.colors, text: '#AAAAAA', primary: '#F2A541' };
    expect(problems({ ...base, colors })).toEqual([
      expect.stringMatching(/^text on background/),
      expect.stringMatching(/^text on backgroundAlt/),
      expect.stringMatching(/^white on primary/),
      expect.stringMatching(/^primary on background/),
    ]);
  });
});
