import { contrastRatio, parseColour, type Rgba } from '../../../../src/document/check/contrast';
import { createElement } from '../../../../src/document/createElement';
import { createSite } from '../../../../src/document/site';
import {
  nearestReadableColor,
  primaryButtonTextColor,
  siteContrastChecks,
} from '../../../../src/document/siteStyles/contrast';
import {
  findColor,
  setSiteColor,
  withColorBinding,
} from '../../../../src/document/siteStyles/siteStyles';
import type { EditorElement, SiteDocument } from '../../../../src/document/types';

const rgb = (hex: string): Rgba => parseColour(hex)!;
const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b));

/** The hue of a colour, in degrees (for colours with some saturation). */
function hue(hex: string): number {
  const { r, g, b } = rgb(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('nearestReadableColor', () => {
  it('keeps a colour that already reads (upper-cased)', () => {
    expect(nearestReadableColor('#000000', '#ffffff')).toBe('#000000');
    expect(nearestReadableColor('#1e3a8a', '#FFFFFF')).toBe('#1E3A8A');
  });

  it('darkens a light grey on white just enough to reach 4.5:1', () => {
    const found = nearestReadableColor('#AAAAAA', '#FFFFFF')!;
    expect(ratio(found, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    // A grey stays a grey, and one step lighter would not read.
    expect(found).toMatch(/^#([0-9A-F]{2})\1\1$/);
    const level = parseInt(found.slice(1, 3), 16);
    const lighter = `#${(level + 1).toString(16).padStart(2, '0').repeat(3)}`;
    expect(ratio(lighter, '#FFFFFF')).toBeLessThan(4.5);
    expect(found).toBe('#767676');
  });

  it('lightens a colour on a dark background', () => {
    const found = nearestReadableColor('#333333', '#000000')!;
    expect(ratio(found, '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(parseInt(found.slice(1, 3), 16)).toBeGreaterThan(0x33);
  });

  it('keeps the hue of a coloured text, and moves as little as it must', () => {
    const colour = '#60A5FA';
    const found = nearestReadableColor(colour, '#FFFFFF')!;
    expect(ratio(found, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(Math.abs(hue(found) - hue(colour))).toBeLessThan(3);
    // Darker than the colour, not black.
    expect(found).not.toBe('#000000');
    expect(rgb(found).b).toBeLessThan(rgb(colour).b);
  });

  it('finds the nearer side: a mid colour on a mid background may go either way', () => {
    // On a mid grey, white-ish and black-ish both may read; the one nearer in lightness wins.
    const found = nearestReadableColor('#808080', '#767676')!;
    expect(ratio(found, '#767676')).toBeGreaterThanOrEqual(4.5);
  });

  it('reaches the ratio asked, for every hue, on white and on black', () => {
    for (let h = 0; h < 360; h += 30) {
      // The hue `h` at 70 % saturation, 50 % lightness, as hex (parseColour knows no hsl()).
      const c = 0.7;
      const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
      const [r, g, b] =
        h < 60
          ? [c, x, 0]
          : h < 120
            ? [x, c, 0]
            : h < 180
              ? [0, c, x]
              : h < 240
                ? [0, x, c]
                : h < 300
                  ? [x, 0, c]
                  : [c, 0, x];
      const m = 0.5 - c / 2;
      const hex = `#${[r, g, b]
        .map((v) =>
          Math.round((v + m) * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
      for (const background of ['#FFFFFF', '#000000', '#F3F4F6']) {
        const found = nearestReadableColor(hex, background)!;
        expect(ratio(found, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('takes another ratio, and gives null for what is not a colour', () => {
    const found = nearestReadableColor('#CCCCCC', '#FFFFFF', 3)!;
    expect(ratio(found, '#FFFFFF')).toBeGreaterThanOrEqual(3);
    expect(ratio(found, '#FFFFFF')).toBeLessThan(3.1);
    expect(nearestReadableColor('bleu', '#FFFFFF')).toBeNull();
    expect(nearestReadableColor('#000000', 'transparent')).toBeNull();
    expect(nearestReadableColor('#777777', '#FFFFFF', 22)).toBeNull();
  });
});

describe('the contrasts « Styles du site » checks', () => {
  /** A button on « Principale » (bound) with `color` for its text. */
  function button(id: string, color: string, bound = true): EditorElement {
    const element = createElement('button', id);
    const withText = { ...element, styles: { ...element.styles, color } };
    const colors = findColor(site().styles, 'primary')!;
    return bound ? withColorBinding(withText, 'backgroundColor', colors) : withText;
  }
  const site = (elements: EditorElement[] = []) =>
    createSite({ name: 'Essai', homePageId: 'accueil', elements });
  const withColors = (s: SiteDocument, colors: Record<string, string>) =>
    Object.entries(colors).reduce((was, [id, value]) => setSiteColor(was, id, value), s);

  it('reads the buttons’ text on « Principale » from the buttons that follow it, white without any', () => {
    expect(primaryButtonTextColor(site())).toBe('#FFFFFF');
    expect(
      primaryButtonTextColor(
        site([button('a', '#111111'), button('b', '#111111'), button('c', '#ffffff')]),
      ),
    ).toBe('#111111');
    // A button that does not follow « Principale » does not count.
    expect(primaryButtonTextColor(site([button('a', '#111111', false)]))).toBe('#FFFFFF');
  });

  it('checks three pairs: the default texts read, the default blue under white text does not', () => {
    const checks = siteContrastChecks(site());
    expect(checks.map((c) => [c.text, c.background])).toEqual([
      ['text', 'background'],
      ['text', 'backgroundAlt'],
      ['buttonText', 'primary'],
    ]);
    // The default blue under white text: 3,68:1, below 4,5:1.
    expect(checks.slice(0, 2).every((c) => c.proposal === null && c.ratio >= 4.5)).toBe(true);
    const buttons = checks[2];
    expect(buttons.ratio).toBeLessThan(4.5);
    expect(buttons.proposal!.colorId).toBe('primary');
    expect(ratio(buttons.proposal!.value, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('proposes a new « Texte » when it reads badly on « Fond » or « Fond alterné »', () => {
    const s = withColors(site(), { text: '#999999', primary: '#0E7490' });
    const [onBackground, onAlt, buttons] = siteContrastChecks(s);
    expect(onBackground.ratio).toBeCloseTo(ratio('#999999', '#FFFFFF'), 5);
    expect(onBackground.proposal).toEqual({ colorId: 'text', value: '#767676' });
    expect(onAlt.proposal!.colorId).toBe('text');
    expect(ratio(onAlt.proposal!.value, '#F3F4F6')).toBeGreaterThanOrEqual(4.5);
    expect(buttons.proposal).toBeNull();
  });
});
