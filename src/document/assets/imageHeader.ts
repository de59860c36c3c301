/**
 * What a picture file is, read from its first bytes alone: its format (by signature, never by its
 * name or the type the browser guesses), its width and height (PNG IHDR, JPEG SOFn, GIF's screen,
 * WebP VP8/VP8L/VP8X, AVIF ispe), and whether it is whole. The upload refuses a file before
 * decoding it when these say it is not a picture, too large (a decompression bomb) or cut short.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'svg';

export const IMAGE_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

export interface Dimensions {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const be16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const be32 = (b: Uint8Array, i: number) =>
  ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const le16 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const le24 = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const le32 = (b: Uint8Array, i: number) => (le24(b, i) | (b[i + 3] << 24)) >>> 0;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** An SVG's text: an optional XML declaration, comments, then the `<svg` element. */
const SVG_START =
  /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE\s+svg[^>[]*>\s*)*<svg[\s>/]/i;

/** The ISOBMFF brands of an AVIF file (its `ftyp` box), or null. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const size = Math.min(be32(bytes, 0), bytes.length);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  for (let i = 16; i + 4 <= size; i += 4) if (AVIF_BRANDS.has(ascii(bytes, i, 4))) return true;
  return false;
}

/** The format of a file from its signature, or null for anything else (an executable, a text). */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((value, i) => bytes[i] === value)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return 'webp';
  }
  if (isAvif(bytes)) return 'avif';
  // A text file: only a real SVG's beginning counts (a byte-order mark is allowed).
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '');
  return SVG_START.test(head) ? 'svg' : null;
}

/** JPEG's start-of-frame markers (C0–CF but DHT C4, JPG C8 and DAC CC) hold its size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

interface JpegLayout {
  dimensions: Dimensions | null;
  /** Where the compressed data starts (the SOS segment), or -1. */
  scanStart: number;
}

/** Walks a JPEG's marker segments up to its first scan. */
function jpegLayout(bytes: Uint8Array): JpegLayout {
  let dimensions: Dimensions | null = null;
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return { dimensions, scanStart: -1 };
    // Fill bytes before a marker.
    while (bytes[i + 1] === 0xff && i + 2 < bytes.length) i += 1;
    const marker = bytes[i + 1];
    i += 2;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd9) return { dimensions, scanStart: -1 };
    if (i + 2 > bytes.length) break;
    const length = be16(bytes, i);
    if (length < 2) return { dimensions, scanStart: -1 };
    if (marker === 0xda) return { dimensions, scanStart: i };
    if (isStartOfFrame(marker) && i + 7 <= bytes.length && dimensions === null) {
      dimensions = { height: be16(bytes, i + 3), width: be16(bytes, i + 5) };
    }
    i += length;
  }
  return { dimensions, scanStart: -1 };
}

/** The child boxes of an ISOBMFF box's content, between `start` and `end`. */
function* boxes(bytes: Uint8Array, start: number, end: number) {
  let i = start;
  while (i + 8 <= end) {
    let size = be32(bytes, i);
    const type = ascii(bytes, i + 4, 4);
    let header = 8;
    if (size === 1) {
      if (i + 16 > end) return;
      // A 64-bit size: files here are at most 25 MB, so the high word must be 0.
      if (be32(bytes, i + 8) !== 0) return;
      size = be32(bytes, i + 12);
      header = 16;
    } else if (size === 0) size = end - i;
    if (size < header || i + size > end) {
      // A box cut short: what it holds so far may still be read.
      yield { type, start: i + header, end };
      return;
    }
    yield { type, start: i + header, end: i + size };
    i += size;
  }
}

/** The largest `ispe` (image spatial extents) of an AVIF's item properties. */
function avifDimensions(bytes: Uint8Array): Dimensions | null {
  let best: Dimensions | null = null;
  for (const top of boxes(bytes, 0, bytes.length)) {
    if (top.type !== 'meta') continue;
    // `meta` is a full box: 4 bytes of version and flags before its children.
    for (const child of boxes(bytes, top.start + 4, top.end)) {
      if (child.type !== 'iprp') continue;
      for (const container of boxes(bytes, child.start, child.end)) {
        if (container.type !== 'ipco') continue;
        for (const property of boxes(bytes, container.start, container.end)) {
          if (property.type !== 'ispe' || property.start + 12 > property.end) continue;
          const width = be32(bytes, property.start + 4);
          const height = be32(bytes, property.start + 8);
          if (!best || width * height > best.width * best.height) best = { width, height };
        }
      }
    }
  }
  return best;
}

function webpDimensions(bytes: Uint8Array): Dimensions | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: le24(bytes, 24) + 1, height: le24(bytes, 27) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return { width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    if (bytes[20] !== 0x2f) return null;
    const b = bytes;
    return {
      width: 1 + (b[21] | ((b[22] & 0x3f) << 8)),
      height: 1 + ((b[22] >> 6) | (b[23] << 2) | ((b[24] & 0x0f) << 10)),
    };
  }
  return null;
}

/**
 * The picture's width and height as its header says, or null when the header cannot be read
 * (a damaged file). SVG has no pixels: read its size from its attributes instead (svgCheck.ts).
 */
export function readImageDimensions(bytes: Uint8Array, format: ImageFormat): Dimensions | null {
  let found: Dimensions | null = null;
  switch (format) {
    case 'png':
      if (bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR') {
        found = { width: be32(bytes, 16), height: be32(bytes, 20) };
      }
      break;
    case 'jpeg':
      found = jpegLayout(bytes).dimensions;
      break;
    case 'gif':
      if (bytes.length >= 10) found = { width: le16(bytes, 6), height: le16(bytes, 8) };
      break;
    case 'webp':
      found = webpDimensions(bytes);
      break;
    case 'avif':
      found = avifDimensions(bytes);
      break;
    case 'svg':
      return null;
  }
  return found && found.width > 0 && found.height > 0 ? found : null;
}

/** The last place `pattern` occurs in `bytes` at or after `from`, or -1. */
function lastIndexOf(bytes: Uint8Array, pattern: readonly number[], from: number): number {
  for (let i = bytes.length - pattern.length; i >= from; i -= 1) {
    if (pattern.every((value, k) => bytes[i + k] === value)) return i;
  }
  return -1;
}

/**
 * Whether the whole file is there, as far as its format tells: a JPEG's end-of-image marker after
 * its compressed data, a PNG's IEND chunk, a WebP's RIFF length. Browsers draw a cut JPEG or PNG
 * with a grey or empty bottom instead of failing: a file cut short is refused here.
 */
export function isImageComplete(bytes: Uint8Array, format: ImageFormat): boolean {
  switch (format) {
    case 'jpeg': {
      const { scanStart } = jpegLayout(bytes);
      return scanStart !== -1 && lastIndexOf(bytes, [0xff, 0xd9], scanStart) !== -1;
    }
    case 'png':
      return lastIndexOf(bytes, [0x49, 0x45, 0x4e, 0x44], Math.max(8, bytes.length - 4096)) !== -1;
    case 'webp':
      return bytes.length >= 8 + le32(bytes, 4);
    case 'gif':
      return bytes.length > 13;
    default:
      return true;
  }
}
