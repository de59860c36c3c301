import { makeStore } from '../../../../../src/app/store';
import { composedPage } from '../../../../../src/document/sharedParts';
import { LIMITS } from '../../../../../src/document/limits';
import { createElement } from '../../../../../src/document/createElement';
import { createPage } from '../../../../../src/document/site';
import {
  editorOpened,
  elementAdded,
  redone,
  selectDocument,
  selectLimitReached,
  templateContentEdited,
  undone,
} from '../../../../../src/features/editor/editorSlice';
import { editTemplateContent } from '../../../../../src/features/editor/model/editTemplateContent';
import { generateTemplates } from '../../../../../src/features/templates/generateTemplates';
import { templatePages } from '../../../../../src/features/templates/templatePages';
import type { EditorElement } from '../../../../../src/document/types';

const templates = generateTemplates(21);

/** The elements' values, their bindings to the site's colours and text styles left out. */
const values = (elements: readonly EditorElement[]) =>
  elements.map((element) => {
    const properties = { ...element.properties };
    delete properties.colors;
    delete properties.textStyle;
    return { ...element, properties };
  });
/** Template 15: a site of three pages (Accueil, À propos, Contact). */
const threePages = templates.find((t) => t.recipe.pages.length === 3)!;

function setup(template = threePages) {
  const store = makeStore();
  store.dispatch(
    editorOpened({ route: template.id, template: { id: template.id, name: template.name } }),
  );
  let n = 0;
  const built = templatePages(template, () => `t-${n++}`);
  return { store, built, site: () => selectDocument(store.getState()) };
}

describe('« Modifier le contenu du template » (templateContentEdited)', () => {
  it('gives the whole site: the home page under the existing elements, the other pages added', () => {
    const { store, built, site } = setup();
    expect(built.map((p) => p.name)).toEqual(['Accueil', 'À propos', 'Contact']);
    store.dispatch(elementAdded('text', { x: 40, y: 40 }));
    const before = site();
    const mine = before.pages[0].elements.map((e) => e.id);
    store.dispatch(templateContentEdited(threePages.id, built));
    const after = site();
    expect(after.templateId).toBeNull();
    expect(after.pages.map((p) => [p.name, p.slug])).toEqual([
      ['Accueil', 'accueil'],
      ['À propos', 'a-propos'],
      ['Contact', 'contact'],
    ]);
    expect(after.pages[0].elements.map((e) => e.id)).toEqual([
      ...built[0].elements.map((e) => e.id),
      ...mine,
    ]);
    expect(values(after.pages[1].elements)).toEqual(built[1].elements);
    expect(values(after.pages[2].elements)).toEqual(built[2].elements);
    expect(new Set(after.pages.map((p) => p.id)).size).toBe(3);
    // One step: undone whole, redone whole.
    store.dispatch(undone());
    expect(site()).toEqual(before);
    store.dispatch(redone());
    expect(site()).toEqual(after);
  });

  it('gives pages free addresses when the site already has them', () => {
    const { built, site } = setup();
    const document = site();
    const withContact = {
      ...document,
      pages: [...document.pages, createPage('p-contact', 'Contact', ['accueil'])],
    };
    const pages = built.slice(1).map((p, i) => ({ id: `new-${i}`, ...p }));
    const next = editTemplateContent(withContact, 'accueil', built[0].elements, pages);
    expect(next.pages.map((p) => p.slug)).toEqual(['accueil', 'contact', 'a-propos', 'contact-2']);
  });

  it('adds no page beyond the site’s page limit, but still the home page’s content', () => {
    const { built, site } = setup();
    const document = site();
    const full = {
      ...document,
      pages: [
        ...document.pages,
        ...Array.from({ length: LIMITS.pages - 2 }, (_, i) => createPage(`p${i}`, `Page ${i}`)),
      ],
    };
    const pages = built.slice(1).map((p, i) => ({ id: `new-${i}`, ...p }));
    const next = editTemplateContent(full, 'accueil', built[0].elements, pages);
    expect(next.pages).toHaveLength(LIMITS.pages);
    expect(next.pages.at(-1)!.name).toBe('À propos');
    // The home page as drawn: its header and footer are the site's now.
    expect(values(composedPage(next, next.pages[0]).elements)).toEqual(built[0].elements);
  });

  it('refuses content beyond a page’s element limit: nothing changes, the notice says why', () => {
    const { store, built, site } = setup();
    const before = site();
    const big = Array.from({ length: LIMITS.elementsPerPage + 1 }, (_, i) =>
      createElement('text', `big-${i}`, { x: 0, y: i }),
    );
    store.dispatch(
      templateContentEdited(threePages.id, [{ name: 'Accueil', elements: big }, ...built.slice(1)]),
    );
    expect(site()).toEqual(before);
    expect(selectLimitReached(store.getState())).toBe('page');
  });

  it('does nothing for another template than the one behind the canvas', () => {
    const { store, built, site } = setup();
    const before = site();
    store.dispatch(templateContentEdited('999', built));
    expect(site()).toEqual(before);
  });
});
