import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { createElement } from '../../../../src/document/createElement';
import { LIMITS } from '../../../../src/document/limits';
import { parseSite } from '../../../../src/document/schema/documentSchema';
import { createSite } from '../../../../src/document/site';
import {
  SPEC_ELEMENT_TYPES,
  type PageDocument,
  type SiteDocument,
} from '../../../../src/document/types';
import {
  SHARE_PATH,
  decodeSharePayload,
  encodeSharePayload,
  shareUrl,
} from '../../../../src/features/projects/shareLink';
import { documentArbitrary } from './projectsArbitrary';
import {
  BAD_SITE_EDITS,
  benchmarkSite,
  editedSite,
  expectedSiteOf,
  fixture,
  pageToV1,
  siteArbitrary,
  siteWithLinkToDeletedPage,
  threePageSite,
  threePageSiteShared,
  threePageSiteV3,
  threePageSiteV4,
  v1PageArbitrary,
  withoutSharedParts,
  withoutStyles,
} from './projectsSites';

/** A one-page site of `n` elements of every type, spread over the canvas, like a real long page. */
function bigSite(n: number): SiteDocument {
  return createSite({
    name: 'Grande page',
    templateId: '7',
    homePageId: 'accueil',
    elements: Array.from({ length: n }, (_, i) => {
      const type = SPEC_ELEMENT_TYPES[i % SPEC_ELEMENT_TYPES.length];
      const element = createElement(type, `m3k${i.toString(36)}-Ab${i}x`, {
        x: (i * 40) % 1000,
        y: i * 60,
      });
      return type === 'text' ? { ...element, content: `Paragraphe numéro ${i}` } : element;
    }),
  });
}

/** A link's fragment as Toile wrote it at `v`. */
const payloadOf = (v: number, d: unknown) =>
  compressToEncodedURIComponent(JSON.stringify({ v, d }));

describe('projects/shareLink', () => {
  it('decodes what it encodes, for any site', () => {
    fc.assert(
      fc.property(siteArbitrary, (site) => {
        const payload = encodeSharePayload(site);
        expect(payload).toMatch(/^[A-Za-z0-9+\-$]*$/);
        expect(decodeSharePayload(`#${payload}`)).toEqual({ ok: true, document: site });
      }),
      { numRuns: 150 },
    );
  });

  it('carries a three-page site whole (Accueil, À propos, Contact)', () => {
    for (const site of [threePageSite(), threePageSiteShared()]) {
      const decoded = decodeSharePayload(new URL(shareUrl('https://toile.example', site)).hash);
      expect(decoded).toEqual({ ok: true, document: site });
    }
  });

  it('builds a link to the share route with the site in the fragment', () => {
    const doc = bigSite(3);
    const url = shareUrl('https://toile.example', doc);
    expect(url.startsWith(`https://toile.example${SHARE_PATH}#`)).toBe(true);
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/editor/partage');
    expect(parsed.search).toBe('');
    expect(decodeSharePayload(parsed.hash)).toEqual({ ok: true, document: doc });
  });

  it('makes a working link for a page of 200 elements', () => {
    const doc = bigSite(200);
    const url = shareUrl('https://toile.example', doc);
    // Chromium opens URLs up to 2 MB; the measured length is in docs/performance.md.
    expect(url.length).toBeLessThan(2 * 1024 * 1024);
    expect(decodeSharePayload(new URL(url).hash)).toEqual({ ok: true, document: doc });
  });

  // The share dialog offers every link shorter than LIMITS.shareLinkChars; a site within the
  // document's limits must then open from it.
  it('opens its own link for a site of 20,000 elements (the site’s limit)', () => {
    const site = benchmarkSite(50, 400);
    expect(parseSite(site)).not.toBeNull();
    const url = shareUrl('https://toile.example', site);
    expect(url.length).toBeLessThan(LIMITS.shareLinkChars);
    const decoded = decodeSharePayload(new URL(url).hash);
    expect(decoded.ok ? decoded.document.pages.length : decoded.reason).toBe(50);
  });

  it.each<[string, string]>([
    ['an empty fragment', '#'],
    ['random characters', '#pas-un-projet'],
    ['a truncated link', `#${encodeSharePayload(bigSite(10)).slice(0, 200)}`],
    ['JSON that is not a payload', compressToEncodedURIComponent('{"hello":1}')],
    [
      'a payload with a javascript: image',
      payloadOf(
        5,
        editedSite((s) => (s.pages[0].elements[2].content = 'javascript:x')),
      ),
    ],
    [
      'a version 2 payload with a javascript: image',
      (() => {
        const page = fixture('project-v2-file.json').document;
        page.elements[2].content = 'javascript:x';
        return payloadOf(2, page);
      })(),
    ],
    [
      'a payload with a __proto__ key',
      compressToEncodedURIComponent(
        JSON.stringify({ v: 5, d: bigSite(1) }).replace(
          '{"schemaVersion"',
          '{"__proto__":{},"schemaVersion"',
        ),
      ),
    ],
    [
      'a version 3 payload holding a page document',
      payloadOf(3, fixture('project-v2-file.json').document),
    ],
    ['a version 2 payload holding a site', payloadOf(2, threePageSite())],
    ['a version 3 payload holding a site of schema 4', payloadOf(3, threePageSiteV4())],
    ['a version 4 payload holding a site of schema 3', payloadOf(4, threePageSiteV3())],
    ['a version 4 payload holding a site of schema 5', payloadOf(4, threePageSite())],
    ['a version 5 payload holding a site of schema 4', payloadOf(5, threePageSiteV4())],
  ])('refuses %s', (_label, fragment) => {
    expect(decodeSharePayload(fragment).ok).toBe(false);
  });

  it.each(BAD_SITE_EDITS.map(([label, edit, , named]) => [label, edit, named] as const))(
    'refuses a site with %s, as invalid or naming the colour or style it lacks',
    (_label, edit, named) => {
      expect(decodeSharePayload(payloadOf(5, editedSite(edit)))).toEqual(
        named
          ? { ok: false, reason: 'unknownStyle', style: named }
          : { ok: false, reason: 'invalid' },
      );
    },
  );

  it('opens a site with a link to a page that was deleted (the export drops the link)', () => {
    const site = siteWithLinkToDeletedPage();
    expect(decodeSharePayload(encodeSharePayload(site))).toEqual({ ok: true, document: site });
  });

  it('says when a link comes from a newer version', () => {
    const payload = payloadOf(6, { pages: [], sections: [] });
    expect(decodeSharePayload(payload)).toEqual({ ok: false, reason: 'newer' });
  });

  it('still opens a link made with schema version 3, its styles read from its elements', () => {
    const decoded = decodeSharePayload(payloadOf(3, threePageSiteV3()));
    expect(decoded).toEqual({ ok: true, document: threePageSiteShared() });
    if (decoded.ok) expect(withoutStyles(decoded.document)).toEqual(threePageSiteV3());
  });

  it('still opens a link made with schema version 4, its home page’s header shared', () => {
    const decoded = decodeSharePayload(payloadOf(4, threePageSiteV4()));
    expect(decoded).toEqual({ ok: true, document: threePageSiteShared() });
    if (decoded.ok) expect(withoutSharedParts(decoded.document)).toEqual(threePageSiteV4());
  });

  it('still opens a link made with schema version 1, as a one-page site', () => {
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
    expect(decodeSharePayload(payloadOf(1, v1))).toEqual({
      ok: true,
      document: expectedSiteOf({
        templateId: null,
        name: 'Ancien lien',
        elements: [
          {
            id: 'a',
            type: 'button',
            content: 'Go',
            styles: {
              position: { x: 1, y: 2 },
              size: { width: 3, height: 4 },
              color: '#000',
              backgroundColor: '#fff',
              fontSize: 12,
              fontWeight: 'bold',
              textAlign: 'center',
              borderRadius: 8,
              padding: 12,
              margin: 0,
            },
            properties: {},
          },
        ],
      }),
    });
  });

  it('still opens a link made with schema version 2, as a one-page site of exactly its elements', () => {
    const page: PageDocument = fixture('project-v2-record.json').document;
    const decoded = decodeSharePayload(payloadOf(2, page));
    expect(decoded).toEqual({ ok: true, document: expectedSiteOf(page) });
    if (decoded.ok)
      expect(withoutStyles(decoded.document).pages[0].elements).toEqual(page.elements);
  });

  it('opens every version 1 and version 2 link as a one-page site, nothing lost', () => {
    fc.assert(
      fc.property(documentArbitrary, (page) => {
        expect(decodeSharePayload(payloadOf(2, page))).toEqual({
          ok: true,
          document: expectedSiteOf(page),
        });
      }),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(v1PageArbitrary, (page) => {
        expect(decodeSharePayload(payloadOf(1, pageToV1(page)))).toEqual({
          ok: true,
          document: expectedSiteOf(page),
        });
      }),
      { numRuns: 100 },
    );
  });
});
