/**
 * Fonts in the app (docs/decisions.md, « Fonts »): loading them on demand into the editor, the
 * `srcdoc` documents' font addresses, the export's font files. The font picker is the editor's
 * (editor/panels/properties/FontSelect.tsx), in the panels that load on use. The registry
 * and the rules are the document's (src/document/fonts/).
 */
export { ensureFontFaces, fontAssetUrlNow, loadFontAssets, readFontFile } from './fontLoader';
export { useElementFont, useFontFaces, useSrcdocFontUrl } from './useFonts';
