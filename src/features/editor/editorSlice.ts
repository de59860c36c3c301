import {
  withPlacedCollections,
  type PlacedCollection,
} from '../../document/collections/collections';
import {
  createSelector,
  createSlice,
  original,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import { rootReducer } from '../../app/store';
import type { BuiltPage } from '../templates';
import {
  base,
  currentPage,
  initialEditorState as initialState,
  keepViewValid,
  newDocument,
  type NewDocumentTemplate,
  recordPageStep,
  withSelection,
  type EditorMode,
  type EditorState,
} from './editorState';
import { selectionReducers } from './selectionReducers';
import { addElement, addElements } from './model/addElement';
import { createElement } from '../../document/createElement';
import { deleteElement } from './model/deleteElement';
import {
  editTemplateContent,
  templateContentProblem,
  type TemplatePageContent,
} from './model/editTemplateContent';
import type { ElementChanges } from './model/elementChanges';
import { manipulationReducers } from './manipulationReducers';
import { mediaReducers } from './mediaReducers';
import { sectionReducers } from './sectionReducers';
import { recordStep, redo, undo } from './model/history';
import { screenOfChange } from './model/overrides';
import { overrideReducers } from './overrideReducers';
import { makePageId, pageReducers } from './pageReducers';
import { collectionReducers } from './collectionReducers';
import { sitePages } from '../../document/collections/collections';
import { settingsReducers } from './settingsReducers';
import { siteStylesReducers } from './siteStylesReducers';
import { sharedPartsReducers } from './sharedPartsReducers';
import { pagesWithOwnParts } from '../../document/sharedParts';
import { makeElementId } from '../../document/makeElementId';
import { renameDocument } from './model/renameDocument';
import {
  SHARED_PARTS,
  type EditorElement,
  type ElementType,
  type Page,
  type SharedPart,
  type SiteDocument,
} from '../../document/types';
import { sharedOf } from '../../document/siteElements';
import type { SectionPalette } from '../../document/sections/types';
import { updateElement } from './model/updateElement';
import { isLocked } from '../../document/lockHide';
import { canGroup, isGroup } from './model/group';
import { allowedChanges, deleteElements } from './model/selection';

export type { EditorMode, EditorState };
export { newDocument };

/**
 * After undo or redo: the canvas shows the page the step changed, if not the current one, and the
 * screen, when the step changed only that screen's overrides (Mobile's « Masquer », say).
 */
function followChangedPage(before: EditorState, after: EditorState): EditorState {
  if (after.document === before.document) return after;
  const old = new Map(before.document.pages.map((p) => [p.id, p]));
  const current = after.document.pages.find((p) => p.id === after.pageId);
  let next: EditorState;
  if (current && old.get(current.id) !== current) next = keepViewValid(after);
  else {
    const changed = after.document.pages.find((p) => old.get(p.id) !== p);
    next = keepViewValid(changed ? { ...after, pageId: changed.id, selectedId: null } : after);
  }
  const page = next.document.pages.find((p) => p.id === next.pageId);
  const was = old.get(next.pageId);
  const screen = page && was ? screenOfChange(was.elements, page.elements) : null;
  return screen && screen !== next.screen ? { ...next, screen } : next;
}

export const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    editorOpened(
      state,
      action: PayloadAction<{ route: string; template: NewDocumentTemplate | null }>,
    ) {
      const { route, template } = action.payload;
      if (state.openedFor === route) return;
      return { ...initialState, document: newDocument(template), openedFor: route };
    },
    documentLoaded(_state, action: PayloadAction<{ document: SiteDocument; pageSlug?: string }>) {
      const { document, pageSlug } = action.payload;
      const page = document.pages.find((p) => p.slug === pageSlug);
      const keptOwn = pagesWithOwnParts(document);
      return {
        ...initialState,
        document,
        pageId: page?.id ?? document.homePageId,
        openedFor: document.templateId ?? '',
        keptOwn: keptOwn.header.length || keptOwn.footer.length ? keptOwn : null,
      };
    },
    elementAdded: {
      reducer(state, action: PayloadAction<{ element: EditorElement }>) {
        const { element } = action.payload;
        const current = base(state);
        const next = recordPageStep(current, addElement(currentPage(current), element));
        return next.document === current.document ? next : { ...next, selectedId: element.id };
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
        const current = base(state);
        const next = recordPageStep(current, addElements(currentPage(current), elements));
        return next.document === current.document ? next : { ...next, selectedId: elements[0].id };
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
        const page = currentPage(current);
        // A locked element keeps its place and size (« Verrouiller »); its look may change.
        const allowed = allowedChanges(page, id, changes);
        return recordPageStep(current, updateElement(page, id, allowed), merge);
      },
      prepare(payload: { id: string; changes: ElementChanges; mergeKey?: string }) {
        return { payload: { ...payload, at: Date.now() } };
      },
    },
    elementDeleted(state, action: PayloadAction<string>) {
      const current = base(state);
      const page = currentPage(current);
      // A locked element stays (« Verrouiller »): the canvas and the keyboard say why.
      if (page.elements.some((e) => e.id === action.payload && isLocked(e))) return;
      // A group goes with its members.
      const next = isGroup(page.elements, action.payload)
        ? deleteElements(page, [action.payload])
        : deleteElement(page, action.payload);
      return keepViewValid(recordPageStep(current, next));
    },
    elementSelected(state, action: PayloadAction<string | null>) {
      const id = action.payload;
      if (id === null || currentPage(base(state)).elements.some((e) => e.id === id)) {
        state.selectedId = id;
        state.selection = id === null ? [] : [id];
      }
    },
    documentRenamed(state, action: PayloadAction<string>) {
      const current = base(state);
      return recordStep(current, renameDocument(current.document, action.payload));
    },
    /**
     * « Modifier le contenu du template »: the template behind the canvas becomes the site, in one
     * step: its home page's elements under the existing ones, its other pages added (within
     * LIMITS; beyond, nothing changes and `limitReached` says why).
     */
    templateContentEdited: {
      reducer(
        state,
        action: PayloadAction<{
          templateId: string;
          home: EditorElement[];
          pages: TemplatePageContent[];
          palette?: SectionPalette;
          added?: PlacedCollection[];
        }>,
      ) {
        const current = base(state);
        const { templateId, home, pages, palette, added } = action.payload;
        if (current.document.templateId !== templateId) return;
        const { homePageId } = current.document;
        const problem = templateContentProblem(current.document, homePageId, home, pages);
        if (problem) return { ...current, limitReached: problem };
        const edited = editTemplateContent(current.document, homePageId, home, pages, palette);
        // The collections its lists show, with their model pages (collections/samples.ts).
        const next = edited === current.document ? edited : withPlacedCollections(edited, added);
        return { ...recordStep(current, next), selectedId: null };
      },
      /**
       * `built`: the template's pages (templatePages), the home page first, ids made; `palette`:
       * the template's colours, which the site takes if its own are still a new site's.
       */
      prepare(
        templateId: string,
        built: readonly Pick<BuiltPage, 'name' | 'elements'>[],
        palette?: SectionPalette,
        added?: PlacedCollection[],
      ) {
        const [home, ...others] = built;
        const pages = others.map((page) => ({
          id: makePageId(),
          name: page.name,
          elements: page.elements,
        }));
        return {
          payload: {
            templateId,
            home: home?.elements ?? [],
            pages,
            ...(palette ? { palette } : {}),
            ...(added?.length ? { added } : {}),
          },
        };
      },
    },
    /**
     * « Restaurer » a version: the site becomes the version's, in one step (Ctrl+Z brings back the
     * site as it was). The canvas stays on its page if the version has it, on the home page if not.
     */
    documentRestored(state, action: PayloadAction<SiteDocument>) {
      const current = base(state);
      return keepViewValid({ ...recordStep(current, action.payload), selectedId: null });
    },
    undone(state) {
      const current = base(state);
      return followChangedPage(current, undo(current));
    },
    redone(state) {
      const current = base(state);
      return followChangedPage(current, redo(current));
    },
    interactionStarted(state, action: PayloadAction<Exclude<EditorMode, 'idle'>>) {
      state.mode = action.payload;
    },
    interactionEnded(state) {
      state.mode = 'idle';
    },
    limitNoticeDismissed(state) {
      state.limitReached = null;
    },
    /** « Vérifier le site », from its button or from « Exporter » (the sample content left). */
    siteCheckOpened(state) {
      state.siteCheckOpen = true;
    },
    siteCheckClosed(state) {
      state.siteCheckOpen = false;
    },
    // Moving, resizing, duplicating, pasting, reordering, quick templates.
    ...manipulationReducers,
    // Adding, renaming, duplicating, deleting, reordering pages; the page on the canvas.
    ...pageReducers,
    // The screen on the canvas; hiding, reordering, resizing an element on Tablette or Mobile.
    ...overrideReducers,
    // « Paramètres de la page », « Paramètres du site ».
    ...settingsReducers,
    ...siteStylesReducers,
    ...sharedPartsReducers,
    // The Médiathèque's « Remplacer ».
    ...mediaReducers,
    // « Sections »: a ready-made section inserted below the selected one.
    ...sectionReducers,
    // Several elements selected, moved, aligned, deleted together.
    ...selectionReducers,
    // « Collections »: articles, realisations, products, and their « Modèle de page ».
    ...collectionReducers,
  },
  extraReducers: (builder) => {
    // Whatever an action did to `selectedId` (an addition selects the new element, a deletion
    // or an undo unselects), the selection follows.
    builder.addMatcher(
      (action) => action.type.startsWith('editor/'),
      (state) => {
        const plain = original(state) as EditorState;
        const next = withSelection(plain);
        return next === plain ? undefined : next;
      },
    );
  },
  selectors: {
    selectDocument: (state) => state.document,
    selectDocumentName: (state) => state.document.name,
    selectTemplateId: (state) => state.document.templateId,
    /** The site's own pages (not the collections' « Modèles de page »). */
    selectPages: (state) => sitePages(state.document),
    selectHomePageId: (state) => state.document.homePageId,
    selectCurrentPage: (state) => currentPage(state),
    selectCurrentPageId: (state) => currentPage(state).id,
    selectElements: (state) => currentPage(state).elements,
    selectElementIds: (state) => selectIdsOf(currentPage(state).elements),
    selectElementById: (state, id: string) => selectMapOf(currentPage(state).elements).get(id),
    /** The page's elements by id (the same Map while the page's elements stay). */
    selectElementMap: (state) => selectMapOf(currentPage(state).elements),
    selectSelectedId: (state) => state.selectedId,
    selectSelection: (state) => state.selection,
    selectSelectedElement: (state) =>
      state.selectedId === null
        ? undefined
        : selectMapOf(currentPage(state).elements).get(state.selectedId),
    selectCanUndo: (state) => state.history.past.length > 0,
    selectCanRedo: (state) => state.history.future.length > 0,
    selectEditorMode: (state) => state.mode,
    selectHasElements: (state) => currentPage(state).elements.length > 0,
    selectOpenedFor: (state) => state.openedFor,
    selectLimitReached: (state) => state.limitReached,
    selectScreen: (state) => state.screen,
    selectSiteCheckOpen: (state) => state.siteCheckOpen,
    selectSharedDeleteAsked: (state) => state.sharedDeleteAsked,
    selectSharedMessage: (state) => state.sharedMessage,
    selectKeptOwn: (state) => state.keptOwn,
    /** « En-tête du site », « Pied de page du site »: which holds element `id`, if one does. */
    selectSharedPartOf: (state, id: string): SharedPart | null =>
      selectPartsOf(state.document.shared).get(id) ?? null,
    /** Which shared part holds each element (the same Map while the shared parts stay). */
    selectSharedPartMap: (state) => selectPartsOf(state.document.shared),
    /** The site's shared header and footer (empty lists when it has none). */
    selectSharedParts: (state) => sharedOf(state.document),
  },
});

/**
 * Which shared part holds each element: the same Map while the parts hold the same ids, so typing
 * in a shared element renders no canvas group but its own (ElementGroup selects it).
 */
const sameParts = (a: Map<string, SharedPart>, b: Map<string, SharedPart>) =>
  a.size === b.size && [...a].every(([id, part]) => b.get(id) === part);
const selectPartsOf = createSelector(
  [(shared: SiteDocument['shared']) => shared],
  (shared) => {
    const parts = new Map<string, SharedPart>();
    for (const part of SHARED_PARTS) for (const e of shared?.[part] ?? []) parts.set(e.id, part);
    return parts;
  },
  { memoizeOptions: { resultEqualityCheck: sameParts } },
);

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
  documentRestored,
  undone,
  redone,
  interactionStarted,
  interactionEnded,
  limitNoticeDismissed,
  siteCheckOpened,
  sectionMovedToShared,
  elementKeptOnPage,
  sharedMessageDismissed,
  sharedDeleteAsked,
  sharedDeleteConfirmed,
  keptOwnNoticeClosed,
  siteCheckClosed,
  elementMoved,
  elementResized,
  elementsDuplicated,
  clipboardPasted,
  elementReordered,
  quickTemplateInserted,
  pageAdded,
  pageRenamed,
  pageDuplicated,
  pageDeleted,
  pageMoved,
  homePageSet,
  pageSelected,
  screenChanged,
  overrideChanged,
  overrideReset,
  screenOrderMoved,
  pageSeoChanged,
  siteSettingsChanged,
  assetReplaced,
  sectionInserted,
  textsRewritten,
  selectionToggled,
  selectionSet,
  elementsMoved,
  elementsResized,
  elementsDeleted,
  elementsReordered,
  elementsAligned,
  elementsDistributed,
  elementsUpdated,
  elementsLocked,
  elementsHidden,
  elementsGrouped,
  elementsUngrouped,
  siteColorChanged,
  siteColorAdded,
  siteColorRenamed,
  siteColorRemoved,
  textStyleChanged,
  themeApplied,
  elementColorBound,
  elementsColorBound,
  elementTextStyleBound,
  elementStyleReset,
  collectionsEdited,
} = editorSlice.actions;

export const {
  selectDocument,
  selectDocumentName,
  selectTemplateId,
  selectPages,
  selectHomePageId,
  selectCurrentPage,
  selectCurrentPageId,
  selectElements,
  selectElementIds,
  selectElementById,
  selectElementMap,
  selectSelectedId,
  selectSelection,
  selectSelectedElement,
  selectCanUndo,
  selectCanRedo,
  selectEditorMode,
  selectHasElements,
  selectOpenedFor,
  selectLimitReached,
  selectScreen,
  selectSiteCheckOpen,
  selectSharedPartOf,
  selectSharedPartMap,
  selectSharedDeleteAsked,
  selectSharedMessage,
  selectKeptOwn,
  selectSharedParts,
} = injected.selectors;

/** What « Propriétés » shows for several selected elements: each field's values, in page order. */
export interface SelectionFields {
  color: string[];
  backgroundColor: string[];
  fontSize: string[];
  borderRadius: string[];
  padding: string[];
  /** « Grouper » is possible (`canGroup`). */
  groupable: boolean;
}

const SELECTION_FIELDS = [
  'color',
  'backgroundColor',
  'fontSize',
  'borderRadius',
  'padding',
] as const;

function sameSelectionFields(a: SelectionFields, b: SelectionFields): boolean {
  return (
    a.groupable === b.groupable &&
    SELECTION_FIELDS.every(
      (field) => a[field].length === b[field].length && a[field].every((v, i) => v === b[field][i]),
    )
  );
}

/**
 * The shared fields of the elements `ids` (the selection, as « Propriétés » shows it), the same
 * object while none of them changes: moving the selection (only positions change) does not
 * render the panel again.
 */
export const selectSelectionFields = createSelector(
  [selectElements, (_state: Parameters<typeof selectElements>[0], ids: readonly string[]) => ids],
  (elements, ids): SelectionFields => {
    const wanted = new Set(ids);
    const chosen = elements.filter((e) => wanted.has(e.id));
    const read = (field: (typeof SELECTION_FIELDS)[number]) =>
      chosen.map((e) => String(e.styles[field]));
    return {
      color: read('color'),
      backgroundColor: read('backgroundColor'),
      fontSize: read('fontSize'),
      borderRadius: read('borderRadius'),
      padding: read('padding'),
      groupable: canGroup(chosen),
    };
  },
  { memoizeOptions: { resultEqualityCheck: sameSelectionFields } },
);

/**
 * For `useAppSelector(selectPages, samePagesApartFromElements)`: the pages as a list of names,
 * addresses and settings, which moving or editing an element does not change. Whoever uses it
 * must not read the pages' elements (they may be an older version).
 */
export function samePagesApartFromElements(a: readonly Page[], b: readonly Page[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((p, i) => {
        const q = b[i];
        return p.id === q.id && p.name === q.name && p.slug === q.slug && p.seo === q.seo;
      }))
  );
}
