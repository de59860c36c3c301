import fc from 'fast-check';
import {
  CURRENT_SCHEMA_VERSION,
  migrateDocumentV1,
  migrateDocumentV2,
  migrateDocumentV3,
  migrateDocumentV4,
  readDocument,
  versionOf,
} from '../../../../../src/document/schema/migrations';
import { withInferredStyles } from '../../../../../src/document/siteStyles/infer';
import type { EditorElement, PageDocument } from '../../../../../src/document/types';
import { migrate } from '../../../../../src/features/projects/model/migrations';
import { makeProjectRecord } from '../../../../../src/features/projects/model/projectRecord';
import { documentArbitrary } from '../projectsArbitrary';
import {
  editedSite,
  expectedSiteOf,
  fixture,
  loose,
  pageToV1,
  threePageSite,
  threePageSiteShared,
  threePageSiteV3,
  threePageSiteV4,
  v1PageArbitrary,
  withoutSharedParts,
  withoutStyles,
  writtenSiteOf,
  type Loose,
} from '../projectsSites';

const recordId = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const isoDate = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()));

/** The three elements of test/fixtures/project-v1-record.json, as schema 2 and 3 write them. */
const V1_RECORD_ELEMENTS: EditorElement[] = [
  {
    id: 'lx1-header',
    type: 'header',
    content: 'Boulangerie du Port',
    styles: {
      position: { x: 0, y: 0 },
      size: { width: 1152, height: 80 },
      color: '#1F2937',
      backgroundColor: 'transparent',
      fontSize: 28,
      fontWeight: 'bold',
      textAlign: 'center',
      borderRadius: 0,
      padding: 16,
      margin: 0,
    },
    properties: {},
  },
  {
    id: 'lx1-photo',
    type: 'image',
    content: 'https://exemple.fr/pain.jpg',
    styles: {
      position: { x: 100, y: 120 },
      size: { width: 400, height: 300 },
      color: '#000000',
      backgroundColor: 'transparent',
      fontSize: 16,
      fontWeight: 'normal',
      textAlign: 'left',
      borderRadius: 12,
      padding: 0,
      margin: 0,
    },
    properties: {},
  },
  {
    id: 'lx1-button',
    type: 'button',
    content: 'Commander',
    styles: {
      position: { x: 560, y: 200 },
      size: { width: 200, height: 40 },
      color: '#FFFFFF',
      backgroundColor: '#3B82F6',
      // Version 1 allowed a font size of 0; the editor's fallback (16) applies.
      fontSize: 16,
      fontWeight: 'normal',
      textAlign: 'center',
      borderRadius: 8,
      padding: 12,
      margin: 0,
    },
    properties: {},
  },
];

describe('projects/migrate (stored records)', () => {
  it('brings a version 1 record (flat styles, title, savedAt) to a one-page site', () => {
    const result = migrate(fixture('project-v1-record.json'));
    expect(result).toEqual({
      ok: true,
      migratedFrom: 1,
      value: {
        schemaVersion: CURRENT_SCHEMA_VERSION,
        id: 'v1-boulangerie',
        revision: 1,
        updatedAt: '2026-01-01T00:00:00.000Z',
        name: 'Boulangerie du Port',
        document: expectedSiteOf({
          templateId: '3',
          name: 'Boulangerie du Port',
          elements: V1_RECORD_ELEMENTS,
        }),
      },
    });
  });

  it('brings a version 2 record to a one-page site of exactly its elements; id, revision, date and name kept', () => {
    const v2 = fixture('project-v2-record.json');
    expect(v2.schemaVersion).toBe(2);
    const result = migrate(v2);
    expect(result).toEqual({
      ok: true,
      migratedFrom: 2,
      value: {
        schemaVersion: CURRENT_SCHEMA_VERSION,
        id: 'v2-fleuriste',
        revision: 4,
        updatedAt: '2026-06-15T08:30:00.000Z',
        name: 'Fleuriste des Halles',
        document: expectedSiteOf(v2.document as PageDocument),
      },
    });
    if (!result.ok) return;
    // Nothing lost: every element of the old page, in its order, field for field (beside the
    // colours and text style it now follows).
    expect(result.value.document.pages).toHaveLength(1);
    expect(withoutStyles(result.value.document).pages[0].elements).toEqual(v2.document.elements);
    expect(result.value.document.templateId).toBe('18');
  });

  it('opens every version 2 record as a one-page site of exactly its elements', () => {
    fc.assert(
      fc.property(
        documentArbitrary,
        recordId,
        fc.integer({ min: 1, max: 1_000_000 }),
        isoDate,
        (page, id, revision, date) => {
          const v2 = {
            schemaVersion: 2,
            id,
            revision,
            updatedAt: date.toISOString(),
            name: page.name,
            document: page,
          };
          expect(migrate(loose(v2))).toEqual({
            ok: true,
            migratedFrom: 2,
            value: { ...v2, schemaVersion: CURRENT_SCHEMA_VERSION, document: expectedSiteOf(page) },
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('opens every version 1 record as a one-page site of exactly its elements', () => {
    fc.assert(
      fc.property(v1PageArbitrary, recordId, isoDate, (page, id, date) => {
        const v1 = { schemaVersion: 1, id, savedAt: date.getTime(), document: pageToV1(page) };
        expect(migrate(loose(v1))).toEqual({
          ok: true,
          migratedFrom: 1,
          value: {
            schemaVersion: CURRENT_SCHEMA_VERSION,
            id,
            revision: 1,
            updatedAt: date.toISOString(),
            name: page.name,
            document: expectedSiteOf(page),
          },
        });
      }),
      { numRuns: 150 },
    );
  });

  it('brings a version 3 record to a site with styles, its elements drawn as they were', () => {
    const v3 = {
      schemaVersion: 3,
      id: 'v3-boulangerie',
      revision: 7,
      updatedAt: '2026-11-20T08:00:00.000Z',
      name: 'Boulangerie Martin',
      document: threePageSiteV3(),
    };
    const result = migrate(loose(v3));
    expect(result).toEqual({
      ok: true,
      migratedFrom: 3,
      value: { ...v3, schemaVersion: CURRENT_SCHEMA_VERSION, document: threePageSiteShared() },
    });
    if (result.ok) expect(withoutStyles(result.value.document)).toEqual(v3.document);
  });

  it('brings a version 4 record to a site sharing its home page’s header, its pages drawn as they were', () => {
    const v4 = {
      schemaVersion: 4,
      id: 'v4-boulangerie',
      revision: 9,
      updatedAt: '2026-11-25T08:00:00.000Z',
      name: 'Boulangerie Martin',
      document: threePageSiteV4(),
    };
    const result = migrate(loose(v4));
    expect(result).toEqual({
      ok: true,
      migratedFrom: 4,
      value: { ...v4, schemaVersion: CURRENT_SCHEMA_VERSION, document: threePageSiteShared() },
    });
    if (result.ok) expect(withoutSharedParts(result.value.document)).toEqual(v4.document);
  });

  it('passes a current record through, checked, without marking it migrated', () => {
    const record = makeProjectRecord('p1', 4, threePageSite(), new Date('2026-11-22T09:00:00Z'));
    expect(migrate(loose(record))).toEqual({ ok: true, value: record, migratedFrom: null });
    const shared = makeProjectRecord('p2', 2, threePageSiteShared(), new Date());
    expect(migrate(loose(shared))).toEqual({ ok: true, value: shared, migratedFrom: null });
  });

  it('refuses a record of a newer version, saying so', () => {
    expect(migrate({ schemaVersion: CURRENT_SCHEMA_VERSION + 1, id: 'x' })).toEqual({
      ok: false,
      reason: 'newer',
      version: CURRENT_SCHEMA_VERSION + 1,
    });
  });

  const current = (document: unknown) => ({
    ...makeProjectRecord('p', 1, threePageSite(), new Date('2026-11-22T09:00:00Z')),
    document,
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'projet'],
    ['no version', { id: 'x' }],
    ['version 0', { schemaVersion: 0 }],
    [
      'a version 1 record with a javascript: image',
      (() => {
        const v1 = fixture('project-v1-record.json');
        v1.document.elements[1].content = 'javascript:alert(1)';
        return v1;
      })(),
    ],
    ['a version 1 record with an unknown key', { ...fixture('project-v1-record.json'), x: 1 }],
    [
      'a version 2 record with a javascript: image',
      (() => {
        const v2 = fixture('project-v2-record.json');
        v2.document.elements[2].content = 'javascript:alert(1)';
        return v2;
      })(),
    ],
    ['a version 2 record with an unknown key', { ...fixture('project-v2-record.json'), x: 1 }],
    [
      'a version 2 record holding a site',
      { ...fixture('project-v2-record.json'), document: threePageSite() },
    ],
    [
      'a version 2 record with two elements of one id',
      (() => {
        const v2 = fixture('project-v2-record.json');
        v2.document.elements[1].id = v2.document.elements[0].id;
        return v2;
      })(),
    ],
    [
      'a version 3 record holding a site of schema 4',
      { ...current(threePageSiteV4()), schemaVersion: 3 },
    ],
    [
      'a version 4 record holding a site of schema 5',
      { ...current(threePageSite()), schemaVersion: 4 },
    ],
    ['a current record holding a site of schema 4', current(threePageSiteV4())],
    [
      'a version 3 record whose element follows a colour (schema 3 had none)',
      {
        ...current(null),
        schemaVersion: 3,
        document: (() => {
          const v3 = threePageSiteV3();
          v3.pages[0].elements[1].properties.colors = { color: 'text' };
          return v3;
        })(),
      },
    ],
    ['a current record holding a site of schema 3', current(threePageSiteV3())],
    [
      'a current record holding a page document',
      current(fixture('project-v2-record.json').document),
    ],
    [
      'a current record with a broken element',
      current(editedSite((s) => (s.pages[0].elements[0] = { id: 'a' }))),
    ],
    [
      'a current record with a home page that is no page',
      current(editedSite((s) => (s.homePageId = 'x'))),
    ],
    ['a current record without pages', current(editedSite((s) => (s.pages = [])))],
  ])('calls %s invalid', (_label, value) => {
    const result = migrate(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe('invalid');
  });

  it('reads the version only from a whole positive integer', () => {
    expect(versionOf({ schemaVersion: 2 })).toBe(2);
    expect(versionOf({ schemaVersion: 3 })).toBe(3);
    expect(versionOf({ schemaVersion: 4 })).toBe(4);
    expect(versionOf({ schemaVersion: 5 })).toBe(5);
    expect(versionOf({ schemaVersion: '2' })).toBeNull();
    expect(versionOf({ schemaVersion: 1.5 })).toBeNull();
    expect(versionOf({ schemaVersion: 0 })).toBeNull();
    expect(versionOf([])).toBeNull();
    expect(versionOf(null)).toBeNull();
  });
});

describe('document/readDocument (bare documents of files and share links)', () => {
  const v1Document = (): Loose => fixture('project-v1-record.json').document;
  const v2Document = (): PageDocument => fixture('project-v2-record.json').document;

  it('reads a version 1 document as a one-page site', () => {
    expect(readDocument(v1Document(), 1)).toEqual({
      ok: true,
      migratedFrom: 1,
      site: expectedSiteOf({
        templateId: '3',
        name: 'Boulangerie du Port',
        elements: V1_RECORD_ELEMENTS,
      }),
    });
  });

  it('reads a version 2 document as a one-page site of exactly its elements', () => {
    expect(readDocument(v2Document(), 2)).toEqual({
      ok: true,
      migratedFrom: 2,
      site: expectedSiteOf(v2Document()),
    });
  });

  it('reads a version 3 site with its styles read from its elements, drawn as it was', () => {
    const read = readDocument(threePageSiteV3(), 3);
    expect(read).toEqual({ ok: true, migratedFrom: 3, site: threePageSiteShared() });
    if (read.ok) expect(withoutStyles(read.site)).toEqual(threePageSiteV3());
  });

  it('reads a version 4 site with its home page’s header shared, drawn as it was', () => {
    const read = readDocument(threePageSiteV4(), 4);
    expect(read).toEqual({ ok: true, migratedFrom: 4, site: threePageSiteShared() });
    if (read.ok) expect(withoutSharedParts(read.site)).toEqual(threePageSiteV4());
  });

  it('reads a site as it is, checked', () => {
    expect(readDocument(threePageSite(), 5)).toEqual({
      ok: true,
      migratedFrom: null,
      site: threePageSite(),
    });
    expect(readDocument(threePageSiteShared(), 5)).toEqual({
      ok: true,
      migratedFrom: null,
      site: threePageSiteShared(),
    });
  });

  it('refuses a newer version, and a document of another version than it says', () => {
    expect(readDocument(threePageSite(), 6)).toEqual({ ok: false, reason: 'newer' });
    expect(readDocument(threePageSite(), 4)).toEqual({ ok: false, reason: 'invalid' });
    expect(readDocument(threePageSiteV4(), 5)).toEqual({ ok: false, reason: 'invalid' });
    expect(readDocument(threePageSite(), 3)).toEqual({ ok: false, reason: 'invalid' });
    expect(readDocument(threePageSiteV3(), 4)).toEqual({ ok: false, reason: 'invalid' });
    expect(readDocument(v2Document(), 3)).toEqual({ ok: false, reason: 'invalid' });
    expect(readDocument(threePageSite(), 2)).toEqual({ ok: false, reason: 'invalid' });
    expect(readDocument(v1Document(), 2)).toEqual({ ok: false, reason: 'invalid' });
    expect(readDocument(v2Document(), 1)).toEqual({ ok: false, reason: 'invalid' });
    expect(readDocument(v2Document(), 0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('has one small step per version', () => {
    const v1 = v1Document();
    const page = migrateDocumentV1(v1 as Parameters<typeof migrateDocumentV1>[0]);
    expect(page).toEqual({
      templateId: '3',
      name: 'Boulangerie du Port',
      elements: V1_RECORD_ELEMENTS,
    });
    expect(migrateDocumentV2(v2Document())).toEqual({
      ...writtenSiteOf(v2Document()),
      schemaVersion: 3,
    });
    // 3 → 4 reads the styles (the step marks the result version 4); 4 → 5 shares the header.
    const v4 = { ...migrateDocumentV3(migrateDocumentV2(v2Document())), schemaVersion: 4 };
    expect(v4).toEqual({ ...withInferredStyles(writtenSiteOf(v2Document())), schemaVersion: 4 });
    expect(migrateDocumentV4(v4)).toEqual(expectedSiteOf(v2Document()));
    expect({ ...migrateDocumentV3(threePageSiteV3()), schemaVersion: 4 }).toEqual(
      threePageSiteV4(),
    );
    expect(migrateDocumentV4(threePageSiteV4())).toEqual(threePageSiteShared());
  });
});
