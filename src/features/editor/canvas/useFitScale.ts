import { useLayoutEffect, useState, type RefObject } from 'react';
import { fitScale } from '../model/zoom';

/**
 * The scale at which a page `designWidth` pixels wide fits the width of `ref` (never above 1):
 * the canvas keeps its design width and is drawn smaller on narrower screens (a CSS transform),
 * so positions stay in design pixels.
 *
 * `knownWidth` may tell the width `ref` will have before it is drawn (the editor's shell shows it,
 * common/shell.ts): the first render then has the right scale, and the width is only checked
 * once the browser has laid the page out (ResizeObserver), instead of measured in the commit,
 * which would lay the new page out there and render it again within the same task.
 */
export function useFitScale(
  ref: RefObject<HTMLElement | null>,
  designWidth: number,
  gutter = 0,
  knownWidth?: () => number | null,
) {
  const [known] = useState(() => knownWidth?.() ?? null);
  const [scale, setScale] = useState(() =>
    known !== null && known - gutter > 0 ? fitScale(known - gutter, designWidth) : 1,
  );
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const available = node.clientWidth - gutter;
      if (available > 0) setScale(fitScale(available, designWidth));
    };
    if (known === null) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, designWidth, gutter, known]);
  return scale;
}
