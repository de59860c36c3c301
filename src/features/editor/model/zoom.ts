import { CANVAS_WIDTH } from '../../../document/types';
import type { Point } from './rect';

/** The fixed zoom levels of the zoom control, after « Ajuster » (fit to width). */
export const ZOOM_LEVELS = [0.5, 0.75, 1] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];
/** What the person chose: fit the available width, or a fixed level. */
export type ZoomSetting = 'fit' | ZoomLevel;

/** The smallest scale « Ajuster » goes down to, so a very narrow window still shows something. */
export const MIN_FIT_SCALE = 0.2;

/**
 * The scale at which the canvas fills `availableWidth` screen pixels. Never above 1: the page is
 * never shown larger than it will be published, as in other website builders.
 */
export function fitScale(availableWidth: number, canvasWidth: number = CANVAS_WIDTH): number {
  if (!(availableWidth > 0) || !(canvasWidth > 0)) return 1;
  return Math.min(1, Math.max(MIN_FIT_SCALE, availableWidth / canvasWidth));
}

/** The scale that `setting` means when the canvas has `availableWidth` screen pixels. */
export function scaleFor(setting: ZoomSetting, availableWidth: number): number {
  return setting === 'fit' ? fitScale(availableWidth) : setting;
}

/**
 * A screen point (clientX/clientY) in canvas units, given the screen position of the canvas's
 * top-left corner (its bounding rectangle) and the scale.
 */
export function screenToCanvas(point: Point, canvasOrigin: Point, scale: number): Point {
  return { x: (point.x - canvasOrigin.x) / scale, y: (point.y - canvasOrigin.y) / scale };
}

/** A canvas point on the screen: the inverse of `screenToCanvas`. */
export function canvasToScreen(point: Point, canvasOrigin: Point, scale: number): Point {
  return { x: canvasOrigin.x + point.x * scale, y: canvasOrigin.y + point.y * scale };
}

/** A pointer movement on the screen as a movement on the canvas. */
export function screenDeltaToCanvas(delta: Point, scale: number): Point {
  return { x: delta.x / scale, y: delta.y / scale };
}
