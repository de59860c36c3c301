import { snapToGrid } from './snap';
import type { Rect } from './rect';

/**
 * Smart guides: while an element moves, its left / centre / right edges and top / middle / bottom
 * edges snap to the same lines of the other elements (and to the canvas's vertical centre line)
 * when they come within a few screen pixels; otherwise the position snaps to the grid.
 */

/** A guide line to draw: `axis: 'x'` is a vertical line at x = position, from y = start to end. */
export interface GuideLine {
  axis: 'x' | 'y';
  position: number;
  start: number;
  end: number;
}

export interface SnapContext {
  /** The other elements' boxes (never the moving one). */
  others: readonly Rect[];
  /** How close, in screen pixels, an edge must come to a line to snap to it. */
  thresholdPx?: number;
  /** The zoom scale: the threshold is in screen pixels, so it is wider on the canvas when zoomed out. */
  scale?: number;
  /** The canvas's design width: its centre line is a guide too. */
  canvasWidth?: number;
  /** Alt held: no snapping at all (neither guides nor grid), positions only rounded. */
  free?: boolean;
  grid?: number;
}

export const GUIDE_THRESHOLD_PX = 6;
/** Two lines this close (in canvas units) count as aligned when the guides are drawn. */
const ALIGNED = 0.5;

/** The three lines of a box along one axis: start, centre, end. */
export function linesOf(rect: Rect, axis: 'x' | 'y'): [number, number, number] {
  const start = axis === 'x' ? rect.x : rect.y;
  const length = axis === 'x' ? rect.width : rect.height;
  return [start, start + length / 2, start + length];
}

function thresholdOf(context: SnapContext): number {
  return (context.thresholdPx ?? GUIDE_THRESHOLD_PX) / (context.scale ?? 1);
}

function targetLines(context: SnapContext, axis: 'x' | 'y'): number[] {
  const targets: number[] = [];
  for (const other of context.others) targets.push(...linesOf(other, axis));
  if (axis === 'x' && context.canvasWidth !== undefined) targets.push(context.canvasWidth / 2);
  return targets;
}

/**
 * The smallest correction that brings one of `candidates` onto one of `targets`, if one is within
 * `threshold`; null otherwise.
 */
export function nearestAlignment(
  candidates: readonly number[],
  targets: readonly number[],
  threshold: number,
): number | null {
  let best: number | null = null;
  for (const candidate of candidates) {
    for (const target of targets) {
      const correction = target - candidate;
      if (
        Math.abs(correction) <= threshold &&
        (best === null || Math.abs(correction) < Math.abs(best))
      ) {
        best = correction;
      }
    }
  }
  return best;
}

/**
 * One coordinate of a moving box: aligned to a guide if one is near enough, else on the grid,
 * rounded to a whole pixel either way.
 */
function snapAxis(raw: Rect, axis: 'x' | 'y', context: SnapContext): number {
  const start = axis === 'x' ? raw.x : raw.y;
  const correction = nearestAlignment(
    linesOf(raw, axis),
    targetLines(context, axis),
    thresholdOf(context),
  );
  if (correction !== null) return Math.round(start + correction) + 0;
  return snapToGrid(start, context.grid);
}

/**
 * The guide lines to draw for `rect`: each of its lines in `which` (indexes 0 start, 1 centre,
 * 2 end) that lies on a line of another element or on the canvas centre.
 */
export function guidesFor(
  rect: Rect,
  context: SnapContext,
  which: { x: readonly number[]; y: readonly number[] } = { x: [0, 1, 2], y: [0, 1, 2] },
): GuideLine[] {
  const found = new Map<string, GuideLine>();
  const add = (axis: 'x' | 'y', position: number, a: Rect | null) => {
    const key = `${axis}:${position}`;
    // A vertical line spans the boxes it joins from top to bottom; a horizontal one left to right.
    const span = (r: Rect): [number, number] =>
      axis === 'x' ? [r.y, r.y + r.height] : [r.x, r.x + r.width];
    const [s1, e1] = span(rect);
    const [s2, e2] = a ? span(a) : [0, e1];
    const existing = found.get(key);
    const start = Math.min(s1, s2, existing?.start ?? Infinity);
    const end = Math.max(e1, e2, existing?.end ?? -Infinity);
    found.set(key, { axis, position, start, end });
  };
  for (const axis of ['x', 'y'] as const) {
    const mine = linesOf(rect, axis).filter((_, i) => which[axis].includes(i));
    for (const other of context.others) {
      for (const line of linesOf(other, axis)) {
        const hit = mine.find((m) => Math.abs(m - line) <= ALIGNED);
        if (hit !== undefined) add(axis, hit, other);
      }
    }
    if (axis === 'x' && context.canvasWidth !== undefined) {
      const centre = context.canvasWidth / 2;
      const hit = mine.find((m) => Math.abs(m - centre) <= ALIGNED);
      if (hit !== undefined) add('x', hit, null);
    }
  }
  return [...found.values()];
}

/**
 * Where a box being moved lands: `raw` is where the pointer would put it; the result is snapped to
 * a guide or to the grid on each axis (or only rounded when free), with the guides to draw.
 */
export function snapMove(
  raw: Rect,
  context: SnapContext,
): { x: number; y: number; guides: GuideLine[] } {
  if (context.free) {
    return { x: Math.round(raw.x) + 0, y: Math.round(raw.y) + 0, guides: [] };
  }
  const x = snapAxis(raw, 'x', context);
  const y = snapAxis(raw, 'y', context);
  return { x, y, guides: guidesFor({ ...raw, x, y }, context) };
}

/** The correction for one moving edge (used by resizing): a guide if near, else the grid. */
export function snapEdge(value: number, axis: 'x' | 'y', context: SnapContext): number {
  if (context.free) return Math.round(value) + 0;
  const correction = nearestAlignment([value], targetLines(context, axis), thresholdOf(context));
  if (correction !== null) return Math.round(value + correction) + 0;
  return snapToGrid(value, context.grid);
}
