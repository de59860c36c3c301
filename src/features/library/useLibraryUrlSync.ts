import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { CATEGORIES, type Category } from '../templates';
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
 *   further keystrokes replace it. Typing reaches the address after a 300 ms pause (or when the
 *   field loses focus), so Back returns to the previous filter, not letter by letter.
 * - An address from outside (first visit, bookmark, Back/Forward, a link) is read into the store.
 *   Our own writes carry `state.libraryFilters`, so they are not read back (the store is already
 *   ahead of them while someone types fast).
 */

export const QUERY_PARAM = 'q';
export const CATEGORY_PARAM = 'categorie';
/** How long after the last keystroke the address catches up with the search field. */
export const URL_WRITE_DELAY_MS = 300;

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

  // Keystrokes are written to the address a moment later (one entry for a burst of typing): the
  // grid follows the store at once, the router's work waits for a pause in the typing.
  const pendingWrite = useRef<number | null>(null);
  /** Whether the pending write starts a search (a new history entry) or replaces the entry. */
  const pendingPush = useRef(false);
  const cancelPendingWrite = useCallback(() => {
    if (pendingWrite.current !== null) window.clearTimeout(pendingWrite.current);
    pendingWrite.current = null;
    pendingPush.current = false;
  }, []);
  useEffect(() => cancelPendingWrite, [cancelPendingWrite]);

  useLayoutEffect(() => {
    if (isOwnWrite(location.state) && navigationType !== 'POP') return;
    cancelPendingWrite();
    const filters = filtersFromSearchParams(new URLSearchParams(location.search));
    const current = store.getState().library;
    if (filters.query !== current.query || filters.category !== current.category) {
      dispatch(filtersReadFromUrl(filters));
    }
  }, [
    location.key,
    location.search,
    location.state,
    navigationType,
    dispatch,
    store,
    cancelPendingWrite,
  ]);

  const write = useCallback(
    (push: boolean) => {
      cancelPendingWrite();
      const { query, category } = store.getState().library;
      const next = searchParamsWithFilters(latestParams.current, { query, category });
      latestParams.current = next;
      setSearchParams(next, { replace: !push, state: { libraryFilters: true } satisfies OwnWrite });
    },
    [setSearchParams, store, cancelPendingWrite],
  );

  /** Writes a pending keystroke now (before another entry, or when the field loses focus). */
  const flushQuery = useCallback(() => {
    if (pendingWrite.current !== null) write(pendingPush.current);
  }, [write]);

  const changeQuery = useCallback(
    (query: string) => {
      const before = store.getState().library.query;
      dispatch(queryChanged(query));
      const push = pendingPush.current || (before.trim() === '' && query.trim() !== '');
      cancelPendingWrite();
      pendingPush.current = push;
      pendingWrite.current = window.setTimeout(() => write(push), URL_WRITE_DELAY_MS);
    },
    [dispatch, store, write, cancelPendingWrite],
  );

  const changeCategory = useCallback(
    (category: CategoryFilter) => {
      if (store.getState().library.category === category) return;
      flushQuery();
      dispatch(categoryChanged(category));
      write(true);
    },
    [dispatch, store, write, flushQuery],
  );

  const clearFilters = useCallback(() => {
    flushQuery();
    dispatch(filtersCleared());
    write(true);
  }, [dispatch, write, flushQuery]);

  return { changeQuery, changeCategory, clearFilters, flushQuery };
}
