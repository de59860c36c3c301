import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { createElement } from '../../src/document/createElement';
import { ELEMENT_TYPES, type PageDocument } from '../../src/document/types';
import {
  SHARE_PATH,
  decodeSharePayload,
  encodeSharePayload,
  shareUrl,
} from '../../src/features/projects/shareLink';
import { documentArbitrary } from './projectsArbitrary';

/** A page of `n` elements of every type, spread over the canvas, like a real long page. */
export function bigPage(n: number): PageDocument {
  return {
    templateId: '7',
    name: 'Grande page',
    elements: Array.from({ length: n }, (_, i) => {
      const type = ELEMENT_TYPES[i % ELEMENT_TYPES.length];
      const element = createElement(type, `m3k${i.toString(36)}-Ab${i}x`, {
        x: (i * 40) % 1000,
        y: i * 60,
      });
      return type === 'text' ? { ...element, content: `Paragraphe numéro ${i}` } : element;
    }),
  };
}

describe('projects/shareLink', () => {
  it('decodes what it encodes, for any document', () => {
    fc.assert(
      fc.property(documentArbitrary, (doc) => {
        const payload = encodeSharePayload(doc);
        expect(payload).toMatch(/^[A-Za-z0-9+\-$]*$/);
        expect(decodeSharePayload(`#${payload}`)).toEqual({ ok: true, document: doc });
      }),
      { numRuns: 200 },
    );
  });

  it('builds a link to the share route with the page in the fragment', () => {
    const doc = bigPage(3);
    const url = shareUrl('https://toile.example', doc);
    expect(url.startsWith(`https://toile.example${SHARE_PATH}#`)).toBe(true);
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/editor/partage');
    expect(parsed.search).toBe('');
    expect(decodeSharePayload(parsed.hash)).toEqual({ ok: true, document: doc });
  });

  it('makes a working link for a page of 200 elements', () => {
    const doc = bigPage(200);
    const url = shareUrl('https://toile.example', doc);
    // Chromium opens URLs up to 2 MB; the measured length is in docs/performance.md.
    expect(url.length).toBeLessThan(2 * 1024 * 1024);
    expect(decodeSharePayload(new URL(url).hash)).toEqual({ ok: true, document: doc });
  });

  it.each<[string, string]>([
    ['an empty fragment', '#'],
    ['random characters', '#pas-un-projet'],
    ['a truncated link', `#${encodeSharePayload(bigPage(10)).slice(0, 200)}`],
    ['JSON that is not a payload', compressToEncodedURIComponent('{"hello":1}')],
    [
      'a payload with a javascript: image',
      compressToEncodedURIComponent(
        JSON.stringify({
          v: 2,
          d: { ...bigPage(2), elements: [{ ...bigPage(2).elements[1], content: 'javascript:x' }] },
        }),
      ),
    ],
    [
      'a payload with a __proto__ key',
      compressToEncodedURIComponent(
        JSON.stringify({ v: 2, d: bigPage(1) }).replace(
          '{"templateId"',
          '{"__proto__":{},"templateId"',
        ),
      ),
    ],
  ])('refuses %s', (_label, fragment) => {
    expect(decodeSharePayload(fragment).ok).toBe(false);
  });

  it('says when a link comes from a newer version', () => {
    const payload = compressToEncodedURIComponent(JSON.stringify({ v: 3, d: { pages: [] } }));
    expect(decodeSharePayload(payload)).toEqual({ ok: false, reason: 'newer' });
  });

  it('still opens a link made with schema version 1', () => {
    const v1 = {
      templateId: null,
      title: 'Ancien lien',
      elements: [
        {
          id: 'a',
          type: 'button',
          content: 'Go',
          styles: {
            x: 1,
            y: 2,
            width: 3,
            height: 4,
            color: '#000',
            backgroundColor: '#fff',
            fontSize: 12,
            fontWeight: 'bold',
            textAlign: 'center',
            borderRadius: 8,
            padding: 12,
          },
        },
      ],
    };
    const decoded = decodeSharePayload(
      compressToEncodedURIComponent(JSON.stringify({ v: 1, d: v1 })),
    );
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.document.name).toBe('Ancien lien');
    expect(decoded.document.elements[0].styles.size).toEqual({ width: 3, height: 4 });
  });
});
