import fc from 'fast-check';
import { createElement } from '../../src/document/createElement';
import { ELEMENT_TYPES, type PageDocument } from '../../src/document/types';
import { documentSchema, parseDocument } from '../../src/document/schema/documentSchema';
import {
  makeProjectRecord,
  projectRecordSchema,
} from '../../src/features/projects/model/projectRecord';
import { documentArbitrary } from './projectsArbitrary';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests write invalid values on purpose
type Loose = Record<string, any>;

const page = (): PageDocument => ({
  templateId: '7',
  name: 'Ma page',
  elements: ELEMENT_TYPES.map((type, i) => createElement(type, `el-${i}`)),
});

/** `page()` with `edit` applied to a JSON copy, so tests can write anything into it. */
function edited(edit: (doc: Loose) => void): unknown {
  const doc = JSON.parse(JSON.stringify(page()));
  edit(doc);
  return doc;
}

describe('projects/documentSchema', () => {
  it('accepts every element the editor creates, with its defaults', () => {
    expect(parseDocument(page())).toEqual(page());
  });

  it('accepts arbitrary valid documents unchanged', () => {
    fc.assert(
      fc.property(documentArbitrary, (doc) => {
        expect(documentSchema.parse(doc)).toEqual(doc);
      }),
    );
  });

  it.each<[string, (doc: Loose) => void]>([
    ['an unknown element type', (d) => (d.elements[0].type = 'video')],
    ['a colour that is no CSS colour', (d) => (d.elements[0].styles.color = 'rouge')],
    ['a colour with spaces around', (d) => (d.elements[0].styles.color = ' #fff')],
    ['a colour with CSS in it', (d) => (d.elements[0].styles.color = '#fff;background:url(x)')],
    ['a fractional position', (d) => (d.elements[0].styles.position.x = 10.5)],
    ['a position as a string', (d) => (d.elements[0].styles.position.x = '10')],
    ['a position far off the canvas', (d) => (d.elements[0].styles.position.y = 1e12)],
    ['a negative width', (d) => (d.elements[0].styles.size.width = -1)],
    ['an infinite font size', (d) => (d.elements[0].styles.fontSize = Infinity)],
    ['a zero font size', (d) => (d.elements[0].styles.fontSize = 0)],
    ['an unknown font weight', (d) => (d.elements[0].styles.fontWeight = 'heavy')],
    ['a javascript: image', (d) => (d.elements[1].content = 'javascript:alert(1)')],
    ['a data:text/html image', (d) => (d.elements[1].content = 'data:text/html,<script>')],
    ['a relative image path', (d) => (d.elements[1].content = '/secret.png')],
    ['a file: image', (d) => (d.elements[1].content = 'file:///etc/passwd')],
    ['a text of 20 001 characters', (d) => (d.elements[0].content = 'a'.repeat(20_001))],
    ['a name of 201 characters', (d) => (d.name = 'n'.repeat(201))],
    ['an unknown key on an element', (d) => (d.elements[0].onclick = 'x')],
    ['an unknown key in the styles', (d) => (d.elements[0].styles.zIndex = 3)],
    ['a non-empty properties object', (d) => (d.elements[0].properties = { a: 1 })],
    ['an unknown key on the document', (d) => (d.author = 'x')],
    ['a missing field', (d) => delete d.elements[0].styles.margin],
    ['two elements with the same id', (d) => (d.elements[1].id = d.elements[0].id)],
    ['an id with markup', (d) => (d.elements[0].id = '<b>')],
    [
      'too many elements',
      (d) =>
        (d.elements = Array.from({ length: 2001 }, (_, i) => ({ ...d.elements[0], id: `e${i}` }))),
    ],
    ['a null document name', (d) => (d.name = null)],
  ])('refuses %s', (_label, edit) => {
    expect(documentSchema.safeParse(edited(edit)).success).toBe(false);
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses a "%s" key anywhere, as JSON.parse gives it',
    (key) => {
      const json = JSON.stringify(page());
      const inElement = json.replace('"id":"el-0"', `"${key}":{"polluted":true},"id":"el-0"`);
      const inStyles = json.replace('"color":', `"${key}":{"polluted":true},"color":`);
      const inDocument = json.replace('{"templateId"', `{"${key}":{"polluted":true},"templateId"`);
      for (const text of [inElement, inStyles, inDocument]) {
        expect(documentSchema.safeParse(JSON.parse(text)).success).toBe(false);
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
      expect(documentSchema.safeParse(doc).success).toBe(true);
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
      expect(documentSchema.safeParse(doc).success).toBe(true);
    }
  });
});

describe('projects/projectRecord', () => {
  it('accepts a record made by makeProjectRecord', () => {
    const record = makeProjectRecord('p1', 3, page(), new Date('2026-11-22T10:00:00Z'));
    expect(projectRecordSchema.parse(record)).toEqual(record);
    expect(record).toMatchObject({ schemaVersion: 2, revision: 3, name: 'Ma page' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a revision of 0', { revision: 0 }],
    ['a fractional revision', { revision: 1.5 }],
    ['a date that is not ISO', { updatedAt: 'hier' }],
    ['an id with a slash', { id: 'a/b' }],
    ['another schema version', { schemaVersion: 3 }],
    ['an extra key', { extra: true }],
  ])('refuses %s', (_label, change) => {
    const record = { ...makeProjectRecord('p1', 1, page(), new Date()), ...change };
    expect(projectRecordSchema.safeParse(record).success).toBe(false);
  });
});
