import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement } from '../../src/document/createElement';
import { migrate, versionOf } from '../../src/features/projects/model/migrations';
import {
  CURRENT_SCHEMA_VERSION,
  makeProjectRecord,
} from '../../src/features/projects/model/projectRecord';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(resolve(__dirname, '../fixtures', name), 'utf8'));

describe('projects/migrate', () => {
  it('brings a version 1 record (flat styles, title, savedAt) to the current version', () => {
    const result = migrate(fixture('project-v1-record.json'));
    if (!result.ok) throw new Error(`migration failed: ${result.reason}`);
    expect(result.migratedFrom).toBe(1);
    const record = result.value;
    expect(record).toMatchObject({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      id: 'v1-boulangerie',
      revision: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
      name: 'Boulangerie du Port',
    });
    expect(record.document.templateId).toBe('3');
    expect(record.document.name).toBe('Boulangerie du Port');
    expect(record.document.elements.map((e) => e.id)).toEqual([
      'lx1-header',
      'lx1-photo',
      'lx1-button',
    ]);
    expect(record.document.elements[1]).toEqual({
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
    });
    // Version 1 allowed a font size of 0; the editor's fallback (16) applies.
    expect(record.document.elements[2].styles.fontSize).toBe(16);
  });

  it('passes a current record through, checked, without marking it migrated', () => {
    const record = makeProjectRecord(
      'p1',
      4,
      { templateId: null, name: 'Actuel', elements: [createElement('text', 't1')] },
      new Date('2026-11-22T09:00:00Z'),
    );
    expect(migrate(JSON.parse(JSON.stringify(record)))).toEqual({
      ok: true,
      value: record,
      migratedFrom: null,
    });
  });

  it('refuses a record of a newer version, saying so', () => {
    expect(migrate({ schemaVersion: CURRENT_SCHEMA_VERSION + 1, id: 'x' })).toEqual({
      ok: false,
      reason: 'newer',
      version: CURRENT_SCHEMA_VERSION + 1,
    });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'projet'],
    ['no version', { id: 'x' }],
    ['version 0', { schemaVersion: 0 }],
    [
      'a version 1 record with a javascript: image',
      (() => {
        const v1 = fixture('project-v1-record.json') as {
          document: { elements: Array<{ content: string }> };
        };
        v1.document.elements[1].content = 'javascript:alert(1)';
        return v1;
      })(),
    ],
    [
      'a version 1 record with an unknown key',
      { ...(fixture('project-v1-record.json') as object), x: 1 },
    ],
    [
      'a current record with a broken element',
      (() => {
        const r = makeProjectRecord(
          'p',
          1,
          { templateId: null, name: 'n', elements: [] },
          new Date(),
        );
        return { ...r, document: { ...r.document, elements: [{ id: 'a' }] } };
      })(),
    ],
  ])('calls %s invalid', (_label, value) => {
    const result = migrate(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe('invalid');
  });

  it('reads the version only from a whole positive integer', () => {
    expect(versionOf({ schemaVersion: 2 })).toBe(2);
    expect(versionOf({ schemaVersion: '2' })).toBeNull();
    expect(versionOf({ schemaVersion: 1.5 })).toBeNull();
    expect(versionOf([])).toBeNull();
  });
});
