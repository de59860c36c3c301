import {
  createSelector,
  createSlice,
  original,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import { rootReducer } from '../../app/store';
import { fr } from '../../i18n/fr';
import { templateToElements } from '../templates/templateToElements';
import type { Template } from '../templates/types';
import { addElement, addElements } from './model/addElement';
import { createElement } from '../../document/createElement';
import { deleteElement } from './model/deleteElement';
import { editTemplateContent } from './model/editTemplateContent';
import type { ElementChanges } from './model/elementChanges';
import { manipulationReducers } from './manipulationReducers';
import { emptyHistory, recordStep, redo, undo, type History } from './model/history';
import { makeElementId } from '../../document/makeElementId';
import { renameDocument } from './model/renameDocument';
import type { EditorElement, ElementType, PageDocument } from '../../document/types';
import { updateElement } from './model/updateElement';

/** What the person is doing on the canvas (issue 5 drives dragging and resizing). */
export type EditorMode = 'idle' | 'dragging' | 'resizing' | 'editing';

export interface EditorState {
  /** The present of the document; `history` holds its past and future. */
  document: PageDocument;
  selectedId: string | null;
  mode: EditorMode;
  history: History;
  /**
   * The editor route (`''` for /editor, the id for /editor/{id}) the document was opened for, so
   * coming back to the same route keeps the work and another route starts a new document.
   */
  openedFor: string | null;
}

export const newDocument = (template?: { id: string; name: string } | null): PageDocument => ({
  templateId: template?.id ?? null,
  name: template?.name ?? fr.editor.newProject,
  elements: [],
});

const initialState: EditorState = {
  document: newDocument(),
  selectedId: null,
  mode: 'idle',
  history: emptyHistory(),
  openedFor: null,
};

/** The selection never points at an element that is not in the document. */
function keepSelectionValid(state: EditorState): EditorState {
  const { selectedId, document } = state;
  if (selectedId === null || document.elements.some((e) => e.id === selectedId)) return state;
  return { ...state, selectedId: null };
}

// Reducers that change the document read `original(state)`: with 1,000 elements, walking the Immer
// draft would create a proxy per element on every keystroke. The model functions are pure.
const base = (state: EditorState) => original(state) as EditorState;

export const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    editorOpened(
      state,
      action: PayloadAction<{ route: string; template: { id: string; name: string } | null }>,
    ) {
      const { route, template } = action.payload;
      if (state.openedFor === route) return;
      return { ...initialState, document: newDocument(template), openedFor: route };
    },
    documentLoaded(_state, action: PayloadAction<{ document: PageDocument }>) {
      const { document } = action.payload;
      return { ...initialState, document, openedFor: document.templateId ?? '' };
    },
    elementAdded: {
      reducer(state, action: PayloadAction<{ element: EditorElement }>) {
        const { element } = action.payload;
        const next = recordStep(base(state), addElement(base(state).document, element));
        return { ...next, selectedId: element.id };
      },
      prepare(type: ElementType, position?: { x: number; y: number }) {
        return { payload: { element: createElement(type, makeElementId(), position) } };
      },
    },
    /** Several elements in one step (a quick template, a paste): appended in order, the first selected. */
    elementsInserted: {
      reducer(state, action: PayloadAction<{ elements: EditorElement[] }>) {
        const { elements } = action.payload;
        if (elements.length === 0) return;
        const next = recordStep(base(state), addElements(base(state).document, elements));
        return { ...next, selectedId: elements[0].id };
      },
      prepare(elements: Omit<EditorElement, 'id'>[]) {
        return { payload: { elements: elements.map((e) => ({ ...e, id: makeElementId() })) } };
      },
    },
    /**
     * `mergeKey` names the field being typed in and its focus session: consecutive edits with the
     * same key less than TYPING_PAUSE_MS apart are one undo step (see model/history.ts).
     */
    elementUpdated: {
      reducer(
        state,
        action: PayloadAction<{
          id: string;
          changes: ElementChanges;
          mergeKey?: string;
          at: number;
        }>,
      ) {
        const { id, changes, mergeKey, at } = action.payload;
        const current = base(state);
        const merge = mergeKey === undefined ? undefined : { key: mergeKey, at };
        return recordStep(current, updateElement(current.document, id, changes), merge);
      },
      prepare(payload: { id: string; changes: ElementChanges; mergeKey?: string }) {
        return { payload: { ...payload, at: Date.now() } };
      },
    },
    elementDeleted(state, action: PayloadAction<string>) {
      const current = base(state);
      return keepSelectionValid(
        recordStep(current, deleteElement(current.document, action.payload)),
      );
    },
    elementSelected(state, action: PayloadAction<string | null>) {
      const id = action.payload;
      if (id === null || base(state).document.elements.some((e) => e.id === id)) {
        state.selectedId = id;
      }
    },
    documentRenamed(state, action: PayloadAction<string>) {
      const current = base(state);
      return recordStep(current, renameDocument(current.document, action.payload));
    },
    /** The template behind the canvas becomes editable elements, under the existing ones, in one step. */
    templateContentEdited: {
      reducer(state, action: PayloadAction<{ templateId: string; elements: EditorElement[] }>) {
        const current = base(state);
        if (current.document.templateId !== action.payload.templateId) return;
        const next = editTemplateContent(current.document, action.payload.elements);
        return { ...recordStep(current, next), selectedId: null };
      },
      prepare(template: Pick<Template, 'id' | 'sections' | 'palette'>) {
        const elements = templateToElements(template, () => makeElementId());
        return { payload: { templateId: template.id, elements } };
      },
    },
    undone(state) {
      return keepSelectionValid(undo(base(state)));
    },
    redone(state) {
      return keepSelectionValid(redo(base(state)));
    },
    interactionStarted(state, action: PayloadAction<Exclude<EditorMode, 'idle'>>) {
      state.mode = action.payload;
    },
    interactionEnded(state) {
      state.mode = 'idle';
    },
    // Moving, resizing, duplicating, pasting, reordering, quick templates (issue 5).
    ...manipulationReducers,
  },
  selectors: {
    selectDocument: (state) => state.document,
    selectDocumentName: (state) => state.document.name,
    selectTemplateId: (state) => state.document.templateId,
    selectElements: (state) => state.document.elements,
    selectElementIds: (state) => selectIdsOf(state.document.elements),
    selectElementById: (state, id: string) => selectMapOf(state.document.elements).get(id),
    selectSelectedId: (state) => state.selectedId,
    selectSelectedElement: (state) =>
      state.selectedId === null
        ? undefined
        : selectMapOf(state.document.elements).get(state.selectedId),
    selectCanUndo: (state) => state.history.past.length > 0,
    selectCanRedo: (state) => state.history.future.length > 0,
    selectEditorMode: (state) => state.mode,
    selectHasElements: (state) => state.document.elements.length > 0,
    selectOpenedFor: (state) => state.openedFor,
  },
});

// Memoized on the elements array: one Map per change of the document, so each canvas element
// finds itself in O(1), and the id list keeps its identity while only styles change.
const selectMapOf = createSelector(
  [(elements: EditorElement[]) => elements],
  (elements) => new Map(elements.map((e) => [e.id, e])),
);
const selectIdsOf = createSelector(
  [(elements: EditorElement[]) => elements],
  (elements) => elements.map((e) => e.id),
  { memoizeOptions: { resultEqualityCheck: shallowEqual } },
);

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof editorSlice> {}
}

const injected = editorSlice.injectInto(rootReducer);

export const {
  editorOpened,
  documentLoaded,
  elementAdded,
  elementsInserted,
  elementUpdated,
  elementDeleted,
  elementSelected,
  documentRenamed,
  templateContentEdited,
  undone,
  redone,
  interactionStarted,
  interactionEnded,
  elementMoved,
  elementResized,
  elementsDuplicated,
  clipboardPasted,
  elementReordered,
  quickTemplateInserted,
} = editorSlice.actions;

export const {
  selectDocument,
  selectDocumentName,
  selectTemplateId,
  selectElements,
  selectElementIds,
  selectElementById,
  selectSelectedId,
  selectSelectedElement,
  selectCanUndo,
  selectCanRedo,
  selectEditorMode,
  selectHasElements,
  selectOpenedFor,
} = injected.selectors;
