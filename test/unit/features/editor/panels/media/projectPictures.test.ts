import { makeStore } from '../../../../../../src/app/store';
import { addCollection, saveItem } from '../../../../../../src/document/collections/edits';
import { newCollection } from '../../../../../../src/document/collections/newCollection';
import { createSite } from '../../../../../../src/document/site';
import type { CollectionItem } from '../../../../../../src/document/types';
import { documentLoaded, undone } from '../../../../../../src/features/editor/editorSlice';
import { editCollections } from '../../../../../../src/features/editor/panels/collections/editCollections';
import { projectPictures } from '../../../../../../src/features/editor/panels/media/projectPictures';

const A = 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0';
const B = 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg';
const C = 'c'.repeat(43);

describe('the Médiathèque lists the project’s pictures', () => {
  it('counts those of the items’ content, keeps those the undo history holds, adds the form’s', () => {
    let site = createSite({ name: 'Le Fournil', homePageId: 'accueil' });
    const made = newCollection(site, 'articles', 'Actualités');
    site = addCollection(site, made.collection, made.page);
    const item: CollectionItem = {
      id: 'a1',
      slug: 'four',
      title: 'Le four',
      image: { assetId: A, alt: '' },
      content: { type: 'doc', content: [{ type: 'image', attrs: { assetId: A, alt: '' } }] },
    };
    site = saveItem(site, made.collection.id, item);
    const store = makeStore();
    store.dispatch(documentLoaded({ document: site }));
    expect(projectPictures(store.getState())).toEqual([{ id: A, count: 2 }]);
    // The content's picture changed: A stays listed (the undo history holds it), unused.
    const { image: _image, ...withoutImage } = item;
    void _image;
    const changed: CollectionItem = {
      ...withoutImage,
      content: { type: 'doc', content: [{ type: 'image', attrs: { assetId: B, alt: '' } }] },
    };
    store.dispatch(editCollections('itemSaved', (s) => saveItem(s, made.collection.id, changed)));
    expect(projectPictures(store.getState(), [C])).toEqual([
      { id: B, count: 1 },
      // The form's: used, not deletable.
      { id: C, count: 1 },
      { id: A, count: 0 },
    ]);
    store.dispatch(undone());
    expect(projectPictures(store.getState())).toEqual([
      { id: A, count: 2 },
      { id: B, count: 0 },
    ]);
  });
});
