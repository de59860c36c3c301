import fc from 'fast-check';
import { createElement } from '../../../src/document/createElement';
import { LIMITS } from '../../../src/document/limits';
import { parseSite } from '../../../src/document/schema/documentSchema';
import { createSite } from '../../../src/document/site';
import { composedPage } from '../../../src/document/sharedParts';
import { withInferredStyles } from '../../../src/document/siteStyles/infer';
import {
  SITE_SCHEMA_VERSION,
  type PageDocument,
  type SiteDocument,
} from '../../../src/document/types';
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
  expectedSiteOf,
  fixture,
  fixtureText,
  pageToV1,
  siteArbitrary,
  siteWithLinkToDeletedPage,
  threePageSite,
  threePageSiteV3,
  loose,
  v1PageArbitrary,
  withoutStyles,
  writtenSiteOf,
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

/** The three-page site as schema 4 wrote it (test/fixtures/project-v4-file.json). */
const threePageSiteV4 = (): Loose => fixture('project-v4-file.json').document;

/**
 * A site of schema 4 as a site of schema 5 that shares nothing: each page keeps its own header
 * and footer. Valid as it is (test/siteOf.mjs); its pages' elements are where the edits of
 * BAD_SITE_EDITS expect them.
 */
const asSchema5 = (site: SiteDocument | Loose): SiteDocument =>
  ({ ...loose(site), schemaVersion: SITE_SCHEMA_VERSION }) as SiteDocument;

/** A site of schema 4 edited by `edit`, as a site of schema 5 that shares nothing. */
const editedSchema5 = (edit: (site: Loose) => void): SiteDocument => {
  const site = asSchema5(threePageSite()) as unknown as Loose;
  edit(site);
  return site as SiteDocument;
};

/**
 * What a site of schema 4 opens as when its home page (its first) starts with its header band and
 * no page draws a footer right under its last element (the three-page site, the version 2
 * fixture): that band becomes the site's header (sharedParts.ts, withSharedParts), and the other
 * pages, which hold none, do not show it, so that each draws as it did.
 */
function withHomeHeaderShared(site: SiteDocument): SiteDocument {
  const [header, ...elements] = site.pages[0].elements;
  expect(header.type).toBe('header');
  return {
    ...site,
    schemaVersion: SITE_SCHEMA_VERSION,
    pages: site.pages.map((page, p) =>
      p === 0 ? { ...page, elements } : { ...page, showHeader: false },
    ),
    shared: { header: [header], footer: [] },
  };
}

/**
 * `site` as drawn, to compare with an older document: each page its composition (the site's
 * header, its own elements, the site's footer under them), without the shared parts nor the
 * pages' flags that hide them.
 */
function drawnSite(site: SiteDocument): Loose {
  const drawn = loose({ ...site, pages: site.pages.map((page) => composedPage(site, page)) });
  delete drawn.shared;
  for (const page of drawn.pages) {
    delete page.showHeader;
    delete page.showFooter;
  }
  return drawn;
}

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

  it('reads a three-page site (Accueil, À propos, Contact) of schema 4, its header shared, each page drawn as it was', () => {
    const result = parseProjectFile(fixtureText('project-v4-file.json'));
    if (!result.ok) throw new Error(result.message);
    const v4 = threePageSiteV4() as SiteDocument;
    expect(result.project).toEqual({ document: withHomeHeaderShared(v4), migratedFrom: 4 });
    const { document } = result.project;
    // Nothing else changed: each page, as drawn, holds the elements it held, each value as it was.
    expect(drawnSite(document)).toEqual(asSchema5(v4));
    expect(document.pages.map((p) => [p.name, p.slug])).toEqual([
      ['Accueil', 'accueil'],
      ['À propos', 'a-propos'],
      ['Contact', 'contact'],
    ]);
    expect(document.homePageId).toBe('accueil');
    expect(composedPage(document, document.pages[0]).elements[3].properties.link).toEqual({
      kind: 'anchor',
      pageId: 'page-contact',
      anchor: 'formulaire',
    });
  });

  it('reads a three-page site of schema 5 whole', () => {
    const opened = withHomeHeaderShared(threePageSite());
    expect(parseProjectFile(projectFileText(opened))).toEqual({
      ok: true,
      project: { document: opened, migratedFrom: null },
    });
    // And one that shares nothing, each page holding its own header.
    const unshared = asSchema5(threePageSite());
    expect(parseProjectFile(projectFileText(unshared))).toEqual({
      ok: true,
      project: { document: unshared, migratedFrom: null },
    });
  });

  it('migrates a version 3 file: its styles read from its elements, which draw as they did', () => {
    const result = parseProjectFile(fixtureText('project-v3-file.json'));
    if (!result.ok) throw new Error(result.message);
    expect(result.project).toEqual({
      document: withHomeHeaderShared(threePageSite()),
      migratedFrom: 3,
    });
    // Nothing else changed: the same pages and elements as drawn, each value as it was.
    expect(withoutStyles(drawnSite(result.project.document))).toEqual(threePageSiteV3());
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
    expect(result.project).toEqual({
      migratedFrom: 2,
      document: withHomeHeaderShared(withInferredStyles(writtenSiteOf(v2.document))),
    });
    expect(withoutStyles(drawnSite(result.project.document)).pages[0].elements).toEqual(
      v2.document.elements,
    );
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
    expect(parseProjectFile(fileOf(6, asSchema5(threePageSite())))).toEqual({
      ok: false,
      message: NEWER,
    });
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
    ['a version 3 file holding a site of schema 4', fileOf(3, threePageSiteV4())],
    ['a version 4 file holding a site of schema 3', fileOf(4, threePageSiteV3())],
    ['a version 5 file holding a site of schema 4', fileOf(5, threePageSiteV4())],
    ['a version 4 file holding a site of schema 5', fileOf(4, asSchema5(threePageSite()))],
    [
      'a version 4 file whose page hides the header (schema 4 had no shared header)',
      fileOf(
        4,
        (() => {
          const v4 = threePageSiteV4();
          v4.pages[1].showHeader = false;
          return v4;
        })(),
      ),
    ],
    [
      'a version 4 file holding shared parts (schema 4 had none)',
      fileOf(4, { ...withHomeHeaderShared(threePageSite()), schemaVersion: 4 }),
    ],
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
        editedSchema5(
          (s) => (s.pages[0].elements[2].content = 'javascript:alert(document.cookie)'),
        ),
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
      const text = JSON.stringify(toProjectFile(editedSchema5(edit)));
      expect(text.length).toBeLessThan(LIMITS.fileBytes);
      const message = named
        ? fr.projects.file.unknownStyle(fr.projects.unknownStyle(named.kind, named.id))
        : INVALID;
      expect(parseProjectFile(text)).toEqual({ ok: false, message });
    },
  );

  it.each<[string, (site: Loose) => void, string | null]>([
    [
      'an element of its header following a colour the site lacks',
      (s) => (s.shared.header[0].properties.colors = { color: 'inconnue' }),
      'inconnue',
    ],
    [
      'an element of its footer following an added colour the site lacks',
      (s) =>
        s.shared.footer.push({
          ...s.pages[0].elements[0],
          id: 'pied',
          type: 'text',
          properties: { colors: { backgroundColor: 'c1' } },
        }),
      'c1',
    ],
    ['a page showing a footer the site lacks', (s) => (s.pages[1].showFooter = true), null],
    [
      'a page showing the site’s header band above its own',
      (s) => {
        s.pages[1].elements.unshift({ ...s.shared.header[0], id: 'entete-apropos' });
        delete s.pages[1].showHeader;
      },
      null,
    ],
    ['a header holding a footer band', (s) => (s.shared.header[0].type = 'footer'), null],
    [
      'a header element of an id a page holds',
      (s) => (s.shared.header[0].id = s.pages[2].elements[0].id),
      null,
    ],
    ['an unknown key in its shared parts', (s) => (s.shared.sidebar = []), null],
  ])('refuses a site with %s, with the French message', (_label, edit, colour) => {
    const site = loose(withHomeHeaderShared(threePageSite()));
    edit(site);
    const message = colour
      ? fr.projects.file.unknownStyle(fr.projects.unknownStyle('color', colour))
      : INVALID;
    expect(parseProjectFile(projectFileText(site as SiteDocument))).toEqual({ ok: false, message });
  });

  it('accepts a site with a link to a page that was deleted (the export drops the link)', () => {
    const withDeadLink = asSchema5(siteWithLinkToDeletedPage());
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
    const padded = projectFileText(asSchema5(threePageSite())).replace(
      '"format"',
      `"exportedAt": "2026-01-01T00:00:00Z",${' '.repeat(LIMITS.fileBytes)}"format"`,
    );
    expect(parseProjectFile(padded)).toEqual({ ok: false, message: INVALID });
  });

  it('reads a chosen file', async () => {
    const site = withHomeHeaderShared(threePageSite());
    const result = await readProjectFile(new Blob([projectFileText(site)]));
    expect(result).toEqual({
      ok: true,
      project: { document: site, migratedFrom: null, assets: [] },
    });
  });

  it('names the file after the project', () => {
    expect(projectFileName("Ma page d'accueil — été")).toBe('ma-page-d-accueil-ete.toile.json');
    expect(projectFileName('***')).toBe('projet.toile.json');
  });
});
