import { contrastRatio, parseColour, type Rgba } from '../../../../src/document/check/contrast';
import { nearestReadableColor } from '../../../../src/document/siteStyles/contrast';

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
