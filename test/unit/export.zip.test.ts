import { strFromU8, unzipSync } from 'fflate';
import { createElement } from '../../src/document/createElement';
import type { PageDocument } from '../../src/document/types';
import { buildExportZip, EXPORT_FILES, zipFileName } from '../../src/features/export/exportZip';
import { renderStandalone } from '../../src/document/render/renderPage';
import { parseProjectFile } from '../../src/features/projects/projectFile';

const document: PageDocument = {
  templateId: '7',
  name: 'Boulangerie Martin',
  elements: [createElement('header', 'h1'), createElement('text', 't1', { x: 40, y: 80 })],
};

describe('buildExportZip', () => {
  const when = new Date('2026-11-22T10:00:00Z');
  const files = unzipSync(buildExportZip(document, when));

  it('holds index.html, styles.css and projet.json, and nothing else', () => {
    expect(Object.keys(files)).toEqual([...EXPORT_FILES]);
  });

  it('holds the renderer’s page, byte for byte', () => {
    const { html, css } = renderStandalone(document);
    expect(strFromU8(files['index.html'])).toBe(html);
    expect(strFromU8(files['styles.css'])).toBe(css);
  });

  it('holds the project file of the document, which Toile imports back', () => {
    const text = strFromU8(files['projet.json']);
    expect(parseProjectFile(text)).toEqual({ ok: true, project: { document, migratedFrom: null } });
    const project = JSON.parse(text);
    expect(project).toEqual({
      format: 'toile-project',
      schemaVersion: 2,
      exportedAt: '2026-11-22T10:00:00.000Z',
      document,
    });
  });

  it('is reproducible for the same document and date', () => {
    expect(buildExportZip(document, when)).toEqual(buildExportZip(document, when));
  });
});

describe('zipFileName', () => {
  it.each([
    ['Boulangerie Martin', 'Boulangerie Martin.zip'],
    ['Été à Noël — ça marche', 'Été à Noël — ça marche.zip'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a b c d e f g h i j.zip'],
    ['  ..cachée  ', 'cachée.zip'],
    ['', 'Page Toile.zip'],
    ['///', 'Page Toile.zip'],
    ['x'.repeat(300), `${'x'.repeat(100)}.zip`],
  ])('%j → %j', (name, expected) => {
    expect(zipFileName(name)).toBe(expected);
  });
});
