import type { PayloadAction } from '@reduxjs/toolkit';
import { base, type EditorState } from './editorState';
import { replaceAsset } from './model/assets';
import { recordStep } from './model/history';

/**
 * The Médiathèque's change of the document, spread into `editorSlice`'s reducers (putting a
 * picture in one image is `elementUpdated` with `assetId`).
 */
export const mediaReducers = {
  /** « Remplacer »: every element showing `from` shows `to`, on every page, in one step. */
  assetReplaced(state: EditorState, action: PayloadAction<{ from: string; to: string }>) {
    const current = base(state);
    const next = replaceAsset(current.document, action.payload.from, action.payload.to);
    if (next === current.document) return;
    return recordStep(current, next);
  },
};
