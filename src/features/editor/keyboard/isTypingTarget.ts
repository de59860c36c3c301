/**
 * True when a key pressed in `target` belongs to what the person is typing: a text field, a
 * select, an editable region. Editor shortcuts (undo, delete, Escape…) never fire there.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'reset', 'submit', 'range', 'color'].includes(type);
}

/** Keys pressed inside a dialog or a menu belong to it, not to the canvas behind. */
export function isInOverlay(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !==
      null
  );
}
