import { isLocked } from '../../../document/lockHide';
import { CANVAS_WIDTH, type EditorElement } from '../../../document/types';
import { canvasScale } from '../canvas/canvasGeometry';
import { boundsOf } from '../model/align';
import type { SnapContext } from '../model/guides';
import { rectOf, type Point, type Rect } from '../model/rect';
import { edgeScroller } from './autoScroll';

/**
 * What translating and resizing share: the elements a press takes, read once at the press, and
 * how their nodes are put back as they were.
 */

/** One element a gesture moves or resizes: its node, its box then, its inline style to put back. */
export interface Item {
  id: string;
  node: HTMLElement;
  from: Rect;
  saved: {
    left: string;
    top: string;
    width: string;
    height: string;
    transform: string;
    willChange: string;
  };
}

/** What a press on elements knows for the drag that may follow it. */
export interface DragPress {
  /** The elements moved or resized: one, or the whole selection. */
  items: Item[];
  /** The pointer at the press (screen pixels) and whether Alt was held. */
  start: Point;
  alt: boolean;
  /** The box around the items when the gesture began. */
  from: Rect;
  /** The other elements (guides line up with them), the canvas's width and scale. */
  context: SnapContext & { canvasWidth: number };
  /** The scrolling area around the canvas, its box on screen and its scroll offsets then. */
  area: HTMLElement | null;
  areaBox: DOMRect | null;
  scrollStart: Point;
}

export const saveStyle = (node: HTMLElement): Item['saved'] => ({
  left: node.style.left,
  top: node.style.top,
  width: node.style.width,
  height: node.style.height,
  transform: node.style.transform,
  willChange: node.style.willChange,
});

/**
 * The press on the canvas at `event` takes the elements `ids` (the pressed one is `pressedId`, its
 * node `pressedNode`): their nodes, boxes and the snapping context. Null when every one of them is
 * locked, so that a drag moves nothing.
 */
export function pressElements(
  canvas: HTMLElement,
  event: PointerEvent,
  elements: readonly EditorElement[],
  ids: ReadonlySet<string>,
  pressedId: string | undefined,
  pressedNode: HTMLElement | null,
): DragPress | null {
  const items: Item[] = [];
  const others: Rect[] = [];
  // The nodes of the canvas's elements, found in one pass (not one search per element).
  const nodes =
    ids.size > 1
      ? new Map(
          Array.from(
            canvas.querySelectorAll<HTMLElement>('[data-element-id]'),
            (n) => [n.dataset.elementId, n] as const,
          ),
        )
      : null;
  for (const e of elements) {
    // A locked element (« Verrouiller ») stays: the others still line up with it.
    if (!ids.has(e.id) || isLocked(e)) {
      others.push(rectOf(e));
      continue;
    }
    const itemNode =
      e.id === pressedId && pressedNode
        ? pressedNode
        : nodes
          ? nodes.get(e.id)
          : canvas.querySelector<HTMLElement>(`[data-element-id="${CSS.escape(e.id)}"]`);
    if (itemNode)
      items.push({ id: e.id, node: itemNode, from: rectOf(e), saved: saveStyle(itemNode) });
  }
  if (!items.length) return null;
  const from = boundsOf(items.map((item) => item.from));
  const area = canvas.closest<HTMLElement>('[data-canvas-area]');
  return {
    items,
    start: { x: event.clientX, y: event.clientY },
    alt: event.altKey,
    from,
    context: { others, canvasWidth: CANVAS_WIDTH, scale: canvasScale(canvas) },
    area,
    areaBox: area?.getBoundingClientRect() ?? null,
    scrollStart: { x: area?.scrollLeft ?? 0, y: area?.scrollTop ?? 0 },
  };
}

/** The box around several selected elements (SelectionBox), which follows them. */
export const selectionBox = (canvas: HTMLElement) =>
  canvas.querySelector<HTMLElement>('[data-selection-box]');

/**
 * How far the pointer at `at` has taken the press, in canvas units. The area may have scrolled
 * since the press (auto-scroll, wheel): the canvas moved under the pointer by as much.
 */
export function pointerDelta(press: DragPress, at: Point): Point {
  const scale = press.context.scale ?? 1;
  const scrolledX = (press.area?.scrollLeft ?? 0) - press.scrollStart.x;
  const scrolledY = (press.area?.scrollTop ?? 0) - press.scrollStart.y;
  return {
    x: (at.x - press.start.x + scrolledX) / scale,
    y: (at.y - press.start.y + scrolledY) / scale,
  };
}

/** Where the pointer is, and whether Alt frees the drag from the grid and the guides. */
export interface PointerAt extends Point {
  alt: boolean;
}

/**
 * The pointer a drag follows, from the press on: `move` and `key` (Alt pressed or released) redraw
 * the preview with `draw(at)`, and the canvas area scrolls near its edges, redrawing as it goes.
 * Translating and resizing each draw their own preview with it.
 */
export function followPointer(press: DragPress, draw: (at: PointerAt) => void) {
  let last: PointerAt = { x: press.start.x, y: press.start.y, alt: press.alt };
  const scroller = edgeScroller(press.area, press.areaBox, () => draw(last));
  return {
    move(event: PointerEvent) {
      last = { x: event.clientX, y: event.clientY, alt: event.altKey };
      draw(last);
      scroller.follow(last);
    },
    key(event: KeyboardEvent) {
      if (event.key !== 'Alt') return;
      event.preventDefault();
      last = { ...last, alt: event.type === 'keydown' };
      draw(last);
    },
    stop: () => scroller.stop(),
  };
}

/** The items and the box around several as they were before the press: a cancel, or no change. */
export function putBack(canvas: HTMLElement, press: DragPress) {
  for (const item of press.items) Object.assign(item.node.style, item.saved);
  const box = press.items.length > 1 ? selectionBox(canvas) : null;
  if (box) {
    Object.assign(box.style, {
      left: `${press.from.x}px`,
      top: `${press.from.y}px`,
      width: `${press.from.width}px`,
      height: `${press.from.height}px`,
      transform: '',
    });
  }
}

/** True when the gesture ends where it began: React draws nothing, so the gesture puts back. */
export const unchanged = (a: Rect, b: Rect) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
