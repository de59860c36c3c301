import { makeStore } from '../../../../../src/app/store';
import { assetUseCounts } from '../../../../../src/document/assets/assetRefs';
import { addCollection, saveItem } from '../../../../../src/document/collections/edits';
import { newCollection } from '../../../../../src/document/collections/newCollection';
import { createElement } from '../../../../../src/document/createElement';
import { PLACEHOLDER_IMAGE } from '../../../../../src/document/placeholderImage';
import { renderPage } from '../../../../../src/document/render/renderPage';
import { createPage, createSite } from '../../../../../src/document/site';
import type { EditorElement, SiteDocument } from '../../../../../src/document/types';
import {
  assetReplaced,
  documentLoaded,
  elementUpdated,
  selectCanUndo,
  selectDocument,
  selectElements,
  undone,
} from '../../../../../src/features/editor/editorSlice';
import { updateElement } from '../../../../../src/features/editor/model/updateElement';

const A = 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0';
const B = 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg';

const image = (id: string, assetId?: string): EditorElement => {
  const element = createElement('image', id);
  return assetId ? { ...element, content: '', properties: { assetId } } : element;
};

function site(): SiteDocument {
  const home = createSite({
    name: 'Le Fournil',
    homePageId: 'accueil',
    elements: [image('pain', A), image('vide'), createElement('text', 'titre')],
  });
  return {
    ...home,
    pages: [...home.pages, createPage('contact', 'Contact', ['accueil'], [image('four', A)])],
  };
}

function setUp() {
  const store = makeStore();
  store.dispatch(documentLoaded({ document: site() }));
  return store;
}

describe('editor: a picture from the Médiathèque (assetId)', () => {
  it('puts a stored picture and its default alternative text in an image, as one undo step', () => {
    const store = setUp();
    store.dispatch(elementUpdated({ id: 'vide', changes: { assetId: B, alt: 'Une miche' } }));
    const vide = selectElements(store.getState()).find((e) => e.id === 'vide')!;
    expect(vide.properties).toEqual({ assetId: B, alt: 'Une miche' });
    // The stored picture is the picture: the address is emptied.
    expect(vide.content).toBe('');
    store.dispatch(undone());
    const back = selectElements(store.getState()).find((e) => e.id === 'vide')!;
    expect(back.properties).toEqual({});
    expect(back.content).toBe(PLACEHOLDER_IMAGE);
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('refuses an id the schema would refuse, and ids on anything but an image', () => {
    const page = { elements: [image('vide'), createElement('text', 'titre')] };
    expect(updateElement(page, 'vide', { assetId: '../x' })).toBe(page);
    expect(updateElement(page, 'vide', { assetId: 'a'.repeat(129) })).toBe(page);
    expect(updateElement(page, 'titre', { assetId: A })).toBe(page);
  });

  it('null removes the picture; a typed address replaces it', () => {
    const page = { elements: [image('pain', A)] };
    expect(updateElement(page, 'pain', { assetId: null }).elements[0].properties).toEqual({});
    const typed = updateElement(page, 'pain', { content: 'https://example.com/pain.jpg' });
    expect(typed.elements[0].properties).toEqual({});
    expect(typed.elements[0].content).toBe('https://example.com/pain.jpg');
    // A refused address changes nothing.
    expect(updateElement(page, 'pain', { content: 'javascript:alert(1)' })).toBe(page);
  });

  it('« Remplacer » switches every element using a picture, on every page, in one step', () => {
    const store = setUp();
    store.dispatch(assetReplaced({ from: A, to: B }));
    const counts = assetUseCounts(selectDocument(store.getState()));
    expect([...counts]).toEqual([[B, 2]]);
    store.dispatch(undone());
    expect([...assetUseCounts(selectDocument(store.getState()))]).toEqual([[A, 2]]);
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('« Remplacer » switches it in the items too: « Image » and inside « Contenu »', () => {
    let doc = site();
    const made = newCollection(doc, 'articles', 'Actualités');
    doc = addCollection(doc, made.collection, made.page);
    doc = saveItem(doc, made.collection.id, {
      id: 'a1',
      slug: 'four',
      title: 'Le four',
      image: { assetId: A, alt: 'Le four' },
      content: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'La pâte' }] },
          { type: 'blockquote', content: [{ type: 'image', attrs: { assetId: A, alt: 'Pâte' } }] },
        ],
      },
    });
    const store = makeStore();
    store.dispatch(documentLoaded({ document: doc }));
    expect(assetUseCounts(selectDocument(store.getState())).get(A)).toBe(4);
    store.dispatch(assetReplaced({ from: A, to: B }));
    const after = selectDocument(store.getState());
    expect([...assetUseCounts(after)]).toEqual([[B, 4]]);
    expect(after.collections![0].items[0].content!.content[1]).toEqual({
      type: 'blockquote',
      content: [{ type: 'image', attrs: { assetId: B, alt: 'Pâte' } }],
    });
    store.dispatch(undone());
    expect([...assetUseCounts(selectDocument(store.getState()))]).toEqual([[A, 4]]);
  });

  it('replacing a picture nobody uses records no step', () => {
    const store = setUp();
    store.dispatch(assetReplaced({ from: B, to: A }));
    expect(selectCanUndo(store.getState())).toBe(false);
  });
});

describe('render: stored pictures', () => {
  const elements = [image('pain', A), { ...image('old', A), content: 'https://example.com/x.jpg' }];

  it('writes the address assetUrl gives (the preview’s object URL)', () => {
    const { html } = renderPage(
      { elements },
      { assetUrl: (id) => (id === A ? 'blob:http://127.0.0.1/1' : undefined) },
    );
    expect(html.match(/<img src="blob:http:\/\/127\.0\.0\.1\/1"/g)).toHaveLength(2);
  });

  it('without assetUrl (the export until it writes files) the default picture, never content', () => {
    const { html } = renderPage({ elements });
    expect(html).not.toContain('example.com');
    expect(html).not.toContain('blob:');
    expect(html.match(/<img src="data:image\/svg\+xml/g)).toHaveLength(2);
  });
});
