import type { RootState } from '../../../../app/store';
import { assetIdsOf, assetUseCounts } from '../../../../document/assets/assetRefs';
import type { MediaLibraryItem } from '../../../media';

/**
 * The project's pictures as the Médiathèque lists them: those its site shows, with how many places
 * show each (pages, header and footer, items); `extra`, an item's form's pictures not saved yet,
 * as used once (none can be deleted from under the form); then those its undo history still
 * holds, unused now, so they can be used again or deleted.
 */
export function projectPictures(
  state: RootState,
  extra: readonly string[] = [],
): MediaLibraryItem[] {
  const editor = state.editor;
  if (!editor) return [];
  const counts = assetUseCounts(editor.document);
  const listed: MediaLibraryItem[] = [...counts].map(([id, count]) => ({ id, count }));
  const shown = new Set(counts.keys());
  for (const id of extra) {
    if (!shown.has(id)) listed.push({ id, count: 1 });
    shown.add(id);
  }
  for (const document of [...editor.history.past, ...editor.history.future]) {
    for (const id of assetIdsOf(document)) {
      if (!shown.has(id)) listed.push({ id, count: 0 });
      shown.add(id);
    }
  }
  return listed;
}
