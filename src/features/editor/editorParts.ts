import { lazyPart } from '../../common/lazyPart';

/**
 * The editor's parts that load on use, not with the editor (test/bench/size.mjs): each is drawn
 * by its owner once wanted and loaded (lazyPart.ts).
 */

/** The « Propriétés » panel's fields: when the editor is idle, or with the first selection. */
export const propertiesPanel = lazyPart(() => import('./panels/properties/PropertiesPanel'));
/** A page's menu, its confirmation and the page's settings: when a page's menu first opens. */
export const pageActionsMenuBody = lazyPart(() => import('./panels/pages/PageActionsMenuBody'));
/** « Ajouter une page » and « Renommer »'s dialog. */
export const pageDialog = lazyPart(() => import('./panels/pages/PageDialog'));
/** « Paramètres de la page ». */
export const pageSettingsDialog = lazyPart(() => import('./panels/settings/PageSettingsDialog'));
/** « Raccourcis clavier ». */
export const shortcutsDialog = lazyPart(() => import('./keyboard/ShortcutsDialog'));
/**
 * « Calques »: with the editor's first render, but after it (its virtualizer weighs 9 KB, and the
 * panel sits under « Éléments », below the first screen).
 */
export const layersPanel = lazyPart(() => import('./panels/layers/LayersPanel'));
/** The « Collections » section under « Pages »: right after the editor's first render. */
export const collectionsEntry = lazyPart(() => import('./panels/collections/CollectionsEntry'));
/** « Collections »: the dialog of a site's collections, their items and their form. */
export const collectionsDialog = lazyPart(() => import('./panels/collections/CollectionsDialog'));
/** Every part above, loaded (tests that use a part at once, as a person would a moment later). */
export const EDITOR_PARTS = [
  propertiesPanel,
  pageActionsMenuBody,
  pageDialog,
  pageSettingsDialog,
  shortcutsDialog,
  layersPanel,
  collectionsEntry,
];
