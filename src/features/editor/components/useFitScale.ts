import { useLayoutEffect, useState, type RefObject } from 'react';
import { fitScale } from '../model/zoom';

/**
 * The scale at which a page `designWidth` pixels wide fits the width of `ref` (never above 1):
 * the canvas keeps its design width and is drawn smaller on narrower screens (a CSS transform),
 * so positions stay in design pixels.
 */
export function useFitScale(ref: RefObject<HTMLElement | null>, designWidth: number, gutter = 0) {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const available = node.clientWidth - gutter;
      if (available > 0) setScale(fitScale(available, designWidth));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, designWidth, gutter]);
  return scale;
}
