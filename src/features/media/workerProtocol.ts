import type { ImageFormat } from '../../document/assets/imageHeader';

/** Why a file is refused; each has its French message (fr.editor.media.errors). */
export type UploadProblem =
  | 'notImage'
  | 'tooBig'
  | 'tooManyPixels'
  | 'damaged'
  | 'svgScript'
  | 'svgHandler'
  | 'svgExternal'
  | 'quota'
  | 'projectFull'
  | 'unavailable'
  | 'unsupported';

export interface WorkerRequest {
  id: number;
  file: Blob;
  options: { longSide: number; phoneLongSide: number; webpQuality: number; maxPixels: number };
}

/** A raster picture decoded, oriented, resized and re-encoded (no metadata survives). */
export interface ProcessedRaster {
  kind: 'raster';
  bytes: Blob;
  type: string;
  width: number;
  height: number;
  phone?: { bytes: Blob; width: number; height: number };
  /** The sha-256 of `bytes`, base64url: the asset id. */
  hash: string;
  /** The format of the file as given. */
  source: ImageFormat;
}

/** An SVG's text, for the main thread to check and sanitize (DOMPurify needs a DOM). */
export interface SvgText {
  kind: 'svg';
  text: string;
}

export type WorkerResponse =
  | { id: number; ok: true; result: ProcessedRaster | SvgText }
  | { id: number; ok: false; problem: UploadProblem };
