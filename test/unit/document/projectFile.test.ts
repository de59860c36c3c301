import fc from 'fast-check';
import { createElement } from '../../../src/document/createElement';
import { LIMITS } from '../../../src/document/limits';
import { parseSite } from '../../../src/document/schema/documentSchema';
import { createSite } from '../../../src/document/site';
import type { PageDocument, SiteDocument } from '../../../src/document/types';
import { fr } from '../../../src/i18n/fr';
import {
  parseProjectFile,
  projectFileName,
  projectFileText,
  readProjectFile,
  toProjectFile,
} from '../../../src/document/projectFile';
import { documentArbitrary } from '../features/projects/projectsArbitrary';
import {
  BAD_SITE_EDITS,
  benchmarkSite,
  editedSite,
  expectedSiteOf,
  fixture,
  fixtureText,
  pageToV1,
  siteArbitrary,
  siteWithLinkToDeletedPage,
  threePageSite,
  threePageSiteV3,
  v1PageArbitrary,
  withoutStyles,
  type Loose,
} from '../features/projects/projectsSites';

const INVALID =
  "Ce fichier n'est pas un projet Toile valide. Votre page actuelle n'a pas été modifiée.";
const NEWER =
  "Ce projet a été créé par une version plus récente de Toile. Rechargez la page pour mettre Toile à jour, puis réessayez. Votre page actuelle n'a pas été modifiée.";

const site: SiteDocument = createSite({
  name: 'Café des arts',
  templateId: '12',
  homePageId: 'accueil',
  elements: [createElement('header', 'h1'), createElement('image', 'i1', { x: 40, y: 200 })],
});

/** A file of any version, as Toile wrote it then. */
const fileOf = (schemaVersion: number, document: unknown) =>
  JSON.stringify({
    format: 'toile-project',
    schemaVersion,
    exportedAt: '2026-01-01T00:00:00.000Z',
    document,
  });

describe('projects/projectFile', () => {
  it('writes a versioned, readable file of the whole site', () => {
    const file = toProjectFile(site, { exportedAt: new Date('2026-11-22T10:00:00Z') });
    expect(file).toEqual({
      format: 'toile-project',
      schemaVersion: 5,
      exportedAt: '2026-11-22T10:00:00.000Z',
      document: site,
    });
    expect(projectFileText(site)).toContain('\n  "format": "toile-project",\n');
  });

  it('reads back every site it writes', () => {
    fc.assert(
      fc.property(siteArbitrary, (doc) => {
        expect(parseProjectFile(projectFileText(doc))).toEqual({
          ok: true,
          project: { document: doc, migratedFrom: null },
        });
      }),
      { numRuns: 60 },
    );
  });

  it('reads a three-page site (Accueil, À propos, Contact) whole', () => {
    const result = parseProjectFile(fixtureText('project-v4-file.json'));
    if (!result.ok) throw new Error(result.message);
    expect(result.project).toEqual({
      document: fixture('project-v4-file.json').document,
      migratedFrom: null,
    });
    const { document } = result.project;
    expect(document.pages.map((p) => [p.name, p.slug])).toEqual([
      ['Accueil', 'accueil'],
      ['À propos', 'a-propos'],
      ['Contact', 'contact'],
    ]);
    expect(document.homePageId).toBe('accueil');
    expect(document.pages[0].elements[3].properties.link).toEqual({
      kind: 'anchor',
      pageId: 'page-contact',
      anchor: 'formulaire',
    });
  });

  it('migrates a version 3 file: its styles read from its elements, which draw as they did', () => {
    const result = parseProjectFile(fixtureText('project-v3-file.json'));
    if (!result.ok) throw new Error(result.message);
    expect(result.project).toEqual({ document: threePageSite(), migratedFrom: 3 });
    // Nothing else changed: the same pages and elements, each value as it was.
    expect(withoutStyles(result.project.document)).toEqual(threePageSiteV3());
    expect(result.project.document.styles.colors.map((color) => color.id)).toEqual([
      'primary',
      'secondary',
      'accent',
      'background',
      'backgroundAlt',
      'text',
      'textMuted',
    ]);
  });

  it('migrates a version 1 file to a one-page site', () => {
    const v1 = fixture('project-v1-file.json');
    const result = parseProjectFile(fixtureText('project-v1-file.json'));
    if (!result.ok) throw new Error(result.message);
    expect(result.project).toEqual({
      migratedFrom: 1,
      document: expectedSiteOf({
        templateId: null,
        name: 'Atelier céramique',
        elements: [
          {
            id: 'a1',
            type: 'text',
            content: 'Cours du samedi',
            styles: {
              position: { x: 40, y: 60 },
              size: { width: 300, height: 30 },
              color: '#000000',
              backgroundColor: 'transparent',
              fontSize: 18,
              fontWeight: 'light',
              textAlign: 'left',
              borderRadius: 0,
              padding: 0,
              margin: 0,
            },
            properties: {},
          },
        ],
      }),
    });
    expect(result.project.document.pages[0].elements.map((e) => e.id)).toEqual(
      v1.document.elements.map((e: Loose) => e.id),
    );
  });

  it('migrates a version 2 file to a one-page site of exactly its elements', () => {
    const v2 = fixture('project-v2-file.json');
    expect(v2.schemaVersion).toBe(2);
    const result = parseProjectFile(fixtureText('project-v2-file.json'));
    if (!result.ok) throw new Error(result.message);
    expect(result.project).toEqual({ migratedFrom: 2, document: expectedSiteOf(v2.document) });
    expect(withoutStyles(result.project.document).pages[0].elements).toEqual(v2.document.elements);
    expect(result.project.document.name).toBe('Cabinet Durand — ostéopathie');
    expect(result.project.document.templateId).toBeNull();
  });

  it('opens every version 1 and version 2 file as a one-page site, nothing lost', () => {
    fc.assert(
      fc.property(documentArbitrary, (page: PageDocument) => {
        expect(parseProjectFile(fileOf(2, page))).toEqual({
          ok: true,
          project: { document: expectedSiteOf(page), migratedFrom: 2 },
        });
      }),
      { numRuns: 80 },
    );
    fc.assert(
      fc.property(v1PageArbitrary, (page: PageDocument) => {
        expect(parseProjectFile(fileOf(1, pageToV1(page)))).toEqual({
          ok: true,
          project: { document: expectedSiteOf(page), migratedFrom: 1 },
        });
      }),
      { numRuns: 80 },
    );
  });

  it('refuses a file of a newer version with its own message', () => {
    expect(parseProjectFile(fixtureText('project-v99-file.json'))).toEqual({
      ok: false,
      message: NEWER,
    });
    expect(parseProjectFile(fileOf(5, threePageSite()))).toEqual({ ok: false, message: NEWER });
  });

  it.each<[string, string]>([
    ['text that is not JSON', 'bonjour'],
    ['JSON without the Toile marker', JSON.stringify({ schemaVersion: 3, document: site })],
    ['another format', JSON.stringify({ ...toProjectFile(site), format: 'figma' })],
    ['a bare site', JSON.stringify(site)],
    ['a bare page document', JSON.stringify(fixture('project-v2-file.json').document)],
    ['an array', '[]'],
    ['a newer version without the marker', '{"schemaVersion": 99}'],
    [
      'a version 3 file holding a page document',
      fileOf(3, fixture('project-v2-file.json').document),
    ],
    ['a version 2 file holding a site', fileOf(2, threePageSite())],
    ['a version 3 file holding a site of schema 4', fileOf(3, threePageSite())],
    ['a version 4 file holding a site of schema 3', fileOf(4, threePageSiteV3())],
    [
      'a version 3 file whose element follows a colour (schema 3 had none)',
      fileOf(
        3,
        (() => {
          const v3 = threePageSiteV3();
          v3.pages[0].elements[1].properties.colors = { color: 'text' };
          return v3;
        })(),
      ),
    ],
    [
      'a site with a javascript: image',
      projectFileText(
        editedSite(
          (s) => (s.pages[0].elements[2].content = 'javascript:alert(document.cookie)'),
        ) as SiteDocument,
      ),
    ],
    [
      'a version 2 file with a javascript: image',
      fileOf(
        2,
        (() => {
          const page = fixture('project-v2-file.json').document;
          page.elements[2].content = 'javascript:alert(document.cookie)';
          return page;
        })(),
      ),
    ],
    [
      'a "__proto__" key',
      projectFileText(site).replace('"format"', '"__proto__": {"isAdmin": true},\n  "format"'),
    ],
    [
      'a "__proto__" key in an element',
      projectFileText(site).replace('"id": "h1"', '"__proto__": {"x": 1}, "id": "h1"'),
    ],
    [
      'a "__proto__" key in a page',
      projectFileText(site).replace(
        '"id": "accueil"',
        '"__proto__": {"isAdmin": true}, "id": "accueil"',
      ),
    ],
  ])('refuses %s with the French message', (_label, text) => {
    expect(parseProjectFile(text)).toEqual({ ok: false, message: INVALID });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it.each(BAD_SITE_EDITS.map(([label, edit, , named]) => [label, edit, named] as const))(
    'refuses a site with %s, with the French message',
    (_label, edit, named) => {
      // Written without indentation, so the largest stay below the size limit: they are refused
      // for the rule they break, not for their size.
      const text = JSON.stringify(toProjectFile(editedSite(edit) as SiteDocument));
      expect(text.length).toBeLessThan(LIMITS.fileBytes);
      const message = named
        ? fr.projects.file.unknownStyle(fr.projects.unknownStyle(named.kind, named.id))
        : INVALID;
      expect(parseProjectFile(text)).toEqual({ ok: false, message });
    },
  );

  it('accepts a site with a link to a page that was deleted (the export drops the link)', () => {
    const withDeadLink = siteWithLinkToDeletedPage();
    expect(withDeadLink.pages.some((p) => p.id === 'page-contact')).toBe(false);
    expect(parseProjectFile(projectFileText(withDeadLink))).toEqual({
      ok: true,
      project: { document: withDeadLink, migratedFrom: null },
    });
  });

  // The site benchmark's site (10,000 elements, half the site's limit) is one a person can make,
  // save and export; « Télécharger une copie » and the export's projet.json are this file.
  it('reads back the file of a site of 50 pages × 200 elements (the site benchmark’s)', () => {
    const big = benchmarkSite(50, 200);
    expect(parseSite(big)).not.toBeNull();
    const result = parseProjectFile(projectFileText(big));
    expect(result.ok ? result.project.document.pages.length : result.message).toBe(50);
  });

  it('refuses an empty file', () => {
    expect(parseProjectFile('  \n')).toEqual({
      ok: false,
      message: "Ce fichier est vide. Votre page actuelle n'a pas été modifiée.",
    });
  });

  it('refuses an oversized file without reading it', async () => {
    // A file over the ceiling of a project with its pictures (440 Mo), by its size alone.
    const big = { size: LIMITS.projectFileBytes + 1 } as Blob;
    const read = jest.spyOn(FileReader.prototype, 'readAsText');
    const result = await readProjectFile(big);
    expect(result).toEqual({
      ok: false,
      message:
        "Ce fichier est trop volumineux pour être un projet Toile (440\u00a0Mo au plus). Votre page actuelle n'a pas été modifiée.",
    });
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    // Without pictures, the site alone is held to its own 32 Mo.
    expect(parseProjectFile(' '.repeat(LIMITS.fileBytes + 1)).ok).toBe(false);
    const padded = projectFileText(threePageSite()).replace(
      '"format"',
      `"exportedAt": "2026-01-01T00:00:00Z",${' '.repeat(LIMITS.fileBytes)}"format"`,
    );
    expect(parseProjectFile(padded)).toEqual({ ok: false, message: INVALID });
  });

  it('reads a chosen file', async () => {
    const result = await readProjectFile(new Blob([projectFileText(threePageSite())]));
    expect(result).toEqual({
      ok: true,
      project: { document: threePageSite(), migratedFrom: null, assets: [] },
    });
  });

  it('names the file after the project', () => {
    expect(projectFileName("Ma page d'accueil — été")).toBe('ma-page-d-accueil-ete.toile.json');
    expect(projectFileName('***')).toBe('projet.toile.json');
  });
});
