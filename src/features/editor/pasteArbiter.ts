/**
 * Ctrl+V has two sources: Toile's own clipboard (elements, clipboard.ts) and the system's (a
 * picture). The keydown comes first and cannot see the system clipboard; the browser's `paste`
 * event, which can, follows in the same task. So Toile's own paste waits one task, and a picture
 * pasted meanwhile cancels it: a picture in the system clipboard wins.
 */
let pending: ReturnType<typeof setTimeout> | null = null;

export function deferOwnPaste(paste: () => void): void {
  cancelOwnPaste();
  pending = setTimeout(() => {
    pending = null;
    paste();
  }, 0);
}

export function cancelOwnPaste(): void {
  if (pending !== null) clearTimeout(pending);
  pending = null;
}
