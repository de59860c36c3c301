import fc from 'fast-check';
import { createElement } from '../../../../../src/document/createElement';
import { LIMITS } from '../../../../../src/document/limits';
import { SPEC_ELEMENT_TYPES, type PageDocument } from '../../../../../src/document/types';
import {
  elementSchema,
  elementV2Schema,
  pageDocumentSchema,
  parseSite,
  siteSchema,
} from '../../../../../src/document/schema/documentSchema';
import { makeProjectRecord } from '../../../../../src/features/projects/model/projectRecord';
import { projectRecordSchema } from '../../../../../src/features/projects/model/recordSchema';
import { documentArbitrary } from '../projectsArbitrary';
import {
  BAD_SITE_EDITS,
  editedSite,
  loose,
  siteArbitrary,
  siteWithLinkToDeletedPage,
  threePageSite,
  threePageSiteShared,
  threePageSiteV3,
  threePageSiteV4,
  tinyElements,
  tinyPages,
  type Loose,
  type Where,
} from '../projectsSites';

const page = (): PageDocument => ({
  templateId: '7',
  name: 'Ma page',
  elements: SPEC_ELEMENT_TYPES.map((type, i) => createElement(type, `el-${i}`)),
});

/** `page()` with `edit` applied to a JSON copy, so tests can write anything into it. */
function edited(edit: (doc: Loose) => void): unknown {
  const doc = loose(page());
  edit(doc);
  return doc;
}

/**
 * An edit of one page's elements, given the list, a text and an image of it: the same edits break
 * a page of schema 2 and a page of a site (schema 3).
 */
type ElementEdit = (list: Loose[], text: Loose, image: Loose) => void;

const ELEMENT_EDITS: ReadonlyArray<[string, ElementEdit]> = [
  ['an unknown element type', (_l, t) => (t.type = 'video')],
  ['a colour that is no CSS colour', (_l, t) => (t.styles.color = 'rouge')],
  ['a colour with spaces around', (_l, t) => (t.styles.color = ' #fff')],
  ['a colour with CSS in it', (_l, t) => (t.styles.color = '#fff;background:url(x)')],
  ['a fractional position', (_l, t) => (t.styles.position.x = 10.5)],
  ['a position as a string', (_l, t) => (t.styles.position.x = '10')],
  ['a position far off the canvas', (_l, t) => (t.styles.position.y = 1e12)],
  ['a negative width', (_l, t) => (t.styles.size.width = -1)],
  ['an infinite font size', (_l, t) => (t.styles.fontSize = Infinity)],
  ['a zero font size', (_l, t) => (t.styles.fontSize = 0)],
  ['an unknown font weight', (_l, t) => (t.styles.fontWeight = 'heavy')],
  ['a javascript: image', (_l, _t, i) => (i.content = 'javascript:alert(1)')],
  ['a data:text/html image', (_l, _t, i) => (i.content = 'data:text/html,<script>')],
  ['a relative image path', (_l, _t, i) => (i.content = '/secret.png')],
  ['a file: image', (_l, _t, i) => (i.content = 'file:///etc/passwd')],
  ['a text of 20 001 characters', (_l, t) => (t.content = 'a'.repeat(20_001))],
  ['an unknown key on an element', (_l, t) => (t.onclick = 'x')],
  ['an unknown key in the styles', (_l, t) => (t.styles.zIndex = 3)],
  ['an unknown key in the properties', (_l, t) => (t.properties = { a: 1 })],
  ['a missing field', (_l, t) => delete t.styles.margin],
  ['two elements with the same id', (l) => (l[1].id = l[0].id)],
  ['an id with markup', (_l, t) => (t.id = '<b>')],
  [
    'too many elements',
    (l) =>
      l.splice(0, l.length, ...Array.from({ length: 2001 }, (_, i) => ({ ...l[0], id: `e${i}` }))),
  ],
];

describe('document/pageDocumentSchema (schema 2, what older records, files and links hold)', () => {
  it('accepts every element the editor creates, with its defaults', () => {
    expect(pageDocumentSchema.parse(page())).toEqual(page());
  });

  it('accepts arbitrary valid page documents unchanged', () => {
    fc.assert(
      fc.property(documentArbitrary, (doc) => {
        expect(pageDocumentSchema.parse(doc)).toEqual(doc);
      }),
    );
  });

  it.each<[string, ElementEdit]>(ELEMENT_EDITS)('refuses %s', (_label, edit) => {
    const doc = edited((d) => edit(d.elements, d.elements[0], d.elements[1]));
    expect(pageDocumentSchema.safeParse(doc).success).toBe(false);
  });

  it.each<[string, (doc: Loose) => void]>([
    ['a name of 201 characters', (d) => (d.name = 'n'.repeat(201))],
    ['an unknown key on the document', (d) => (d.author = 'x')],
    ['a null document name', (d) => (d.name = null)],
    [
      'a property of schema 3 (no properties in schema 2)',
      (d) => (d.elements[0].properties.level = 'h1'),
    ],
    [
      'overrides (none in schema 2)',
      (d) => (d.elements[0].overrides = { phone: { hidden: true } }),
    ],
    ['a site (schema 3)', (d) => Object.assign(d, { schemaVersion: 3, pages: [] })],
    ['a site (schema 4)', (d) => Object.assign(d, { schemaVersion: 4, pages: [] })],
    ['a site (schema 5)', (d) => Object.assign(d, { schemaVersion: 5, pages: [] })],
  ])('refuses %s', (_label, edit) => {
    expect(pageDocumentSchema.safeParse(edited(edit)).success).toBe(false);
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses a "%s" key anywhere, as JSON.parse gives it',
    (key) => {
      const json = JSON.stringify(page());
      const inElement = json.replace('"id":"el-0"', `"${key}":{"polluted":true},"id":"el-0"`);
      const inStyles = json.replace('"color":', `"${key}":{"polluted":true},"color":`);
      const inDocument = json.replace('{"templateId"', `{"${key}":{"polluted":true},"templateId"`);
      for (const text of [inElement, inStyles, inDocument]) {
        expect(pageDocumentSchema.safeParse(JSON.parse(text)).success).toBe(false);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('accepts the colours the editor accepts: hex, rgb(), named, transparent', () => {
    for (const colour of [
      '#fff',
      '#3B82F6',
      '#3b82f680',
      'transparent',
      'rgb(59, 130, 246)',
      'teal',
    ]) {
      const doc = edited((d) => (d.elements[0].styles.backgroundColor = colour));
      expect(pageDocumentSchema.safeParse(doc).success).toBe(true);
    }
  });

  it('accepts http, https and data:image sources, and an empty image', () => {
    for (const url of [
      'http://exemple.fr/a.png',
      'https://exemple.fr/b.jpg',
      'data:image/png;base64,AAAA',
      '',
    ]) {
      const doc = edited((d) => (d.elements[1].content = url));
      expect(pageDocumentSchema.safeParse(doc).success).toBe(true);
    }
  });

  it('takes an element of schema 3 with properties only as schema 3', () => {
    const element = { ...createElement('text', 't'), properties: { level: 'h2' as const } };
    expect(elementV2Schema.safeParse(element).success).toBe(false);
    expect(elementSchema.parse(element)).toEqual(element);
  });
});

describe('document/siteSchema (schema 5)', () => {
  it('accepts the three-page site of the fixture unchanged', () => {
    const site = threePageSite();
    expect(siteSchema.parse(site)).toEqual(site);
    expect(parseSite(site)).toEqual(site);
    expect(site.pages.map((p) => p.name)).toEqual(['Accueil', 'À propos', 'Contact']);
  });

  it('accepts the three-page site sharing its header unchanged, and not as schema 4 wrote it', () => {
    const site = threePageSiteShared();
    expect(siteSchema.parse(site)).toEqual(site);
    expect(parseSite(site)).toEqual(site);
    expect(siteSchema.safeParse(threePageSiteV4()).success).toBe(false);
  });

  it('accepts arbitrary valid sites unchanged (links, anchors, overrides, SEO, settings)', () => {
    fc.assert(
      fc.property(siteArbitrary, (site) => {
        expect(siteSchema.parse(site)).toEqual(site);
      }),
      { numRuns: 200 },
    );
  });

  it.each<[string, (site: Loose) => void, Where]>(
    BAD_SITE_EDITS.map(([label, edit, where]) => [label, edit, where]),
  )('refuses %s, where the rule is broken', (_label, edit, where) => {
    const site = editedSite(edit);
    const result = siteSchema.safeParse(site);
    expect(result.success).toBe(false);
    // Refused for this rule, not by accident elsewhere.
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(where);
    expect(parseSite(site)).toBeNull();
  });

  it.each<[string, ElementEdit]>(ELEMENT_EDITS)(
    'refuses %s on a page of the site',
    (_label, edit) => {
      const site = editedSite((s) => {
        const list = s.pages[0].elements;
        edit(list, list[1], list[2]);
      });
      expect(siteSchema.safeParse(site).success).toBe(false);
    },
  );

  it('accepts the site at each limit: 50 pages, 2,000 elements on a page, 20,000 in all', () => {
    expect(LIMITS).toMatchObject({ pages: 50, elementsPerPage: 2000, elementsPerSite: 20_000 });
    const fifty = editedSite((s) => {
      s.pages = tinyPages(Array<number>(50).fill(0));
      s.homePageId = 'big-0';
    });
    expect(siteSchema.safeParse(fifty).success).toBe(true);
    const fullPage = editedSite((s) => (s.pages[1].elements = tinyElements(2000, 'b')));
    expect(siteSchema.safeParse(fullPage).success).toBe(true);
    // Ten pages of 1,819 and one of 1,810: 20,000 elements.
    const fullSite = editedSite((s) => {
      s.pages = tinyPages([...Array<number>(10).fill(1819), 1810]);
      s.homePageId = 'big-0';
    });
    expect(siteSchema.safeParse(fullSite).success).toBe(true);
  });

  it('accepts a page name of 60 characters and a slug of 60', () => {
    const site = editedSite((s) => {
      s.pages[1].name = 'n'.repeat(60);
      s.pages[1].slug = 'a'.repeat(60);
    });
    expect(siteSchema.safeParse(site).success).toBe(true);
  });

  it('accepts a link to a deleted page, and to an anchor that is gone (the export drops them)', () => {
    const site = siteWithLinkToDeletedPage();
    expect(site.pages[0].elements[3].properties.link).toEqual({
      kind: 'anchor',
      pageId: 'page-contact',
      anchor: 'formulaire',
    });
    expect(siteSchema.parse(site)).toEqual(site);
    const gone = editedSite((s) => {
      s.pages[0].elements[2].properties.link = { kind: 'page', pageId: 'page-supprimee' };
      s.pages[0].elements[3].properties.link.anchor = 'plus-la';
    });
    expect(siteSchema.safeParse(gone).success).toBe(true);
  });

  it('accepts the home page anywhere in the list', () => {
    const site = editedSite((s) => (s.homePageId = 'page-contact'));
    expect(siteSchema.safeParse(site).success).toBe(true);
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses a "%s" key anywhere in a site, as JSON.parse gives it',
    (key) => {
      const json = JSON.stringify(threePageSite());
      const injected = `"${key}":{"polluted":true},`;
      const texts = [
        json.replace('{"schemaVersion"', `{${injected}"schemaVersion"`),
        json.replace('{"id":"page-apropos"', `{${injected}"id":"page-apropos"`),
        json.replace('"seo":{', `"seo":{${injected}`),
        json.replace('"properties":{"level"', `"properties":{${injected}"level"`),
        json.replace('"link":{', `"link":{${injected}`),
        json.replace('"overrides":{', `"overrides":{${injected}`),
        json.replace('"theme":{', `"theme":{${injected}`),
      ];
      for (const text of texts) {
        expect(text).not.toBe(json);
        expect(siteSchema.safeParse(JSON.parse(text)).success).toBe(false);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});

describe('projects/projectRecord', () => {
  const site = threePageSite();

  it('accepts a record made by makeProjectRecord', () => {
    const record = makeProjectRecord('p1', 3, site, new Date('2026-11-22T10:00:00Z'));
    expect(projectRecordSchema.parse(record)).toEqual(record);
    expect(record).toMatchObject({
      schemaVersion: 5,
      revision: 3,
      name: 'Boulangerie Martin',
      updatedAt: '2026-11-22T10:00:00.000Z',
      document: site,
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a revision of 0', { revision: 0 }],
    ['a fractional revision', { revision: 1.5 }],
    ['a date that is not ISO', { updatedAt: 'hier' }],
    ['an id with a slash', { id: 'a/b' }],
    ['an older schema version (3)', { schemaVersion: 3 }],
    ['an older schema version (4)', { schemaVersion: 4 }],
    ['a newer schema version', { schemaVersion: 6 }],
    ['a site of schema 3 inside', { document: threePageSiteV3() }],
    ['a site of schema 4 inside', { document: threePageSiteV4() }],
    ['an extra key', { extra: true }],
    ['a page document (schema 2) inside', { document: page() }],
    ['a bad site inside', { document: editedSite((s) => (s.homePageId = 'nulle-part')) }],
  ])('refuses %s', (_label, change) => {
    const record = { ...makeProjectRecord('p1', 1, site, new Date()), ...change };
    expect(projectRecordSchema.safeParse(record).success).toBe(false);
  });
});
