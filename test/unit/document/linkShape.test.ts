import fc from 'fast-check';
import { isLinkShape } from '../../../src/document/linkShape';
import { linkSchema } from '../../../src/document/schema/documentSchema';

/** The editor's check of a link (no Zod) and the document's schema agree on every value. */
const agree = (value: unknown) =>
  expect(isLinkShape(value)).toBe(linkSchema.safeParse(value).success);

describe('isLinkShape', () => {
  it('accepts and refuses what linkSchema accepts and refuses', () => {
    const cases: unknown[] = [
      { kind: 'page', pageId: 'accueil' },
      { kind: 'page', pageId: 'accueil', newTab: true },
      { kind: 'page', pageId: 'accueil', newTab: undefined },
      { kind: 'page', pageId: '' },
      { kind: 'page', pageId: 'a b' },
      { kind: 'page', pageId: 'x'.repeat(101) },
      { kind: 'page', pageId: 'a', extra: 1 },
      { kind: 'page' },
      { kind: 'anchor', pageId: 'p', anchor: 'nos-services' },
      { kind: 'anchor', pageId: 'p', anchor: '' },
      { kind: 'anchor', pageId: 'p' },
      { kind: 'url', href: 'https://exemple.fr', newTab: false },
      { kind: 'url', href: 'x'.repeat(2049) },
      { kind: 'url', href: 1 },
      { kind: 'email', address: 'a@b.fr' },
      { kind: 'email', address: 'a@b.fr', newTab: true },
      { kind: 'phone', number: '01 23 45 67 89' },
      { kind: 'phone', number: '1'.repeat(31) },
      { kind: 'toString' },
      { kind: 'constructor', pageId: 'a' },
      { kind: 'url', href: 'https://exemple.fr', newTab: 'oui' },
      null,
      undefined,
      [],
      'https://exemple.fr',
      {},
    ];
    for (const value of cases) agree(value);
  });

  it('agrees on random values', () => {
    const key = fc.constantFrom('kind', 'pageId', 'anchor', 'href', 'address', 'number', 'newTab');
    const value = fc.oneof(
      fc.constantFrom('page', 'anchor', 'url', 'email', 'phone', 'a', 'x.y:z_1-2', ''),
      fc.string({ maxLength: 40 }),
      fc.boolean(),
      fc.constant(undefined),
      fc.integer(),
    );
    fc.assert(
      fc.property(fc.dictionary(key, value), (link) => {
        agree(link);
      }),
      { numRuns: 2000 },
    );
  });
});
