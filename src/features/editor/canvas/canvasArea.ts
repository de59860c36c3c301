/**
 * The scrolling area around the page on every screen (Ordinateur's canvas, Tablette's and
 * Mobile's): its room around the page and its look.
 */

/** Room around the page inside its scrolling area, in screen pixels. */
export const CANVAS_GUTTER = 24;

export const canvasAreaSx = {
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  overflow: 'auto',
  bgcolor: '#E9EEF5',
  p: `${CANVAS_GUTTER}px`,
} as const;
