import { lazy } from 'react';

/**
 * Pictures of one's own (docs/decisions.md, « Pictures »): the upload pipeline (its worker and
 * DOMPurify load on first use), the media store (« toile-media »), the canvas's and preview's
 * picture addresses, the « Médiathèque ». The editor, the export and the projects use it through
 * this entry only.
 */
export { getAsset, getMediaStore, setMediaStore } from './mediaStore';
export type { AssetRecord, MediaStore, StoredAsset } from './mediaStore';
export { assetSizeOf, useAssetUrl, useAssetUrls } from './assetUrls';
export { useAssetDataUrls } from './assetDataUrls';
export { pictureFiles, runUpload } from './uploadStatus';
export type { UploadedAsset } from './uploadImage';
export { UploadStatusNotice } from './UploadStatusNotice';
export type { MediaLibraryDialogProps, MediaLibraryItem } from './MediaLibraryDialog';

/** The « Médiathèque », loaded when first opened. */
export const MediaLibraryDialog = lazy(() => import('./MediaLibraryDialog'));

/** The upload's SVG check and sanitizer (DOMPurify), loaded on first use: for carried pictures. */
export const sanitizeSvg = async (text: string) =>
  (await import('./svgSanitize')).sanitizeSvg(text);
