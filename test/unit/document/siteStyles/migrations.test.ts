import { compressToEncodedURIComponent } from 'lz-string';
import { makeStore } from '../../../../src/app/store';
import { parseProjectFile } from '../../../../src/document/projectFile';
import { CURRENT_SCHEMA_VERSION, readDocument } from '../../../../src/document/schema/migrations';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import { elementBoxStyle } from '../../../../src/document/style/elementBoxStyle';
import type { EditorElement, SiteDocument } from '../../../../src/document/types';
import { documentLoaded, selectDocument } from '../../../../src/features/editor/editorSlice';
import { migrate } from '../../../../src/features/projects/model/migrations';
import {
  selectProjectNotice,
  selectSharedLink,
} from '../../../../src/features/projects/projectsSlice';
import {
  importProjectFile,
  openSharedLink,
} from '../../../../src/features/projects/projectsThunks';
import {
  fixture,
  fixtureText,
  threePageSite,
  threePageSiteV3,
  withoutStyles,
  type Loose,
} from '../../features/projects/projectsSites';

const nbsp = '\u00a0';
/** What « Importer un projet » says of a file it refuses (fr.projects.file.invalid). */
const FILE_REFUSED =
  "Ce fichier n'est pas un projet Toile valide. Votre page actuelle n'a pas été modifiée.";

/** What Toile says of a file naming a colour its site does not define. */
const COLOUR_REFUSED = `Ce fichier utilise la couleur «${nbsp}inconnue${nbsp}», que son site ne définit pas${nbsp}: il n'a pas été ouvert. Votre page actuelle n'a pas été modifiée.`;

const fileOf = (schemaVersion: number, document: unknown) =>
  JSON.stringify({ format: 'toile-project', schemaVersion, document });

/** Every element of `old` (a page's list or a site's pages) draws as the same one of `site`. */
function expectDrawnAsBefore(old: EditorElement[], site: SiteDocument) {
  const now = site.pages.flatMap((page) => page.elements);
  expect(now.map((e) => e.id)).toEqual(old.map((e) => e.id));
  old.forEach((element, i) => {
    expect(elementBoxStyle(now[i], site.theme)).toEqual(elementBoxStyle(element, site.theme));
  });
}

/** A site of schema 4 as it opens: valid, with styles, some elements bound to them. */
function expectSiteWithStyles(site: SiteDocument) {
  expect(site.schemaVersion).toBe(4);
  expect(siteSchema.safeParse(site).success).toBe(true);
  expect(site.styles.colors.length).toBeGreaterThanOrEqual(7);
  expect(site.pages.some((page) => page.elements.some((e) => e.properties.colors))).toBe(true);
}

describe('schema 4: files and records of every version open with styles', () => {
  it('is the current version', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(4);
  });

  it.each([
    ['project-v1-file.json', 1],
    ['project-v2-file.json', 2],
    ['project-v3-file.json', 3],
  ])('reads %s as a site of schema 4 that draws as it did', (name, version) => {
    const result = parseProjectFile(fixtureText(name));
    if (!result.ok) throw new Error(result.message);
    expect(result.project.migratedFrom).toBe(version);
    expectSiteWithStyles(result.project.document);
    const old = fixture(name).document;
    if (version === 3) {
      expect(withoutStyles(result.project.document)).toEqual(old);
      expectDrawnAsBefore(
        old.pages.flatMap((page: Loose) => page.elements),
        result.project.document,
      );
    } else if (version === 2) {
      expect(withoutStyles(result.project.document).pages[0].elements).toEqual(old.elements);
      expectDrawnAsBefore(old.elements, result.project.document);
    } else {
      expect(result.project.document.pages[0].elements.map((e) => e.id)).toEqual(
        old.elements.map((e: Loose) => e.id),
      );
    }
  });

  it.each([
    ['project-v1-record.json', 1],
    ['project-v2-record.json', 2],
  ])('reads the stored record %s as a record of schema 4', (name, version) => {
    const result = migrate(fixture(name));
    if (!result.ok) throw new Error(`${name}: ${result.reason}`);
    expect(result.migratedFrom).toBe(version);
    expect(result.value.schemaVersion).toBe(4);
    expectSiteWithStyles(result.value.document);
  });

  it('reads a stored record of schema 3 as a record of schema 4, its id and revision kept', () => {
    const v3 = {
      schemaVersion: 3,
      id: 'martin',
      revision: 12,
      updatedAt: '2026-11-01T10:00:00.000Z',
      name: 'Boulangerie Martin',
      document: threePageSiteV3(),
    };
    const result = migrate(v3);
    if (!result.ok) throw new Error(result.reason);
    expect(result).toMatchObject({ migratedFrom: 3, value: { id: 'martin', revision: 12 } });
    expect(result.value.document).toEqual(threePageSite());
    expectSiteWithStyles(result.value.document);
  });

  it('reads a site of schema 4 as it is', () => {
    expect(readDocument(threePageSite(), 4)).toEqual({
      ok: true,
      site: threePageSite(),
      migratedFrom: null,
    });
  });
});

describe('schema 4: a file or a link naming a colour the site lacks is refused whole', () => {
  /** The three-page site with its title following a colour it does not define. */
  const unknownColour = () => {
    const site = threePageSite() as unknown as Loose;
    site.pages[0].elements[1].properties.colors = { color: 'inconnue' };
    return site;
  };

  function openStore() {
    const store = makeStore();
    store.dispatch(documentLoaded({ document: threePageSite() }));
    return store;
  }

  it('refuses the file in French, and the open site does not change', async () => {
    expect(parseProjectFile(fileOf(4, unknownColour()))).toEqual({
      ok: false,
      message: COLOUR_REFUSED,
    });
    const store = openStore();
    const before = selectDocument(store.getState());
    const file = new Blob([fileOf(4, unknownColour())]);
    expect(await store.dispatch(importProjectFile(file))).toBe(false);
    expect(selectProjectNotice(store.getState())).toEqual({
      kind: 'error',
      message: COLOUR_REFUSED,
    });
    expect(selectDocument(store.getState())).toBe(before);
  });

  it('refuses a file of schema 3 whose element follows a colour (schema 3 had none)', () => {
    const v3 = threePageSiteV3();
    v3.pages[0].elements[1].properties.colors = { color: 'inconnue' };
    expect(parseProjectFile(fileOf(3, v3))).toEqual({ ok: false, message: FILE_REFUSED });
  });

  it('refuses the share link, and the open site does not change', async () => {
    const store = openStore();
    const before = selectDocument(store.getState());
    const fragment = compressToEncodedURIComponent(JSON.stringify({ v: 4, d: unknownColour() }));
    expect(await store.dispatch(openSharedLink(`#${fragment}`, 'visite'))).toBe('refused');
    // What the editor then shows (EditorRoute): the title, the reason, and that nothing changed.
    expect(selectSharedLink(store.getState())).toEqual({
      visit: 'visite',
      result: 'refused',
      title: 'Lien de partage refusé',
      message: `Ce lien utilise la couleur «${nbsp}inconnue${nbsp}», que son site ne définit pas. Le lien n'a pas été ouvert${nbsp}: aucun de vos projets n'a été modifié.`,
    });
    expect(selectDocument(store.getState())).toBe(before);
  });

  it('refuses a text style the site does not define', () => {
    const site = threePageSite() as unknown as Loose;
    site.pages[0].elements[1].properties.textStyle = 'h5';
    expect(parseProjectFile(fileOf(4, site))).toEqual({
      ok: false,
      message: `Ce fichier utilise le style de texte «${nbsp}h5${nbsp}», que son site ne définit pas${nbsp}: il n'a pas été ouvert. Votre page actuelle n'a pas été modifiée.`,
    });
  });

  it('refuses the page following a colour the site does not define, and names it', () => {
    const site = threePageSite() as unknown as Loose;
    site.styles.page.bound = 'c9';
    expect(parseProjectFile(fileOf(4, site))).toEqual({
      ok: false,
      message: COLOUR_REFUSED.replace('inconnue', 'c9'),
    });
  });
});
