import {
  AUTO_SCROLL_EDGE,
  edgeScroller,
  edgeSpeed,
} from '../../../../../src/features/editor/gestures/autoScroll';

/** A scrolling area 800 × 600 at (0, 0), with room to scroll 1,000 px down and none up. */
function fakeArea() {
  const area = { scrollLeft: 0, scrollTop: 0 } as HTMLElement;
  area.scrollBy = ((dx: number, dy: number) => {
    area.scrollLeft = Math.max(0, area.scrollLeft + dx);
    area.scrollTop = Math.min(1000, Math.max(0, area.scrollTop + dy));
  }) as HTMLElement['scrollBy'];
  const box = { left: 0, top: 0, right: 800, bottom: 600 } as DOMRect;
  return { area, box };
}

describe('auto-scroll near the edges of the canvas area', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is faster nearer the edge, and nothing outside the band', () => {
    expect(edgeSpeed(AUTO_SCROLL_EDGE)).toBe(0);
    expect(edgeSpeed(AUTO_SCROLL_EDGE - 1)).toBe(1);
    expect(edgeSpeed(0)).toBe(18);
    expect(edgeSpeed(-40)).toBe(18);
  });

  it('scrolls every frame while the pointer stays near an edge, and tells each scroll', () => {
    const { area, box } = fakeArea();
    const scrolled = jest.fn();
    const scroller = edgeScroller(area, box, scrolled);
    scroller.follow({ x: 400, y: 300 });
    jest.advanceTimersByTime(100);
    expect(area.scrollTop).toBe(0);
    scroller.follow({ x: 400, y: 598 });
    jest.advanceTimersByTime(16 * 3);
    expect(area.scrollTop).toBeGreaterThan(0);
    expect(scrolled).toHaveBeenCalled();
    // Near the top edge, with nowhere to go: no scroll is told.
    area.scrollTop = 0;
    scrolled.mockClear();
    scroller.follow({ x: 400, y: 2 });
    jest.advanceTimersByTime(16 * 3);
    expect(scrolled).not.toHaveBeenCalled();
    scroller.stop();
  });

  it('stops at once when the gesture ends', () => {
    const { area, box } = fakeArea();
    const scroller = edgeScroller(area, box, () => {});
    scroller.follow({ x: 400, y: 598 });
    scroller.stop();
    jest.advanceTimersByTime(200);
    expect(area.scrollTop).toBe(0);
  });
});
