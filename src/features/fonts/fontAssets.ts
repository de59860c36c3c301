/**
 * The font files as the app's own assets (docs/decisions.md, « Fonts »): every woff2 file Toile
 * may use (13 fonts, latin and latin-ext, weights 300, 400 and 700, upright and italic) as a URL of
 * the build, and each font's licence text. Imported only through `import()` (fontLoader.ts): the
 * start-up bundle holds none of it, and no font is downloaded until a page or a picker shows it.
 * Jest has no `import.meta`: tests mock this module.
 */

const PACKAGES = '/node_modules/@fontsource/';

/** `/node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2` → its URL in the build. */
const FILES = import.meta.glob<string>(
  '/node_modules/@fontsource/*/files/*-{latin,latin-ext}-{300,400,700}-{normal,italic}.woff2',
  // `no-inline`: a file always, never a data: URL (the app's CSP allows fonts from itself only).
  { eager: true, query: '?url&no-inline', import: 'default', exhaustive: true },
);

/** `inter/LICENSE` → its text, loaded when an export needs it. */
const LICENCES = import.meta.glob<string>('/node_modules/@fontsource/*/LICENSE', {
  query: '?raw',
  import: 'default',
  exhaustive: true,
});

/** File names are unique across the packages (they start with the font's id). */
const FILE_URLS = new Map(
  Object.entries(FILES).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);
const LICENCE_TEXTS = new Map(
  Object.entries(LICENCES).map(([path, load]) => [path.slice(PACKAGES.length), load]),
);

/** The app's URL of a font file (`inter-latin-400-normal.woff2`), if Toile has it. */
export function fontFileUrl(file: string): string | undefined {
  return FILE_URLS.get(file);
}

/** The licence text of a font's package, or undefined for an unknown font. */
export async function fontLicenceText(fontId: string): Promise<string | undefined> {
  return LICENCE_TEXTS.get(`${fontId}/LICENSE`)?.();
}
