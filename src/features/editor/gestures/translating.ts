import { elementMoved, elementsMoved, selectElementMap, selectElements } from '../editorSlice';
import { drawGuides } from '../canvas/GuidesLayer';
import { markAhead, placeNode, unmarkAhead } from '../canvas/placedAhead';
import { moveRect } from '../model/move';
import type { Rect } from '../model/rect';
import {
  followPointer,
  pointerDelta,
  putBack,
  saveStyle,
  selectionBox,
  unchanged,
  type DragPress,
  type PointerAt,
} from './dragged';
import type { CanvasEnv, GestureNode } from './stateNode';

/** Up to this many elements dragged together, each gets its own compositor layer. */
export const OWN_LAYERS_AT_MOST = 32;

/**
 * Translating: the pressed element, or the selection it belongs to, follows the pointer, snapped
 * to the grid and to the other elements (smart guides; Alt frees it), and the canvas area scrolls
 * near its edges. The preview only translates the nodes (each its own compositor layer: no
 * layout, no repaint of the others) and the box around several: no Redux action, so 1,000
 * elements stay smooth. On release ONE action (`elementMoved`, or `elementsMoved` for several)
 * makes it one undo step; Escape puts everything back.
 */
export function translating({ canvas, dispatch, getState }: CanvasEnv, press: DragPress) {
  const { items, from } = press;
  const several = items.length > 1;
  const scale = press.context.scale ?? 1;
  /** The box around the items shown now (what is dispatched on release). */
  let current: Rect = from;

  const update = (at: PointerAt) => {
    const delta = pointerDelta(press, at);
    const { position, guides } = moveRect(from, delta, { ...press.context, free: at.alt });
    current = { ...from, ...position };
    const transform = `translate(${current.x - from.x}px, ${current.y - from.y}px)`;
    for (const item of items) item.node.style.transform = transform;
    // Translated, as the elements: the box (its own layer) with their borders is not drawn again
    // at each frame.
    const box = several ? selectionBox(canvas) : null;
    if (box) box.style.transform = transform;
    drawGuides(canvas, guides, scale);
  };
  const pointer = followPointer(press, update);

  const end = () => {
    pointer.stop();
    drawGuides(canvas, [], 1);
  };

  const node: GestureNode = {
    enter() {
      // Their inline style now, after the press's own render (a press selects what it presses).
      for (const item of items) item.saved = saveStyle(item.node);
      // One element moves on its own compositor layer. Many would each get one: promoting 500
      // layers costs more per frame than repainting their group layers (`contain: layout`).
      if (items.length <= OWN_LAYERS_AT_MOST) {
        for (const item of items) item.node.style.willChange = 'transform';
      }
    },
    move: pointer.move,
    key: pointer.key,
    commit() {
      end();
      // The new left/top come before the next frame (React's render, a microtask after the
      // dispatch, or placed here for several), so dropping the translation here shows no jump.
      for (const item of items) {
        Object.assign(item.node.style, {
          transform: item.saved.transform,
          willChange: item.saved.willChange,
        });
      }
      const box = several ? selectionBox(canvas) : null;
      if (box) box.style.transform = '';
      if (several) {
        // Placed here, where the store now has them: their groups draw them after this frame
        // (placedAhead), not 500 renders and commits inside the release.
        const delta = { x: current.x - from.x, y: current.y - from.y };
        const before = selectElements(getState());
        markAhead(items);
        dispatch(elementsMoved({ ids: items.map((item) => item.id), delta }));
        const after = getState();
        if (selectElements(after) === before) unmarkAhead(items);
        else {
          const byId = selectElementMap(after);
          for (const item of items) {
            const element = byId.get(item.id);
            if (element) placeNode(item.node, element);
          }
        }
      } else {
        dispatch(elementMoved({ id: items[0].id, position: { x: current.x, y: current.y } }));
      }
      // Nothing changed: React renders nothing, so the inline style must be put back here.
      if (unchanged(current, from)) putBack(canvas, press);
    },
    cancel() {
      end();
      putBack(canvas, press);
    },
  };
  return node;
}
