import Box from '@mui/material/Box';
import { memo, useEffect, useRef, useState } from 'react';
import { CANVAS_WIDTH } from '../../../../document/types';

/** The miniature's width over the canvas's, unitless (the trick of the projects' miniatures). */
const SCALE = `tan(atan2(100cqw, ${CANVAS_WIDTH}px))`;

/**
 * One observer for every miniature: each draws its page when it comes near the panel's visible
 * part, so opening the panel renders three or four sections, not thirty-six.
 */
let observer: IntersectionObserver | null = null;
const onVisible = new Map<Element, () => void>();

function observe(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        onVisible.get(entry.target)?.();
        onVisible.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: '240px 0px' },
  );
  onVisible.set(element, show);
  observer.observe(element);
  return () => {
    onVisible.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * A section drawn by the export's renderer (`html`, made only once the miniature is near the
 * visible part of the panel) in an inert, script-less frame 1,152 px wide, drawn smaller to the
 * card's width: what the page will show. Hidden from assistive technologies: the card's button
 * names the section.
 */
export const SectionMiniature = memo(function SectionMiniature({
  height,
  render,
}: {
  /** The section's height on the canvas. */
  height: number;
  /** Its page as a self-contained HTML document. */
  render: () => string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    return observe(element, () => setHtml(render()));
  }, [render]);
  return (
    <Box
      ref={frame}
      aria-hidden
      data-section-miniature=""
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${CANVAS_WIDTH} / ${height}`,
        containerType: 'size',
        overflow: 'hidden',
        bgcolor: '#F8FAFC',
        pointerEvents: 'none',
      }}
    >
      {html !== null && (
        <iframe
          sandbox=""
          srcDoc={html}
          title=""
          tabIndex={-1}
          aria-hidden
          style={{
            display: 'block',
            width: CANVAS_WIDTH,
            height: `calc(100cqh / ${SCALE})`,
            transform: `scale(${SCALE})`,
            transformOrigin: '0 0',
            border: 0,
            background: '#FFFFFF',
            pointerEvents: 'none',
          }}
        />
      )}
    </Box>
  );
});
