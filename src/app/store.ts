import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { appSlice } from './appSlice';
import { librarySlice } from '../features/library/librarySlice';
import { templatesSlice } from '../features/templates/templatesSlice';
import { isDev } from './env';
import { listenerMiddleware } from './listeners';

/**
 * Slices that live in code-split chunks (the editor) inject themselves when their chunk loads:
 *   declare module '../../app/store' { interface LazyLoadedSlices extends WithSlice<typeof editorSlice> {} }
 *   const injected = editorSlice.injectInto(rootReducer);
 * so the landing page's first bundle carries none of their code.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The root reducer: every slice of the first bundle, one entry each. */
export const rootReducer = combineSlices(
  appSlice,
  templatesSlice,
  librarySlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The development checks skip the editor's undo history: every document in it was checked when
    // it was the present, and walking hundreds of past documents on each keystroke is slow. They
    // skip the generated templates too (plain data made once, never edited: tens of thousands of
    // values walked on every action otherwise).
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: {
          ignoredPaths: ['editor.history', 'templates.entities'],
          // A document opened whole (up to 20,000 elements) is checked once it is the present.
          ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta', 'payload.document'],
        },
        immutableCheck: { ignoredPaths: ['editor.history', 'templates.entities'] },
      }).prepend(listenerMiddleware.middleware),
    devTools: isDev ? { name: 'Toile' } : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
