import type { RootState } from '../../../../app/store';
import { assetIdsOf, assetUseCounts } from '../../../../document/assets/assetRefs';
import type { MediaLibraryItem } from '../../../media';

/**
 * The project's pictures as the Médiathèque lists them: those its site shows, with how many places
 * show each (pages, header and footer, items), then those its undo history still holds and
 * `extra` (an item's form's pictures not saved yet), unused now, so they can be used or deleted.
 */
export function projectPictures(
  state: RootState,
  extra: readonly string[] = [],
): MediaLibraryItem[] {
  const editor = state.editor;
  if (!editor) return [];
  const counts = assetUseCounts(editor.document);
  const listed: MediaLibraryItem[] = [...counts].map(([id, count]) => ({ id, count }));
  const unused = new Set<string>(extra);
  for (const document of [...editor.history.past, ...editor.history.future]) {
    for (const id of assetIdsOf(document)) unused.add(id);
  }
  for (const id of unused) if (!counts.has(id)) listed.push({ id, count: 0 });
  return listed;
}
