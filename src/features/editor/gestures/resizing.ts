import { elementResized, elementsResized } from '../editorSlice';
import { drawGuides } from '../canvas/GuidesLayer';
import type { Rect } from '../model/rect';
import { resizeRect, type ResizeHandle } from '../model/resize';
import { scaleRects } from '../model/selection';
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

/**
 * Resizing: a handle of the selected element (ResizeHandles), or of the box around several
 * (SelectionBox), drawn by the pointer, snapped to the grid and the guides (Alt frees it); the
 * canvas area scrolls near its edges. The preview sets the nodes' left, top, width and height
 * (several in proportion, and the box around them) without React. On release ONE action
 * (`elementResized`, or `elementsResized` for several) makes it one undo step; Escape puts
 * everything back.
 */
export function resizing(
  { canvas, dispatch }: CanvasEnv,
  press: DragPress,
  handle: ResizeHandle,
): GestureNode {
  const { items, from } = press;
  const several = items.length > 1;
  const scale = press.context.scale ?? 1;
  /** The box around the items shown now (what is dispatched on release). */
  let current: Rect = from;

  /** Each item's box when the box around them all is `rect`. */
  const boxesAt = (rect: Rect) =>
    scaleRects(
      items.map((item) => item.from),
      from,
      rect,
    );

  const update = (at: PointerAt) => {
    const delta = pointerDelta(press, at);
    const { rect, guides } = resizeRect(from, handle, delta, { ...press.context, free: at.alt });
    current = rect;
    const boxes = boxesAt(rect);
    items.forEach((item, i) => {
      const box = boxes[i];
      item.node.style.left = `${box.x}px`;
      item.node.style.top = `${box.y}px`;
      item.node.style.width = `${box.width}px`;
      item.node.style.height = `${box.height}px`;
    });
    const box = several ? selectionBox(canvas) : null;
    if (box) {
      Object.assign(box.style, {
        left: `${rect.x}px`,
        top: `${rect.y}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
      });
    }
    drawGuides(canvas, guides, scale);
  };
  const pointer = followPointer(press, update);

  const end = () => {
    pointer.stop();
    drawGuides(canvas, [], 1);
  };

  return {
    enter() {
      // Their inline style now, after the press's own render.
      for (const item of items) item.saved = saveStyle(item.node);
    },
    move: pointer.move,
    key: pointer.key,
    commit() {
      end();
      if (several) {
        const boxes = boxesAt(current);
        dispatch(
          elementsResized({
            boxes: Object.fromEntries(items.map((item, i) => [item.id, boxes[i]])),
          }),
        );
      } else {
        dispatch(elementResized({ id: items[0].id, rect: current }));
      }
      // Nothing changed: React renders nothing, so the inline style must be put back here.
      if (unchanged(current, from)) putBack(canvas, press);
    },
    cancel() {
      end();
      putBack(canvas, press);
    },
  };
}
