import type { PayloadAction } from '@reduxjs/toolkit';
import { CANVAS_WIDTH } from '../../document/types';
import { base, currentPage, keepViewValid, recordPageStep, type EditorState } from './editorState';
import type { Alignment, Axis } from './model/align';
import type { Point, Rect } from './model/rect';
import {
  alignElements,
  deleteElements,
  distributeElements,
  moveElementsBy,
  reorderElements,
  resizeElements,
  setFlag,
} from './model/selection';
import type { ElementChanges } from './model/elementChanges';
import { updateElement } from './model/updateElement';
import type { ZOrderCommand } from './model/zOrder';
import { groupElements, membersOf, ungroupElements } from './model/group';
import { makeElementId } from '../../document/makeElementId';
import { freezeNew } from './model/freezeNew';

/**
 * Multiple selection, spread into `editorSlice`'s reducers: choosing what is selected (view
 * state, no history step) and acting on all of it at once (each action ONE history step).
 */

/**
 * The mode back to idle after a drop: a field keeps the focus while a handle is dragged (the
 * handle's press takes none), and its `editing` ends with the drop, as it always has. (A drag
 * itself is recorded by the gesture slice, gestures/gestureSlice.ts, not by the mode.)
 */
const idle = (state: EditorState): EditorState =>
  state.mode === 'idle' ? state : { ...state, mode: 'idle' };

/** The page's ids among `ids`, each once, in the order given. */
function onPage(state: EditorState, ids: readonly string[]): string[] {
  const present = new Set(currentPage(state).elements.map((e) => e.id));
  return [...new Set(ids)].filter((id) => present.has(id));
}

function select(state: EditorState, ids: string[]): EditorState {
  return { ...state, selection: ids, selectedId: ids.length ? ids[ids.length - 1] : null };
}

export const selectionReducers = {
  /** Shift or Ctrl + click: the element joins the selection, or leaves it. */
  selectionToggled(state: EditorState, action: PayloadAction<string>) {
    const current = base(state);
    const id = action.payload;
    if (!onPage(current, [id]).length) return;
    const { selection } = current;
    return select(
      current,
      selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id],
    );
  },

  /**
   * The selection rectangle, Ctrl+A, a layer's Shift + click: these elements selected (added to
   * the selection when `add`).
   */
  selectionSet(state: EditorState, action: PayloadAction<{ ids: string[]; add?: boolean }>) {
    const current = base(state);
    const { ids, add } = action.payload;
    const chosen = onPage(current, add ? [...current.selection, ...ids] : ids);
    return select(current, chosen);
  },

  /** The selection dragged or nudged by `delta`; nudges carry a `mergeKey` (one step a burst). */
  elementsMoved: {
    reducer(
      state: EditorState,
      action: PayloadAction<{ ids: string[]; delta: Point; mergeKey?: string; at: number }>,
    ) {
      const { ids, delta, mergeKey, at } = action.payload;
      const current = base(state);
      const next = moveElementsBy(currentPage(current), ids, delta, CANVAS_WIDTH);
      const merge = mergeKey === undefined ? undefined : { key: mergeKey, at };
      // Handed over frozen: 500 moved elements are not walked again by the store (freezeNew).
      return freezeNew(idle(recordPageStep(current, next, merge)));
    },
    prepare(payload: { ids: string[]; delta: Point; mergeKey?: string }) {
      return { payload: { ...payload, at: Date.now() } };
    },
  },

  /** The selection resized together by a handle of the box around it: each element's new box. */
  elementsResized(state: EditorState, action: PayloadAction<{ boxes: Record<string, Rect> }>) {
    const current = base(state);
    const next = resizeElements(
      currentPage(current),
      new Map(Object.entries(action.payload.boxes)),
    );
    return freezeNew(idle(recordPageStep(current, next)));
  },

  /** Delete or Backspace on a selection: every selected element goes, in one step. */
  elementsDeleted(state: EditorState, action: PayloadAction<string[]>) {
    const current = base(state);
    const next = deleteElements(currentPage(current), action.payload);
    return keepViewValid({ ...recordPageStep(current, next), selectedId: null });
  },

  /** A z-order command on the selection, which keeps its own order. */
  elementsReordered(
    state: EditorState,
    action: PayloadAction<{ ids: string[]; to: ZOrderCommand }>,
  ) {
    const current = base(state);
    const page = currentPage(current);
    const elements = reorderElements(page.elements, action.payload.ids, action.payload.to);
    if (elements === page.elements) return;
    return recordPageStep(current, { ...page, elements });
  },

  /**
   * A field of the properties panel typed for the whole selection (« Mixte » until then): every
   * selected element takes the value, one step (a field's session merges its keystrokes).
   */
  elementsUpdated: {
    reducer(
      state: EditorState,
      action: PayloadAction<{
        ids: string[];
        changes: ElementChanges;
        mergeKey?: string;
        at: number;
      }>,
    ) {
      const { ids, changes, mergeKey, at } = action.payload;
      const current = base(state);
      const next = ids.reduce((page, id) => updateElement(page, id, changes), currentPage(current));
      const merge = mergeKey === undefined ? undefined : { key: mergeKey, at };
      return recordPageStep(current, next, merge);
    },
    prepare(payload: { ids: string[]; changes: ElementChanges; mergeKey?: string }) {
      return { payload: { ...payload, at: Date.now() } };
    },
  },

  /** « Grouper » (Ctrl+G): the selection in a new group, which is then what is selected. */
  elementsGrouped: {
    reducer(state: EditorState, action: PayloadAction<{ ids: string[]; groupId: string }>) {
      const current = base(state);
      const { ids, groupId } = action.payload;
      const next = recordPageStep(current, groupElements(currentPage(current), ids, groupId));
      return next.document === current.document ? next : select(next, [groupId]);
    },
    prepare(ids: string[]) {
      return { payload: { ids, groupId: makeElementId() } };
    },
  },

  /** « Dissocier » (Ctrl+Maj+G): the group undone, its members selected. */
  elementsUngrouped(state: EditorState, action: PayloadAction<string>) {
    const current = base(state);
    const page = currentPage(current);
    const members = membersOf(page.elements, action.payload);
    const next = recordPageStep(current, ungroupElements(page, action.payload));
    return next.document === current.document ? next : select(next, members);
  },

  /** « Verrouiller » / « Déverrouiller » the selected elements, one step. */
  elementsLocked(state: EditorState, action: PayloadAction<{ ids: string[]; locked: boolean }>) {
    const current = base(state);
    const { ids, locked } = action.payload;
    return recordPageStep(current, setFlag(currentPage(current), ids, 'locked', locked));
  },

  /** « Masquer » / « Afficher » the selected elements, one step. */
  elementsHidden(state: EditorState, action: PayloadAction<{ ids: string[]; hidden: boolean }>) {
    const current = base(state);
    const { ids, hidden } = action.payload;
    return recordPageStep(current, setFlag(currentPage(current), ids, 'hidden', hidden));
  },

  /** « Aligner à gauche »…: the selection, or one element on the page. */
  elementsAligned(state: EditorState, action: PayloadAction<{ ids: string[]; how: Alignment }>) {
    const current = base(state);
    const { ids, how } = action.payload;
    return recordPageStep(current, alignElements(currentPage(current), ids, how, CANVAS_WIDTH));
  },

  /** « Répartir horizontalement / verticalement »: equal gaps between three or more. */
  elementsDistributed(state: EditorState, action: PayloadAction<{ ids: string[]; axis: Axis }>) {
    const current = base(state);
    const { ids, axis } = action.payload;
    return recordPageStep(current, distributeElements(currentPage(current), ids, axis));
  },
};
