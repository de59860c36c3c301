import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/store';
import type { GestureKind } from './gestureMachine';

/**
 * Where the editor's pointer gesture is (gestureMachine.ts), for the rest of the editor and for
 * Redux DevTools: each transition is an action (`gesture/pressed`, `gesture/started`,
 * `gesture/ended`), never each pointer move, which would cost a render per frame.
 */
export interface GestureSliceState {
  phase: 'idle' | 'pressed' | 'dragging';
  kind: GestureKind | null;
  /** How the last gesture ended. */
  last: 'committed' | 'clicked' | 'cancelled' | null;
}

const initialState: GestureSliceState = { phase: 'idle', kind: null, last: null };

export const gestureSlice = createSlice({
  name: 'gesture',
  initialState,
  reducers: {
    pressed(state, action: PayloadAction<GestureKind>) {
      state.phase = 'pressed';
      state.kind = action.payload;
    },
    started(state) {
      state.phase = 'dragging';
    },
    ended(state, action: PayloadAction<'committed' | 'clicked' | 'cancelled'>) {
      state.phase = 'idle';
      state.kind = null;
      state.last = action.payload;
    },
  },
  selectors: {
    selectGesturePhase: (state) => state.phase,
    selectGestureKind: (state) => state.kind,
  },
});

declare module '../../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof gestureSlice> {}
}

const injected = gestureSlice.injectInto(rootReducer);

export const gestureActions = gestureSlice.actions;
export const { selectGesturePhase, selectGestureKind } = injected.selectors;
