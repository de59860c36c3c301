import { makeStore } from '../../../../src/app/store';
import {
  collectionsEdited,
  elementUpdated,
  pageSelected,
  redone,
  selectDocument,
  selectPages,
  undone,
} from '../../../../src/features/editor/editorSlice';
import { editCollections } from '../../../../src/features/editor/panels/collections/editCollections';
import { newCollection } from '../../../../src/document/collections/newCollection';
import { addCollection, saveItem } from '../../../../src/document/collections/edits';
import { modelPage } from '../../../../src/document/collections/collections';
import { parseSite } from '../../../../src/document/schema/documentSchema';

function setup() {
  const store = makeStore();
  const site = () => selectDocument(store.getState());
  const past = () => store.getState().editor!.history.past.length;
  return { store, site, past };
}

describe('editor: « Collections »', () => {
  it('adds a collection and its model page in one step that Ctrl+Z undoes', () => {
    const { store, site, past } = setup();
    const made = newCollection(site(), 'articles', 'Articles');
    const changed = store.dispatch(
      editCollections('collectionAdded', (s) => addCollection(s, made.collection, made.page)),
    );
    expect(changed).toBe(true);
    expect(past()).toBe(1);
    expect(site().collections).toHaveLength(1);
    // The model page is laid out with elements bound to the item's fields, and it is valid.
    const page = modelPage(site(), made.collection.id)!;
    expect(page.elements.map((e) => e.properties.field)).toEqual([
      'title',
      'date',
      'image',
      'content',
      'author',
    ]);
    expect(parseSite(site())).not.toBeNull();
    // Not one of the pages of « Pages ».
    expect(selectPages(store.getState()).map((p) => p.id)).toEqual(['accueil']);
    store.dispatch(undone());
    expect(site().collections).toBeUndefined();
    store.dispatch(redone());
    expect(site().collections).toHaveLength(1);
  });

  it('records an item as one step, and ignores a change made to a site that has changed since', () => {
    const { store, site, past } = setup();
    const made = newCollection(site(), 'produits', 'Boutique');
    store.dispatch(
      editCollections('collectionAdded', (s) => addCollection(s, made.collection, made.page)),
    );
    const id = made.collection.id;
    const before = site();
    const item = { id: 'p1', slug: 'pain', title: 'Pain <b>bio</b>', price: 450 };
    store.dispatch(editCollections('itemSaved', (s) => saveItem(s, id, item)));
    expect(site().collections![0].items).toEqual([item]);
    expect(past()).toBe(2);
    // Sent with the site before the item: another change came first, nothing happens.
    store.dispatch(
      collectionsEdited({
        edit: 'itemSaved',
        from: before,
        to: saveItem(before, id, { ...item, id: 'p2', slug: 'p2' }),
      }),
    );
    expect(site().collections![0].items).toHaveLength(1);
    expect(past()).toBe(2);
    // A refused change (the same slug) records nothing.
    expect(
      store.dispatch(editCollections('itemSaved', (s) => saveItem(s, id, { ...item, id: 'p3' }))),
    ).toBe(false);
    expect(past()).toBe(2);
  });

  it('binds an element of the model page to a field (« Lier au champ »), one step', () => {
    const { store, site, past } = setup();
    const made = newCollection(site(), 'articles', 'Articles');
    store.dispatch(
      editCollections('collectionAdded', (s) => addCollection(s, made.collection, made.page)),
    );
    store.dispatch(pageSelected(made.page.id));
    const title = made.page.elements[0];
    store.dispatch(elementUpdated({ id: title.id, changes: { field: 'summary' } }));
    expect(modelPage(site(), made.collection.id)!.elements[0].properties.field).toBe('summary');
    expect(past()).toBe(2);
    store.dispatch(elementUpdated({ id: title.id, changes: { field: null } }));
    expect(modelPage(site(), made.collection.id)!.elements[0].properties.field).toBeUndefined();
    // Not a field: nothing.
    store.dispatch(elementUpdated({ id: title.id, changes: { field: 'html' as never } }));
    expect(past()).toBe(3);
  });
});
