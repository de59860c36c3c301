import { useEffect, type RefObject } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import {
  elementMoved,
  elementResized,
  interactionEnded,
  interactionStarted,
  selectElements,
} from '../editorSlice';
import { beginGesture, cancelGesture } from '../gestures/pointerGesture';
import type { GuideLine, SnapContext } from '../model/guides';
import { moveRect } from '../model/move';
import { rectOf, type Point, type Rect } from '../model/rect';
import { resizeRect, type ResizeHandle } from '../model/resize';
import { CANVAS_WIDTH } from '../../../document/types';
import { drawGuides } from './GuidesLayer';

/** Near this close to an edge of the scrolling canvas area, a drag scrolls it (screen pixels). */
const AUTO_SCROLL_EDGE = 32;
const AUTO_SCROLL_MAX_SPEED = 18;

interface Gesture {
  kind: 'move' | 'resize';
  handle: ResizeHandle | null;
  id: string;
  start: Point;
  node: HTMLElement;
  /** The element's box when the gesture began, and its inline style to put back on Escape. */
  from: Rect;
  saved: {
    left: string;
    top: string;
    width: string;
    height: string;
    transform: string;
    willChange: string;
  };
  context: SnapContext & { canvasWidth: number };
  /** The box shown now (what is dispatched on release). */
  current: Rect;
  last: { x: number; y: number; alt: boolean };
  /** The scrolling area around the canvas and its scroll offsets when the gesture began. */
  area: HTMLElement | null;
  /** Its box on screen, read once (it does not move during a gesture). */
  areaBox: DOMRect | null;
  scrollStart: Point;
  autoScroll: number;
}

/** How fast to scroll when the pointer is `distance` px inside an edge (0 outside the band). */
function edgeSpeed(distance: number): number {
  if (distance >= AUTO_SCROLL_EDGE) return 0;
  return Math.ceil(
    ((AUTO_SCROLL_EDGE - Math.max(distance, 0)) / AUTO_SCROLL_EDGE) * AUTO_SCROLL_MAX_SPEED,
  );
}

/** The canvas's scale on screen: its drawn width over its design width (exact at every zoom). */
export function canvasScale(canvas: HTMLElement): number {
  const width = canvas.getBoundingClientRect().width;
  return width > 0 ? width / CANVAS_WIDTH : 1;
}

/**
 * Shows the element at `rect` without React. A move only translates it (its own compositor layer:
 * no layout, no repaint of the 999 others); a resize changes its box.
 */
function place(node: HTMLElement, from: Rect, rect: Rect, resize: boolean) {
  if (!resize) {
    node.style.transform = `translate(${rect.x - from.x}px, ${rect.y - from.y}px)`;
    return;
  }
  node.style.left = `${rect.x}px`;
  node.style.top = `${rect.y}px`;
  node.style.width = `${rect.width}px`;
  node.style.height = `${rect.height}px`;
}

/**
 * Moving and resizing on the canvas with pointer events (mouse, pen or a finger). While the
 * pointer moves, only the DOM of the one element changes (its inline left/top/width/height) and
 * the guide lines are drawn: no Redux action, so 1,000 elements stay smooth. On release ONE
 * action (`elementMoved` or `elementResized`) makes it one history step; Escape puts the element
 * back. Alt frees the element from the grid and the guides. Each press is a gesture of the
 * editor's one gesture machine (gestures/pointerGesture.ts): its threshold, capture and Escape.
 */
export function useCanvasGestures(canvasRef: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let gesture: Gesture | null = null;
    // Text on the canvas is never selected by a press (a press selects the element). Set once:
    // toggling it on <body> at each drag would restyle the whole page in the first frame.
    canvas.style.userSelect = 'none';

    const show = (g: Gesture, guides: GuideLine[]) => {
      place(g.node, g.from, g.current, g.kind === 'resize');
      drawGuides(canvas, guides, g.context.scale ?? 1);
    };

    const update = (g: Gesture) => {
      const scale = g.context.scale ?? 1;
      // The area may have scrolled since the press (auto-scroll, wheel): the canvas moved under
      // the pointer by as much.
      const scrolledX = (g.area?.scrollLeft ?? 0) - g.scrollStart.x;
      const scrolledY = (g.area?.scrollTop ?? 0) - g.scrollStart.y;
      const delta = {
        x: (g.last.x - g.start.x + scrolledX) / scale,
        y: (g.last.y - g.start.y + scrolledY) / scale,
      };
      const context = { ...g.context, free: g.last.alt };
      if (g.kind === 'move') {
        const { position, guides } = moveRect(g.from, delta, context);
        g.current = { ...g.from, ...position };
        show(g, guides);
      } else {
        const { rect, guides } = resizeRect(g.from, g.handle as ResizeHandle, delta, context);
        g.current = rect;
        show(g, guides);
      }
    };

    /** While the pointer stays near an edge of the area, scroll it a little every frame. */
    const autoScroll = () => {
      const g = gesture;
      if (!g || !g.area || !g.areaBox) return;
      const box = g.areaBox;
      const dx = edgeSpeed(box.right - g.last.x) - edgeSpeed(g.last.x - box.left);
      const dy = edgeSpeed(box.bottom - g.last.y) - edgeSpeed(g.last.y - box.top);
      const before = { x: g.area.scrollLeft, y: g.area.scrollTop };
      if (dx || dy) g.area.scrollBy(dx, dy);
      const moved = g.area.scrollLeft !== before.x || g.area.scrollTop !== before.y;
      if (moved) update(g);
      g.autoScroll = moved || dx || dy ? requestAnimationFrame(autoScroll) : 0;
    };

    const start = (g: Gesture) => {
      if (g.kind === 'move') g.node.style.willChange = 'transform';
      dispatch(interactionStarted(g.kind === 'move' ? 'dragging' : 'resizing'));
    };

    const finish = (g: Gesture, commit: boolean) => {
      gesture = null;
      if (g.autoScroll) cancelAnimationFrame(g.autoScroll);
      drawGuides(canvas, [], 1);
      if (!commit) {
        Object.assign(g.node.style, g.saved);
        dispatch(interactionEnded());
        return;
      }
      const { current, from } = g;
      if (g.kind === 'move') {
        // React renders the new left/top before the next frame (a microtask after the dispatch),
        // so dropping the translation here shows no jump.
        Object.assign(g.node.style, {
          transform: g.saved.transform,
          willChange: g.saved.willChange,
        });
        dispatch(elementMoved({ id: g.id, position: { x: current.x, y: current.y } }));
      } else {
        dispatch(elementResized({ id: g.id, rect: current }));
      }
      // Nothing changed: React renders nothing, so the inline style must be put back here.
      if (
        current.x === from.x &&
        current.y === from.y &&
        current.width === from.width &&
        current.height === from.height
      ) {
        Object.assign(g.node.style, g.saved);
      }
    };

    const follow = (g: Gesture, event: PointerEvent) => {
      g.last = { x: event.clientX, y: event.clientY, alt: event.altKey };
      update(g);
      if (!g.autoScroll) g.autoScroll = requestAnimationFrame(autoScroll);
    };

    const onPointerDown = (event: PointerEvent) => {
      if (gesture || !event.isPrimary || event.button !== 0) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const handleNode = target.closest<HTMLElement>('[data-resize-handle]');
      if (!handleNode && target.closest('button, a, input, textarea, select')) return;
      const node = target.closest<HTMLElement>('[data-element-id]');
      const id = node?.dataset.elementId;
      if (!node || !id) return;
      const elements = selectElements(store.getState());
      const element = elements.find((e) => e.id === id);
      if (!element) return;
      const from = rectOf(element);
      const area = canvas.closest<HTMLElement>('[data-canvas-area]');
      const others: Rect[] = [];
      for (const e of elements) if (e.id !== id) others.push(rectOf(e));
      const g: Gesture = {
        kind: handleNode ? 'resize' : 'move',
        handle: (handleNode?.dataset.resizeHandle as ResizeHandle | undefined) ?? null,
        id,
        start: { x: event.clientX, y: event.clientY },
        node,
        from,
        saved: {
          left: node.style.left,
          top: node.style.top,
          width: node.style.width,
          height: node.style.height,
          transform: node.style.transform,
          willChange: node.style.willChange,
        },
        context: { others, canvasWidth: CANVAS_WIDTH, scale: canvasScale(canvas) },
        current: from,
        last: { x: event.clientX, y: event.clientY, alt: event.altKey },
        area,
        areaBox: area?.getBoundingClientRect() ?? null,
        scrollStart: { x: area?.scrollLeft ?? 0, y: area?.scrollTop ?? 0 },
        autoScroll: 0,
      };
      const begun = beginGesture(
        event,
        g.kind,
        {
          start: () => start(g),
          move: (e) => follow(g, e),
          commit: () => finish(g, true),
          cancel: () => finish(g, false),
          click: () => {
            gesture = null;
          },
          key: (e) => {
            if (e.key !== 'Alt') return;
            e.preventDefault();
            g.last = { ...g.last, alt: e.type === 'keydown' };
            update(g);
          },
        },
        dispatch,
      );
      if (!begun) return;
      gesture = g;
      if (handleNode) {
        // A handle is only for resizing: no selection change, no focus, no text selection.
        event.preventDefault();
        event.stopPropagation();
      }
    };

    canvas.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      canvas.removeEventListener('pointerdown', onPointerDown, true);
      if (gesture) cancelGesture();
    };
  }, [canvasRef, dispatch, store]);
}
