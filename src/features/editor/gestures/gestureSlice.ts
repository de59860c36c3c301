import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/store';
import type { GestureKind } from './gestureMachine';

/**
 * Where the editor's pointer gesture is (gestureMachine.ts): the one record of a drag, for the
 * rest of the editor and for Redux DevTools. Each transition is an action, never each pointer
 * move, which would cost a render per frame: `gesture/pressed` (kind) is pointing,
 * `gesture/started` the drag state (on the canvas: `move` translating, `resize` resizing,
 * `marquee` brushing), `gesture/ended` (how) back to idle.
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
    /**
     * Elements of the canvas are being moved or resized (translating, resizing): until the
     * release their nodes are the gesture's, and the document has not changed yet.
     */
    selectElementsDragged: (state) =>
      state.phase === 'dragging' && (state.kind === 'move' || state.kind === 'resize'),
  },
});

declare module '../../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof gestureSlice> {}
}

const injected = gestureSlice.injectInto(rootReducer);

export const gestureActions = gestureSlice.actions;
export const { selectGesturePhase, selectGestureKind, selectElementsDragged } = injected.selectors;
