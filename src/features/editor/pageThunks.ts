import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { makeElementId } from '../../document/makeElementId';
import { fr } from '../../i18n/fr';
import { pageAdded, pageDuplicated, selectDocument } from './editorSlice';
import { newPage, pageCopy } from './model/pages';
import { makePageId } from './pageReducers';

type AppThunk<R> = ThunkAction<R, RootState, unknown, UnknownAction>;

/**
 * The page events whose payload needs new ids (made here, never in a reducer, so DevTools
 * replays them to the same state).
 */

/** « Ajouter une page »: a new empty page named `name`, after the current one's list end. */
export const addPage =
  (name: string, slug?: string): AppThunk<void> =>
  (dispatch, getState) => {
    const site = selectDocument(getState());
    const page = newPage(site, makePageId(), name);
    dispatch(pageAdded(slug ? { ...page, slug } : page));
  };

/** « Dupliquer »: a copy of page `pageId`, with new ids for it and its elements. */
export const duplicatePage =
  (pageId: string): AppThunk<void> =>
  (dispatch, getState) => {
    const site = selectDocument(getState());
    const source = site.pages.find((p) => p.id === pageId);
    if (!source) return;
    const ids = source.elements.map(() => makeElementId());
    const copy = pageCopy(site, pageId, makePageId(), ids, fr.editor.pages.copyName);
    if (copy) dispatch(pageDuplicated({ sourceId: pageId, copy }));
  };
