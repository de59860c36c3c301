import type { Dimensions } from './imageHeader';

/** `size` scaled down (never up) so that its long side is at most `longSide`, in whole pixels. */
export function fitLongSide(size: Dimensions, longSide: number): Dimensions {
  const long = Math.max(size.width, size.height);
  if (long <= longSide) return { width: size.width, height: size.height };
  const scale = longSide / long;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** The largest box a new picture takes on the canvas (a person resizes it from there). */
export const NEW_IMAGE_BOX = { width: 480, height: 480 };
/** The smallest side of a new picture's box (a very thin picture stays grabbable). */
const MIN_SIDE = 20;

/**
 * The box of a new image element for a picture of `picture` pixels, placed at `x` on a canvas
 * `canvasWidth` wide: the picture's ratio, at most NEW_IMAGE_BOX and the room left to the right.
 */
export function newImageBox(picture: Dimensions, x: number, canvasWidth: number): Dimensions {
  const room = Math.max(MIN_SIDE * 5, canvasWidth - Math.max(0, x));
  const maxWidth = Math.min(NEW_IMAGE_BOX.width, room);
  const scale = Math.min(1, maxWidth / picture.width, NEW_IMAGE_BOX.height / picture.height);
  return {
    width: Math.max(MIN_SIDE, Math.round(picture.width * scale)),
    height: Math.max(MIN_SIDE, Math.round(picture.height * scale)),
  };
}

/** How many colours a sample holds (up to `limit` + 1) and whether any pixel is see-through. */
export function colourSummary(
  rgba: Uint8ClampedArray | Uint8Array,
  limit = 256,
): { colours: number; transparent: boolean } {
  const seen = new Set<number>();
  let transparent = false;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3] < 255) transparent = true;
    if (seen.size <= limit) {
      seen.add(((rgba[i] << 24) | (rgba[i + 1] << 16) | (rgba[i + 2] << 8) | rgba[i + 3]) >>> 0);
    }
    if (transparent && seen.size > limit) break;
  }
  return { colours: seen.size, transparent };
}

/** Whether PNG may beat WebP for this picture: flat (few colours) or see-through. */
export const mayPreferPng = (summary: { colours: number; transparent: boolean }, limit = 256) =>
  summary.transparent || summary.colours <= limit;
