import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { findPage } from '../../document/site';
import {
  elementDeleted,
  elementsDeleted,
  selectCurrentPage,
  selectDocument,
  sharedDeleteAsked,
} from './editorSlice';
import { deleteElements } from './model/selection';
import { partEmptiedBy } from './model/sharedParts';

type AppThunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/**
 * Delete (the key, the canvas's button, the context menu): elements `ids` of the page shown are
 * deleted, unless that would leave the site's header or footer empty on every page; then
 * « Supprimer l'en-tête de toutes les pages ? » asks first (SharedPartDialogs).
 */
export const deleteElementsAsking =
  (ids: string[]): AppThunk<void> =>
  (dispatch, getState) => {
    const state = getState();
    const drawn = selectCurrentPage(state);
    const site = selectDocument(state);
    const own = findPage(site, drawn.id);
    const remaining = deleteElements(drawn, ids).elements;
    const part = own ? partEmptiedBy(site, own, remaining) : null;
    if (part) dispatch(sharedDeleteAsked({ ids, part }));
    else dispatch(ids.length === 1 ? elementDeleted(ids[0]) : elementsDeleted(ids));
  };
