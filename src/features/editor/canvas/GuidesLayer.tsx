import type { GuideLine } from '../model/guides';

/** The colour of smart guides, as in most design tools: it stands out from the blue selection. */
const GUIDE_COLOUR = '#EC4899';

/**
 * The layer on top of the canvas where the smart guides are drawn while an element moves or
 * resizes. It is drawn imperatively (`drawGuides`) on every frame of a gesture, never through
 * React or Redux.
 */
export function GuidesLayer() {
  return (
    <div
      data-guides=""
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 3 }}
    />
  );
}

/** Draws `guides` (canvas units) in the canvas's guides layer, 1 screen pixel thick at `scale`. */
export function drawGuides(canvas: HTMLElement, guides: readonly GuideLine[], scale: number) {
  const layer = canvas.querySelector<HTMLElement>('[data-guides]');
  if (!layer) return;
  const thickness = 1 / scale;
  while (layer.childElementCount < guides.length) {
    const line = document.createElement('div');
    line.dataset.guide = '';
    line.style.position = 'absolute';
    line.style.background = GUIDE_COLOUR;
    layer.appendChild(line);
  }
  while (layer.childElementCount > guides.length) layer.lastElementChild?.remove();
  guides.forEach((guide, i) => {
    const line = layer.children[i] as HTMLElement;
    const vertical = guide.axis === 'x';
    line.dataset.guide = guide.axis;
    line.style.left = `${vertical ? guide.position - thickness / 2 : guide.start}px`;
    line.style.top = `${vertical ? guide.start : guide.position - thickness / 2}px`;
    line.style.width = `${vertical ? thickness : guide.end - guide.start}px`;
    line.style.height = `${vertical ? guide.end - guide.start : thickness}px`;
  });
}
