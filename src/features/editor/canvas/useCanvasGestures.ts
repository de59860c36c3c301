import { useEffect, type RefObject } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import {
  elementMoved,
  elementResized,
  elementSelected,
  elementsMoved,
  elementsResized,
  interactionEnded,
  interactionStarted,
  selectElementMap,
  selectElements,
  selectionSet,
  selectSelection,
} from '../editorSlice';
import { boundsOf } from '../model/align';
import { scaleRects } from '../model/selection';
import { groupOf, withMembers } from '../model/group';
import { announce } from '../../../common/announce';
import { isLocked } from '../../../document/lockHide';
import { fr } from '../../../i18n/fr';
import { beginGesture, cancelGesture } from '../gestures/pointerGesture';
import type { GuideLine, SnapContext } from '../model/guides';
import { moveRect } from '../model/move';
import { rectOf, type Point, type Rect } from '../model/rect';
import { resizeRect, type ResizeHandle } from '../model/resize';
import { CANVAS_WIDTH } from '../../../document/types';
import { drawGuides } from './GuidesLayer';
import { markAhead, placeNode, unmarkAhead } from './placedAhead';

/** Near this close to an edge of the scrolling canvas area, a drag scrolls it (screen pixels). */
const AUTO_SCROLL_EDGE = 32;
const AUTO_SCROLL_MAX_SPEED = 18;
/** Up to this many elements dragged together, each gets its own compositor layer. */
const OWN_LAYERS_AT_MOST = 32;

/** One element a gesture moves or resizes: its node, its box then, its inline style to put back. */
interface Item {
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

interface Gesture {
  kind: 'move' | 'resize';
  handle: ResizeHandle | null;
  /** The elements moved or resized: one, or the whole selection. */
  items: Item[];
  start: Point;
  /** The box around the items when the gesture began. */
  from: Rect;
  context: SnapContext & { canvasWidth: number };
  /** The box around them shown now (what is dispatched on release). */
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
 * Shows the items with the box around them at `rect`, without React. A move only translates
 * them (each its own compositor layer: no layout, no repaint of the others); a resize changes
 * their boxes, in proportion for several.
 */
function place(items: Item[], from: Rect, rect: Rect, resize: boolean) {
  if (!resize) {
    const transform = `translate(${rect.x - from.x}px, ${rect.y - from.y}px)`;
    for (const item of items) item.node.style.transform = transform;
    return;
  }
  const boxes = scaleRects(
    items.map((item) => item.from),
    from,
    rect,
  );
  items.forEach((item, i) => {
    const box = boxes[i];
    item.node.style.left = `${box.x}px`;
    item.node.style.top = `${box.y}px`;
    item.node.style.width = `${box.width}px`;
    item.node.style.height = `${box.height}px`;
  });
}

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

const saveStyle = (node: HTMLElement): Item['saved'] => ({
  left: node.style.left,
  top: node.style.top,
  width: node.style.width,
  height: node.style.height,
  transform: node.style.transform,
  willChange: node.style.willChange,
});

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

    /** The box around several selected elements (SelectionBox), which follows them. */
    const selectionBox = () => canvas.querySelector<HTMLElement>('[data-selection-box]');

    const show = (g: Gesture, guides: GuideLine[]) => {
      place(g.items, g.from, g.current, g.kind === 'resize');
      const box = g.items.length > 1 ? selectionBox() : null;
      if (box && g.kind === 'move') {
        // Translated, as the elements: the box (its own layer) with their borders is not drawn
        // again at each frame.
        box.style.transform = `translate(${g.current.x - g.from.x}px, ${g.current.y - g.from.y}px)`;
      } else if (box) {
        Object.assign(box.style, {
          left: `${g.current.x}px`,
          top: `${g.current.y}px`,
          width: `${g.current.width}px`,
          height: `${g.current.height}px`,
        });
      }
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
      // Away from the edges nothing is read: reading the scroll offsets would lay out the page
      // in the middle of the frame, after the pointer's move restyled the dragged elements.
      if (!dx && !dy) {
        g.autoScroll = 0;
        return;
      }
      const before = { x: g.area.scrollLeft, y: g.area.scrollTop };
      g.area.scrollBy(dx, dy);
      if (g.area.scrollLeft !== before.x || g.area.scrollTop !== before.y) update(g);
      g.autoScroll = requestAnimationFrame(autoScroll);
    };

    const start = (g: Gesture) => {
      // Their inline style now, after the press's own render (a press selects what it presses).
      for (const item of g.items) item.saved = saveStyle(item.node);
      // One element moves on its own compositor layer. Many would each get one: promoting 500
      // layers costs more per frame than repainting their group layers (`contain: layout`).
      if (g.kind === 'move' && g.items.length <= OWN_LAYERS_AT_MOST) {
        for (const item of g.items) item.node.style.willChange = 'transform';
      }
      dispatch(interactionStarted(g.kind === 'move' ? 'dragging' : 'resizing'));
    };

    const finish = (g: Gesture, commit: boolean) => {
      gesture = null;
      if (g.autoScroll) cancelAnimationFrame(g.autoScroll);
      drawGuides(canvas, [], 1);
      const putBack = () => {
        for (const item of g.items) Object.assign(item.node.style, item.saved);
        const box = g.items.length > 1 ? selectionBox() : null;
        if (box) {
          Object.assign(box.style, {
            left: `${g.from.x}px`,
            top: `${g.from.y}px`,
            width: `${g.from.width}px`,
            height: `${g.from.height}px`,
            transform: '',
          });
        }
      };
      if (!commit) {
        putBack();
        dispatch(interactionEnded());
        return;
      }
      const { current, from, items } = g;
      const several = items.length > 1;
      if (g.kind === 'move') {
        // The new left/top come before the next frame (React's render, a microtask after the
        // dispatch, or placed here for several), so dropping the translation here shows no jump.
        for (const item of items) {
          Object.assign(item.node.style, {
            transform: item.saved.transform,
            willChange: item.saved.willChange,
          });
        }
        const box = several ? selectionBox() : null;
        if (box) box.style.transform = '';
        if (several) {
          // Placed here, where the store now has them: their groups draw them after this frame
          // (placedAhead), not 500 renders and commits inside the release.
          const delta = { x: current.x - from.x, y: current.y - from.y };
          const before = selectElements(store.getState());
          markAhead(items);
          dispatch(elementsMoved({ ids: items.map((item) => item.id), delta }));
          const after = store.getState();
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
      } else if (several) {
        const boxes = scaleRects(
          items.map((item) => item.from),
          from,
          current,
        );
        dispatch(
          elementsResized({
            boxes: Object.fromEntries(items.map((item, i) => [item.id, boxes[i]])),
          }),
        );
      } else {
        dispatch(elementResized({ id: items[0].id, rect: current }));
      }
      // Nothing changed: React renders nothing, so the inline style must be put back here.
      if (
        current.x === from.x &&
        current.y === from.y &&
        current.width === from.width &&
        current.height === from.height
      ) {
        putBack();
      }
    };

    const follow = (g: Gesture, event: PointerEvent) => {
      g.last = { x: event.clientX, y: event.clientY, alt: event.altKey };
      update(g);
      if (!g.autoScroll) g.autoScroll = requestAnimationFrame(autoScroll);
    };

    const onPointerDown = (event: PointerEvent) => {
      if (gesture || event.button > 0) return;
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const handleNode = target.closest<HTMLElement>('[data-resize-handle]');
      if (!handleNode && target.closest('button, a, input, textarea, select')) return;
      const inBox = handleNode?.closest('[data-selection-box]') !== null && handleNode !== null;
      const node = target.closest<HTMLElement>('[data-element-id]');
      const id = node?.dataset.elementId;
      if (!inBox && (!node || !id)) {
        startMarquee(event);
        return;
      }
      if (!event.isPrimary) return;
      // Shift or Ctrl + click adds to the selection or takes away from it (CanvasElement): no drag.
      if (!inBox && (event.shiftKey || event.ctrlKey || event.metaKey)) return;
      const state = store.getState();
      const elements = selectElements(state);
      const selection = selectSelection(state);
      // A press on a selected element of several, or on the box around them, takes them all.
      // A press on a member of a group takes the group (« Grouper »), with all its members.
      const pressed = (id && groupOf(elements, id)) ?? (id as string);
      const together = inBox || (selection.length > 1 && selection.includes(pressed));
      const ids = new Set(withMembers(elements, together ? selection : [pressed]));
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
          e.id === id && node
            ? node
            : nodes
              ? nodes.get(e.id)
              : canvas.querySelector<HTMLElement>(`[data-element-id="${CSS.escape(e.id)}"]`);
        if (itemNode)
          items.push({ id: e.id, node: itemNode, from: rectOf(e), saved: saveStyle(itemNode) });
      }
      if (!items.length) {
        // Only locked elements under the pointer: a drag moves nothing, and says why.
        beginGesture(
          event,
          'move',
          { start: () => announce(fr.editor.selection.lockedRefused) },
          dispatch,
        );
        return;
      }
      const from = boundsOf(items.map((item) => item.from));
      const area = canvas.closest<HTMLElement>('[data-canvas-area]');
      const g: Gesture = {
        kind: handleNode ? 'resize' : 'move',
        handle: (handleNode?.dataset.resizeHandle as ResizeHandle | undefined) ?? null,
        items,
        start: { x: event.clientX, y: event.clientY },
        from,
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
            // A click (no drag) on one of several selected elements selects it alone.
            if (together && !inBox && id) dispatch(elementSelected(pressed));
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

    /**
     * A press on the empty canvas: without Shift it clears the selection; dragged, it draws the
     * selection rectangle, which selects the elements wholly inside it (added to the selection
     * with Shift) on release. Held near an edge of the canvas area, it scrolls the area.
     */
    const startMarquee = (event: PointerEvent) => {
      const add = event.shiftKey || event.ctrlKey || event.metaKey;
      if (!add && selectSelection(store.getState()).length) dispatch(elementSelected(null));
      const scale = canvasScale(canvas);
      /** The canvas point under the screen point `p` now (the area may have scrolled since). */
      const at = (p: Point): Point => {
        const box = canvas.getBoundingClientRect();
        return { x: (p.x - box.left) / scale, y: (p.y - box.top) / scale };
      };
      const origin = at({ x: event.clientX, y: event.clientY });
      let rect: Rect = { ...origin, width: 0, height: 0 };
      let marquee: Marquee | null = null;
      // Near an edge of the scrolling area the rectangle scrolls it, as a drag of an element does.
      const area = canvas.closest<HTMLElement>('[data-canvas-area]');
      let areaBox: DOMRect | null = null;
      let pointer: Point = { x: event.clientX, y: event.clientY };
      let scrolling = 0;
      const draw = () => {
        const p = at(pointer);
        rect = {
          x: Math.min(origin.x, p.x),
          y: Math.min(origin.y, p.y),
          width: Math.abs(p.x - origin.x),
          height: Math.abs(p.y - origin.y),
        };
        if (marquee) drawMarquee(marquee, rect, scale);
      };
      const scroll = () => {
        scrolling = 0;
        if (!area || !areaBox) return;
        const dx = edgeSpeed(areaBox.right - pointer.x) - edgeSpeed(pointer.x - areaBox.left);
        const dy = edgeSpeed(areaBox.bottom - pointer.y) - edgeSpeed(pointer.y - areaBox.top);
        if (!dx && !dy) return;
        const before = { x: area.scrollLeft, y: area.scrollTop };
        area.scrollBy(dx, dy);
        if (area.scrollLeft !== before.x || area.scrollTop !== before.y) draw();
        scrolling = requestAnimationFrame(scroll);
      };
      const stop = () => {
        if (scrolling) cancelAnimationFrame(scrolling);
        scrolling = 0;
        marquee?.root.remove();
        marquee = null;
      };
      beginGesture(
        event,
        'marquee',
        {
          start: () => {
            marquee = createMarquee();
            drawMarquee(marquee, rect, scale);
            canvas.appendChild(marquee.root);
            areaBox = area?.getBoundingClientRect() ?? null;
          },
          move: (e) => {
            pointer = { x: e.clientX, y: e.clientY };
            draw();
            if (!scrolling) scrolling = requestAnimationFrame(scroll);
          },
          commit: () => {
            stop();
            const inside = selectElements(store.getState()).filter((e) => {
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
          cancel: stop,
        },
        dispatch,
      );
    };

    canvas.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      canvas.removeEventListener('pointerdown', onPointerDown, true);
      if (gesture) cancelGesture();
    };
  }, [canvasRef, dispatch, store]);
}
