import type { Point } from '../model/rect';

/** Near this close to an edge of the scrolling canvas area, a drag scrolls it (screen pixels). */
export const AUTO_SCROLL_EDGE = 32;
const AUTO_SCROLL_MAX_SPEED = 18;

/** How fast to scroll when the pointer is `distance` px inside an edge (0 outside the band). */
export function edgeSpeed(distance: number): number {
  if (distance >= AUTO_SCROLL_EDGE) return 0;
  return Math.ceil(
    ((AUTO_SCROLL_EDGE - Math.max(distance, 0)) / AUTO_SCROLL_EDGE) * AUTO_SCROLL_MAX_SPEED,
  );
}

/**
 * The auto-scroll of a drag (translating, resizing, brushing): while the pointer stays near an
 * edge of the scrolling area around the canvas, the area scrolls a little every frame, and
 * `scrolled` is told each time it did (the canvas moved under the pointer). `areaBox` is the
 * area's box on screen, read once: it does not move during a gesture.
 */
export function edgeScroller(
  area: HTMLElement | null,
  areaBox: DOMRect | null,
  scrolled: () => void,
) {
  let frame = 0;
  let pointer: Point = { x: 0, y: 0 };
  const step = () => {
    frame = 0;
    if (!area || !areaBox) return;
    const dx = edgeSpeed(areaBox.right - pointer.x) - edgeSpeed(pointer.x - areaBox.left);
    const dy = edgeSpeed(areaBox.bottom - pointer.y) - edgeSpeed(pointer.y - areaBox.top);
    // Away from the edges nothing is read: reading the scroll offsets would lay out the page in
    // the middle of the frame, after the pointer's move restyled the dragged elements.
    if (!dx && !dy) return;
    const before = { x: area.scrollLeft, y: area.scrollTop };
    area.scrollBy(dx, dy);
    if (area.scrollLeft !== before.x || area.scrollTop !== before.y) scrolled();
    frame = requestAnimationFrame(step);
  };
  return {
    /** The pointer is at `at` (screen pixels): scrolls from the next frame if near an edge. */
    follow(at: Point) {
      pointer = at;
      if (!frame && area && areaBox) frame = requestAnimationFrame(step);
    },
    stop() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
