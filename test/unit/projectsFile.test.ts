import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { createElement } from '../../src/document/createElement';
import type { PageDocument } from '../../src/document/types';
import {
  parseProjectFile,
  projectFileName,
  projectFileText,
  readProjectFile,
  toProjectFile,
} from '../../src/features/projects/projectFile';
import { documentArbitrary } from './projectsArbitrary';

const fixtureText = (name: string) => readFileSync(resolve(__dirname, '../fixtures', name), 'utf8');

const INVALID =
  "Ce fichier n'est pas un projet Toile valide. Votre page actuelle n'a pas été modifiée.";

const page: PageDocument = {
  templateId: '12',
  name: 'Café des arts',
  elements: [createElement('header', 'h1'), createElement('image', 'i1', { x: 40, y: 200 })],
};

describe('projects/projectFile', () => {
  it('writes a versioned, readable file', () => {
    const file = toProjectFile(page, { exportedAt: new Date('2026-11-22T10:00:00Z') });
    expect(file).toEqual({
      format: 'toile-project',
      schemaVersion: 2,
      exportedAt: '2026-11-22T10:00:00.000Z',
      document: page,
    });
    expect(projectFileText(page)).toContain('\n  "format": "toile-project",\n');
  });

  it('reads back every document it writes', () => {
    fc.assert(
      fc.property(documentArbitrary, (doc) => {
        expect(parseProjectFile(projectFileText(doc))).toEqual({
          ok: true,
          project: { document: doc, migratedFrom: null },
        });
      }),
      { numRuns: 60 },
    );
  });

  it('migrates a version 1 file', () => {
    const result = parseProjectFile(fixtureText('project-v1-file.json'));
    if (!result.ok) throw new Error(result.message);
    expect(result.project.migratedFrom).toBe(1);
    expect(result.project.document.name).toBe('Atelier céramique');
    expect(result.project.document.elements[0].styles).toMatchObject({
      position: { x: 40, y: 60 },
      size: { width: 300, height: 30 },
      fontWeight: 'light',
      margin: 0,
    });
  });

  it('refuses a file of a newer version with its own message', () => {
    expect(parseProjectFile(fixtureText('project-v99-file.json'))).toEqual({
      ok: false,
      message:
        "Ce projet a été créé par une version plus récente de Toile. Rechargez la page pour mettre Toile à jour, puis réessayez. Votre page actuelle n'a pas été modifiée.",
    });
  });

  it.each<[string, string]>([
    ['text that is not JSON', 'bonjour'],
    ['JSON without the Toile marker', JSON.stringify({ schemaVersion: 2, document: page })],
    ['another format', JSON.stringify({ ...toProjectFile(page), format: 'figma' })],
    ['a bare document', JSON.stringify(page)],
    ['an array', '[]'],
    ['a newer version without the marker', '{"schemaVersion": 99}'],
    [
      'a document with a javascript: image',
      projectFileText({
        ...page,
        elements: [{ ...page.elements[1], content: 'javascript:alert(document.cookie)' }],
      }),
    ],
    [
      'a "__proto__" key',
      projectFileText(page).replace('"format"', '"__proto__": {"isAdmin": true},\n  "format"'),
    ],
    [
      'a "__proto__" key in an element',
      projectFileText(page).replace('"id": "h1"', '"__proto__": {"x": 1}, "id": "h1"'),
    ],
  ])('refuses %s with the French message', (_label, text) => {
    expect(parseProjectFile(text)).toEqual({ ok: false, message: INVALID });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses an empty file', () => {
    expect(parseProjectFile('  \n')).toEqual({
      ok: false,
      message: "Ce fichier est vide. Votre page actuelle n'a pas été modifiée.",
    });
  });

  it('refuses an oversized file without reading it', async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]);
    const read = jest.spyOn(FileReader.prototype, 'readAsText');
    const result = await readProjectFile(big);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Ce fichier est trop volumineux/);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    expect(parseProjectFile(' '.repeat(5 * 1024 * 1024 + 1)).ok).toBe(false);
  });

  it('reads a chosen file', async () => {
    const result = await readProjectFile(new Blob([projectFileText(page)]));
    expect(result).toEqual({ ok: true, project: { document: page, migratedFrom: null } });
  });

  it('names the file after the project', () => {
    expect(projectFileName("Ma page d'accueil — été")).toBe('ma-page-d-accueil-ete.toile.json');
    expect(projectFileName('***')).toBe('projet.toile.json');
  });
});
