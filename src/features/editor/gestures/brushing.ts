import { selectElements, selectionSet } from '../editorSlice';
import { canvasScale } from '../canvas/canvasGeometry';
import { rectOf, type Point, type Rect } from '../model/rect';
import { edgeScroller } from './autoScroll';
import type { CanvasEnv, GestureNode } from './stateNode';

/**
 * The selection rectangle: its tint and its four edges, each on its own compositor layer and
 * placed and sized by a transform only. Dragged, it changes no box and repaints nothing (the
 * elements under it are not drawn again, not even when the wheel scrolls the area meanwhile).
 */
interface Marquee {
  root: HTMLDivElement;
  fill: HTMLDivElement;
  edges: HTMLDivElement[];
}

/** The size of the rectangle's parts before their transform scales them (design pixels). */
const MARQUEE_UNIT = 100;

function createMarquee(): Marquee {
  const root = document.createElement('div');
  root.dataset.marquee = '';
  root.setAttribute('aria-hidden', 'true');
  Object.assign(root.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    width: '0',
    height: '0',
    pointerEvents: 'none',
    zIndex: '4',
  });
  const part = (colour: string) => {
    const node = document.createElement('div');
    Object.assign(node.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      width: `${MARQUEE_UNIT}px`,
      height: `${MARQUEE_UNIT}px`,
      background: colour,
      transformOrigin: '0 0',
      transform: 'scale(0)',
      willChange: 'transform',
    });
    root.appendChild(node);
    return node;
  };
  const fill = part('rgba(59, 130, 246, 0.12)');
  const edges = [0, 1, 2, 3].map(() => part('#1D4ED8'));
  return { root, fill, edges };
}

/** Shows the rectangle `rect` (canvas units) with 1 screen pixel edges at `scale`. */
function drawMarquee({ fill, edges }: Marquee, rect: Rect, scale: number) {
  const line = 1 / scale;
  // As a box of that size with a 1 px border inside it (the page's boxes are border-box).
  const { x, y, width, height } = rect;
  const box = (node: HTMLElement, left: number, top: number, w: number, h: number) => {
    node.style.transform = `translate(${left}px, ${top}px) scale(${w / MARQUEE_UNIT}, ${h / MARQUEE_UNIT})`;
  };
  box(fill, x, y, width, height);
  box(edges[0], x, y, width, line);
  box(edges[1], x, y + height - line, width, line);
  box(edges[2], x, y, line, height);
  box(edges[3], x + width - line, y, line, height);
}

/** What a press on the empty canvas knows for the rectangle that may follow it. */
export interface BrushPress {
  /** Shift, Ctrl or Cmd held: the elements inside are added to the selection. */
  add: boolean;
  scale: number;
  /** The canvas point pressed (canvas units) and the pointer then (screen pixels). */
  origin: Point;
  pointer: Point;
  /** The scrolling area around the canvas. */
  area: HTMLElement | null;
}

/** The canvas point under the screen point `p` now (the area may have scrolled since the press). */
const canvasPoint = (canvas: HTMLElement, scale: number, p: Point): Point => {
  const box = canvas.getBoundingClientRect();
  return { x: (p.x - box.left) / scale, y: (p.y - box.top) / scale };
};

/** Reads, at a press on the empty canvas, what brushing needs. */
export function pressCanvas(canvas: HTMLElement, event: PointerEvent): BrushPress {
  const add = event.shiftKey || event.ctrlKey || event.metaKey;
  const scale = canvasScale(canvas);
  const pointer = { x: event.clientX, y: event.clientY };
  return {
    add,
    scale,
    origin: canvasPoint(canvas, scale, pointer),
    pointer,
    // Near an edge of the scrolling area the rectangle scrolls it, as a drag of an element does.
    area: canvas.closest<HTMLElement>('[data-canvas-area]'),
  };
}

/**
 * Brushing: the selection rectangle drawn from a press on the empty canvas. On release it
 * selects the elements wholly inside it (added to the selection with Shift); held near an edge
 * of the canvas area, it scrolls the area. The preview is the rectangle (above), added to the
 * canvas on entering and removed on leaving; Escape removes it and selects nothing.
 */
export function brushing(
  { canvas, dispatch, getState }: CanvasEnv,
  { add, scale, origin, pointer: pressedAt, area }: BrushPress,
): GestureNode {
  let rect: Rect = { ...origin, width: 0, height: 0 };
  let pointer = pressedAt;
  let marquee: Marquee | null = null;
  const draw = () => {
    const p = canvasPoint(canvas, scale, pointer);
    rect = {
      x: Math.min(origin.x, p.x),
      y: Math.min(origin.y, p.y),
      width: Math.abs(p.x - origin.x),
      height: Math.abs(p.y - origin.y),
    };
    if (marquee) drawMarquee(marquee, rect, scale);
  };
  let scroller: ReturnType<typeof edgeScroller> | null = null;
  const end = () => {
    scroller?.stop();
    marquee?.root.remove();
    marquee = null;
  };
  return {
    enter() {
      marquee = createMarquee();
      drawMarquee(marquee, rect, scale);
      canvas.appendChild(marquee.root);
      scroller = edgeScroller(area, area?.getBoundingClientRect() ?? null, draw);
    },
    move(event) {
      pointer = { x: event.clientX, y: event.clientY };
      draw();
      scroller?.follow(pointer);
    },
    commit() {
      end();
      const inside = selectElements(getState()).filter((e) => {
        const r = rectOf(e);
        return (
          r.x >= rect.x &&
          r.y >= rect.y &&
          r.x + r.width <= rect.x + rect.width &&
          r.y + r.height <= rect.y + rect.height
        );
      });
      dispatch(selectionSet({ ids: inside.map((e) => e.id), add }));
    },
    cancel: end,
  };
}
