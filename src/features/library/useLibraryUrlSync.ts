import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { CATEGORIES, type Category } from '../templates/types';
import {
  categoryChanged,
  filtersCleared,
  filtersReadFromUrl,
  queryChanged,
  type CategoryFilter,
  type LibraryFilters,
} from './librarySlice';

/**
 * Keeps the library's filters and the address in step: `?q=…&categorie=…`.
 * - A person's change updates the store first (the grid follows at once), then the address.
 *   Starting a search, choosing a category or clearing the filters adds a history entry;
 *   each further keystroke replaces it, so Back returns to the previous filter, not letter by letter.
 * - An address from outside (first visit, bookmark, Back/Forward, a link) is read into the store.
 *   Our own writes carry `state.libraryFilters`, so they are not read back (the store is already
 *   ahead of them while someone types fast).
 */

export const QUERY_PARAM = 'q';
export const CATEGORY_PARAM = 'categorie';

export function filtersFromSearchParams(params: URLSearchParams): LibraryFilters {
  const raw = params.get(CATEGORY_PARAM);
  const category: CategoryFilter = CATEGORIES.includes(raw as Category) ? (raw as Category) : 'all';
  return { query: params.get(QUERY_PARAM) ?? '', category };
}

/** The same parameters with the filters written in (others, like `nombre`, are kept). */
export function searchParamsWithFilters(
  params: URLSearchParams,
  filters: LibraryFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.query) next.set(QUERY_PARAM, filters.query);
  else next.delete(QUERY_PARAM);
  if (filters.category !== 'all') next.set(CATEGORY_PARAM, filters.category);
  else next.delete(CATEGORY_PARAM);
  return next;
}

interface OwnWrite {
  libraryFilters: true;
}

const isOwnWrite = (state: unknown) => (state as OwnWrite | null)?.libraryFilters === true;

export function useLibraryUrlSync() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [searchParams, setSearchParams] = useSearchParams();
  // Other parameters (such as the bench's `nombre`) are carried over; ours come from the store.
  const latestParams = useRef(searchParams);
  useLayoutEffect(() => {
    latestParams.current = searchParams;
  }, [searchParams]);

  useLayoutEffect(() => {
    if (isOwnWrite(location.state) && navigationType !== 'POP') return;
    const filters = filtersFromSearchParams(new URLSearchParams(location.search));
    const current = store.getState().library;
    if (filters.query !== current.query || filters.category !== current.category) {
      dispatch(filtersReadFromUrl(filters));
    }
  }, [location.key, location.search, location.state, navigationType, dispatch, store]);

  const write = useCallback(
    (push: boolean) => {
      const { query, category } = store.getState().library;
      const next = searchParamsWithFilters(latestParams.current, { query, category });
      latestParams.current = next;
      setSearchParams(next, { replace: !push, state: { libraryFilters: true } satisfies OwnWrite });
    },
    [setSearchParams, store],
  );

  const changeQuery = useCallback(
    (query: string) => {
      const before = store.getState().library.query;
      dispatch(queryChanged(query));
      write(before.trim() === '' && query.trim() !== '');
    },
    [dispatch, store, write],
  );

  const changeCategory = useCallback(
    (category: CategoryFilter) => {
      if (store.getState().library.category === category) return;
      dispatch(categoryChanged(category));
      write(true);
    },
    [dispatch, store, write],
  );

  const clearFilters = useCallback(() => {
    dispatch(filtersCleared());
    write(true);
  }, [dispatch, write]);

  return { changeQuery, changeCategory, clearFilters };
}
