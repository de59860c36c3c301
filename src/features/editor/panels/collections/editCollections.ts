import type { AppDispatch, RootState } from '../../../../app/store';
import type { SiteDocument } from '../../../../document/types';
import type { CollectionEdit } from '../../collectionReducers';
import { collectionsEdited, selectDocument } from '../../editorSlice';

/**
 * « Collections »' changes: `change` (one of document/collections/edits.ts) made to the site as
 * it is now, recorded as one step. True when it changed something (a refused change does not).
 */
export const editCollections =
  (edit: CollectionEdit, change: (site: SiteDocument) => SiteDocument) =>
  (dispatch: AppDispatch, getState: () => RootState): boolean => {
    const from = selectDocument(getState());
    const to = change(from);
    if (to === from) return false;
    dispatch(collectionsEdited({ edit, from, to }));
    return true;
  };
