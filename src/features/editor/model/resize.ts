import { guidesFor, snapEdge, type GuideLine, type SnapContext } from './guides';
import type { Point, Rect } from './rect';

/** The eight resize handles: corners and edge middles, by compass direction. */
export const RESIZE_HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type ResizeHandle = (typeof RESIZE_HANDLES)[number];

/** No element gets smaller than 20 x 20 by dragging a handle. */
export const MIN_SIZE = 20;

/**
 * One axis of a resize: `start`/`end` are the box's edges; the handle moves the start edge, the
 * end edge, or neither. The moving edge snaps (guides, then grid; free with Alt), stays on the
 * canvas side it was on, and never comes closer than MIN_SIZE to the fixed edge.
 */
function resizeAxis(
  start: number,
  end: number,
  moves: 'start' | 'end' | null,
  delta: number,
  axis: 'x' | 'y',
  context: SnapContext,
): [number, number] {
  if (moves === 'start') {
    const floor = Math.min(0, start);
    const edge = Math.max(Math.min(snapEdge(start + delta, axis, context), end - MIN_SIZE), floor);
    // A box smaller than the minimum near the canvas edge grows the other way.
    return [edge, Math.max(end, edge + MIN_SIZE)];
  }
  if (moves === 'end') {
    let edge = snapEdge(end + delta, axis, context);
    if (axis === 'x' && context.canvasWidth !== undefined) {
      edge = Math.min(edge, Math.max(context.canvasWidth, end));
    }
    return [start, Math.max(edge, start + MIN_SIZE)];
  }
  return [start, end];
}

/**
 * The box after dragging `handle` by `delta` (canvas units) from the box `from`, with the guide
 * lines its moving edges lie on.
 */
export function resizeRect(
  from: Rect,
  handle: ResizeHandle,
  delta: Point,
  context: SnapContext,
): { rect: Rect; guides: GuideLine[] } {
  const xMoves = handle.includes('w') ? 'start' : handle.includes('e') ? 'end' : null;
  const yMoves = handle.includes('n') ? 'start' : handle.includes('s') ? 'end' : null;
  const [left, right] = resizeAxis(from.x, from.x + from.width, xMoves, delta.x, 'x', context);
  const [top, bottom] = resizeAxis(from.y, from.y + from.height, yMoves, delta.y, 'y', context);
  const rect = { x: left, y: top, width: right - left, height: bottom - top };
  if (context.free) return { rect, guides: [] };
  const index = { start: [0], end: [2] } as const;
  const guides = guidesFor(rect, context, {
    x: xMoves ? index[xMoves] : [],
    y: yMoves ? index[yMoves] : [],
  });
  return { rect, guides };
}

/** The CSS cursor that shows which way a handle resizes. */
export const HANDLE_CURSOR: Record<ResizeHandle, string> = {
  nw: 'nwse-resize',
  n: 'ns-resize',
  ne: 'nesw-resize',
  e: 'ew-resize',
  se: 'nwse-resize',
  s: 'ns-resize',
  sw: 'nesw-resize',
  w: 'ew-resize',
};
