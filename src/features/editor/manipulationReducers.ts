import type { PayloadAction } from '@reduxjs/toolkit';
import { base, currentPage, recordPageStep, type EditorState } from './editorState';
import { addElements } from './model/addElement';
import { copyElement, placeCopies } from './model/duplicate';
import { makeElementId } from '../../document/makeElementId';
import { isLocked } from '../../document/lockHide';
import { isGroup } from './model/group';
import { placeAll, resizeElements } from './model/selection';
import {
  QUICK_TEMPLATE_SIZE,
  buildQuickTemplate,
  type QuickTemplate,
} from './model/quickTemplates';
import type { Point, Rect } from './model/rect';
import type { EditorElement } from '../../document/types';
import { updateElement } from './model/updateElement';
import { moveElementToIndex, reorderElement, type ZOrderCommand } from './model/zOrder';

/**
 * The direct-manipulation events of the editor, spread into `editorSlice`'s reducers.
 * A whole drag or resize is ONE action dispatched on release (the frames in between only touch
 * the DOM), so it is one history step; every reducer goes through the one history helper.
 */

/**
 * The mode back to idle after a drop: a field keeps the focus while a handle is dragged (the
 * handle's press takes none), and its `editing` ends with the drop, as it always has. (A drag
 * itself is recorded by the gesture slice, gestures/gestureSlice.ts, not by the mode.)
 */
const idle = (state: EditorState): EditorState =>
  state.mode === 'idle' ? state : { ...state, mode: 'idle' };

/** The new elements selected, all of them: the last one is the one the panels show. */
const selectAll = (state: EditorState, elements: EditorElement[]): EditorState => ({
  ...state,
  selection: elements.map((e) => e.id),
  selectedId: elements[elements.length - 1].id,
});

function find(state: EditorState, id: string): EditorElement | undefined {
  return currentPage(state).elements.find((e) => e.id === id);
}

export const manipulationReducers = {
  /**
   * An element dropped at `position` after a drag, or nudged by the keyboard. Nudges carry a
   * `mergeKey`, so a burst of arrow presses is one undo step (the history's typing pause).
   */
  elementMoved: {
    reducer(
      state: EditorState,
      action: PayloadAction<{ id: string; position: Point; mergeKey?: string; at: number }>,
    ) {
      const { id, position, mergeKey, at } = action.payload;
      const current = base(state);
      const element = find(current, id);
      const same =
        element?.styles.position.x === position.x && element.styles.position.y === position.y;
      if (!element || same || isLocked(element)) return idle(current);
      const merge = mergeKey === undefined ? undefined : { key: mergeKey, at };
      const page = currentPage(current);
      // A group goes with its members.
      const next = isGroup(page.elements, id)
        ? placeAll(page, new Map([[id, { x: position.x, y: position.y }]]))
        : updateElement(page, id, { styles: { position: { ...position } } });
      return idle(recordPageStep(current, next, merge));
    },
    prepare(payload: { id: string; position: Point; mergeKey?: string }) {
      return { payload: { ...payload, at: Date.now() } };
    },
  },

  /** An element resized by a handle, released: its new box (position and size). */
  elementResized(state: EditorState, action: PayloadAction<{ id: string; rect: Rect }>) {
    const { id, rect } = action.payload;
    const current = base(state);
    const element = find(current, id);
    if (!element || isLocked(element)) return idle(current);
    const { position, size } = element.styles;
    if (
      position.x === rect.x &&
      position.y === rect.y &&
      size.width === rect.width &&
      size.height === rect.height
    ) {
      return idle(current);
    }
    const page = currentPage(current);
    // A group's members are scaled with it.
    const next = isGroup(page.elements, id)
      ? resizeElements(page, new Map([[id, rect]]))
      : updateElement(page, id, {
          styles: {
            position: { x: rect.x, y: rect.y },
            size: { width: rect.width, height: rect.height },
          },
        });
    return idle(recordPageStep(current, next));
  },

  /** Ctrl+D: copies of the elements, offset by (20, 20), on top; the copies are selected. */
  elementsDuplicated: {
    reducer(state: EditorState, action: PayloadAction<{ sourceIds: string[]; newIds: string[] }>) {
      const { sourceIds, newIds } = action.payload;
      const current = base(state);
      const idFor = new Map(sourceIds.map((id, i) => [id, newIds[i]]));
      const page = currentPage(current);
      const copies = page.elements
        .filter((e) => idFor.has(e.id))
        .map((e) => copyElement(e, idFor.get(e.id) as string));
      if (copies.length === 0) return;
      const next = recordPageStep(current, addElements(page, copies));
      return next.document === current.document ? next : selectAll(next, copies);
    },
    prepare(sourceIds: string[]) {
      return { payload: { sourceIds, newIds: sourceIds.map(() => makeElementId()) } };
    },
  },

  /**
   * Ctrl+V: the clipboard's elements (validated by the caller) under new ids, shifted off any
   * element already at their place; they are selected.
   */
  clipboardPasted: {
    reducer(state: EditorState, action: PayloadAction<{ elements: EditorElement[] }>) {
      const current = base(state);
      const page = currentPage(current);
      const pasted = placeCopies(page.elements, action.payload.elements);
      if (pasted.length === 0) return;
      const next = recordPageStep(current, addElements(page, pasted));
      return next.document === current.document ? next : selectAll(next, pasted);
    },
    prepare(elements: EditorElement[]) {
      return {
        payload: { elements: elements.map((e) => copyElement(e, makeElementId(), 0)) },
      };
    },
  },

  /** A z-order command (« Premier plan »…) or a layer dropped at `to` (an index in z-order). */
  elementReordered(
    state: EditorState,
    action: PayloadAction<{ id: string; to: ZOrderCommand | number }>,
  ) {
    const { id, to } = action.payload;
    const current = base(state);
    const page = currentPage(current);
    const { elements } = page;
    const next =
      typeof to === 'number'
        ? moveElementToIndex(elements, id, to)
        : reorderElement(elements, id, to);
    if (next === elements) return;
    return recordPageStep(current, { ...page, elements: next });
  },

  /** « Templates rapides »: a whole group below the lowest element, one step; its frame selected. */
  quickTemplateInserted: {
    reducer(state: EditorState, action: PayloadAction<{ kind: QuickTemplate; ids: string[] }>) {
      const { kind, ids } = action.payload;
      const current = base(state);
      const page = currentPage(current);
      const group = buildQuickTemplate(kind, ids, page.elements);
      const next = recordPageStep(current, addElements(page, group));
      return next.document === current.document ? next : { ...next, selectedId: group[0].id };
    },
    prepare(kind: QuickTemplate) {
      return {
        payload: {
          kind,
          ids: Array.from({ length: QUICK_TEMPLATE_SIZE[kind] }, () => makeElementId()),
        },
      };
    },
  },
};
