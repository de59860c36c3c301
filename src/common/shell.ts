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

/** The class of the element that holds the editor's shell in the page (dist/editor.html). */
export const EDITOR_SHELL_CLASS = 'toile-shell';

/**
 * The width of the shell's canvas area (`[data-canvas-area]`) while the shell is on screen, the
 * editor's first render being about to replace it; null otherwise. The shell is drawn by the same
 * components at the window's layout, so the editor's own area will be exactly as wide: the editor
 * starts at the scale the shell shows instead of laying itself out in its first commit to measure.
 */
export function shellCanvasAreaWidth(): number | null {
  if (typeof document === 'undefined') return null;
  const areas = document.querySelectorAll<HTMLElement>(`.${EDITOR_SHELL_CLASS} [data-canvas-area]`);
  for (const area of areas) if (area.clientWidth > 0) return area.clientWidth;
  return null;
}
