import { snapMove, type GuideLine, type SnapContext } from './guides';
import type { Point, Rect } from './rect';

/**
 * Keeps a box on the canvas horizontally and below its top edge, so an element can never be
 * dragged out of reach. A box wider than the canvas keeps its left edge at 0.
 */
export function keepOnCanvas(position: Point, size: { width: number }, canvasWidth: number): Point {
  const maxX = Math.max(0, canvasWidth - size.width);
  return { x: Math.min(Math.max(position.x, 0), maxX), y: Math.max(position.y, 0) };
}

/**
 * Where an element dragged by `delta` (canvas units) from `start` lands: snapped to a guide or the
 * grid (free with Alt), kept on the canvas, with the guides to draw.
 */
export function moveRect(
  start: Rect,
  delta: Point,
  context: SnapContext & { canvasWidth: number },
): { position: Point; guides: GuideLine[] } {
  const raw = { ...start, x: start.x + delta.x, y: start.y + delta.y };
  const snapped = snapMove(raw, context);
  const position = keepOnCanvas(snapped, start, context.canvasWidth);
  const moved = position.x !== snapped.x || position.y !== snapped.y;
  return { position, guides: moved ? [] : snapped.guides };
}

/** A keyboard nudge: 1 px, or 20 px with Shift; kept on the canvas. */
export function nudge(start: Rect, direction: Point, step: number, canvasWidth: number): Point {
  return keepOnCanvas(
    { x: start.x + direction.x * step, y: start.y + direction.y * step },
    start,
    canvasWidth,
  );
}
