import fc from 'fast-check';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { decodeSharePayload } from '../../../../src/features/projects/shareLink';
import { decompressFromEncodedURIComponentBounded } from '../../../../src/features/projects/boundedDecompress';
import { lzBomb } from '../../../fixtures/lzBomb';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

describe('decompressFromEncodedURIComponentBounded', () => {
  it('gives back what lz-string compressed, as lz-string does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (text) => {
        const payload = compressToEncodedURIComponent(text);
        expect(decompressFromEncodedURIComponentBounded(payload, 1e6)).toBe(
          decompressFromEncodedURIComponent(payload),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('reads damaged streams as lz-string does', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...ALPHABET, ' ', '#', 'é'), maxLength: 300 }),
        (payload) => {
          const bounded = decompressFromEncodedURIComponentBounded(payload, 1e6);
          // A first code of 3 names nothing: lz-string then carries `undefined` along (and throws,
          // or joins it as ''); here the stream is refused at once.
          const v = Math.max(0, ALPHABET.indexOf(payload.replace(/ /g, '+').charAt(0)));
          const firstCode = ((v >> 5) & 1) | (((v >> 4) & 1) << 1);
          if (payload !== '' && firstCode === 3) {
            expect(bounded).toBeNull();
            return;
          }
          let expected: string | null;
          try {
            expected = decompressFromEncodedURIComponent(payload);
          } catch {
            expected = null;
          }
          if (expected !== null && expected.length > 1e6) return;
          // '' (a stream cut short) and null (a bad code) both mean « nothing » to a share link.
          expect(bounded || null).toBe(expected || null);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('honours the ceiling exactly', () => {
    const text = 'Bonjour, Toile ! '.repeat(100);
    const payload = compressToEncodedURIComponent(text);
    expect(decompressFromEncodedURIComponentBounded(payload, text.length)).toBe(text);
    expect(decompressFromEncodedURIComponentBounded(payload, text.length - 1)).toBeNull();
  });

  it('stops a decompression bomb at the ceiling, in bounded work', () => {
    const small = lzBomb(1000);
    expect(decompressFromEncodedURIComponent(small)).toHaveLength(501_501);
    expect(decompressFromEncodedURIComponentBounded(small, 1e6)).toHaveLength(501_501);
    // 600 000 codes: about 1,8 × 10¹¹ characters, which exhausts lz-string's memory.
    const huge = lzBomb(600_000);
    expect(huge.length).toBeLessThan(2_000_000);
    expect(decompressFromEncodedURIComponentBounded(huge, 5 * 1024 * 1024)).toBeNull();
  });

  it('a share link that is a decompression bomb is refused as damaged', () => {
    expect(decodeSharePayload(`#${lzBomb(600_000)}`)).toEqual({ ok: false, reason: 'invalid' });
  });
});
