import type { AppDispatch } from '../../../app/store';
import { gestureStep, IDLE, type GestureKind, type GestureState } from './gestureMachine';
import { gestureActions } from './gestureSlice';

/**
 * Runs the gesture machine (gestureMachine.ts) on real pointer events: one gesture at a time in
 * the editor, the pointer captured by the pressed element (a finger or a fast mouse that leaves it
 * still drives the gesture), Escape cancelling any drag, and the transitions sent to the store
 * (gestureSlice.ts). The caller says what each step does to its own view.
 */
export interface GestureHandlers {
  /** The pointer passed the threshold: the drag begins (before the first `move`). */
  start?(event: PointerEvent): void;
  /** Each move while dragging, the first one included. */
  move?(event: PointerEvent): void;
  /** Released after a drag. */
  commit?(event: PointerEvent): void;
  /** Escape, or the system took the pointer: the view goes back to what it was. */
  cancel?(): void;
  /** Released without a drag. */
  click?(event: PointerEvent): void;
  /** Keys other than Escape while dragging (Alt frees from the grid). */
  key?(event: KeyboardEvent): void;
}

let state: GestureState = IDLE;
let running: { handlers: GestureHandlers; dispatch: AppDispatch; stop: () => void } | null = null;

/** True while a press or drag is under way. */
export const gestureActive = () => state.phase !== 'idle';

/** Ends the gesture under way, if any, as cancelled (a screen closing, another project opening). */
export function cancelGesture() {
  step({ type: 'cancel' }, null);
}

function step(
  input: Parameters<typeof gestureStep>[1],
  event: PointerEvent | null,
): ReturnType<typeof gestureStep>['effect'] {
  const current = running;
  const next = gestureStep(state, input);
  state = next.state;
  if (!current || next.effect === null) return next.effect;
  const { handlers, dispatch } = current;
  switch (next.effect) {
    case 'started':
      dispatch(gestureActions.started());
      handlers.start?.(event!);
      handlers.move?.(event!);
      break;
    case 'moved':
      handlers.move?.(event!);
      break;
    case 'committed':
    case 'clicked':
    case 'cancelled':
      running = null;
      current.stop();
      dispatch(gestureActions.ended(next.effect));
      if (next.effect === 'committed') handlers.commit?.(event!);
      else if (next.effect === 'clicked') handlers.click?.(event!);
      else handlers.cancel?.();
      break;
    default:
      break;
  }
  return next.effect;
}

/**
 * Starts a gesture of `kind` from this press. Returns false (and does nothing) when another
 * gesture is under way, or the press is not a primary one.
 */
export function beginGesture(
  event: PointerEvent,
  kind: GestureKind,
  handlers: GestureHandlers,
  dispatch: AppDispatch,
): boolean {
  if (state.phase !== 'idle' || !event.isPrimary || event.button !== 0) return false;
  const onMove = (e: PointerEvent) => {
    // The drag is handled here: no text selection, no native scroll by a finger.
    if (step({ type: 'move', pointerId: e.pointerId, at: point(e) }, e)) e.preventDefault();
  };
  const onUp = (e: PointerEvent) => {
    step({ type: 'release', pointerId: e.pointerId }, e);
  };
  const onCancel = (e: PointerEvent) => {
    if (state.phase !== 'idle' && 'pointerId' in state && e.pointerId === state.pointerId) {
      step({ type: 'cancel' }, null);
    }
  };
  const onKey = (e: KeyboardEvent) => {
    if (state.phase !== 'dragging') return;
    if (e.key === 'Escape') {
      if (e.type !== 'keydown') return;
      // The drag is cancelled; the editor's own Escape (deselect, close) must not run as well.
      e.preventDefault();
      e.stopPropagation();
      step({ type: 'cancel' }, null);
      return;
    }
    running?.handlers.key?.(e);
  };
  const target = event.target instanceof Element ? event.target : null;
  const stop = () => {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerup', onUp);
    window.removeEventListener('pointercancel', onCancel);
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('keyup', onKey, true);
    if (target?.hasPointerCapture?.(event.pointerId)) target.releasePointerCapture(event.pointerId);
  };
  running = { handlers, dispatch, stop };
  step({ type: 'press', kind, pointerId: event.pointerId, at: point(event) }, event);
  dispatch(gestureActions.pressed(kind));
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  window.addEventListener('pointercancel', onCancel);
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('keyup', onKey, true);
  try {
    target?.setPointerCapture?.(event.pointerId);
  } catch {
    // A pointer already gone (a synthetic event): the window's listeners still follow it.
  }
  return true;
}

const point = (e: PointerEvent) => ({ x: e.clientX, y: e.clientY });
