import { announce } from '../../../common/announce';
import { fr } from '../../../i18n/fr';
import { elementSelected, selectElements, selectSelection } from '../editorSlice';
import { groupOf, withMembers } from '../model/group';
import type { ResizeHandle } from '../model/resize';
import { brushing, pressCanvas } from './brushing';
import { pressElements } from './dragged';
import { beginGesture, cancelGesture } from './pointerGesture';
import { pointing } from './pointing';
import { resizing } from './resizing';
import type { CanvasEnv, GestureNode } from './stateNode';
import { translating } from './translating';
import type { GestureKind } from './gestureMachine';

/** A drag of locked elements only: it moves nothing, and says why. */
const refused = (): GestureNode => ({
  enter: () => announce(fr.editor.selection.lockedRefused),
  move() {},
  commit() {},
  cancel() {},
});

/**
 * Idle: the canvas waiting for a press (mouse, pen or a finger). The press decides what the
 * gesture will be, then hands it to pointing:
 * - on an element, or on the box around several: translating (a press on a selected element of
 *   several, or on the box, takes them all; on a member of a group, the group with its members);
 * - on a resize handle: resizing (no selection change, no focus, no text selection);
 * - on the empty canvas: brushing, the selection rectangle (the press first clears the selection,
 *   unless Shift, Ctrl or Cmd is held).
 * Shift or Ctrl + click on an element adds it to the selection or takes it away (CanvasElement):
 * no gesture. A click (no drag) on one of several selected elements selects it alone.
 * Returns what ends the watch (the canvas going away cancels a gesture under way).
 */
export function idle(env: CanvasEnv): () => void {
  const { canvas, dispatch, getState } = env;
  /** A gesture begun on this canvas is under way (pointing or one of the drag states). */
  let busy = false;
  // Text on the canvas is never selected by a press (a press selects the element). Set once:
  // toggling it on <body> at each drag would restyle the whole page in the first frame.
  canvas.style.userSelect = 'none';

  const begin = (
    event: PointerEvent,
    kind: GestureKind,
    next: () => GestureNode,
    click?: () => void,
  ) => {
    const ended = () => {
      busy = false;
    };
    const begun = beginGesture(event, kind, pointing(next, { click, ended }), dispatch);
    if (begun) busy = true;
    return begun;
  };

  const onPointerDown = (event: PointerEvent) => {
    if (busy || event.button > 0) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const handleNode = target.closest<HTMLElement>('[data-resize-handle]');
    if (!handleNode && target.closest('button, a, input, textarea, select')) return;
    const inBox = handleNode?.closest('[data-selection-box]') !== null && handleNode !== null;
    const node = target.closest<HTMLElement>('[data-element-id]');
    const id = node?.dataset.elementId;
    if (!inBox && (!node || !id)) {
      const add = event.shiftKey || event.ctrlKey || event.metaKey;
      if (!add && selectSelection(getState()).length) dispatch(elementSelected(null));
      const press = pressCanvas(canvas, event);
      begin(event, 'marquee', () => brushing(env, press));
      return;
    }
    if (!event.isPrimary) return;
    if (!inBox && (event.shiftKey || event.ctrlKey || event.metaKey)) return;
    const state = getState();
    const elements = selectElements(state);
    const selection = selectSelection(state);
    const pressed = (id && groupOf(elements, id)) ?? (id as string);
    const together = inBox || (selection.length > 1 && selection.includes(pressed));
    const ids = new Set(withMembers(elements, together ? selection : [pressed]));
    const press = pressElements(canvas, event, elements, ids, id, node);
    if (!press) {
      begin(event, 'move', refused);
      return;
    }
    const handle = handleNode?.dataset.resizeHandle as ResizeHandle;
    const begun = begin(
      event,
      handleNode ? 'resize' : 'move',
      () => (handleNode ? resizing(env, press, handle) : translating(env, press)),
      () => {
        if (together && !inBox && id) dispatch(elementSelected(pressed));
      },
    );
    if (!begun) return;
    if (handleNode) {
      // A handle is only for resizing: no selection change, no focus, no text selection.
      event.preventDefault();
      event.stopPropagation();
    }
  };

  canvas.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    canvas.removeEventListener('pointerdown', onPointerDown, true);
    if (busy) cancelGesture();
  };
}
