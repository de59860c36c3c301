import fc from 'fast-check';
import { PLACEHOLDER_IMAGE } from '../../../../src/document/placeholderImage';
import {
  SPEC_ELEMENT_TYPES,
  FONT_WEIGHTS,
  TEXT_ALIGNS,
  type EditorElement,
  type PageDocument,
} from '../../../../src/document/types';

/** Arbitrary valid page documents, for the property tests of the projects feature. */
const hex = fc.tuple(fc.integer({ min: 0, max: 0xffffff }), fc.boolean()).map(([n, upper]) => {
  const value = `#${n.toString(16).padStart(6, '0')}`;
  return upper ? value.toUpperCase() : value;
});
const colour = fc.oneof(hex, fc.constant('transparent'));
const coordinate = fc.integer({ min: -100_000, max: 100_000 });
const length = fc.integer({ min: 0, max: 100_000 });
const text = fc.string({ unit: 'binary', maxLength: 120 });
const imageUrl = fc.oneof(
  fc.webUrl({ validSchemes: ['http', 'https'] }),
  fc.constant(PLACEHOLDER_IMAGE),
  fc.constant(''),
);

export const elementArbitrary = (id: string): fc.Arbitrary<EditorElement> =>
  fc.constantFrom(...SPEC_ELEMENT_TYPES).chain((type) =>
    fc.record({
      id: fc.constant(id),
      type: fc.constant(type),
      content: type === 'image' ? imageUrl : text,
      styles: fc.record({
        position: fc.record({ x: coordinate, y: coordinate }),
        size: fc.record({ width: length, height: length }),
        color: colour,
        backgroundColor: colour,
        fontSize: fc.integer({ min: 1, max: 1000 }),
        fontWeight: fc.constantFrom(...FONT_WEIGHTS),
        textAlign: fc.constantFrom(...TEXT_ALIGNS),
        borderRadius: length,
        padding: length,
        margin: fc.integer({ min: -100_000, max: 100_000 }),
      }),
      properties: fc.constant({}),
    }),
  );

export const documentArbitrary: fc.Arbitrary<PageDocument> = fc
  .uniqueArray(fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/), { maxLength: 12 })
  .chain((ids) =>
    fc.record({
      templateId: fc.option(fc.stringMatching(/^[0-9]{1,2}$/), { nil: null }),
      name: fc.string({ unit: 'grapheme', maxLength: 120 }),
      elements: ids.length ? fc.tuple(...ids.map(elementArbitrary)) : fc.constant([]),
    }),
  );
