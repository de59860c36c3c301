import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import * as fontkit from 'fontkit';
import { FONTS } from '../../../../src/document/fonts/fonts';
import { fontWidths } from '../../../../src/document/fonts/fontWidths';
import { SYSTEM_FONT_WIDTHS } from '../../../../src/document/fonts/systemWidths';
import {
  fittingFontSize,
  lineCount,
  longestWordWidth,
  textWidth,
  UNKNOWN_CHARACTER_WIDTH,
  unbreakablePieces,
} from '../../../../src/document/fonts/textWidth';
import { fittedFontSize } from '../../../../src/document/fonts/fitWords';
import { wordMeasure } from '../../../../src/document/fonts/wordMeasure';
import type { EditorElement } from '../../../../src/document/types';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const inter = fontWidths('inter').regular;
const interBold = fontWidths('inter').bold;

/** The sum of the advances of `text` in a font file, in ems (fontkit, no kerning). */
function fileWidth(file: string, text: string): number {
  const font = fontkit.openSync(resolve('node_modules/@fontsource', file)) as fontkit.Font;
  let units = 0;
  for (const char of text) units += font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth;
  return units / font.unitsPerEm;
}

describe('the width tables', () => {
  it('are the widths the font files hold (build/fontWidths.mjs --check)', () => {
    const run = spawnSync(process.execPath, ['build/fontWidths.mjs', '--check'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('hold every font of the registry, each different from the system font', () => {
    for (const font of FONTS) {
      const widths = fontWidths(font.id);
      expect(widths).not.toBe(SYSTEM_FONT_WIDTHS);
      expect(textWidth('Accompagnement', widths.regular)).not.toBe(
        textWidth('Accompagnement', SYSTEM_FONT_WIDTHS.regular),
      );
    }
    // The system font, and anything unknown, are measured as the system font.
    expect(fontWidths('system')).toBe(SYSTEM_FONT_WIDTHS);
    expect(fontWidths('comic-sans')).toBe(SYSTEM_FONT_WIDTHS);
    expect(fontWidths(undefined)).toBe(SYSTEM_FONT_WIDTHS);
  });
});

describe('textWidth', () => {
  it('sums the advances of the font file, rounded up to 1/500 em a character at most', () => {
    for (const [file, face] of [
      ['inter/files/inter-latin-400-normal.woff2', inter],
      ['inter/files/inter-latin-700-normal.woff2', interBold],
      [
        'playfair-display/files/playfair-display-latin-400-normal.woff2',
        fontWidths('playfair-display').regular,
      ],
    ] as const) {
      for (const word of ['Accompagnement', 'Synchronisation', '3 semaines', 'Rendez-vous']) {
        const exact = fileWidth(file, word);
        const measured = textWidth(word, face);
        expect(measured).toBeGreaterThanOrEqual(exact);
        expect(measured - exact).toBeLessThanOrEqual(word.length / 500);
      }
    }
  });

  it('measures bold wider than regular, and a wide letter wider than a narrow one', () => {
    expect(textWidth('Synchronisation', interBold)).toBeGreaterThan(
      textWidth('Synchronisation', inter),
    );
    expect(textWidth('m', inter)).toBeGreaterThan(textWidth('i', inter));
  });

  it('measures accents composed or not alike, and an unknown character as 1.25 em', () => {
    expect(textWidth('e\u0301te\u0301', inter)).toBe(textWidth('été', inter));
    expect(textWidth('漢', inter)).toBe(UNKNOWN_CHARACTER_WIDTH);
    expect(textWidth('a漢', inter)).toBe(textWidth('a', inter) + UNKNOWN_CHARACTER_WIDTH);
  });

  it('measures the system font as the wider of DejaVu Sans and Liberation Sans', () => {
    // DejaVu Sans is the wider for most letters (its « m »: 0.974 em, Liberation's 0.833 em).
    expect(textWidth('m', SYSTEM_FONT_WIDTHS.regular)).toBeCloseTo(0.974, 2);
    expect(textWidth('m', SYSTEM_FONT_WIDTHS.regular)).toBeGreaterThan(textWidth('m', inter));
  });
});

describe('unbreakablePieces and longestWordWidth', () => {
  it('break at spaces and after a hyphen, never at a no-break space or a no-break hyphen', () => {
    expect(unbreakablePieces('Prenez rendez-vous')).toEqual(['Prenez', 'rendez-', 'vous']);
    expect(unbreakablePieces(`Ouvert 7${NBSP}j/7, 20${NNBSP}%`)).toEqual([
      'Ouvert',
      `7${NBSP}j/7,`,
      `20${NNBSP}%`,
    ]);
    expect(unbreakablePieces('Saint\u2011Malo  et  Dinan')).toEqual([
      'Saint\u2011Malo',
      'et',
      'Dinan',
    ]);
    // A hyphen before a digit or at the end is not a place to break.
    expect(unbreakablePieces('-20 km')).toEqual(['-20', 'km']);
  });

  it('finds the widest word of a text, line feeds included', () => {
    const text = 'Synchronisation sur mesure\nAccompagnement';
    // Inter's « Accompagnement » is wider than its « Synchronisation ».
    expect(textWidth('Accompagnement', inter)).toBeGreaterThan(textWidth('Synchronisation', inter));
    expect(longestWordWidth(text, inter)).toBe(textWidth('Accompagnement', inter));
    expect(longestWordWidth('', inter)).toBe(0);
  });
});

describe('lineCount', () => {
  const one = textWidth('Accompagnement', inter) * 20;
  const space = textWidth(' ', inter) * 20;

  it('wraps greedily at spaces, as a browser does', () => {
    const text = 'Accompagnement Accompagnement Accompagnement';
    expect(lineCount(text, inter, 20, one * 3 + space * 2)).toBe(1);
    expect(lineCount(text, inter, 20, one * 3 + space * 2 - 0.01)).toBe(2);
    expect(lineCount(text, inter, 20, one * 2 + space)).toBe(2);
    expect(lineCount(text, inter, 20, one)).toBe(3);
  });

  it('starts a line at each line feed, an empty one too', () => {
    expect(lineCount('Lundi\nMardi\n\nJeudi', inter, 16, 1000)).toBe(4);
  });

  it('puts a word longer than the box on a line of its own, whole', () => {
    expect(lineCount('à Accompagnement à', inter, 20, one / 2)).toBe(3);
  });

  it('breaks after a hyphen when the rest does not fit', () => {
    const rendez = textWidth('Rendez-', inter) * 17;
    expect(lineCount('Rendez-vous', inter, 17, rendez + 1)).toBe(2);
    expect(lineCount('Rendez-vous', inter, 17, textWidth('Rendez-vous', inter) * 17)).toBe(1);
  });
});

describe('fittingFontSize', () => {
  it('keeps the size when every word fits, else the largest whole size at which it does', () => {
    const width = textWidth('Synchronisation', interBold) * 20;
    expect(fittingFontSize('Synchronisation', interBold, 20, width)).toBe(20);
    const size = fittingFontSize('Synchronisation', interBold, 20, 150);
    expect(size).toBeLessThan(20);
    expect(textWidth('Synchronisation', interBold) * size).toBeLessThanOrEqual(150);
    expect(textWidth('Synchronisation', interBold) * (size + 1)).toBeGreaterThan(150);
  });
});

describe('wordMeasure', () => {
  const text = (content: string, extra: Partial<EditorElement['properties']> = {}) =>
    ({
      id: 't',
      type: 'text',
      content,
      styles: { fontWeight: 'bold' },
      properties: { level: 'h3', ...extra },
    }) as unknown as EditorElement;
  const measure = wordMeasure({ headingFont: 'montserrat', bodyFont: 'inter' }, fontWidths);

  it('measures an element in its own font: a title in the heading font, bold', () => {
    const montserrat = fontWidths('montserrat').bold;
    expect(measure(text('Téléconsultation'), 21)).toBeCloseTo(
      textWidth('Téléconsultation', montserrat) * 21 * 1.01,
      6,
    );
    expect(measure(text('Téléconsultation', { font: 'inter' }), 21)).toBeLessThan(
      measure(text('Téléconsultation'), 21),
    );
  });

  it('adds the letter spacing after each letter of the word', () => {
    const plain = measure(text('Accompagnement'), 20);
    expect(measure(text('Accompagnement', { letterSpacing: 2 }), 20)).toBeCloseTo(
      plain + 2 * 14,
      6,
    );
  });

  it('has nothing to fit in an element without words', () => {
    const image = { ...text('x'), type: 'image' } as EditorElement;
    expect(measure(image, 20)).toBe(0);
    expect(measure(text('   '), 20)).toBe(0);
  });

  it('makes a text smaller only when its widest word is too long for the box', () => {
    const element = text('Téléconsultation');
    expect(fittedFontSize(measure, element, 21, 400)).toBe(21);
    const size = fittedFontSize(measure, element, 21, 157);
    expect(size).toBeLessThan(21);
    expect(measure(element, size)).toBeLessThanOrEqual(157);
    const spaced = text('Téléconsultation', { letterSpacing: 3 });
    expect(measure(spaced, fittedFontSize(measure, spaced, 21, 157))).toBeLessThanOrEqual(157);
  });
});
