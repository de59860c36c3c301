import { Suspense, useMemo } from 'react';
import { useAppSelector, useAppStore } from '../../../../app/hooks';
import {
  MediaLibraryDialog,
  runUpload,
  type AssetRecord,
  type MediaLibraryItem,
} from '../../../media';
import {
  assetReplaced,
  elementUpdated,
  selectDocument,
  selectSelectedElement,
} from '../../editorSlice';
import { assetIdsOf } from '../../../../document/assets/assetRefs';
import { assetChanges } from './imageUpload';
import { projectPictures } from './projectPictures';

/**
 * The « Médiathèque » dialog wired to the editor: the project's pictures are those its document
 * uses (with their counts) and those its undo history still holds; « Utiliser » puts one in the
 * selected image, « Remplacer » switches every element showing one, each one undo step.
 */
export function MediaLibrary({ open, onClose }: { open: boolean; onClose: () => void }) {
  const store = useAppStore();
  const document = useAppSelector(selectDocument);
  const selected = useAppSelector(selectSelectedElement);
  const canUse = selected?.type === 'image';
  const items = useMemo<MediaLibraryItem[]>(
    // `document`: the list follows the site (a picture replaced, one more used).
    () => (open && document ? projectPictures(store.getState()) : []),
    [open, document, store],
  );

  const use = (asset: AssetRecord) => {
    const element = selectSelectedElement(store.getState());
    if (element?.type !== 'image') return;
    store.dispatch(elementUpdated({ id: element.id, changes: assetChanges(element, asset) }));
  };
  const replace = (id: string, file: File) => {
    void runUpload(file, assetIdsOf(selectDocument(store.getState())), (asset) => {
      store.dispatch(assetReplaced({ from: id, to: asset.id }));
    });
  };
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MediaLibraryDialog
        open={open}
        onClose={onClose}
        items={items}
        canUse={canUse}
        onUse={use}
        onReplace={replace}
      />
    </Suspense>
  );
}
