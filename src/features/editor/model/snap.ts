import { GRID_SIZE } from '../../../document/types';
import type { Point } from './rect';

/** The nearest multiple of `grid` (the 20 px grid of the canvas dots). */
export function snapToGrid(value: number, grid: number = GRID_SIZE): number {
  // `+ 0` turns -0 into 0, so snapped values compare and serialize cleanly.
  return Math.round(value / grid) * grid + 0;
}

/**
 * A point snapped to the grid, or — when `free` (Alt held) — only rounded to whole pixels,
 * since positions and sizes are integers everywhere else (spec section 5).
 */
export function snapPoint(point: Point, free = false, grid: number = GRID_SIZE): Point {
  if (free) return { x: Math.round(point.x) + 0, y: Math.round(point.y) + 0 };
  return { x: snapToGrid(point.x, grid), y: snapToGrid(point.y, grid) };
}
