import type { AppDispatch, RootState } from '../../../app/store';

/**
 * The states of a gesture on the canvas, as tldraw's `StateNode`s: one file each (idle.ts,
 * pointing.ts, translating.ts, resizing.ts, brushing.ts), the engine under them being the one
 * gesture machine (gestureMachine.ts, run on real events by pointerGesture.ts).
 *
 *   idle ──press──▶ pointing ──past 4 px──▶ translating | resizing | brushing
 *   pointing ──release──▶ idle (a click)       dragging ──release──▶ idle (commit)
 *                                              dragging ──Escape──▶ idle (cancel)
 */

/** What the canvas's states work with: the canvas node and the store. */
export interface CanvasEnv {
  canvas: HTMLElement;
  dispatch: AppDispatch;
  getState: () => RootState;
}

/**
 * A state a press becomes once dragged (translating, resizing, brushing). It owns its preview,
 * drawn on the DOM without React or Redux while it lasts, and ends in one of two ways: `commit`
 * (one action, so one undo step) or `cancel` (the preview goes, nothing changed).
 */
export interface GestureNode {
  /** The pointer passed the drag threshold: the preview begins (`move` follows, same event). */
  enter(event: PointerEvent): void;
  /** Each move of the pointer while the state lasts. */
  move(event: PointerEvent): void;
  /** A key other than Escape while the state lasts (Alt frees from the grid and the guides). */
  key?(event: KeyboardEvent): void;
  /** Released: the change is dispatched, and the preview makes way for what React draws. */
  commit(event: PointerEvent): void;
  /** Escape, or the system took the pointer: everything as it was before the press. */
  cancel(): void;
}
