import type { PayloadAction } from '@reduxjs/toolkit';
import type { PageSeo, SharedPart } from '../../document/types';
import { setPageShowsParts } from './model/sharedParts';
import { base, type EditorState } from './editorState';
import { recordStep } from './model/history';
import { changePageSeo, changeSiteSettings, type SiteSettingsChange } from './model/settings';

/**
 * « Paramètres de la page » and « Paramètres du site », spread into `editorSlice`'s reducers.
 * A dialog's « Enregistrer » is one step; a change that changes nothing, or that a rule refuses
 * (model/settings.ts), records nothing and leaves the site as it was.
 */
export const settingsReducers = {
  /**
   * The page's title, description, sharing picture and « Ne pas indexer », and whether it shows
   * the site's header and footer (« Afficher l'en-tête du site »…).
   */
  pageSeoChanged(
    state: EditorState,
    action: PayloadAction<{
      pageId: string;
      seo: Partial<PageSeo>;
      shows?: Partial<Record<SharedPart, boolean>>;
    }>,
  ) {
    const current = base(state);
    const { pageId, seo, shows } = action.payload;
    const withSeo = changePageSeo(current.document, pageId, seo);
    const next = shows ? setPageShowsParts(withSeo, pageId, shows) : withSeo;
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
