import { original } from '@reduxjs/toolkit';
import { LIMITS } from '../../document/limits';
import {
  createSite,
  findPage,
  FIRST_PAGE_ID,
  homePage,
  siteElementCount,
} from '../../document/site';
import { composedPage, decomposedSite } from '../../document/sharedParts';
import type { SectionPalette } from '../../document/sections/types';
import { paletteStyles } from '../../document/siteStyles/designStyles';
import type { Page, SharedPart, SiteDocument } from '../../document/types';
import { fr } from '../../i18n/fr';
import type { Screen } from '../../document/layout/screens';
import { emptyHistory, recordStep, type History, type MergeMark } from './model/history';

/**
 * `editing` while a property field or an element's text on the canvas has the focus. A drag is
 * not a mode: the gesture slice (gestures/gestureSlice.ts) is its one record.
 */
export type EditorMode = 'idle' | 'editing';

export interface EditorState {
  /** The present of the site document; `history` holds its past and future. */
  document: SiteDocument;
  /** The page shown on the canvas (view state: not in the document, not an undo step). */
  pageId: string;
  /**
   * The screen the canvas shows (« Ordinateur », « Tablette », « Mobile »): view state, like
   * `pageId`; opening another document shows Ordinateur again.
   */
  screen: Screen;
  /**
   * The element the panels show and the keyboard acts on: the last one selected, or null. It is
   * always in `selection`.
   */
  selectedId: string | null;
  /**
   * Every selected element of the page, in the order they were selected (Shift or Ctrl + click,
   * the selection rectangle, Ctrl+A); empty when `selectedId` is null.
   */
  selection: string[];
  mode: EditorMode;
  history: History;
  /**
   * The editor route (`''` for /editor, the id for /editor/{id}) the document was opened for, so
   * coming back to the same route keeps the work and another route starts a new document.
   */
  openedFor: string | null;
  /** Why the last addition was refused (a page or the site is full), until dismissed. */
  limitReached: 'page' | 'site' | null;
  /**
   * « Vérifier le site » is open: view state, here so that « Exporter » can open it too (to show
   * the sample content left), not only its button.
   */
  siteCheckOpen: boolean;
  /**
   * « Supprimer l'en-tête de toutes les pages ? »: the deletion waiting for an answer, which would
   * leave the site's header (or footer) empty.
   */
  sharedDeleteAsked: { ids: string[]; part: SharedPart } | null;
  /** What the last move into or out of the header or footer did, or why it could not. */
  sharedMessage: string | null;
  /**
   * The pages that kept their own header or footer when the site's pages came to share them (an
   * older site opened): named once, until the notice is closed.
   */
  keptOwn: Record<SharedPart, string[]> | null;
}

/** The template a new site is made on: its colours (`palette`) become the site's. */
export interface NewDocumentTemplate {
  id: string;
  name: string;
  palette?: SectionPalette;
}

export function newDocument(template?: NewDocumentTemplate | null): SiteDocument {
  const site = createSite({
    name: template?.name ?? fr.editor.newProject,
    templateId: template?.id ?? null,
    homePageId: FIRST_PAGE_ID,
  });
  return template?.palette ? { ...site, styles: paletteStyles(template.palette) } : site;
}

export const initialEditorState: EditorState = {
  document: newDocument(),
  pageId: FIRST_PAGE_ID,
  screen: 'desktop',
  selectedId: null,
  selection: [],
  mode: 'idle',
  history: emptyHistory(),
  openedFor: null,
  limitReached: null,
  siteCheckOpen: false,
  sharedDeleteAsked: null,
  sharedMessage: null,
  keptOwn: null,
};

// Reducers that change the document read `original(state)`: with 1,000 elements, walking the Immer
// draft would create a proxy per element on every keystroke. The model functions are pure.
export const base = (state: EditorState) => original(state) as EditorState;

/** The page on the canvas as stored (the home page if the current one is gone). */
export function ownPage(state: EditorState): Page {
  return findPage(state.document, state.pageId) ?? homePage(state.document);
}

/**
 * The page on the canvas as drawn: its elements with the site's header above them and its footer
 * below (document/sharedParts.ts). Every editing operation works on it; `recordPageStep` puts
 * each element back where it belongs.
 */
export function currentPage(state: EditorState): Page {
  return composedPage(state.document, ownPage(state));
}

/**
 * The view state kept consistent with the document: the current page exists (else the home page)
 * and the selection names an element of it (else nothing).
 */
export function keepViewValid(state: EditorState): EditorState {
  let next = state;
  if (!findPage(next.document, next.pageId)) {
    next = { ...next, pageId: homePage(next.document).id, selectedId: null };
  }
  const { selectedId } = next;
  if (selectedId !== null && !currentPage(next).elements.some((e) => e.id === selectedId)) {
    next = { ...next, selectedId: null };
  }
  return withSelection(next);
}

/**
 * The selection kept consistent with `selectedId` and the page: only elements of the page, none
 * when nothing is selected, the selected element in it (a reducer that selects one element,
 * a paste or an addition, makes it the whole selection), `selectedId` its last.
 */
export function withSelection(state: EditorState): EditorState {
  const { selectedId, selection } = state;
  if (selectedId === null) return selection.length ? { ...state, selection: [] } : state;
  if (!selection.includes(selectedId)) return { ...state, selection: [selectedId] };
  if (selection.length === 1) return state;
  const ids = new Set(currentPage(state).elements.map((e) => e.id));
  const kept = selection.filter((id) => ids.has(id));
  const last = kept[kept.length - 1];
  if (kept.length === selection.length && last === selectedId) return state;
  return { ...state, selection: kept, selectedId: last ?? null };
}

/**
 * THE step for element changes: `nextPage` (the current page changed by a model function) put in
 * the site, as one history step. The same page records nothing; a page or site beyond its limit
 * of elements (LIMITS) is refused: the document does not change, `limitReached` says why.
 */
export function recordPageStep(state: EditorState, nextPage: Page, merge?: MergeMark): EditorState {
  const page = currentPage(state);
  if (nextPage === page) return state;
  const added = nextPage.elements.length - page.elements.length;
  if (added > 0) {
    if (nextPage.elements.length > LIMITS.elementsPerPage)
      return { ...state, limitReached: 'page' };
    if (siteElementCount(state.document) + added > LIMITS.elementsPerSite) {
      return { ...state, limitReached: 'site' };
    }
  }
  return recordStep(state, decomposedSite(state.document, ownPage(state), nextPage), merge);
}
