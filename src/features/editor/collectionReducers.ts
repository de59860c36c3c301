import type { PayloadAction } from '@reduxjs/toolkit';
import type { SiteDocument } from '../../document/types';
import { base, type EditorState } from './editorState';
import { siteStep } from './pageReducers';

/** What « Collections » changed, for Redux DevTools and the tests (`collectionsEdited`). */
export type CollectionEdit =
  | 'collectionAdded'
  | 'collectionRenamed'
  | 'collectionDeleted'
  | 'itemSaved'
  | 'itemDeleted'
  | 'itemMoved'
  | 'itemDuplicated';

/**
 * « Collections »' change of the site, spread into `editorSlice`'s reducers: a collection added
 * (with its « Modèle de page »), renamed or deleted; an item saved, duplicated, moved or deleted.
 * The dialog, which loads on use, makes the changed site with the model functions of
 * document/collections/edits.ts (so they load with it, not with the editor) and sends it with the
 * site it changed: one history step, none when it changed nothing or when the site is no longer
 * the one it changed (another change came first).
 */
export const collectionReducers = {
  collectionsEdited(
    state: EditorState,
    action: PayloadAction<{ edit: CollectionEdit; from: SiteDocument; to: SiteDocument }>,
  ) {
    const current = base(state);
    const { from, to } = action.payload;
    if (current.document !== from) return;
    return siteStep(current, to);
  },
};
