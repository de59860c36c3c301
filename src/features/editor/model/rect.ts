import type { EditorElement } from '../../../document/types';

/** An axis-aligned box in canvas units (design pixels, before zoom). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The box an element occupies on the canvas. */
export function rectOf(element: EditorElement): Rect {
  const { position, size } = element.styles;
  return { x: position.x, y: position.y, width: size.width, height: size.height };
}
