/** Hand-made picture headers for the media tests: just the bytes the readers look at. */

const be16 = (n: number) => [(n >> 8) & 255, n & 255];
const be32 = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >> 8) & 255];
const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function pngHeader(width: number, height: number, { end = true } = {}): Uint8Array {
  const ihdr = [...be32(13), ...text('IHDR'), ...be32(width), ...be32(height), 8, 6, 0, 0, 0];
  const iend = end ? [...be32(0), ...text('IEND'), 0xae, 0x42, 0x60, 0x82] : [];
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...ihdr,
    0,
    0,
    0,
    0,
    ...iend,
  ]);
}

/** A JPEG: SOI, an APP1 (EXIF-like), SOF0 with the size, SOS, some data, then EOI (or not). */
export function jpegHeader(width: number, height: number, { end = true } = {}): Uint8Array {
  const app1Data = [...text('Exif'), 0, 0, 0xff, 0xd9, 1, 2, 3, 4];
  const app1 = [0xff, 0xe1, ...be16(app1Data.length + 2), ...app1Data];
  const sof = [
    0xff,
    0xc0,
    ...be16(17),
    8,
    ...be16(height),
    ...be16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  const sos = [0xff, 0xda, ...be16(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0];
  return new Uint8Array([
    0xff,
    0xd8,
    ...app1,
    ...sof,
    ...sos,
    1,
    2,
    3,
    4,
    5,
    ...(end ? [0xff, 0xd9] : []),
  ]);
}

export function gifHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([...text('GIF89a'), ...le16(width), ...le16(height), 0, 0, 0, 0x3b]);
}

function riff(chunk: number[]): Uint8Array {
  return new Uint8Array([...text('RIFF'), ...le32(chunk.length + 4), ...text('WEBP'), ...chunk]);
}

export function webpVp8x(width: number, height: number): Uint8Array {
  return riff([...text('VP8X'), ...le32(10), 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
}

export function webpVp8(width: number, height: number): Uint8Array {
  return riff([
    ...text('VP8 '),
    ...le32(10),
    0,
    0,
    0,
    0x9d,
    0x01,
    0x2a,
    ...le16(width),
    ...le16(height),
  ]);
}

export function webpVp8l(width: number, height: number): Uint8Array {
  const w = width - 1;
  const h = height - 1;
  const bits = [w & 255, ((w >> 8) & 0x3f) | ((h & 3) << 6), (h >> 2) & 255, (h >> 10) & 0x0f];
  return riff([...text('VP8L'), ...le32(5), 0x2f, ...bits]);
}

function box(type: string, content: number[]): number[] {
  return [...be32(content.length + 8), ...text(type), ...content];
}

export function avifHeader(width: number, height: number): Uint8Array {
  const ftyp = box('ftyp', [...text('avif'), 0, 0, 0, 0, ...text('mif1'), ...text('miaf')]);
  const ispe = box('ispe', [0, 0, 0, 0, ...be32(width), ...be32(height)]);
  const small = box('ispe', [0, 0, 0, 0, ...be32(8), ...be32(8)]);
  const meta = box('meta', [
    0,
    0,
    0,
    0,
    ...box('hdlr', [0, 0, 0, 0]),
    ...box('iprp', box('ipco', [...small, ...ispe])),
  ]);
  return new Uint8Array([...ftyp, ...meta]);
}

export const executable = (): Uint8Array =>
  new Uint8Array([0x7f, ...text('ELF'), 2, 1, 1, 0, ...new Array(56).fill(0)]);
