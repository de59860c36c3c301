import { createSelector } from '@reduxjs/toolkit';
import type { Template } from '../../templates';
import { selectElements } from '../editorSlice';
import { CONTAINER_MIN_HEIGHT } from '../../../document/style/elementBoxStyle';
import { CANVAS_WIDTH, type EditorElement } from '../../../document/types';

/** The canvas is never shorter than this, so there is room to place the first elements. */
export const MIN_CANVAS_HEIGHT = 800;
/** Free space kept below the lowest element. */
export const CANVAS_BOTTOM_MARGIN = 160;

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/** The lowest edge of the elements, in design pixels. */
export function elementsBottom(elements: EditorElement[]): number {
  let bottom = 0;
  for (const { type, styles } of elements) {
    const height = Math.max(
      finite(styles.size.height),
      type === 'container' ? CONTAINER_MIN_HEIGHT : 0,
    );
    bottom = Math.max(bottom, finite(styles.position.y) + height + 2 * finite(styles.margin));
  }
  return bottom;
}

/** The height of the canvas: its elements plus a margin, at least MIN_CANVAS_HEIGHT. */
export const selectCanvasHeight = createSelector([selectElements], (elements) =>
  Math.max(MIN_CANVAS_HEIGHT, Math.ceil(elementsBottom(elements) + CANVAS_BOTTOM_MARGIN)),
);

/** The height of a template's sample page at the design width: its home page's. */
export function templatePageHeight(template: Pick<Template, 'pageHeight'>): number {
  return template.pageHeight;
}

/** The canvas's scale on screen: its drawn width over its design width (exact at every zoom). */
export function canvasScale(canvas: HTMLElement): number {
  const width = canvas.getBoundingClientRect().width;
  return width > 0 ? width / CANVAS_WIDTH : 1;
}
