import { createAsyncThunk, createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { testHooks } from '../../app/env';
import type { RootState } from '../../app/store';
import type { Template } from './types';

/**
 * The generated templates and their status machine: idle → loading → ready | failed
 * (failed → loading again on « Réessayer »). This file is in the first bundle, so it stays small:
 * the generator and faker's French locale run in a worker (templatesOffMainThread.ts), loaded
 * through the thunk's dynamic import().
 */

export type TemplatesStatus = 'idle' | 'loading' | 'ready' | 'failed';

export const DEFAULT_TEMPLATE_COUNT = 50;
export const MAX_TEMPLATE_COUNT = 20000;

/**
 * Test hook: `?nombre=10000` in the address at startup raises the number of generated templates
 * (test/bench/library.bench.mjs), in the build for tests only (`testHooks`, src/app/env.ts).
 * Anything else gives the spec's 50.
 */
export function templateCountFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('nombre');
  const count = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isInteger(count) && count >= 1
    ? Math.min(count, MAX_TEMPLATE_COUNT)
    : DEFAULT_TEMPLATE_COUNT;
}

/** `templates/generate`: dispatched once at startup (main.tsx), and again by « Réessayer ». */
export const generateTemplates = createAsyncThunk<
  Template[],
  { count?: number } | undefined,
  { state: RootState }
>(
  'templates/generate',
  async (arg) => {
    const count =
      arg?.count ??
      (testHooks
        ? templateCountFromSearch(globalThis.location?.search ?? '')
        : DEFAULT_TEMPLATE_COUNT);
    const generator = await import('./templatesOffMainThread');
    return generator.generateTemplatesOffMainThread(count);
  },
  {
    condition: (_arg, { getState }) => {
      const { status } = getState().templates;
      return status === 'idle' || status === 'failed';
    },
  },
);

const adapter = createEntityAdapter<Template>();

export interface TemplatesState extends ReturnType<typeof adapter.getInitialState> {
  status: TemplatesStatus;
  error: string | null;
}

const initialState: TemplatesState = adapter.getInitialState({
  status: 'idle' as TemplatesStatus,
  error: null,
});

export const templatesSlice = createSlice({
  name: 'templates',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(generateTemplates.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(generateTemplates.fulfilled, (state, action) => {
        adapter.setAll(state, action.payload);
        state.status = 'ready';
      })
      .addCase(generateTemplates.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.error.message ?? 'unknown error';
      });
  },
});

export const templatesReducer = templatesSlice.reducer;

const entitySelectors = adapter.getSelectors((state: RootState) => state.templates);

/** Every template, in id order ("1", "2", …). */
export const selectAllTemplates = entitySelectors.selectAll;
/** The template with this id, or undefined (an unknown id, or not generated yet). */
export const selectTemplateById = entitySelectors.selectById;
export const selectTemplatesStatus = (state: RootState) => state.templates.status;
export const selectTemplatesError = (state: RootState) => state.templates.error;
