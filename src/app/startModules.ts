/**
 * The modules the editor's first screen is built from, in the order the start-up evaluates them,
 * one stage per task (docs/performance.md, « the editor's start-up in short tasks »). One list,
 * read by three: the entry's start-up (bootstrap.tsx) and the router (router.tsx) import each
 * stage in this order, through a table whose keys must be exactly these modules (the compiler
 * holds them together); the build (vite.config.ts, `editorChunkList`) writes every chunk they need
 * into the code, so that the entry asks for all of them at once (editorChunks.ts).
 * Free of imports: vite.config.ts reads it (with its extension, for Vite's config loader).
 */

/** Evaluated by the start-up (bootstrap.tsx, the module itself first), a stage each. */
export const ENTRY_START_MODULES = [
  'src/bootstrap.tsx',
  'src/app/theme.ts',
  'src/app/AppRoot.tsx',
  'node_modules/react-dom/client.js',
] as const;

/**
 * Evaluated by the router before the editor's first render (router.tsx, `EditorCode`), a stage
 * each: the store's code, the store, the editor's state and model, then its screen (with the
 * opener of the address's document, features/editor/openForAddress.ts).
 */
export const EDITOR_SCREEN_MODULES = [
  'src/app/startStore.ts',
  'src/app/hooks.ts',
  'src/features/editor/editorSlice.ts',
  'src/features/projects/EditorRoute.tsx',
] as const;

export type EntryStartModule = (typeof ENTRY_START_MODULES)[number];
export type EditorScreenModule = (typeof EDITOR_SCREEN_MODULES)[number];

/** The editor's whole start-up, in order (vite.config.ts). */
export const EDITOR_START_MODULES: readonly string[] = [
  ...ENTRY_START_MODULES,
  ...EDITOR_SCREEN_MODULES,
];
