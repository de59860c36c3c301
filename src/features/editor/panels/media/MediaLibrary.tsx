import { Suspense, useMemo } from 'react';
import { useAppSelector, useAppStore } from '../../../../app/hooks';
import { assetUseCounts } from '../../../../document/assets/assetRefs';
import type { RootState } from '../../../../app/store';
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

/** Pictures the undo history still holds: listed (unused now), so they can be deleted. */
function historyAssetIds(state: RootState): string[] {
  const editor = state.editor;
  if (!editor) return [];
  const ids = new Set<string>();
  // Every place a site shows a picture: its pages, its header and footer, its items.
  for (const document of [...editor.history.past, ...editor.history.future]) {
    for (const id of assetIdsOf(document)) ids.add(id);
  }
  return [...ids];
}

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
  const items = useMemo<MediaLibraryItem[]>(() => {
    if (!open) return [];
    const counts = assetUseCounts(document);
    const listed: MediaLibraryItem[] = [...counts].map(([id, count]) => ({ id, count }));
    for (const id of historyAssetIds(store.getState())) {
      if (!counts.has(id)) listed.push({ id, count: 0 });
    }
    return listed;
  }, [open, document, store]);

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
