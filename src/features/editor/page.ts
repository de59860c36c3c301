/**
 * The editor's screen, a second public entry (eslint.config.js, FEATURE_ENTRIES): the page itself
 * and the opener of an address's document, for the editor's route (projects/EditorRoute.tsx,
 * ProjectEditor.tsx). Apart from index.ts so that what imports the editor's state and actions
 * (« Mes projets », the export) does not reach the whole editor, which the build would then put in
 * a chunk those screens load at start (test/bench/size.mjs).
 */
export { EditorPage, type EditorChrome } from './EditorPage';
export { openingFor } from './openForAddress';
