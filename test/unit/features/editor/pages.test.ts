import { makeStore } from '../../../../src/app/store';
import {
  documentLoaded,
  elementAdded,
  elementSelected,
  elementUpdated,
  homePageSet,
  limitNoticeDismissed,
  pageDeleted,
  pageMoved,
  pageRenamed,
  pageSelected,
  redone,
  selectCanUndo,
  selectCurrentPage,
  selectDocument,
  selectElements,
  selectSelectedId,
  undone,
} from '../../../../src/features/editor/editorSlice';
import { addPage, duplicatePage } from '../../../../src/features/editor/pageThunks';
import { createElement } from '../../../../src/document/createElement';
import { slugify, slugProblem, uniqueSlug } from '../../../../src/document/slug';
import { LIMITS } from '../../../../src/document/limits';
import { siteOf } from './editorTestUtils';

function setup() {
  const store = makeStore();
  const site = () => selectDocument(store.getState());
  const page = () => selectCurrentPage(store.getState());
  const names = () => site().pages.map((p) => p.name);
  const past = () => store.getState().editor!.history.past.length;
  return { store, site, page, names, past };
}

/** A site of Accueil, À propos, Contact, built as a person does. */
function threePages() {
  const s = setup();
  s.store.dispatch(addPage('À propos'));
  s.store.dispatch(addPage('Contact'));
  return s;
}

describe('document/slug', () => {
  it('makes addresses from French names', () => {
    expect(slugify('À propos')).toBe('a-propos');
    expect(slugify("L'équipe & nous")).toBe('l-equipe-nous');
    expect(slugify('  Œuvres — 2026 ')).toBe('oeuvres-2026');
    expect(slugify('!!!')).toBe('');
  });

  it('finds a free address, never a reserved one', () => {
    expect(uniqueSlug('Contact', ['contact'])).toBe('contact-2');
    expect(uniqueSlug('Contact', ['contact', 'contact-2'])).toBe('contact-3');
    expect(uniqueSlug('Index', [])).toBe('index-2');
    expect(uniqueSlug('???', [])).toBe('page');
  });

  it('refuses an address another page has in other letter case: one file on such a disk', () => {
    expect(slugProblem('Contact', ['contact'])).toBe('taken');
    expect(slugProblem('contact', ['accueil', 'contact'])).toBe('taken');
    expect(slugProblem('Contact', ['accueil'])).toBe('format');
    expect(slugProblem('contact', ['accueil'])).toBeNull();
  });
});

describe('editor pages', () => {
  it('a new site has one page « Accueil », the home page, on the canvas', () => {
    const { site, page } = setup();
    expect(site().pages).toHaveLength(1);
    expect(page()).toMatchObject({ name: 'Accueil', slug: 'accueil' });
    expect(site().homePageId).toBe(page().id);
  });

  it('editor/pageAdded: adds a page with a slug made from its name and shows it, one step', () => {
    const { store, site, page, past } = setup();
    store.dispatch(addPage('À propos'));
    expect(site().pages.map((p) => p.slug)).toEqual(['accueil', 'a-propos']);
    expect(page().name).toBe('À propos');
    expect(past()).toBe(1);
    store.dispatch(undone());
    expect(site().pages).toHaveLength(1);
    expect(page().name).toBe('Accueil');
    store.dispatch(redone());
    expect(site().pages.map((p) => p.name)).toEqual(['Accueil', 'À propos']);
  });

  it('two pages of one name get two addresses', () => {
    const { store, site } = setup();
    store.dispatch(addPage('Contact'));
    store.dispatch(addPage('Contact'));
    expect(site().pages.map((p) => p.slug)).toEqual(['accueil', 'contact', 'contact-2']);
  });

  it('elements belong to the page they were added on', () => {
    const { store, site } = threePages();
    store.dispatch(pageSelected(site().pages[1].id));
    store.dispatch(elementAdded('text'));
    expect(site().pages.map((p) => p.elements.length)).toEqual([0, 1, 0]);
    store.dispatch(pageSelected(site().pages[0].id));
    expect(selectElements(store.getState())).toEqual([]);
  });

  it('showing a page is not an undo step and clears the selection', () => {
    const { store, site, past } = threePages();
    store.dispatch(elementAdded('text'));
    const steps = past();
    expect(selectSelectedId(store.getState())).not.toBeNull();
    store.dispatch(pageSelected(site().pages[0].id));
    expect(past()).toBe(steps);
    expect(selectSelectedId(store.getState())).toBeNull();
    // An element of another page cannot be selected.
    const otherId = site().pages[2].elements[0].id;
    store.dispatch(elementSelected(otherId));
    expect(selectSelectedId(store.getState())).toBeNull();
  });

  it('editor/pageRenamed: the slug follows the name, until the person chose one', () => {
    const { store, site, past } = threePages();
    const about = site().pages[1];
    store.dispatch(pageRenamed({ pageId: about.id, name: 'Qui sommes-nous ?' }));
    expect(site().pages[1]).toMatchObject({ name: 'Qui sommes-nous ?', slug: 'qui-sommes-nous' });
    store.dispatch(pageRenamed({ pageId: about.id, name: 'Nous', slug: 'equipe' }));
    expect(site().pages[1]).toMatchObject({ name: 'Nous', slug: 'equipe' });
    store.dispatch(pageRenamed({ pageId: about.id, name: 'Notre équipe' }));
    expect(site().pages[1]).toMatchObject({ name: 'Notre équipe', slug: 'equipe' });
    const steps = past();
    store.dispatch(undone());
    expect(site().pages[1]).toMatchObject({ name: 'Nous', slug: 'equipe' });
    store.dispatch(redone());
    expect(past()).toBe(steps);
  });

  it('refuses a blank or too long name, a taken, empty, malformed or reserved slug: nothing changes', () => {
    const { store, site, past } = threePages();
    const before = site();
    const steps = past();
    const id = before.pages[1].id;
    for (const name of ['', '   ', 'x'.repeat(LIMITS.pageName + 1)]) {
      store.dispatch(pageRenamed({ pageId: id, name }));
    }
    for (const slug of ['', 'contact', 'index', 'À propos', 'a--b', '-a', 'x'.repeat(61)]) {
      store.dispatch(pageRenamed({ pageId: id, name: before.pages[1].name, slug }));
    }
    expect(site()).toBe(before);
    expect(past()).toBe(steps);
  });

  it('an element update that changes nothing adds no step and keeps the same document', () => {
    const { store, site, past } = setup();
    store.dispatch(elementAdded('text'));
    const id = selectElements(store.getState())[0].id;
    const before = site();
    const steps = past();
    store.dispatch(elementUpdated({ id, changes: { content: 'Votre texte ici' } }));
    store.dispatch(
      elementUpdated({ id, changes: { styles: { fontSize: 16, position: { x: 100 } } } }),
    );
    store.dispatch(elementUpdated({ id, changes: { styles: { fontSize: Number.NaN } } }));
    expect(site()).toBe(before);
    expect(past()).toBe(steps);
    store.dispatch(elementUpdated({ id, changes: { styles: { fontSize: 18 } } }));
    expect(past()).toBe(steps + 1);
  });

  it('a page update that changes nothing adds no step', () => {
    const { store, site, past } = threePages();
    const steps = past();
    const about = site().pages[1];
    store.dispatch(pageRenamed({ pageId: about.id, name: about.name }));
    store.dispatch(pageRenamed({ pageId: about.id, name: about.name, slug: about.slug }));
    store.dispatch(pageMoved({ pageId: about.id, toIndex: 1 }));
    store.dispatch(homePageSet(site().homePageId));
    expect(past()).toBe(steps);
  });

  it('editor/pageDuplicated: a copy after its source, with new ids, shown', () => {
    const { store, site, page } = threePages();
    const about = site().pages[1];
    store.dispatch(pageSelected(about.id));
    store.dispatch(elementAdded('text'));
    store.dispatch(elementAdded('button'));
    store.dispatch(duplicatePage(about.id));
    const [, source, copy] = site().pages;
    expect(copy).toMatchObject({ name: 'À propos (copie)', slug: 'a-propos-copie' });
    expect(page().id).toBe(copy.id);
    expect(copy.elements.map((e) => e.content)).toEqual(source.elements.map((e) => e.content));
    const ids = site().pages.flatMap((p) => p.elements.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
    store.dispatch(undone());
    expect(site().pages).toHaveLength(3);
  });

  it('editor/pageDeleted: never the last page; the home page moves on; undo brings it back', () => {
    const { store, site, page } = threePages();
    const [home, about] = site().pages;
    store.dispatch(pageSelected(home.id));
    store.dispatch(pageDeleted(home.id));
    expect(site().pages.map((p) => p.name)).toEqual(['À propos', 'Contact']);
    expect(site().homePageId).toBe(about.id);
    expect(page().id).toBe(about.id);
    store.dispatch(pageDeleted(site().pages[1].id));
    const last = site();
    store.dispatch(pageDeleted(last.pages[0].id));
    expect(site()).toBe(last);
    store.dispatch(undone());
    store.dispatch(undone());
    expect(site().pages.map((p) => p.name)).toEqual(['Accueil', 'À propos', 'Contact']);
    expect(site().homePageId).toBe(home.id);
  });

  it('editor/pageMoved reorders; undo restores the order', () => {
    const { store, names } = threePages();
    const { site } = { site: () => selectDocument(store.getState()) };
    store.dispatch(pageMoved({ pageId: site().pages[2].id, toIndex: 0 }));
    expect(names()).toEqual(['Contact', 'Accueil', 'À propos']);
    store.dispatch(pageMoved({ pageId: site().pages[0].id, toIndex: 99 }));
    expect(names()).toEqual(['Accueil', 'À propos', 'Contact']);
    store.dispatch(undone());
    expect(names()).toEqual(['Contact', 'Accueil', 'À propos']);
  });

  it('editor/homePageSet makes another page the home page', () => {
    const { store, site } = threePages();
    store.dispatch(homePageSet(site().pages[2].id));
    expect(site().homePageId).toBe(site().pages[2].id);
    store.dispatch(undone());
    expect(site().homePageId).toBe(site().pages[0].id);
  });

  it('undo shows the page the undone step changed', () => {
    const { store, site, page } = threePages();
    const contact = site().pages[2];
    store.dispatch(elementAdded('text'));
    store.dispatch(pageSelected(site().pages[0].id));
    store.dispatch(undone());
    expect(page().id).toBe(contact.id);
    expect(page().elements).toHaveLength(0);
  });

  it('refuses a 51st page', () => {
    const { store, site } = setup();
    for (let i = 0; i < 60; i++) store.dispatch(addPage(`Page ${i}`));
    expect(site().pages).toHaveLength(LIMITS.pages);
  });

  it('documentLoaded shows the page named by the address, else the home page', () => {
    const { store, page } = setup();
    const loaded = siteOf({
      templateId: null,
      name: 'Site',
      elements: [createElement('text', 'a')],
    });
    const withAbout = {
      ...loaded,
      pages: [
        ...loaded.pages,
        { ...loaded.pages[0], id: 'p2', name: 'À propos', slug: 'a-propos', elements: [] },
      ],
    };
    store.dispatch(documentLoaded({ document: withAbout, pageSlug: 'a-propos' }));
    expect(page().id).toBe('p2');
    store.dispatch(documentLoaded({ document: withAbout, pageSlug: 'inconnue' }));
    expect(page().id).toBe(withAbout.homePageId);
    expect(selectCanUndo(store.getState())).toBe(false);
  });
});

describe('editor limits', () => {
  it('refuses an element beyond 2,000 on a page, says why, changes nothing', () => {
    const store = makeStore();
    const elements = Array.from({ length: LIMITS.elementsPerPage }, (_, i) =>
      createElement('text', `e${i}`),
    );
    store.dispatch(
      documentLoaded({ document: siteOf({ templateId: null, name: 'Plein', elements }) }),
    );
    const before = selectDocument(store.getState());
    store.dispatch(elementAdded('text'));
    expect(selectDocument(store.getState())).toBe(before);
    expect(selectSelectedId(store.getState())).toBeNull();
    expect(store.getState().editor!.limitReached).toBe('page');
    expect(selectCanUndo(store.getState())).toBe(false);
    store.dispatch(limitNoticeDismissed());
    expect(store.getState().editor!.limitReached).toBeNull();
    // Another page still takes elements.
    store.dispatch(addPage('Suite'));
    store.dispatch(elementAdded('text'));
    expect(selectElements(store.getState())).toHaveLength(1);
  });
});

describe('editor pages: limits and names of copies', () => {
  it('« Dupliquer » refuses a copy that would pass 20,000 elements in the site, and says why', () => {
    const store = makeStore();
    const full = (p: number) =>
      Array.from({ length: LIMITS.elementsPerPage }, (_, i) => createElement('text', `p${p}-${i}`));
    const base = siteOf({ templateId: null, name: 'Grand site', elements: full(0) });
    const pages = Array.from({ length: 10 }, (_, p) => ({
      ...base.pages[0],
      id: p === 0 ? base.pages[0].id : `page-${p}`,
      slug: p === 0 ? base.pages[0].slug : `page-${p}`,
      elements: full(p),
    }));
    store.dispatch(documentLoaded({ document: { ...base, pages } }));
    const before = selectDocument(store.getState());
    store.dispatch(duplicatePage('page-3'));
    expect(selectDocument(store.getState())).toBe(before);
    expect(store.getState().editor!.limitReached).toBe('site');
  });

  it('a copy of a long name stays within 60 characters and ends with « (copie) »', () => {
    const { store, site } = setup();
    const long = 'Nos ateliers de pâtisserie pour enfants et adultes à Lyon 7e';
    expect(long.length).toBe(LIMITS.pageName);
    store.dispatch(addPage(long));
    store.dispatch(duplicatePage(site().pages[1].id));
    const copy = site().pages[2].name;
    expect(copy.length).toBeLessThanOrEqual(LIMITS.pageName);
    expect(copy).toMatch(/ \(copie\)$/);
    expect(copy).not.toBe(long);
  });
});
