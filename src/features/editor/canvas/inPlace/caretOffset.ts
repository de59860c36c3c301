/**
 * The offset in the element's text where a caret put at the screen point (x, y) would stand, or
 * null when the point is not on that text. The canvas draws an element's content as ONE text node
 * of `box` (CanvasElement's ElementBody), so the offset in that node is the offset in the content.
 */
export function caretOffsetAt(box: HTMLElement, x: number, y: number): number | null {
  const doc = box.ownerDocument;
  let node: Node | null = null;
  let offset = 0;
  if (typeof doc.caretPositionFromPoint === 'function') {
    const position = doc.caretPositionFromPoint(x, y);
    node = position?.offsetNode ?? null;
    offset = position?.offset ?? 0;
  } else if (typeof doc.caretRangeFromPoint === 'function') {
    // Chromium before 128, Safari before 18.
    const range = doc.caretRangeFromPoint(x, y);
    node = range?.startContainer ?? null;
    offset = range?.startOffset ?? 0;
  }
  if (!node || node.nodeType !== Node.TEXT_NODE || node.parentNode !== box) return null;
  return offset;
}
