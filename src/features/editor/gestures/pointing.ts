import type { GestureHandlers } from './pointerGesture';
import type { GestureNode } from './stateNode';

/**
 * Pointing: the canvas pressed, the pointer not yet moved past the drag threshold (4 px,
 * gestureMachine.ts). Released here, the press is a click (`click`); moved on, it becomes the
 * state `next` makes (translating, resizing or brushing), which runs until the release or Escape.
 * Escape while pointing does nothing: there is nothing to put back yet. `ended` is told once,
 * however the gesture ends. Returns what the gesture machine calls at each of its steps.
 */
export function pointing(
  next: () => GestureNode,
  { click, ended }: { click?: () => void; ended?: () => void } = {},
): GestureHandlers {
  let dragging: GestureNode | null = null;
  return {
    start(event) {
      dragging = next();
      dragging.enter(event);
    },
    move: (event) => dragging?.move(event),
    key: (event) => dragging?.key?.(event),
    commit(event) {
      ended?.();
      dragging?.commit(event);
    },
    cancel() {
      ended?.();
      dragging?.cancel();
    },
    click() {
      ended?.();
      click?.();
    },
  };
}
