import {
  alignRects,
  boundsOf,
  distributeRects,
} from '../../../../../src/features/editor/model/align';

const a = { x: 100, y: 40, width: 200, height: 50 };
const b = { x: 400, y: 200, width: 100, height: 100 };
const c = { x: 250, y: 120, width: 50, height: 20 };

describe('align and distribute', () => {
  it('lines several boxes up on the box around them all', () => {
    expect(boundsOf([a, b, c])).toEqual({ x: 100, y: 40, width: 400, height: 260 });
    expect(alignRects([a, b, c], 'left')).toEqual([
      { x: 100, y: 40 },
      { x: 100, y: 200 },
      { x: 100, y: 120 },
    ]);
    expect(alignRects([a, b], 'right').map((p) => p.x)).toEqual([300, 400]);
    expect(alignRects([a, b], 'center').map((p) => p.x)).toEqual([200, 250]);
    expect(alignRects([a, b], 'top').map((p) => p.y)).toEqual([40, 40]);
    expect(alignRects([a, b], 'middle').map((p) => p.y)).toEqual([145, 120]);
    expect(alignRects([a, b], 'bottom').map((p) => p.y)).toEqual([250, 200]);
  });

  it('lines one box up on its frame (the page), and several ignore it', () => {
    const page = { x: 0, y: 0, width: 1152, height: 600 };
    expect(alignRects([a], 'center', page)).toEqual([{ x: 476, y: 40 }]);
    expect(alignRects([a], 'right', page)).toEqual([{ x: 952, y: 40 }]);
    expect(alignRects([a], 'bottom', page)).toEqual([{ x: 100, y: 550 }]);
    expect(alignRects([a, b], 'left', page).map((p) => p.x)).toEqual([100, 100]);
    expect(alignRects([], 'left', page)).toEqual([]);
  });

  it('spreads boxes evenly: the outer ones stay, the gaps become equal, in any order given', () => {
    // Horizontally: a ends at 300, c is 50 wide, b starts at 400: gaps of 25.
    expect(distributeRects([b, a, c], 'horizontal')).toEqual([
      { x: 400, y: 200 },
      { x: 100, y: 40 },
      { x: 325, y: 120 },
    ]);
    // Vertically: a (40–90), c (20 high), b (200–300): gaps of 45.
    expect(distributeRects([a, b, c], 'vertical').map((p) => p.y)).toEqual([40, 200, 135]);
  });

  it('leaves fewer than three boxes where they are', () => {
    expect(distributeRects([a, b], 'horizontal')).toEqual([
      { x: 100, y: 40 },
      { x: 400, y: 200 },
    ]);
  });
});
