import type { PayloadAction } from '@reduxjs/toolkit';
import {
  addSiteColor,
  applyTheme,
  colorFieldsOf,
  colorValueOf,
  findColor,
  removeSiteColor,
  renameSiteColor,
  setSiteColor,
  setTextStyle,
  withColorBinding,
  withTextStyleBinding,
  type Theme,
} from '../../document/siteStyles/siteStyles';
import {
  modifiedFields,
  takesTextStyle,
  withTextValues,
} from '../../document/siteStyles/textValues';
import {
  TEXT_STYLE_IDS,
  type BoundColorField,
  type EditorElement,
  type TextStyle,
  type TextStyleId,
} from '../../document/types';
import { withLayout, type Layout } from '../../document/layout/roomForWords';
import { base, currentPage, recordPageStep, type EditorState } from './editorState';
import { recordStep } from './model/history';

/**
 * « Styles du site » and what binds an element to them, spread into `editorSlice`'s reducers.
 * Each is one history step (a change of the site's colour rewrites every bound element of every
 * page in that one step); a change that changes nothing, or that a rule refuses
 * (document/siteStyles), records nothing.
 */

/** The current page with element `id` mapped; the same page when unknown or unchanged. */
function mapElement(
  state: EditorState,
  id: string,
  map: (element: EditorElement) => EditorElement,
) {
  const page = currentPage(state);
  const index = page.elements.findIndex((element) => element.id === id);
  if (index === -1) return page;
  const next = map(page.elements[index]);
  if (next === page.elements[index]) return page;
  const elements = [...page.elements];
  elements[index] = next;
  return { ...page, elements };
}

const isTextStyleId = (id: unknown): id is TextStyleId =>
  (TEXT_STYLE_IDS as readonly unknown[]).includes(id);

export const siteStylesReducers = {
  /**
   * A colour of the site changed (`value`: `#RRGGBB` or what the person typed, cleaned).
   * `mergeKey` names the field typed in (or the picker dragged) and its focus session: its edits
   * are one undo step, as `elementUpdated`'s (model/history.ts).
   */
  siteColorChanged: {
    reducer(
      state: EditorState,
      action: PayloadAction<{ id: string; value: string; mergeKey?: string; at: number }>,
    ) {
      const current = base(state);
      const { id, value, mergeKey, at } = action.payload;
      const merge = mergeKey === undefined ? undefined : { key: mergeKey, at };
      return recordStep(current, setSiteColor(current.document, id, value), merge);
    },
    prepare(payload: { id: string; value: string; mergeKey?: string }) {
      return { payload: { ...payload, at: Date.now() } };
    },
  },

  /** « Ajouter une couleur »: `name` already checked by the dialog (colorNameProblem). */
  siteColorAdded(state: EditorState, action: PayloadAction<{ name: string; value: string }>) {
    const current = base(state);
    const added = addSiteColor(current.document, action.payload.name, action.payload.value);
    return added ? recordStep(current, added.site) : current;
  },

  siteColorRenamed(state: EditorState, action: PayloadAction<{ id: string; name: string }>) {
    const current = base(state);
    const { id, name } = action.payload;
    if (name.trim() === '') return current;
    return recordStep(current, renameSiteColor(current.document, id, name));
  },

  /** « Supprimer » a colour a person added: what used it follows `replacement` (« Remplacer par … »). */
  siteColorRemoved(state: EditorState, action: PayloadAction<{ id: string; replacement: string }>) {
    const current = base(state);
    const { id, replacement } = action.payload;
    return recordStep(current, removeSiteColor(current.document, id, replacement));
  },

  /** A text style changed: every text bound to it follows, where it held the style's values. */
  textStyleChanged(
    state: EditorState,
    action: PayloadAction<{ id: TextStyleId; style: TextStyle; layout?: Layout }>,
  ) {
    const current = base(state);
    const { id, style, layout } = action.payload;
    if (!isTextStyleId(id)) return current;
    const next = setTextStyle(current.document, id, style);
    if (next === current.document) return current;
    return recordStep(current, withLayout(next, layout));
  },

  /**
   * « Thèmes »: the whole site restyled in one step. `layout`: the room its texts' words then
   * need (document/layout/roomForWords.ts, measured by the panel, which loads the fonts' widths).
   */
  themeApplied(state: EditorState, action: PayloadAction<{ theme: Theme; layout?: Layout }>) {
    const current = base(state);
    const { theme, layout } = action.payload;
    return recordStep(current, withLayout(applyTheme(current.document, theme), layout));
  },

  /**
   * A colour field of element `id` (on the page shown) set to a colour of the site, which it then
   * follows; `colorId` null: it keeps its value, its own (« Personnalisée »).
   */
  elementColorBound(
    state: EditorState,
    action: PayloadAction<{ id: string; field: BoundColorField; colorId: string | null }>,
  ) {
    const current = base(state);
    const { id, field, colorId } = action.payload;
    const color = colorId === null ? null : findColor(current.document.styles, colorId);
    if (color === undefined) return current;
    const page = mapElement(current, id, (element) => {
      if (field === 'accent' && element.type !== 'form') return element;
      return withColorBinding(element, field, color);
    });
    return recordPageStep(current, page);
  },

  /**
   * The same colour field of several elements (the selection) set to a colour of the site, in one
   * step. An element without that field (an image's text colour, the accent of what is not a
   * form), or already following that colour, is left as it is.
   */
  elementsColorBound(
    state: EditorState,
    action: PayloadAction<{ ids: string[]; field: BoundColorField; colorId: string }>,
  ) {
    const current = base(state);
    const { ids, field, colorId } = action.payload;
    const color = findColor(current.document.styles, colorId);
    if (!color) return current;
    const wanted = new Set(ids);
    const page = currentPage(current);
    let changed = false;
    const elements = page.elements.map((element) => {
      if (!wanted.has(element.id) || !colorFieldsOf(element).includes(field)) return element;
      const follows = element.properties.colors?.[field] === color.id;
      if (follows && colorValueOf(element, field) === color.value) return element;
      changed = true;
      return withColorBinding(element, field, color);
    });
    return changed ? recordPageStep(current, { ...page, elements }) : current;
  },

  /** « Style de texte »: element `id` takes a style's values and follows it; null: none. */
  elementTextStyleBound(
    state: EditorState,
    action: PayloadAction<{ id: string; styleId: TextStyleId | null }>,
  ) {
    const current = base(state);
    const { id, styleId } = action.payload;
    if (styleId !== null && !isTextStyleId(styleId)) return current;
    const page = mapElement(current, id, (element) =>
      withTextStyleBinding(element, styleId, current.document.styles),
    );
    return recordPageStep(current, page);
  },

  /** « Revenir au style »: the element's own typography values dropped for its style's. */
  elementStyleReset(state: EditorState, action: PayloadAction<{ id: string }>) {
    const current = base(state);
    const page = mapElement(current, action.payload.id, (element) => {
      const styleId = element.properties.textStyle;
      if (!styleId || !takesTextStyle(element)) return element;
      const style = current.document.styles.text[styleId];
      return modifiedFields(element, style).length === 0 ? element : withTextValues(element, style);
    });
    return recordPageStep(current, page);
  },
};
