import fc from 'fast-check';
import { createElement } from '../../../../src/document/createElement';
import { screenFontSize } from '../../../../src/document/layout/screenStyles';
import { textStylesFromScale } from '../../../../src/document/siteStyles/siteStyles';
import {
  modifiedFields,
  restyled,
  takesTextStyle,
  textValues,
  withTextValues,
} from '../../../../src/document/siteStyles/textValues';
import {
  ELEMENT_TYPES,
  FONT_WEIGHTS,
  type EditorElement,
  type HeadingLevel,
  type TextStyle,
} from '../../../../src/document/types';

/** A text of `level` (p: no level), at `size` px, as the editor makes it. */
function text(level: HeadingLevel = 'p', size = 16): EditorElement {
  const element = createElement('text', `t-${level}`);
  element.styles.fontSize = size;
  if (level !== 'p') element.properties = { level };
  return element;
}

const STYLES = textStylesFromScale({ base: 16, ratio: 1.25 });

/** A text style (bounds as the editor's fields give them), every screen's size its own. */
const styleArbitrary: fc.Arbitrary<TextStyle> = fc.record({
  font: fc.constantFrom('heading', 'body', 'lora', 'inter', 'system'),
  sizes: fc.record({
    desktop: fc.integer({ min: 8, max: 120 }),
    tablet: fc.integer({ min: 8, max: 120 }),
    phone: fc.integer({ min: 8, max: 120 }),
  }),
  weight: fc.constantFrom(...FONT_WEIGHTS),
  lineHeight: fc.integer({ min: 100, max: 300 }).map((n) => n / 100),
  letterSpacing: fc.integer({ min: -500, max: 2000 }).map((n) => n / 100),
  uppercase: fc.boolean(),
});

describe('document/siteStyles/textValues', () => {
  it('takes a style only for texts and buttons', () => {
    expect(ELEMENT_TYPES.filter((type) => takesTextStyle({ type }))).toEqual(['text', 'button']);
  });

  it('reads a new paragraph as the default paragraph style', () => {
    expect(textValues(text())).toEqual({
      font: 'body',
      sizes: { desktop: 16, tablet: 16, phone: 16 },
      weight: 'normal',
      lineHeight: 1.2,
      letterSpacing: 0,
      uppercase: false,
    });
    expect(modifiedFields(text(), STYLES.p)).toEqual([]);
  });

  it('reads a title: the headings’ font, the automatic sizes of smaller screens', () => {
    const title = text('h2', 40);
    expect(textValues(title)).toMatchObject({
      font: 'heading',
      sizes: { desktop: 40, tablet: 35, phone: 30 },
    });
  });

  it('reads what the element holds of its own: font, sizes set per screen, spacing, capitals', () => {
    const element: EditorElement = {
      ...text('h1', 48),
      properties: {
        level: 'h1',
        font: 'Lora',
        lineHeight: 1.456,
        letterSpacing: -0.5,
        uppercase: true,
      },
      overrides: { tablet: { fontSize: 30, hidden: false }, phone: { fontSize: 22 } },
    };
    element.styles.fontWeight = 'light';
    expect(textValues(element)).toEqual({
      font: 'lora',
      sizes: { desktop: 48, tablet: 30, phone: 22 },
      weight: 'light',
      lineHeight: 1.46,
      letterSpacing: -0.5,
      uppercase: true,
    });
  });

  it('names each field the element holds differently from its style', () => {
    const element = text('p', 16);
    expect(modifiedFields(element, STYLES.p)).toEqual([]);
    element.styles.fontSize = 18;
    element.styles.fontWeight = 'bold';
    // 18 px on a computer: the automatic sizes of smaller screens follow (18 and 17 px).
    expect(modifiedFields(element, STYLES.p)).toEqual(['desktop', 'tablet', 'phone', 'weight']);
    element.properties = { uppercase: true, font: 'inter' };
    expect(modifiedFields(element, STYLES.p)).toEqual([
      'font',
      'desktop',
      'tablet',
      'phone',
      'weight',
      'uppercase',
    ]);
    const title = text('h1', STYLES.h1.sizes.desktop);
    expect(modifiedFields(title, STYLES.h1)).toEqual(['weight']);
    title.styles.fontWeight = 'bold';
    expect(modifiedFields(title, STYLES.h1)).toEqual([]);
  });

  it('writes a style and reads it back, whatever the style (round trip)', () => {
    fc.assert(
      fc.property(
        styleArbitrary,
        fc.constantFrom<HeadingLevel>('p', 'h1', 'h2', 'h3'),
        fc.constantFrom('text', 'button'),
        (style, level, type) => {
          const element =
            type === 'text' ? text(level, 20) : createElement('button', 'b', { x: 0, y: 0 });
          const written = withTextValues(element, style);
          expect(textValues(written)).toEqual(style);
          expect(modifiedFields(written, style)).toEqual([]);
          // Written twice, the same.
          expect(withTextValues(written, style)).toEqual(written);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes no value the element would take anyway, as the editor writes it', () => {
    const paragraph = withTextValues(text('p', 30), STYLES.p);
    expect(paragraph.properties).toEqual({});
    expect(paragraph.overrides).toBeUndefined();
    expect(paragraph.styles).toMatchObject({ fontSize: 16, fontWeight: 'normal' });
    const title = withTextValues(text('h1', 20), STYLES.h1);
    expect(title.properties).toEqual({ level: 'h1' });
    // « Police des titres » on a paragraph is a choice of its own.
    expect(withTextValues(text('p'), { ...STYLES.p, font: 'heading' }).properties.font).toBe(
      'heading',
    );
  });

  it('writes a smaller screen’s size as an override only when it is not the automatic one', () => {
    const auto = STYLES.h1; // made by textStylesFromScale: every size the automatic one
    expect(auto.sizes.tablet).toBe(screenFontSize(auto.sizes.desktop, 'tablet'));
    expect(withTextValues(text('h1'), auto).overrides).toBeUndefined();

    const own: TextStyle = { ...auto, sizes: { ...auto.sizes, phone: 30 } };
    const written = withTextValues(text('h1'), own);
    expect(written.overrides).toEqual({ phone: { fontSize: 30 } });

    // Other adjustments of a screen stay; a size back to the automatic one goes.
    const adjusted: EditorElement = {
      ...written,
      overrides: { tablet: { hidden: true, fontSize: 12 }, phone: { fontSize: 30, order: 2 } },
    };
    expect(withTextValues(adjusted, auto).overrides).toEqual({
      tablet: { hidden: true },
      phone: { order: 2 },
    });
  });

  it('restyles what followed the style and keeps the element’s own values', () => {
    const before = STYLES.h2;
    const after: TextStyle = {
      ...before,
      sizes: { desktop: 44, tablet: 36, phone: 30 },
      weight: 'light',
      uppercase: true,
    };
    // Its own weight (normal) and its own phone size (20): « Modifié » on those two.
    const own: EditorElement = {
      ...withTextValues(text('h2'), { ...before, weight: 'normal' }),
      overrides: { phone: { fontSize: 20 } },
    };
    expect(modifiedFields(own, before)).toEqual(['phone', 'weight']);

    const next = restyled(own, before, after);
    expect(textValues(next)).toEqual({
      ...after,
      sizes: { desktop: 44, tablet: 36, phone: 20 },
      weight: 'normal',
    });
    expect(modifiedFields(next, after)).toEqual(['phone', 'weight']);
    // Only what it does not follow changed: the same element.
    expect(restyled(own, before, { ...before, weight: 'light' })).toBe(own);
  });
});
