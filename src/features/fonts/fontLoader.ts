import {
  findFont,
  FONT_SUBSETS,
  faceKey,
  fontFileName,
  metricOverrides,
  subsetRange,
  type FontFaceKey,
} from '../../document/fonts/fonts';
import type { FontFileEntry } from '../../document/fonts/fontFiles';

/**
 * The editor's fonts, on demand (docs/decisions.md, « Fonts »): nothing at start-up; a face is
 * added to the document (FontFace API) the first time a canvas element or a picker shows it, from
 * the app's own assets (fontAssets.ts, loaded once by `import()`), and the browser downloads a
 * subset's file only when text needs it (`unicode-range`). The preview's and the miniatures'
 * `srcdoc` documents get the same files' URLs in their `@font-face` rules (`fontAssetUrl`), the
 * export fetches them (`readFontFile`). Nothing ever leaves the app's origin.
 */

type FontAssets = typeof import('./fontAssets');

let assets: Promise<FontAssets> | null = null;
let loaded: FontAssets | null = null;

/** The font assets' module, imported once. */
export function loadFontAssets(): Promise<FontAssets> {
  assets ??= import('./fontAssets').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed chunk (offline, a new deploy) may load on a later try.
      assets = null;
      throw error;
    },
  );
  return assets;
}

/**
 * A font file's address in a `srcdoc` document (the preview, a miniature: the renderer's
 * `fontUrl`), once the assets are loaded; undefined before.
 */
export function fontAssetUrlNow(): ((file: string) => string) | undefined {
  const module = loaded;
  if (!module) return undefined;
  // A file the app does not have cannot be: the renderer asks only for the registry's files.
  return (file) => module.fontFileUrl(file) ?? `fonts/${file}`;
}

/** The faces already added to the document (their keys), so each is added once. */
const added = new Set<string>();

/**
 * Adds `faces` to the editor's document, each once, and starts loading their latin files (the
 * letters of nearly every French text); latin-ext loads when a text needs it. A face that fails to
 * load leaves its text in the fallback font. Does nothing where there is no FontFace API.
 */
export async function ensureFontFaces(faces: readonly FontFaceKey[]): Promise<void> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) {
    return;
  }
  const missing = faces.filter((face) => !added.has(faceKey(face)) && findFont(face.fontId));
  if (missing.length === 0) return;
  for (const face of missing) added.add(faceKey(face));
  let module: FontAssets;
  try {
    module = await loadFontAssets();
  } catch {
    for (const face of missing) added.delete(faceKey(face));
    return;
  }
  for (const face of missing) {
    const font = findFont(face.fontId)!;
    const metrics = metricOverrides(font);
    for (const subset of FONT_SUBSETS) {
      const url = module.fontFileUrl(fontFileName(face, subset));
      if (!url) continue;
      const fontFace = new FontFace(font.family, `url("${url}") format("woff2")`, {
        weight: String(face.weight),
        style: face.style,
        unicodeRange: subsetRange(font, subset),
        display: 'swap',
        // The export's rules say the same (fontCss.ts): the canvas and the page agree.
        ...(metrics && {
          ascentOverride: metrics.ascent,
          descentOverride: metrics.descent,
          lineGapOverride: metrics.lineGap,
        }),
      });
      document.fonts.add(fontFace);
      if (subset === 'latin') fontFace.load().catch(() => undefined);
    }
  }
}

/**
 * The bytes of one of the export's font files, from the app's own assets: a woff2 file fetched
 * (same origin), a licence's text.
 */
export async function readFontFile(file: FontFileEntry): Promise<Uint8Array> {
  const module = await loadFontAssets();
  if (file.kind === 'fontLicence') {
    const text = await module.fontLicenceText(file.fontId);
    if (text === undefined) throw new Error(`no licence for ${file.fontId}`);
    return new TextEncoder().encode(text);
  }
  const url = module.fontFileUrl(file.source.slice(file.source.lastIndexOf('/') + 1));
  if (!url) throw new Error(`no asset for ${file.name}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${file.name}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
