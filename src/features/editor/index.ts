/**
 * The editor's public entry: what other features (projects, export) may use. Nothing else of
 * `features/editor/` is imported from outside it but the screen itself, page.ts (eslint.config.js).
 */
export * from './editorSlice';
export { selectElementsDragged } from './gestures/gestureSlice';
export { TopBarButton, TopBarIconButton } from './topBar/TopBarButton';
export { MAX_NAME_LENGTH, renameDocument } from './model/renameDocument';
