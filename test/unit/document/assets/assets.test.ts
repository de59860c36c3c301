import { webcrypto } from 'node:crypto';
import {
  ASSET_ID_PATTERN,
  ASSET_LIMITS,
  isAssetId,
} from '../../../../src/document/assets/assetLimits';
import { contentHash, toBase64Url } from '../../../../src/document/assets/contentHash';
import {
  isImageComplete,
  readImageDimensions,
  sniffImageFormat,
} from '../../../../src/document/assets/imageHeader';
import {
  colourSummary,
  fitLongSide,
  mayPreferPng,
  newImageBox,
} from '../../../../src/document/assets/imageSize';
import { checkSvg } from '../../../../src/document/assets/svgCheck';
import {
  avifHeader,
  executable,
  gifHeader,
  jpegHeader,
  pngHeader,
  webpVp8,
  webpVp8l,
  webpVp8x,
} from '../../features/media/mediaHeaders';

const svgBytes = (text: string) => new TextEncoder().encode(text);

describe('document/assets: what a file is, from its first bytes', () => {
  it('tells each format by its signature, never by its name', () => {
    expect(sniffImageFormat(pngHeader(10, 10))).toBe('png');
    expect(sniffImageFormat(jpegHeader(10, 10))).toBe('jpeg');
    expect(sniffImageFormat(gifHeader(10, 10))).toBe('gif');
    expect(sniffImageFormat(webpVp8x(10, 10))).toBe('webp');
    expect(sniffImageFormat(avifHeader(10, 10))).toBe('avif');
    expect(
      sniffImageFormat(
        svgBytes('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ),
    ).toBe('svg');
    expect(sniffImageFormat(svgBytes('\uFEFF<svg width="4"></svg>'))).toBe('svg');
  });

  it('refuses an executable renamed .png, a text, an HTML page and an empty file', () => {
    expect(sniffImageFormat(executable())).toBeNull();
    expect(
      sniffImageFormat(svgBytes('MZ\u0090\u0000 This program cannot be run in DOS mode')),
    ).toBeNull();
    expect(sniffImageFormat(svgBytes('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(sniffImageFormat(svgBytes('Bonjour'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });

  it('reads the width and height of every format from its header', () => {
    expect(readImageDimensions(pngHeader(20000, 20000), 'png')).toEqual({
      width: 20000,
      height: 20000,
    });
    expect(readImageDimensions(jpegHeader(4000, 3000), 'jpeg')).toEqual({
      width: 4000,
      height: 3000,
    });
    expect(readImageDimensions(gifHeader(640, 480), 'gif')).toEqual({ width: 640, height: 480 });
    expect(readImageDimensions(webpVp8x(16383, 9000), 'webp')).toEqual({
      width: 16383,
      height: 9000,
    });
    expect(readImageDimensions(webpVp8(1600, 1200), 'webp')).toEqual({ width: 1600, height: 1200 });
    expect(readImageDimensions(webpVp8l(1234, 5678), 'webp')).toEqual({
      width: 1234,
      height: 5678,
    });
    expect(readImageDimensions(avifHeader(9000, 7000), 'avif')).toEqual({
      width: 9000,
      height: 7000,
    });
  });

  it('has no size for a header cut before it, or a size of zero', () => {
    expect(readImageDimensions(pngHeader(10, 10).subarray(0, 18), 'png')).toBeNull();
    expect(readImageDimensions(pngHeader(0, 10), 'png')).toBeNull();
    expect(readImageDimensions(jpegHeader(10, 10).subarray(0, 20), 'jpeg')).toBeNull();
    expect(readImageDimensions(avifHeader(10, 10).subarray(0, 30), 'avif')).toBeNull();
  });

  it('knows a truncated JPEG or PNG (the EOI inside the EXIF part does not count)', () => {
    expect(isImageComplete(jpegHeader(10, 10), 'jpeg')).toBe(true);
    expect(isImageComplete(jpegHeader(10, 10, { end: false }), 'jpeg')).toBe(false);
    expect(isImageComplete(pngHeader(10, 10), 'png')).toBe(true);
    expect(isImageComplete(pngHeader(10, 10, { end: false }), 'png')).toBe(false);
    const webp = webpVp8x(10, 10);
    expect(isImageComplete(webp, 'webp')).toBe(true);
    expect(isImageComplete(webp.subarray(0, webp.length - 2), 'webp')).toBe(false);
  });

  it('a 20,000 × 20,000 PNG is over the 40 megapixels, a 4,000 × 3,000 photo under', () => {
    const area = (d: { width: number; height: number } | null) => d!.width * d!.height;
    expect(area(readImageDimensions(pngHeader(20000, 20000), 'png'))).toBeGreaterThan(
      ASSET_LIMITS.pixels,
    );
    expect(area(readImageDimensions(jpegHeader(4000, 3000), 'jpeg'))).toBeLessThanOrEqual(
      ASSET_LIMITS.pixels,
    );
  });
});

describe('document/assets: sizes', () => {
  it('scales the long side down to 2,304 px, never up, keeping the ratio', () => {
    expect(fitLongSide({ width: 4000, height: 3000 }, 2304)).toEqual({ width: 2304, height: 1728 });
    expect(fitLongSide({ width: 3000, height: 4000 }, 768)).toEqual({ width: 576, height: 768 });
    expect(fitLongSide({ width: 800, height: 600 }, 2304)).toEqual({ width: 800, height: 600 });
    expect(fitLongSide({ width: 100000, height: 1 }, 2304)).toEqual({ width: 2304, height: 1 });
  });

  it('gives a new image the picture ratio, at most 480 px and the room left on the canvas', () => {
    expect(newImageBox({ width: 4000, height: 3000 }, 100, 1152)).toEqual({
      width: 480,
      height: 360,
    });
    expect(newImageBox({ width: 300, height: 600 }, 100, 1152)).toEqual({
      width: 240,
      height: 480,
    });
    expect(newImageBox({ width: 200, height: 100 }, 0, 1152)).toEqual({ width: 200, height: 100 });
    expect(newImageBox({ width: 4000, height: 3000 }, 1000, 1152)).toEqual({
      width: 152,
      height: 114,
    });
    expect(newImageBox({ width: 5000, height: 10 }, 0, 1152).height).toBe(20);
  });

  it('counts colours and transparency to decide whether PNG is worth trying', () => {
    const flat = new Uint8ClampedArray(64 * 4).map((_, i) =>
      i % 4 === 3 ? 255 : i % 8 < 4 ? 0 : 200,
    );
    expect(colourSummary(flat)).toEqual({ colours: 2, transparent: false });
    expect(mayPreferPng(colourSummary(flat))).toBe(true);
    let seed = 1;
    const random = () => (seed = (seed * 48271) % 2147483647) % 256;
    const photo = new Uint8ClampedArray(1000 * 4).map((_, i) => (i % 4 === 3 ? 255 : random()));
    expect(mayPreferPng(colourSummary(photo))).toBe(false);
    const clear = photo.slice();
    clear[3] = 10;
    expect(colourSummary(clear).transparent).toBe(true);
    expect(mayPreferPng(colourSummary(clear))).toBe(true);
  });
});

describe('document/assets: ids', () => {
  beforeAll(() => {
    if (!globalThis.crypto?.subtle) {
      Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    }
  });

  it('names a picture by the sha-256 of its bytes, as a 43-character base64url id', async () => {
    const a = await contentHash(new TextEncoder().encode('abc'));
    expect(a).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(a).toMatch(ASSET_ID_PATTERN);
    expect(await contentHash(new TextEncoder().encode('abd'))).not.toBe(a);
    expect(toBase64Url(new Uint8Array([251, 255]))).toBe('-_8');
  });

  it('accepts ids as the document schema does', () => {
    expect(isAssetId('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0')).toBe(true);
    expect(isAssetId('../etc/passwd')).toBe(false);
    expect(isAssetId('')).toBe(false);
    expect(isAssetId('a'.repeat(129))).toBe(false);
    expect(isAssetId(42)).toBe(false);
  });
});

describe('document/assets: SVG', () => {
  const svg = (body: string, attributes = 'width="120" height="80"') =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`;

  it('accepts a clean drawing and reads its size', () => {
    const check = checkSvg(
      svg(
        '<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/>',
      ),
    );
    expect(check).toEqual({ problem: null, dimensions: { width: 120, height: 80 } });
    expect(checkSvg(svg('', 'viewBox="0 0 300 100"')).dimensions).toEqual({
      width: 300,
      height: 100,
    });
    expect(checkSvg(svg('', 'width="50" viewBox="0 0 300 100"')).dimensions).toEqual({
      width: 50,
      height: 17,
    });
    expect(checkSvg(svg('', 'width="100%"')).dimensions).toEqual({ width: 300, height: 150 });
  });

  it('refuses a script, an onload, an external href and other ways out', () => {
    expect(checkSvg(svg('<script>alert(1)</script>')).problem).toBe('script');
    expect(checkSvg(svg('<foreignObject><div/></foreignObject>')).problem).toBe('script');
    expect(checkSvg(svg('<a href="javascript:alert(1)"><rect/></a>')).problem).toBe('script');
    expect(checkSvg(svg('<rect/>', 'onload="alert(1)"')).problem).toBe('handler');
    expect(checkSvg(svg('<image href="https://tracker.example/p.png"/>')).problem).toBe('external');
    expect(checkSvg(svg('<image xlink:href="//tracker.example/p.png"/>')).problem).toBe('external');
    expect(checkSvg(svg('<style>@import url(https://x.example/a.css);</style>')).problem).toBe(
      'external',
    );
    expect(checkSvg(svg('<rect style="fill: url(https://x.example/a.svg#p)"/>')).problem).toBe(
      'external',
    );
    expect(checkSvg(svg('<image href="data:image/png;base64,iVBORw0KGgo="/>')).problem).toBeNull();
  });

  it('refuses entities and what does not parse as SVG', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>';
    expect(checkSvg(bomb).problem).toBe('external');
    expect(checkSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>').problem).toBe(
      'damaged',
    );
    expect(checkSvg('<html xmlns="http://www.w3.org/1999/xhtml"/>').problem).toBe('damaged');
  });
});
