/**
 * The bounds of pictures of one's own (docs/decisions.md, « Pictures »): what an upload may be, what
 * Toile keeps of it. Bytes are binary (1 Mo = 1,048,576 bytes), as numberFormat's `formatBytes`
 * shows them.
 */
export const ASSET_LIMITS = {
  /** One file as chosen, dropped or pasted. */
  fileBytes: 25 * 1024 * 1024,
  /** Width × height read from the file's header, before anything decodes it (bombs). */
  pixels: 40_000_000,
  /** The pictures one project uses, as stored (the picture and its phone variant). */
  projectBytes: 300 * 1024 * 1024,
  /** The long side of the stored picture. */
  longSide: 2304,
  /** The long side of the smaller variant kept for phones (the export's `srcset`). */
  phoneLongSide: 768,
  /** WebP's quality for the stored pictures. */
  webpQuality: 0.82,
} as const;

/** An asset id as the document holds it (properties.assetId): a sha-256 as base64url fits. */
export const ASSET_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export const isAssetId = (value: unknown): value is string =>
  typeof value === 'string' && ASSET_ID_PATTERN.test(value);
