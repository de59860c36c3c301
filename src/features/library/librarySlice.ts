import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { Category } from '../templates';

/**
 * The library's filters (and the template being previewed). The visible list and the counts
 * are memoized selectors (librarySelectors.ts), never stored. The address (`?q=…&categorie=…`)
 * mirrors these filters: see useLibraryUrlSync.ts.
 */

export type CategoryFilter = Category | 'all';

export interface LibraryFilters {
  query: string;
  category: CategoryFilter;
}

export interface LibraryState extends LibraryFilters {
  previewId: string | null;
}

const initialState: LibraryState = { query: '', category: 'all', previewId: null };

export const librarySlice = createSlice({
  name: 'library',
  initialState,
  reducers: {
    queryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
    categoryChanged(state, action: PayloadAction<CategoryFilter>) {
      state.category = action.payload;
    },
    filtersCleared(state) {
      state.query = '';
      state.category = 'all';
    },
    /** The address changed from outside (first visit, a bookmark, Back or Forward). */
    filtersReadFromUrl(state, action: PayloadAction<LibraryFilters>) {
      state.query = action.payload.query;
      state.category = action.payload.category;
    },
    previewOpened(state, action: PayloadAction<string>) {
      state.previewId = action.payload;
    },
    previewClosed(state) {
      state.previewId = null;
    },
  },
});

export const {
  queryChanged,
  categoryChanged,
  filtersCleared,
  filtersReadFromUrl,
  previewOpened,
  previewClosed,
} = librarySlice.actions;
export const libraryReducer = librarySlice.reducer;

export const selectLibraryQuery = (state: RootState) => state.library.query;
export const selectLibraryCategory = (state: RootState) => state.library.category;
export const selectPreviewId = (state: RootState) => state.library.previewId;
