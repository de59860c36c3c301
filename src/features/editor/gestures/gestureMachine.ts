/**
 * The editor's one pointer-gesture machine, pure: idle → pressed → dragging → committed or
 * cancelled. Every drag in the editor (moving and resizing on the canvas, dropping from the
 * palette, reordering layers and pages) is one of its gestures, with one drag threshold: a press
 * that moves less is a click. `pointerGesture.ts` runs it on real pointer events; on the canvas its
 * phases are the states of stateNode.ts (pressed is pointing; dragging is translating, resizing
 * or brushing), one file each.
 */

/** A press that moves less than this (screen pixels) is a click, not a drag. */
export const DRAG_THRESHOLD = 4;

/** What a gesture does, for the editor's state and Redux DevTools. */
export type GestureKind = 'move' | 'resize' | 'marquee' | 'palette' | 'layer' | 'page';

export interface Point {
  x: number;
  y: number;
}

export type GestureState =
  | { phase: 'idle' }
  | { phase: 'pressed' | 'dragging'; kind: GestureKind; pointerId: number; start: Point };

export type GestureInput =
  | { type: 'press'; kind: GestureKind; pointerId: number; at: Point }
  | { type: 'move'; pointerId: number; at: Point }
  | { type: 'release'; pointerId: number }
  /** Escape, the pointer cancelled by the system, the editor closing. */
  | { type: 'cancel' };

/** What the step means for the one who started the gesture. */
export type GestureEffect = 'pressed' | 'started' | 'moved' | 'committed' | 'clicked' | 'cancelled';

export const IDLE: GestureState = { phase: 'idle' };

/**
 * The machine's step: the next state and its effect, or no effect when the input is not for this
 * gesture (another pointer, a second press, a move before the threshold…).
 */
export function gestureStep(
  state: GestureState,
  input: GestureInput,
): { state: GestureState; effect: GestureEffect | null } {
  const none = { state, effect: null };
  if (input.type === 'press') {
    if (state.phase !== 'idle') return none;
    return {
      state: { phase: 'pressed', kind: input.kind, pointerId: input.pointerId, start: input.at },
      effect: 'pressed',
    };
  }
  if (state.phase === 'idle') return none;
  switch (input.type) {
    case 'move': {
      if (input.pointerId !== state.pointerId) return none;
      if (state.phase === 'dragging') return { state, effect: 'moved' };
      const distance = Math.hypot(input.at.x - state.start.x, input.at.y - state.start.y);
      if (distance < DRAG_THRESHOLD) return none;
      return { state: { ...state, phase: 'dragging' }, effect: 'started' };
    }
    case 'release':
      if (input.pointerId !== state.pointerId) return none;
      return { state: IDLE, effect: state.phase === 'dragging' ? 'committed' : 'clicked' };
    case 'cancel':
      return { state: IDLE, effect: 'cancelled' };
  }
}
