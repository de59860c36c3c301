import fc from 'fast-check';
import {
  GUIDE_THRESHOLD_PX,
  guidesFor,
  linesOf,
  nearestAlignment,
  snapMove,
  type SnapContext,
} from '../../../../../src/features/editor/model/guides';
import { keepOnCanvas, moveRect, nudge } from '../../../../../src/features/editor/model/move';
import type { Rect } from '../../../../../src/features/editor/model/rect';
import {
  MIN_SIZE,
  RESIZE_HANDLES,
  resizeRect,
} from '../../../../../src/features/editor/model/resize';
import { snapPoint, snapToGrid } from '../../../../../src/features/editor/model/snap';
import { CANVAS_WIDTH } from '../../../../../src/document/types';
import {
  MIN_FIT_SCALE,
  canvasToScreen,
  fitScale,
  scaleFor,
  screenDeltaToCanvas,
  screenToCanvas,
} from '../../../../../src/features/editor/model/zoom';

const coord = fc.integer({ min: -2000, max: 4000 });
const size = fc.integer({ min: 1, max: 1200 });
const rectArb = fc.record({ x: coord, y: coord, width: size, height: size });
const isOnGrid = (v: number) => Math.abs(v % 20) === 0;

describe('model/snap', () => {
  it('snaps to the nearest multiple of 20', () => {
    expect(snapToGrid(0)).toBe(0);
    expect(snapToGrid(9)).toBe(0);
    expect(snapToGrid(10)).toBe(20);
    expect(snapToGrid(29.9)).toBe(20);
    expect(snapToGrid(-9)).toBe(0);
    expect(Object.is(snapToGrid(-9), -0)).toBe(false);
    expect(snapToGrid(-11)).toBe(-20);
  });

  it('frees the point with Alt, only rounding it to whole pixels', () => {
    expect(snapPoint({ x: 33.4, y: 47.6 })).toEqual({ x: 40, y: 40 });
    expect(snapPoint({ x: 33.4, y: 47.6 }, true)).toEqual({ x: 33, y: 48 });
  });

  it('property: lands on the grid, within half a cell, and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e5, max: 1e5, noNaN: true }), (v) => {
        const s = snapToGrid(v);
        expect(isOnGrid(s)).toBe(true);
        expect(Math.abs(s - v)).toBeLessThanOrEqual(10 + 1e-9);
        expect(snapToGrid(s)).toBe(s);
      }),
    );
  });
});

describe('model/zoom', () => {
  it('fits the available width, never above 100 % nor below the minimum', () => {
    expect(fitScale(576)).toBe(0.5);
    expect(fitScale(2000)).toBe(1);
    expect(fitScale(10)).toBe(MIN_FIT_SCALE);
    expect(fitScale(0)).toBe(1);
    expect(scaleFor('fit', 864)).toBe(0.75);
    expect(scaleFor(0.5, 2000)).toBe(0.5);
  });

  it('converts a screen point to the canvas and back', () => {
    const origin = { x: 300, y: 120 };
    expect(screenToCanvas({ x: 400, y: 170 }, origin, 0.5)).toEqual({ x: 200, y: 100 });
    expect(canvasToScreen({ x: 200, y: 100 }, origin, 0.5)).toEqual({ x: 400, y: 170 });
    expect(screenDeltaToCanvas({ x: 30, y: -15 }, 0.75)).toEqual({ x: 40, y: -20 });
  });

  it('property: screen → canvas → screen is the identity at every scale', () => {
    fc.assert(
      fc.property(
        fc.record({ x: coord, y: coord }),
        fc.record({ x: coord, y: coord }),
        fc.double({ min: 0.1, max: 4, noNaN: true }),
        (point, origin, scale) => {
          const back = canvasToScreen(screenToCanvas(point, origin, scale), origin, scale);
          expect(back.x).toBeCloseTo(point.x, 6);
          expect(back.y).toBeCloseTo(point.y, 6);
        },
      ),
    );
  });

  it('property: the fitted canvas never overflows the available width (above the minimum)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Math.ceil(CANVAS_WIDTH * MIN_FIT_SCALE), max: 5000 }), (w) => {
        const s = fitScale(w);
        expect(CANVAS_WIDTH * s).toBeLessThanOrEqual(w + 1e-9);
        expect(s).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('model/guides', () => {
  const other: Rect = { x: 400, y: 300, width: 200, height: 100 };
  const context: SnapContext = { others: [other], canvasWidth: CANVAS_WIDTH };

  it('aligns a left edge with another element’s left edge and shows a vertical guide', () => {
    const { x, y, guides } = snapMove({ x: 404, y: 513, width: 100, height: 40 }, context);
    expect(x).toBe(400);
    expect(y).toBe(520);
    expect(guides).toContainEqual({ axis: 'x', position: 400, start: 300, end: 560 });
  });

  it('aligns centres and bottoms', () => {
    // Centre x of the other element is 500; a 100-wide box centred there starts at 450.
    const { x } = snapMove({ x: 447, y: 0, width: 100, height: 40 }, context);
    expect(x).toBe(450);
    // The bottom (y + 40) comes to 398, near the other bottom 400.
    const { y, guides } = snapMove({ x: 700, y: 358, width: 100, height: 40 }, context);
    expect(y).toBe(360);
    expect(guides.some((g) => g.axis === 'y' && g.position === 400)).toBe(true);
  });

  it('snaps to the canvas centre line', () => {
    const { x, guides } = snapMove(
      { x: 478, y: 0, width: 200, height: 40 },
      { others: [], canvasWidth: CANVAS_WIDTH },
    );
    expect(x).toBe(476);
    expect(guides).toEqual([{ axis: 'x', position: 576, start: 0, end: 40 }]);
  });

  it('falls back to the grid when no line is near, and takes the threshold in screen pixels', () => {
    expect(snapMove({ x: 415, y: 0, width: 100, height: 40 }, context).x).toBe(420);
    // 12 canvas px away: too far at 100 % (6 px), near enough at 50 % (12 canvas px).
    expect(snapMove({ x: 388, y: 700, width: 100, height: 40 }, context).x).toBe(380);
    expect(snapMove({ x: 388, y: 700, width: 100, height: 40 }, { ...context, scale: 0.5 }).x).toBe(
      400,
    );
  });

  it('does no snapping at all when free (Alt)', () => {
    expect(
      snapMove({ x: 403.4, y: 511.6, width: 100, height: 40 }, { ...context, free: true }),
    ).toEqual({
      x: 403,
      y: 512,
      guides: [],
    });
  });

  it('finds the smallest correction', () => {
    expect(nearestAlignment([10, 50], [13, 48, 100], 5)).toBe(-2);
    expect(nearestAlignment([10], [100], 5)).toBeNull();
  });

  it('property: a snapped position is on the grid or aligned, close to the raw one, and every guide is real', () => {
    fc.assert(
      fc.property(
        rectArb,
        fc.array(rectArb, { maxLength: 8 }),
        fc.constantFrom(0.5, 0.75, 1),
        (raw, others, scale) => {
          const ctx: SnapContext = { others, canvasWidth: CANVAS_WIDTH, scale };
          const { x, y, guides } = snapMove(raw, ctx);
          const reach = Math.max(10, GUIDE_THRESHOLD_PX / scale) + 0.5;
          expect(Math.abs(x - raw.x)).toBeLessThanOrEqual(reach);
          expect(Math.abs(y - raw.y)).toBeLessThanOrEqual(reach);
          expect(Number.isInteger(x) && Number.isInteger(y)).toBe(true);
          const targetsX = [...others.flatMap((o) => linesOf(o, 'x')), CANVAS_WIDTH / 2];
          const targetsY = others.flatMap((o) => linesOf(o, 'y'));
          const moved = { ...raw, x, y };
          const alignedX = linesOf(moved, 'x').some((l) =>
            targetsX.some((t) => Math.abs(l - t) <= 0.5),
          );
          const alignedY = linesOf(moved, 'y').some((l) =>
            targetsY.some((t) => Math.abs(l - t) <= 0.5),
          );
          expect(isOnGrid(x) || alignedX).toBe(true);
          expect(isOnGrid(y) || alignedY).toBe(true);
          for (const g of guides) {
            expect(linesOf(moved, g.axis).some((l) => Math.abs(l - g.position) <= 0.5)).toBe(true);
            expect(g.end).toBeGreaterThanOrEqual(g.start);
          }
          expect(guidesFor(moved, ctx)).toEqual(guides);
        },
      ),
    );
  });
});

describe('model/move', () => {
  const start: Rect = { x: 100, y: 100, width: 200, height: 40 };

  it('moves by the pointer delta, snapped, and never off the canvas', () => {
    expect(
      moveRect(start, { x: 47, y: 33 }, { others: [], canvasWidth: CANVAS_WIDTH }).position,
    ).toEqual({ x: 140, y: 140 });
    expect(
      moveRect(start, { x: -500, y: -500 }, { others: [], canvasWidth: CANVAS_WIDTH }).position,
    ).toEqual({ x: 0, y: 0 });
    expect(
      moveRect(start, { x: 5000, y: 0 }, { others: [], canvasWidth: CANVAS_WIDTH }).position.x,
    ).toBe(CANVAS_WIDTH - 200);
  });

  it('nudges by a step and stays on the canvas', () => {
    expect(nudge(start, { x: 1, y: 0 }, 1, CANVAS_WIDTH)).toEqual({ x: 101, y: 100 });
    expect(nudge(start, { x: 0, y: -1 }, 20, CANVAS_WIDTH)).toEqual({ x: 100, y: 80 });
    expect(nudge({ ...start, x: 0 }, { x: -1, y: 0 }, 20, CANVAS_WIDTH)).toEqual({ x: 0, y: 100 });
  });

  it('property: the result is always on the canvas', () => {
    fc.assert(
      fc.property(rectArb, fc.record({ x: coord, y: coord }), fc.boolean(), (r, delta, free) => {
        const { position } = moveRect(r, delta, { others: [], canvasWidth: CANVAS_WIDTH, free });
        expect(position.x).toBeGreaterThanOrEqual(0);
        expect(position.y).toBeGreaterThanOrEqual(0);
        if (r.width <= CANVAS_WIDTH) expect(position.x + r.width).toBeLessThanOrEqual(CANVAS_WIDTH);
        expect(keepOnCanvas(position, r, CANVAS_WIDTH)).toEqual(position);
      }),
    );
  });
});

describe('model/resize', () => {
  const from: Rect = { x: 100, y: 100, width: 200, height: 100 };
  const ctx: SnapContext = { others: [], canvasWidth: CANVAS_WIDTH };

  it('has eight handles', () => {
    expect(RESIZE_HANDLES).toHaveLength(8);
  });

  it('moves only the edges of the handle, snapped to the grid', () => {
    expect(resizeRect(from, 'se', { x: 33, y: 47 }, ctx).rect).toEqual({
      x: 100,
      y: 100,
      width: 240,
      height: 140,
    });
    expect(resizeRect(from, 'nw', { x: -33, y: 12 }, ctx).rect).toEqual({
      x: 60,
      y: 120,
      width: 240,
      height: 80,
    });
    expect(resizeRect(from, 'n', { x: 500, y: -21 }, ctx).rect).toEqual({
      x: 100,
      y: 80,
      width: 200,
      height: 120,
    });
    expect(resizeRect(from, 'w', { x: 17, y: 500 }, ctx).rect).toEqual({
      x: 120,
      y: 100,
      width: 180,
      height: 100,
    });
  });

  it('is free with Alt', () => {
    expect(resizeRect(from, 'e', { x: 33, y: 0 }, { ...ctx, free: true }).rect.width).toBe(233);
  });

  it('never goes below 20 x 20, keeping the opposite edge', () => {
    expect(resizeRect(from, 'se', { x: -1000, y: -1000 }, ctx).rect).toEqual({
      x: 100,
      y: 100,
      width: MIN_SIZE,
      height: MIN_SIZE,
    });
    expect(resizeRect(from, 'nw', { x: 1000, y: 1000 }, ctx).rect).toEqual({
      x: 280,
      y: 180,
      width: MIN_SIZE,
      height: MIN_SIZE,
    });
  });

  it('snaps a moving edge to another element’s edge and shows the guide', () => {
    const other: Rect = { x: 500, y: 0, width: 100, height: 50 };
    const { rect, guides } = resizeRect(from, 'e', { x: 203, y: 0 }, { ...ctx, others: [other] });
    expect(rect.width).toBe(400);
    expect(guides).toContainEqual({ axis: 'x', position: 500, start: 0, end: 200 });
  });

  it('property: a resized side is at least 20, the fixed edges stay put, integers', () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.integer({ min: 0, max: 900 }),
          y: fc.integer({ min: 0, max: 900 }),
          width: size,
          height: size,
        }),
        fc.constantFrom(...RESIZE_HANDLES),
        fc.record({
          x: fc.double({ min: -2000, max: 2000, noNaN: true }),
          y: fc.double({ min: -2000, max: 2000, noNaN: true }),
        }),
        fc.boolean(),
        (r, handle, delta, free) => {
          const { rect } = resizeRect(r, handle, delta, { ...ctx, free });
          if (/[ew]/.test(handle)) expect(rect.width).toBeGreaterThanOrEqual(MIN_SIZE);
          if (/[ns]/.test(handle)) expect(rect.height).toBeGreaterThanOrEqual(MIN_SIZE);
          expect(rect.x).toBeGreaterThanOrEqual(0);
          expect(rect.y).toBeGreaterThanOrEqual(0);
          if (!handle.includes('w')) expect(rect.x).toBe(r.x);
          if (!handle.includes('n')) expect(rect.y).toBe(r.y);
          if (!handle.includes('e') && !handle.includes('w')) expect(rect.width).toBe(r.width);
          if (!handle.includes('n') && !handle.includes('s')) expect(rect.height).toBe(r.height);
          if (handle.includes('w') && r.width >= MIN_SIZE)
            expect(rect.x + rect.width).toBe(r.x + r.width);
          if (handle.includes('n') && r.height >= MIN_SIZE)
            expect(rect.y + rect.height).toBe(r.y + r.height);
          for (const v of Object.values(rect)) expect(Number.isInteger(v)).toBe(true);
        },
      ),
    );
  });
});
