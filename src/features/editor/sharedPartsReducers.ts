import type { PayloadAction } from '@reduxjs/toolkit';
import type { SharedPart } from '../../document/types';
import { fr } from '../../i18n/fr';
import {
  base,
  currentPage,
  keepViewValid,
  ownPage,
  recordPageStep,
  type EditorState,
} from './editorState';
import { recordStep } from './model/history';
import { deleteElements } from './model/selection';
import { keepOnPageOnly, moveSectionToShared } from './model/sharedParts';

const t = fr.editor.shared;

/**
 * The site's header and footer (document/sharedParts.ts), spread into `editorSlice`'s reducers:
 * a section moved into one of them, an element kept on the page shown only, the question before
 * a deletion empties one. Each change is one step.
 */
export const sharedPartsReducers = {
  /** « Mettre dans l'en-tête du site », « Mettre dans le pied de page du site ». */
  sectionMovedToShared(
    state: EditorState,
    action: PayloadAction<{ id: string; part: SharedPart }>,
  ) {
    const current = base(state);
    const { id, part } = action.payload;
    const result = moveSectionToShared(current.document, ownPage(current).id, id, part);
    if (!result.ok) {
      const why = result.why;
      const message = why === 'hasBand' ? t.refused[part] : t.refused[why];
      return { ...current, sharedMessage: message };
    }
    return { ...keepViewValid(recordStep(current, result.site)), sharedMessage: t.moved[part] };
  },

  /** « Garder sur cette page seulement ». */
  elementKeptOnPage(state: EditorState, action: PayloadAction<string>) {
    const current = base(state);
    const next = keepOnPageOnly(current.document, ownPage(current).id, action.payload);
    if (next === current.document) return;
    return { ...keepViewValid(recordStep(current, next)), sharedMessage: t.kept };
  },

  sharedMessageDismissed(state: EditorState) {
    state.sharedMessage = null;
  },

  /** A deletion that would empty the header or the footer waits for « Supprimer… » or not. */
  sharedDeleteAsked(
    state: EditorState,
    action: PayloadAction<{ ids: string[]; part: SharedPart } | null>,
  ) {
    state.sharedDeleteAsked = action.payload;
  },

  /** « Supprimer de toutes les pages »: the deletion asked, as one step. */
  sharedDeleteConfirmed(state: EditorState) {
    const current = base(state);
    const asked = current.sharedDeleteAsked;
    if (!asked) return;
    const next = deleteElements(currentPage(current), asked.ids);
    const done = recordPageStep({ ...current, sharedDeleteAsked: null }, next);
    return keepViewValid({ ...done, selectedId: null });
  },

  keptOwnNoticeClosed(state: EditorState) {
    state.keptOwn = null;
  },
};
