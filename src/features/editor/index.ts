/**
 * The editor's public entry: what other features (projects, export) may use. Nothing else of
 * `features/editor/` is imported from outside it (eslint.config.js).
 */
export * from './editorSlice';
export { selectElementsDragged } from './gestures/gestureSlice';
export { EditorPage, type EditorChrome } from './EditorPage';
export { openingFor } from './openForAddress';
export { TopBarButton, TopBarIconButton } from './topBar/TopBarButton';
export { MAX_NAME_LENGTH, renameDocument } from './model/renameDocument';
