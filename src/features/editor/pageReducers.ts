import type { PayloadAction } from '@reduxjs/toolkit';
import { makeElementId } from '../../document/makeElementId';
import { findPage, siteHasRoomFor } from '../../document/site';
import { sitePages } from '../../document/collections/collections';
import type { Page } from '../../document/types';
import { base, keepViewValid, type EditorState } from './editorState';
import { recordStep } from './model/history';
import { addPage, deletePage, movePage, renamePage, setHomePage, setPageSlug } from './model/pages';

/**
 * The Pages panel's events, spread into `editorSlice`'s reducers. Each change of the site is one
 * history step through the one history helper; a change that changes nothing (or that a rule of
 * the document refuses) records nothing. Showing another page is view state, not a step.
 */

/** The site changed by `change`, as one step; the canvas then shows `pageId` if given. */
export function siteStep(
  state: EditorState,
  next: EditorState['document'],
  pageId?: string,
): EditorState | undefined {
  if (next === state.document) return undefined;
  const stepped = recordStep(state, next);
  const shown =
    pageId !== undefined && pageId !== state.pageId
      ? { ...stepped, pageId, selectedId: null }
      : stepped;
  return keepViewValid(shown);
}

export const pageReducers = {
  /** « Ajouter une page » (or « Dupliquer »): `page` after `afterId`, then shown. */
  pageAdded: {
    reducer(state: EditorState, action: PayloadAction<{ page: Page; afterId?: string }>) {
      const { page, afterId } = action.payload;
      const current = base(state);
      return siteStep(current, addPage(current.document, page, afterId), page.id);
    },
    prepare(page: Page, afterId?: string) {
      return { payload: { page, afterId } };
    },
  },

  /**
   * « Renommer »: a new name and, when given, a new address, in one step. The address follows the
   * name while it was the one made from it (model/pages.ts).
   */
  pageRenamed(
    state: EditorState,
    action: PayloadAction<{ pageId: string; name: string; slug?: string }>,
  ) {
    const current = base(state);
    const { pageId, name, slug } = action.payload;
    const renamed = renamePage(current.document, pageId, name);
    return siteStep(current, slug === undefined ? renamed : setPageSlug(renamed, pageId, slug));
  },

  /** « Dupliquer »: the copy (made by the `duplicatePage` thunk) after its source, then shown. */
  pageDuplicated(state: EditorState, action: PayloadAction<{ sourceId: string; copy: Page }>) {
    const current = base(state);
    const { sourceId, copy } = action.payload;
    if (!findPage(current.document, sourceId)) return;
    if (!siteHasRoomFor(current.document, copy.elements.length)) {
      return { ...current, limitReached: 'site' as const };
    }
    return siteStep(current, addPage(current.document, copy, sourceId), copy.id);
  },

  /** « Supprimer » (confirmed): never the last page; the canvas moves to a neighbour. */
  pageDeleted(state: EditorState, action: PayloadAction<string>) {
    const current = base(state);
    const pageId = action.payload;
    const index = sitePages(current.document).findIndex((p) => p.id === pageId);
    const next = deletePage(current.document, pageId);
    if (next === current.document) return;
    const left = sitePages(next);
    const neighbour = left[Math.min(index, left.length - 1)];
    return siteStep(current, next, pageId === current.pageId ? neighbour.id : undefined);
  },

  /** Reordered by drag or keyboard: page `pageId` to position `toIndex`. */
  pageMoved(state: EditorState, action: PayloadAction<{ pageId: string; toIndex: number }>) {
    const current = base(state);
    const { pageId, toIndex } = action.payload;
    return siteStep(current, movePage(current.document, pageId, toIndex));
  },

  /** « Définir comme page d'accueil ». */
  homePageSet(state: EditorState, action: PayloadAction<string>) {
    const current = base(state);
    return siteStep(current, setHomePage(current.document, action.payload));
  },

  /** The canvas shows page `pageId` (a click in the Pages panel, the address's `?page=`). */
  pageSelected(state: EditorState, action: PayloadAction<string>) {
    const current = base(state);
    if (current.pageId === action.payload || !findPage(current.document, action.payload)) return;
    return { ...current, pageId: action.payload, selectedId: null, mode: 'idle' as const };
  },
};

/** Ids for a new page and for each element of a copied page (made outside reducers). */
export const makePageId = () => `page-${makeElementId()}`;
