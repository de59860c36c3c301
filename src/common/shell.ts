import { createContext, useContext } from 'react';

/**
 * True while the editor's shell is rendered at build time (src/entry-server.tsx): the frame of an
 * empty editor, shown before the app's code runs. What only the running app knows (the project's
 * name, its save state, the zoom's percentage) is left blank there rather than shown wrong.
 */
export const EditorShellContext = createContext(false);

/** Whether this render is the editor's prerendered shell. */
export function useInEditorShell(): boolean {
  return useContext(EditorShellContext);
}
