import type { PayloadAction } from '@reduxjs/toolkit';
import type { PageSeo } from '../../document/types';
import { base, type EditorState } from './editorState';
import { recordStep } from './model/history';
import { changePageSeo, changeSiteSettings, type SiteSettingsChange } from './model/settings';

/**
 * « Paramètres de la page » and « Paramètres du site », spread into `editorSlice`'s reducers.
 * A dialog's « Enregistrer » is one step; a change that changes nothing, or that a rule refuses
 * (model/settings.ts), records nothing and leaves the site as it was.
 */
export const settingsReducers = {
  /** The page's title, description, sharing picture and « Ne pas indexer ». */
  pageSeoChanged(
    state: EditorState,
    action: PayloadAction<{ pageId: string; seo: Partial<PageSeo> }>,
  ) {
    const current = base(state);
    const { pageId, seo } = action.payload;
    const next = changePageSeo(current.document, pageId, seo);
    if (next === current.document) return;
    return recordStep(current, next);
  },

  /** The site's name, public address and favicon ('' removes the address, the favicon). */
  siteSettingsChanged(state: EditorState, action: PayloadAction<SiteSettingsChange>) {
    const current = base(state);
    const next = changeSiteSettings(current.document, action.payload);
    if (next === current.document) return;
    return recordStep(current, next);
  },
};
