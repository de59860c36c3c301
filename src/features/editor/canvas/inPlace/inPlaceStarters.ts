/**
 * The in-place editing sessions that can be started from outside their element (« Modifier le
 * texte » in the canvas's context menu): each editable element on the canvas registers its
 * `start` here while it is shown, under its id.
 */
const starters = new Map<string, () => void>();

export function registerInPlaceStarter(id: string, start: () => void): () => void {
  starters.set(id, start);
  return () => {
    if (starters.get(id) === start) starters.delete(id);
  };
}

/** Starts editing the words of element `id` (caret at the end); false when it is not shown. */
export function startInPlaceEditing(id: string): boolean {
  const start = starters.get(id);
  start?.();
  return start !== undefined;
}
