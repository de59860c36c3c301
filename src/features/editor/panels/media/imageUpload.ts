import type { AppDispatch, RootState } from '../../../../app/store';
import { assetIdsOf } from '../../../../document/assets/assetRefs';
import { newImageBox } from '../../../../document/assets/imageSize';
import { defaultStyles } from '../../../../document/createElement';
import { CANVAS_WIDTH, type EditorElement } from '../../../../document/types';
import { runUpload, type UploadedAsset } from '../../../media';
import {
  elementsInserted,
  elementUpdated,
  selectDocument,
  selectElementById,
} from '../../editorSlice';
import { keepOnCanvas } from '../../model/move';
import type { Point } from '../../model/rect';

interface Store {
  dispatch: AppDispatch;
  getState: () => RootState;
}

const projectAssetIds = (store: Store) => assetIdsOf(selectDocument(store.getState()));

/** The changes that put `asset` in an image: its id, and its default alt if the image has none. */
export function assetChanges(element: EditorElement | undefined, asset: UploadedAsset) {
  const alt = asset.alt && element?.properties.alt === undefined ? { alt: asset.alt } : {};
  return { assetId: asset.id, ...alt };
}

/** « Importer une image » in an image's panel: the picture goes into that image (one step). */
export function uploadIntoImage(store: Store, elementId: string, file: File) {
  return runUpload(file, projectAssetIds(store), (asset) => {
    const element = selectElementById(store.getState(), elementId);
    if (!element) return;
    store.dispatch(elementUpdated({ id: elementId, changes: assetChanges(element, asset) }));
  });
}

/** A new image element showing `asset`, its top-left corner at `position`, at the picture's ratio. */
export function imageElementFor(asset: UploadedAsset, position: Point): Omit<EditorElement, 'id'> {
  const size = newImageBox(asset, position.x, CANVAS_WIDTH);
  return {
    type: 'image',
    content: '',
    styles: { ...defaultStyles('image', keepOnCanvas(position, size, CANVAS_WIDTH)), size },
    properties: { assetId: asset.id, ...(asset.alt ? { alt: asset.alt } : {}) },
  };
}

/** A dropped or pasted picture: a new image element at `position` (one step, selected). */
export function uploadAsNewImage(store: Store, file: File, position: Point) {
  return runUpload(file, projectAssetIds(store), (asset) => {
    store.dispatch(elementsInserted([imageElementFor(asset, position)]));
  });
}
