import { useLayoutEffect, type RefObject } from 'react';
import { useAppStore } from '../../../app/hooks';
import { whenIdle } from '../../../common/whenIdle';
import { selectEditorMode } from '../editorSlice';
import { selectElementsDragged } from '../gestures/gestureSlice';

/** The canvas's style for several selected elements: what CanvasElement gives one alone. */
export const SEVERAL_SELECTED_SX = {
  // What a drag moves: an identity transform, so the drag and its release only shift them.
  '& [data-element-id][data-selected]': { transform: 'translate(0px, 0px)' },
  // They come forward, but not a box that holds others (a band, a header, a footer). Above the
  // element's own `z-index: 0`, which is inline.
  '& [data-element-id][data-selected]:not([data-element-type="container"], [data-element-type="header"], [data-element-type="footer"])':
    { zIndex: '1 !important' },
  // An empty container's dashed outline gives way to the blue border SelectionBox draws.
  '& [data-element-id][data-outlined] > [role="group"]': { outline: 'none !important' },
} as const;

/** How long the identity transforms may wait for an idle moment (ms). */
const IDLE_TIMEOUT = 300;

/**
 * Marks the selected elements on the canvas without rendering them again, so that selecting 500
 * with the rectangle renders no element (CanvasElement renders only for one alone):
 * - at once, `aria-current="true"` on the box of each selected element (screen readers say it is
 *   in the selection), and on no other; `data-outlined` on each of several that is a container,
 *   whose own dashed outline gives way to the blue border SelectionBox draws;
 * - when the browser is next idle, `data-selected` on each of several selected, which gives them
 *   what CanvasElement gives one alone (SEVERAL_SELECTED_SX): the identity transform a drag
 *   needs and coming forward. Later rather than in the frame of the selection: restyling and
 *   drawing 500 elements there would double that frame. Not during a gesture.
 * `ids` are the elements shown: when they change, so may the nodes showing them.
 */
export function useSelectionMarks(
  canvasRef: RefObject<HTMLElement | null>,
  selection: readonly string[],
  ids: readonly string[],
) {
  const store = useAppStore();
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chosen = new Set(selection);
    const several = selection.length > 1;
    const nodes = () => canvas.querySelectorAll<HTMLElement>('[data-element-id]');
    for (const node of nodes()) {
      const box = node.firstElementChild;
      if (!box) continue;
      const on = chosen.has(node.dataset.elementId ?? '');
      // Containers only: the others have no outline of their own when not alone selected.
      const outlined = several && on && node.dataset.elementType === 'container';
      if (outlined !== node.hasAttribute('data-outlined')) {
        node.toggleAttribute('data-outlined', outlined);
      }
      if (on === box.hasAttribute('aria-current')) continue;
      if (on) box.setAttribute('aria-current', 'true');
      else box.removeAttribute('aria-current');
    }
    let cancel = () => {};
    const mark = () => {
      // A gesture under way moves these nodes: they are marked after it.
      const state = store.getState();
      if (selectElementsDragged(state) || selectEditorMode(state) !== 'idle') {
        cancel = whenIdle(mark, IDLE_TIMEOUT, 50);
        return;
      }
      for (const node of nodes()) {
        const on = several && chosen.has(node.dataset.elementId ?? '');
        if (on !== node.hasAttribute('data-selected')) node.toggleAttribute('data-selected', on);
      }
    };
    cancel = whenIdle(mark, IDLE_TIMEOUT, 50);
    return () => cancel();
  }, [canvasRef, selection, ids, store]);
}
