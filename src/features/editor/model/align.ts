import type { Point, Rect } from './rect';

/**
 * « Aligner » and « Répartir », pure: where each box goes, in the order given. Several boxes line
 * up on the box around them all; one box lines up on `frame` (the page's width, and the section it
 * sits in or the page's height: the caller says). Positions are whole pixels.
 */

export type Alignment = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';
export type Axis = 'horizontal' | 'vertical';

export const ALIGNMENTS: readonly Alignment[] = [
  'left',
  'center',
  'right',
  'top',
  'middle',
  'bottom',
];

/** The smallest box holding them all. */
export function boundsOf(rects: readonly Rect[]): Rect {
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Each box's new top-left corner once aligned `how`. */
export function alignRects(rects: readonly Rect[], how: Alignment, frame?: Rect): Point[] {
  if (!rects.length) return [];
  const f = rects.length === 1 && frame ? frame : boundsOf(rects);
  return rects.map((r) => {
    switch (how) {
      case 'left':
        return { x: f.x, y: r.y };
      case 'center':
        return { x: Math.round(f.x + (f.width - r.width) / 2), y: r.y };
      case 'right':
        return { x: f.x + f.width - r.width, y: r.y };
      case 'top':
        return { x: r.x, y: f.y };
      case 'middle':
        return { x: r.x, y: Math.round(f.y + (f.height - r.height) / 2) };
      case 'bottom':
        return { x: r.x, y: f.y + f.height - r.height };
    }
  });
}

/**
 * Each box's new top-left corner once spread evenly along `axis`: the first and last (by their
 * place on that axis) stay, the others move so that the gaps between neighbours are equal.
 * Fewer than three boxes do not move.
 */
export function distributeRects(rects: readonly Rect[], axis: Axis): Point[] {
  const at = rects.map((r) => ({ x: r.x, y: r.y }));
  if (rects.length < 3) return at;
  const horizontal = axis === 'horizontal';
  const start = (r: Rect) => (horizontal ? r.x : r.y);
  const length = (r: Rect) => (horizontal ? r.width : r.height);
  const order = rects.map((_, i) => i).sort((a, b) => start(rects[a]) - start(rects[b]) || a - b);
  const first = rects[order[0]];
  const last = rects[order[order.length - 1]];
  const span = start(last) + length(last) - start(first);
  const filled = order.reduce((sum, i) => sum + length(rects[i]), 0);
  const gap = (span - filled) / (order.length - 1);
  let cursor = start(first);
  for (const i of order) {
    const place = Math.round(cursor);
    at[i] = horizontal ? { x: place, y: rects[i].y } : { x: rects[i].x, y: place };
    cursor += length(rects[i]) + gap;
  }
  return at;
}
