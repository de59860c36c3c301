/**
 * The picture pipeline, off the main thread (docs/decisions.md, « Pictures »): the file's format
 * from its signature, its size from its header (refused above the pixel limit before anything
 * decodes it), whether it is whole; then decoded with its orientation applied
 * (createImageBitmap), drawn at most 2,304 px on its long side on an OffscreenCanvas and
 * re-encoded as WebP, or PNG where smaller (a flat or see-through picture). Re-encoding keeps
 * pixels only: EXIF, GPS and every other metadata are gone. A ~768 px variant is made for phones.
 */
import { contentHash } from '../../document/assets/contentHash';
import {
  IMAGE_TYPES,
  isImageComplete,
  readImageDimensions,
  sniffImageFormat,
  type Dimensions,
} from '../../document/assets/imageHeader';
import { colourSummary, fitLongSide, mayPreferPng } from '../../document/assets/imageSize';
import type { UploadProblem, WorkerRequest, WorkerResponse } from './workerProtocol';

/** The worker's global scope (the project's TypeScript library is the DOM's, not the worker's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
};

class Refused extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

function draw(source: CanvasImageSource, size: Dimensions): OffscreenCanvas {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Refused('unsupported');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas;
}

/** Whether PNG is worth trying: a nearest-neighbour sample of 64 × 64 pixels at most. */
function prefersPng(bitmap: ImageBitmap): boolean {
  const size = fitLongSide({ width: bitmap.width, height: bitmap.height }, 64);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return false;
  context.imageSmoothingEnabled = false;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return mayPreferPng(colourSummary(context.getImageData(0, 0, size.width, size.height).data));
}

/** WebP at `quality`, or PNG when `tryPng` and it is smaller. */
async function encode(canvas: OffscreenCanvas, quality: number, tryPng: boolean): Promise<Blob> {
  const webp = await canvas.convertToBlob({ type: 'image/webp', quality });
  // A browser without a WebP encoder gives PNG instead.
  if (!tryPng || webp.type !== 'image/webp') return webp;
  const png = await canvas.convertToBlob({ type: 'image/png' });
  return png.size < webp.size ? png : webp;
}

async function process(request: WorkerRequest): Promise<WorkerResponse> {
  const { file, options } = request;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffImageFormat(bytes);
  if (!format) throw new Refused('notImage');
  if (format === 'svg') {
    const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
    return { id: request.id, ok: true, result: { kind: 'svg', text } };
  }
  const header = readImageDimensions(bytes, format);
  if (!header) throw new Refused('damaged');
  if (header.width * header.height > options.maxPixels) throw new Refused('tooManyPixels');
  if (!isImageComplete(bytes, format)) throw new Refused('damaged');
  if (typeof OffscreenCanvas === 'undefined') throw new Refused('unsupported');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes], { type: IMAGE_TYPES[format] }), {
      imageOrientation: 'from-image',
    });
  } catch {
    throw new Refused('damaged');
  }
  try {
    // The decoded picture, in case the header lied.
    if (bitmap.width * bitmap.height > options.maxPixels) throw new Refused('tooManyPixels');
    const size = fitLongSide({ width: bitmap.width, height: bitmap.height }, options.longSide);
    const tryPng = format !== 'jpeg' && prefersPng(bitmap);
    const canvas = draw(bitmap, size);
    const main = await encode(canvas, options.webpQuality, tryPng);
    let phone: { bytes: Blob; width: number; height: number } | undefined;
    const phoneSize = fitLongSide(size, options.phoneLongSide);
    if (phoneSize.width < size.width) {
      const small = await encode(draw(canvas, phoneSize), options.webpQuality, tryPng);
      phone = { bytes: small, ...phoneSize };
    }
    const hash = await contentHash(await main.arrayBuffer());
    return {
      id: request.id,
      ok: true,
      result: {
        kind: 'raster',
        bytes: main,
        type: main.type,
        width: size.width,
        height: size.height,
        phone,
        hash,
        source: format,
      },
    };
  } finally {
    bitmap.close();
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  process(request).then(
    (response) => scope.postMessage(response),
    (error: unknown) => {
      const problem = error instanceof Refused ? error.problem : 'damaged';
      scope.postMessage({ id: request.id, ok: false, problem });
    },
  );
};
