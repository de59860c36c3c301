import { compressToEncodedURIComponent } from 'lz-string';
import { makeStore, type AppStore } from '../../../../src/app/store';
import {
  documentLoaded,
  elementAdded,
  elementUpdated,
  homePageSet,
  interactionEnded,
  interactionStarted,
  pageDeleted,
  pageMoved,
  pageRenamed,
  pageSelected,
  selectCurrentPage,
  selectDocument,
  selectElements,
} from '../../../../src/features/editor/editorSlice';
import { addPage } from '../../../../src/features/editor/pageThunks';
import { gestureActions } from '../../../../src/features/editor/gestures/gestureSlice';
import { createElement } from '../../../../src/document/createElement';
import { projectFileText } from '../../../../src/document/projectFile';
import { composedPage } from '../../../../src/document/sharedParts';
import { createSite } from '../../../../src/document/site';
import type { SiteDocument } from '../../../../src/document/types';
import { makeProjectRecord } from '../../../../src/features/projects/model/projectRecord';
import {
  AUTOSAVE_DELAY,
  startProjectsListeners,
} from '../../../../src/features/projects/projectsListeners';
import {
  selectConflict,
  selectCurrentProjectId,
  selectCurrentRevision,
  selectProjectNotice,
  selectSaveError,
  selectSaveStatus,
} from '../../../../src/features/projects/projectsSlice';
import { projectsMessageReceived } from '../../../../src/features/projects/projectListThunks';
import {
  importProjectFile,
  keepBothVersions,
  keepMyVersion,
  openProject,
  openSharedLink,
  saveProject,
  savesSettled,
  takeTheirVersion,
} from '../../../../src/features/projects/projectsThunks';
import { encodeSharePayload } from '../../../../src/features/projects/shareLink';
import {
  createMemoryProjectStore,
  withFaults,
  type InjectedFault,
} from '../../../../src/features/projects/storage/faults';
import { setProjectStorage } from '../../../../src/features/projects/storage';
import {
  createProjectStorage,
  type ProjectStorage,
} from '../../../../src/features/projects/storage/projectStorage';
import {
  editedSite,
  expectedSiteOf,
  fixture,
  fixtureText,
  siteWithLinkToDeletedPage,
  threePageSite,
  threePageSiteShared,
  withoutStyles,
  type Loose,
} from './projectsSites';

startProjectsListeners();

let fault: InjectedFault | null;
let raw: ReturnType<typeof createMemoryProjectStore>;
let storage: ProjectStorage;

beforeEach(() => {
  jest.useFakeTimers();
  fault = null;
  raw = createMemoryProjectStore();
  storage = createProjectStorage(withFaults(raw, () => fault));
  setProjectStorage(storage);
});
afterEach(() => {
  jest.useRealTimers();
  setProjectStorage(null);
});

const status = (store: AppStore) => selectSaveStatus(store.getState());
const stored = async (id: string) => {
  const result = await storage.load(id);
  if (result.status !== 'found') throw new Error(`not stored: ${result.status}`);
  return result.record;
};
/** Lets every save asked so far finish, without moving the clock. */
const settle = async () => {
  await jest.advanceTimersByTimeAsync(0);
  await savesSettled();
};
/** A one-page site of `n` texts. */
const page = (name: string, n = 1): SiteDocument =>
  createSite({
    name,
    homePageId: 'accueil',
    elements: Array.from({ length: n }, (_, i) => createElement('text', `e${i}`)),
  });
const elements = (store: AppStore) => selectElements(store.getState());

/** A store with project `id` saved at revision 1 and open in the editor. */
async function withOpenProject(id = 'p1', document: SiteDocument = page('Projet')) {
  await storage.save(makeProjectRecord(id, 1, document, new Date()), { expectedRevision: null });
  const store = makeStore();
  expect(await store.dispatch(openProject(id))).toBe('found');
  return store;
}

describe('projects/save machine and autosave', () => {
  it('is « unsaved » until the first save, then saves a second after the last change', async () => {
    const store = makeStore();
    expect(status(store)).toBe('unsaved');
    store.dispatch(elementAdded('text'));
    expect(status(store)).toBe('unsaved');
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY - 10);
    expect(raw.data.size).toBe(0);
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    expect(status(store)).toBe('saved');
    const id = selectCurrentProjectId(store.getState())!;
    expect((await stored(id)).document).toEqual(selectDocument(store.getState()));
    expect((await stored(id)).revision).toBe(1);

    store.dispatch(elementAdded('button'));
    expect(status(store)).toBe('dirty');
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    await settle();
    expect(status(store)).toBe('saved');
    expect((await stored(id)).revision).toBe(2);
    expect((await stored(id)).document.pages[0].elements).toHaveLength(2);
  });

  it('waits for the changes to stop: one save for a burst of edits', async () => {
    const store = makeStore();
    const save = jest.spyOn(storage, 'save');
    for (let i = 0; i < 5; i += 1) {
      store.dispatch(elementAdded('text'));
      await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY / 2);
    }
    expect(save).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save a drag in progress, but right after it ends', async () => {
    const store = makeStore();
    store.dispatch(elementAdded('text'));
    // The gesture slice is the one record of a drag (gestures/gestureSlice.ts).
    store.dispatch(gestureActions.pressed('move'));
    store.dispatch(gestureActions.started());
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY * 3);
    expect(raw.data.size).toBe(0);
    store.dispatch(gestureActions.ended('committed'));
    await settle();
    expect(status(store)).toBe('saved');
  });

  it('does not save while a field is being edited, but right after', async () => {
    const store = makeStore();
    store.dispatch(elementAdded('text'));
    store.dispatch(interactionStarted('editing'));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY * 3);
    expect(raw.data.size).toBe(0);
    store.dispatch(interactionEnded());
    await settle();
    expect(status(store)).toBe('saved');
  });

  it('saves at once when asked (« Sauvegarder », Ctrl+S), passing through « saving »', async () => {
    const store = makeStore();
    store.dispatch(elementAdded('text'));
    const done = store.dispatch(saveProject({ explicit: true }));
    await Promise.resolve();
    expect(status(store)).toBe('saving');
    expect(await done).toBe('saved');
    expect(status(store)).toBe('saved');
    expect(await store.dispatch(saveProject({ explicit: true }))).toBe('unchanged');
  });

  it('is « dirty » after a save when the page changed while it was being written', async () => {
    const store = makeStore();
    store.dispatch(elementAdded('text'));
    const done = store.dispatch(saveProject({ explicit: true }));
    while (status(store) !== 'saving') await Promise.resolve();
    store.dispatch(elementAdded('image'));
    await done;
    expect(status(store)).toBe('dirty');
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    await settle();
    expect(status(store)).toBe('saved');
    const id = selectCurrentProjectId(store.getState())!;
    expect((await stored(id)).document.pages[0].elements).toHaveLength(2);
  });

  it('keeps the page in memory on a full disk, and the retry saves it', async () => {
    const store = makeStore();
    store.dispatch(elementAdded('text'));
    fault = 'quota';
    expect(await store.dispatch(saveProject({ explicit: true }))).toBe('failed');
    expect(status(store)).toBe('error');
    expect(selectSaveError(store.getState())).toBe('quota');
    expect(elements(store)).toHaveLength(1);
    expect(raw.data.size).toBe(0);
    fault = null;
    expect(await store.dispatch(saveProject({ explicit: true }))).toBe('saved');
    expect(status(store)).toBe('saved');
  });

  it.each<InjectedFault>(['unavailable', 'corrupted'])(
    'reports « %s » and keeps the page',
    async (kind) => {
      const store = await withOpenProject();
      store.dispatch(elementAdded('text'));
      fault = kind;
      await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
      await settle();
      expect(status(store)).toBe('error');
      expect(selectSaveError(store.getState())).toBe(kind);
      expect(elements(store)).toHaveLength(2);
    },
  );

  it('replaces a damaged record when the person asks for it', async () => {
    const store = await withOpenProject();
    store.dispatch(elementAdded('text'));
    fault = 'corrupted';
    expect(await store.dispatch(saveProject({ explicit: true }))).toBe('failed');
    expect(await store.dispatch(saveProject({ explicit: true, force: true }))).toBe('saved');
    fault = null;
    expect((await stored('p1')).document.pages[0].elements).toHaveLength(2);
  });
});

describe('projects/two tabs', () => {
  /** Another tab saves revision 2 of p1 behind this tab's back. */
  const otherTabSaves = (name: string) =>
    storage.save(makeProjectRecord('p1', 2, page(name, 3), new Date()), { expectedRevision: 1 });

  it('never overwrites a newer revision: it stops and asks', async () => {
    const store = await withOpenProject();
    await otherTabSaves('Autre onglet');
    store.dispatch(elementAdded('text'));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    await settle();
    expect(status(store)).toBe('conflict');
    expect(selectConflict(store.getState())).toMatchObject({
      revision: 2,
      name: 'Autre onglet',
      origin: 'save',
    });
    expect((await stored('p1')).name).toBe('Autre onglet');
    // While the person has not chosen, autosave writes nothing.
    store.dispatch(elementAdded('text'));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY * 2);
    expect((await stored('p1')).revision).toBe(2);
  });

  it('« Garder cette version » writes over theirs knowingly', async () => {
    const store = await withOpenProject();
    await otherTabSaves('Autre onglet');
    store.dispatch(elementAdded('text'));
    await store.dispatch(saveProject({ explicit: true }));
    expect(await store.dispatch(keepMyVersion())).toBe('saved');
    const record = await stored('p1');
    expect(record.revision).toBe(3);
    expect(record.document).toEqual(selectDocument(store.getState()));
    expect(status(store)).toBe('saved');
  });

  it('« Reprendre l’autre version » loads theirs', async () => {
    const store = await withOpenProject();
    await otherTabSaves('Autre onglet');
    store.dispatch(elementAdded('text'));
    await store.dispatch(saveProject({ explicit: true }));
    await store.dispatch(takeTheirVersion());
    await settle();
    expect(selectDocument(store.getState()).name).toBe('Autre onglet');
    // This tab's version is given up as chosen: no copy of it is made.
    expect([...raw.data.keys()]).toEqual(['p1']);
    expect(selectCurrentRevision(store.getState())).toBe(2);
    expect(status(store)).toBe('saved');
  });

  it('« Garder les deux » saves this version as a new project', async () => {
    const store = await withOpenProject();
    await otherTabSaves('Autre onglet');
    store.dispatch(elementAdded('text'));
    await store.dispatch(saveProject({ explicit: true }));
    expect(await store.dispatch(keepBothVersions())).toBe('saved');
    const id = selectCurrentProjectId(store.getState())!;
    expect(id).not.toBe('p1');
    expect((await stored(id)).name).toBe('Projet (copie)');
    expect((await stored('p1')).name).toBe('Autre onglet');
    expect(selectProjectNotice(store.getState())).toEqual({ kind: 'keptBoth' });
  });

  it('hears about the other tab’s save before saving, and then waits for a choice', async () => {
    const store = await withOpenProject();
    store.dispatch(
      projectsMessageReceived({
        type: 'saved',
        id: 'p1',
        revision: 2,
        updatedAt: new Date().toISOString(),
        name: 'Autre',
      }),
    );
    expect(status(store)).toBe('conflict');
    expect(selectConflict(store.getState())?.origin).toBe('broadcast');
    // An older or equal revision (its own echo, a late message) is not a conflict.
    const other = await withOpenProject('p2');
    other.dispatch(
      projectsMessageReceived({
        type: 'saved',
        id: 'p2',
        revision: 1,
        updatedAt: new Date().toISOString(),
        name: 'x',
      }),
    );
    expect(status(other)).toBe('saved');
  });
});

describe('projects/opening pages', () => {
  it('saves the previous project’s pending changes before opening another page', async () => {
    const store = await withOpenProject();
    store.dispatch(elementUpdated({ id: 'e0', changes: { content: 'Dernier mot' } }));
    store.dispatch(documentLoaded({ document: page('Autre') }));
    expect(status(store)).toBe('unsaved');
    expect(selectCurrentProjectId(store.getState())).toBeNull();
    await settle();
    expect((await stored('p1')).document.pages[0].elements[0].content).toBe('Dernier mot');
    // The autosave that was waiting belongs to the old page: it does not save the new one.
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY * 2);
    expect(raw.data.size).toBe(1);
  });

  it('opens a share link as a new copy that overwrites nothing', async () => {
    const store = await withOpenProject();
    const shared = page('Partagé', 2);
    expect(await store.dispatch(openSharedLink(`#${encodeSharePayload(shared)}`))).toBe('opened');
    expect(selectDocument(store.getState())).toEqual(shared);
    expect(selectCurrentProjectId(store.getState())).toBeNull();
    expect(selectProjectNotice(store.getState())).toEqual({ kind: 'sharedOpened' });
    expect((await stored('p1')).name).toBe('Projet');
  });

  it('refuses a damaged share link and keeps the open page', async () => {
    const store = await withOpenProject();
    const before = selectDocument(store.getState());
    expect(await store.dispatch(openSharedLink('#abîmé'))).toBe('invalid');
    expect(selectDocument(store.getState())).toBe(before);
    expect(selectCurrentProjectId(store.getState())).toBe('p1');
  });

  it('refuses a bad file and leaves the page exactly as it was', async () => {
    const store = await withOpenProject();
    store.dispatch(elementAdded('text'));
    const before = selectDocument(store.getState());
    expect(await store.dispatch(importProjectFile(new Blob(['{"format":"autre"}'])))).toBe(false);
    expect(selectDocument(store.getState())).toBe(before);
    expect(selectCurrentProjectId(store.getState())).toBe('p1');
    expect(selectProjectNotice(store.getState())).toEqual({
      kind: 'error',
      message:
        "Ce fichier n'est pas un projet Toile valide. Votre page actuelle n'a pas été modifiée.",
    });
  });

  it('imports a good file as a new saved project', async () => {
    const store = await withOpenProject();
    const imported = page('Importé', 2);
    expect(await store.dispatch(importProjectFile(new Blob([projectFileText(imported)])))).toBe(
      true,
    );
    const id = selectCurrentProjectId(store.getState())!;
    expect(id).not.toBe('p1');
    expect((await stored(id)).document).toEqual(imported);
    expect(status(store)).toBe('saved');
  });

  it('tells a missing project and a damaged one apart', async () => {
    const store = makeStore();
    expect(await store.dispatch(openProject('inconnu'))).toBe('missing');
    raw.data.set('abime', { schemaVersion: 2, id: 'abime' });
    expect(await store.dispatch(openProject('abime'))).toBe('unreadable');
    fault = 'unavailable';
    expect(await store.dispatch(openProject('abime'))).toBe('unavailable');
  });
});

describe('projects/sites', () => {
  it('saves the whole site: every page event autosaves; showing another page does not', async () => {
    const store = await withOpenProject();
    store.dispatch(addPage('À propos'));
    store.dispatch(elementAdded('image'));
    store.dispatch(addPage('Contact'));
    expect(status(store)).toBe('dirty');
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    await settle();
    expect(status(store)).toBe('saved');
    const saved = await stored('p1');
    expect(saved.revision).toBe(2);
    expect(saved.document).toEqual(selectDocument(store.getState()));
    expect(saved.document.pages.map((p) => [p.name, p.slug, p.elements.length])).toEqual([
      ['Accueil', 'accueil', 1],
      ['À propos', 'a-propos', 1],
      ['Contact', 'contact', 0],
    ]);

    const [, about, contact] = saved.document.pages;
    store.dispatch(pageSelected(about.id));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY * 2);
    expect(status(store)).toBe('saved');
    expect((await stored('p1')).revision).toBe(2);

    store.dispatch(pageRenamed({ pageId: contact.id, name: 'Nous écrire' }));
    store.dispatch(pageMoved({ pageId: contact.id, toIndex: 0 }));
    store.dispatch(homePageSet(about.id));
    store.dispatch(pageDeleted('accueil'));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    await settle();
    const again = await stored('p1');
    expect(again.revision).toBe(3);
    expect(again.document.homePageId).toBe(about.id);
    expect(again.document.pages.map((p) => p.name)).toEqual(['Nous écrire', 'À propos']);
  });

  it('opens a saved site on the page its address names, else on its home page', async () => {
    await storage.save(makeProjectRecord('site', 1, threePageSite(), new Date()), {
      expectedRevision: null,
    });
    const store = makeStore();
    expect(await store.dispatch(openProject('site', 'contact'))).toBe('found');
    expect(selectDocument(store.getState())).toEqual(threePageSite());
    expect(selectCurrentPage(store.getState()).name).toBe('Contact');
    expect(await store.dispatch(openProject('site', 'page-inconnue'))).toBe('found');
    expect(selectCurrentPage(store.getState()).name).toBe('Accueil');
  });

  it('opens a project an older Toile saved (schema 2) as a one-page site, and saves over it', async () => {
    const v2 = fixture('project-v2-record.json');
    raw.data.set(v2.id, v2);
    const store = makeStore();
    expect(await store.dispatch(openProject(v2.id))).toBe('found');
    expect(selectDocument(store.getState())).toEqual(expectedSiteOf(v2.document));
    expect(withoutStyles(selectDocument(store.getState())).pages[0].elements).toEqual(
      v2.document.elements,
    );
    // Upgraded in place on the way: same id, same revision.
    expect(raw.data.get(v2.id)).toMatchObject({ schemaVersion: 5, id: v2.id, revision: 4 });
    store.dispatch(elementAdded('text'));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    await settle();
    expect(status(store)).toBe('saved');
    expect(await stored(v2.id)).toMatchObject({ schemaVersion: 5, revision: 5 });
  });

  it('opens an older project even when its upgrade cannot be written, and saves over it later', async () => {
    const v2 = fixture('project-v2-record.json');
    raw.data.set(v2.id, v2);
    fault = 'quota';
    const store = makeStore();
    expect(await store.dispatch(openProject(v2.id))).toBe('found');
    expect(selectDocument(store.getState())).toEqual(expectedSiteOf(v2.document));
    expect(raw.data.get(v2.id)).toEqual(v2);
    fault = null;
    store.dispatch(elementAdded('text'));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
    await settle();
    expect(status(store)).toBe('saved');
    const saved = await stored(v2.id);
    expect(saved).toMatchObject({ schemaVersion: 5, revision: 5 });
    expect(withoutStyles(saved.document).pages[0].elements.slice(0, -1)).toEqual(
      v2.document.elements,
    );
  });

  it.each(['project-v1-file.json', 'project-v2-file.json'])(
    'imports %s as a new saved one-page site holding exactly its elements',
    async (name) => {
      const store = await withOpenProject();
      expect(await store.dispatch(importProjectFile(new Blob([fixtureText(name)])))).toBe(true);
      const id = selectCurrentProjectId(store.getState())!;
      expect(id).not.toBe('p1');
      const saved = await stored(id);
      expect(raw.data.get(id)).toMatchObject({ schemaVersion: 5 });
      expect(saved.document.pages).toHaveLength(1);
      expect(saved.document.pages[0]).toMatchObject({ id: 'accueil', name: 'Accueil' });
      const old = fixture(name).document;
      expect(saved.document.name).toBe(old.name ?? old.title);
      expect(saved.document.templateId).toBe(old.templateId);
      // The page draws them all, the header now the site's.
      const drawn = composedPage(saved.document, saved.document.pages[0]);
      expect(drawn.elements.map((e) => e.id)).toEqual(old.elements.map((e: Loose) => e.id));
      if (name === 'project-v2-file.json') {
        expect(saved.document).toEqual(expectedSiteOf(old));
      }
    },
  );

  it('imports a three-page site whole, and opens a share link of one', async () => {
    const store = await withOpenProject();
    const text = fixtureText('project-v4-file.json');
    expect(await store.dispatch(importProjectFile(new Blob([text])))).toBe(true);
    const id = selectCurrentProjectId(store.getState())!;
    // Written by schema 4, it opens with Accueil's header the site's; every page draws the same.
    expect((await stored(id)).document).toEqual(threePageSiteShared());
    expect(withoutStyles((await stored(id)).document)).toEqual(withoutStyles(threePageSite()));
    // The same site written by schema 3 opens with its styles read from its elements.
    const v3 = fixtureText('project-v3-file.json');
    expect(await store.dispatch(importProjectFile(new Blob([v3])))).toBe(true);
    const v3Id = selectCurrentProjectId(store.getState())!;
    expect(v3Id).not.toBe(id);
    expect(await stored(v3Id)).toMatchObject({ schemaVersion: 5, document: threePageSiteShared() });
    // Written by this Toile (schema 5), it opens as it is.
    const current = projectFileText(threePageSiteShared());
    expect(await store.dispatch(importProjectFile(new Blob([current])))).toBe(true);
    const currentId = selectCurrentProjectId(store.getState())!;
    expect((await stored(currentId)).document).toEqual(threePageSiteShared());
    expect(
      await store.dispatch(
        openSharedLink(`#${encodeSharePayload(threePageSite())}`, '', 'a-propos'),
      ),
    ).toBe('opened');
    expect(selectDocument(store.getState())).toEqual(threePageSite());
    expect(selectCurrentPage(store.getState()).name).toBe('À propos');
  });

  it('opens a share link made by an older Toile (schema 2) as a one-page site', async () => {
    const store = await withOpenProject();
    const old = fixture('project-v2-record.json').document;
    const fragment = compressToEncodedURIComponent(JSON.stringify({ v: 2, d: old }));
    expect(await store.dispatch(openSharedLink(`#${fragment}`))).toBe('opened');
    expect(selectDocument(store.getState())).toEqual(expectedSiteOf(old));
  });

  it('refuses a bad site in a file and leaves the open site exactly as it was', async () => {
    const store = await withOpenProject('p1', threePageSite());
    const before = selectDocument(store.getState());
    const bad = editedSite((s) => (s.pages[2].slug = s.pages[1].slug));
    const text = JSON.stringify({ format: 'toile-project', schemaVersion: 5, document: bad });
    expect(await store.dispatch(importProjectFile(new Blob([text])))).toBe(false);
    expect(selectDocument(store.getState())).toBe(before);
    expect(selectCurrentProjectId(store.getState())).toBe('p1');
  });

  it('keeps a link to a deleted page through a save and a reopening (the export drops it)', async () => {
    const store = await withOpenProject('p1', threePageSite());
    store.dispatch(pageDeleted('page-contact'));
    expect(await store.dispatch(saveProject({ explicit: true }))).toBe('saved');
    const saved = await stored('p1');
    expect(saved.document).toEqual(siteWithLinkToDeletedPage());
    const reopened = makeStore();
    expect(await reopened.dispatch(openProject('p1'))).toBe('found');
    expect(selectElements(reopened.getState())[3].properties.link).toEqual({
      kind: 'anchor',
      pageId: 'page-contact',
      anchor: 'formulaire',
    });
  });
});
