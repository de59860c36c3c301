/**
 * The export's public entry: what other features (projects) may use. Nothing else of
 * `features/export/` is imported from outside it (eslint.config.js).
 */
export { ExportButton } from './components/ExportButton';
export { PreviewButton } from './components/PreviewButton';
export { usePreviewAction } from './usePreviewAction';
