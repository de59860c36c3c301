import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { fitScale } from '../model/zoom';

/**
 * The scale at which a page `designWidth` pixels wide fits the width of `ref` (never above 1):
 * the canvas keeps its design width and is drawn smaller on narrower screens (a CSS transform),
 * so positions stay in design pixels.
 *
 * The width is read in the ResizeObserver's callbacks only, never in the layout effect: reading
 * it there would lay the whole new editor out inside React's commit (one long task on a phone).
 * The observer's first callback comes after the browser's own layout and before its paint; the
 * scale it finds is drawn at once (flushSync), so the first frame shows the page at its scale.
 * `initialWidth` (the width the area will have, when something already on screen tells it) gives
 * the first render that scale: the observer then finds it unchanged and nothing renders again.
 */
export function useFitScale(
  ref: RefObject<HTMLElement | null>,
  designWidth: number,
  gutter = 0,
  initialWidth?: () => number,
) {
  const [scale, setScale] = useState(() => {
    const available = (initialWidth?.() ?? 0) - gutter;
    return available > 0 ? fitScale(available, designWidth) : 1;
  });
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    let first = true;
    const measure = () => {
      const available = node.clientWidth - gutter;
      if (available > 0) setScale(fitScale(available, designWidth));
    };
    const observer = new ResizeObserver(() => {
      if (first) {
        first = false;
        flushSync(measure);
      } else measure();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, designWidth, gutter]);
  return scale;
}
