import type { PayloadAction } from '@reduxjs/toolkit';
import type { Screen } from '../../document/layout/screens';
import { SCREENS } from '../../document/layout/screens';
import type { Override, OverrideScreen } from '../../document/types';
import { base, currentPage, recordPageStep, type EditorState } from './editorState';
import { moveInOrder, resetOverride, setOverride, type OverrideKey } from './model/overrides';

/**
 * The screens' events, spread into `editorSlice`'s reducers: the screen the canvas shows (view
 * state, no step) and the overrides of Tablette and Mobile, one history step each through
 * `recordPageStep`; a change that changes nothing records nothing.
 */
export const overrideReducers = {
  /** « Ordinateur », « Tablette », « Mobile » above the canvas. */
  screenChanged(state: EditorState, action: PayloadAction<Screen>) {
    if ((SCREENS as readonly string[]).includes(action.payload)) state.screen = action.payload;
  },

  /**
   * A field of « Sur l'écran … » changed: values clamped to the document's limits. A typed value
   * carries a `mergeKey` (one undo step per field session, as `elementUpdated`).
   */
  overrideChanged: {
    reducer(
      state: EditorState,
      action: PayloadAction<{
        id: string;
        screen: OverrideScreen;
        changes: Partial<Override>;
        mergeKey?: string;
        at: number;
      }>,
    ) {
      const { id, screen, changes, mergeKey, at } = action.payload;
      const current = base(state);
      const merge = mergeKey === undefined ? undefined : { key: mergeKey, at };
      return recordPageStep(current, setOverride(currentPage(current), id, screen, changes), merge);
    },
    prepare(payload: {
      id: string;
      screen: OverrideScreen;
      changes: Partial<Override>;
      mergeKey?: string;
    }) {
      return { payload: { ...payload, at: Date.now() } };
    },
  },

  /** « Rétablir »: the automatic value of one field on that screen. */
  overrideReset(
    state: EditorState,
    action: PayloadAction<{ id: string; screen: OverrideScreen; key: OverrideKey }>,
  ) {
    const { id, screen, key } = action.payload;
    const current = base(state);
    return recordPageStep(current, resetOverride(currentPage(current), id, screen, key));
  },

  /** « Monter » / « Descendre »: one place up or down in the order of that screen. */
  screenOrderMoved(
    state: EditorState,
    action: PayloadAction<{ id: string; screen: OverrideScreen; direction: -1 | 1 }>,
  ) {
    const { id, screen, direction } = action.payload;
    const current = base(state);
    return recordPageStep(current, moveInOrder(currentPage(current), id, screen, direction));
  },
};
