import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useAppDispatch, useAppStore } from '../../../../app/hooks';
import { elementSelected, selectElements, selectSelection } from '../../editorSlice';
import { groupOf } from '../../model/group';
import { isTypingTarget } from '../../keyboard/isTypingTarget';

/** Where the context menu opens, for what, and where the keyboard focus goes when it closes. */
export interface ContextMenuRequest {
  /**
   * The element the menu was opened on (it, or its group, is in the selection), or null: the
   * empty canvas.
   */
  elementId: string | null;
  /** In viewport pixels. */
  position: { top: number; left: number };
  /** The element's box, or what had the focus before the menu on the empty canvas. */
  returnFocus: HTMLElement | null;
}

/** An element's focusable box on the canvas. */
export function elementBox(root: ParentNode, id: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-element-id="${CSS.escape(id)}"] [role="group"]`);
}

/** The menu opened with the keyboard sits inside the element, near its top-left corner. */
function besideBox(box: HTMLElement) {
  const rect = box.getBoundingClientRect();
  return {
    top: Math.round(rect.top + Math.min(rect.height / 2, 24)),
    left: Math.round(rect.left + Math.min(rect.width / 2, 24)),
  };
}

const opensMenu = (event: KeyboardEvent) =>
  (event.key === 'ContextMenu' && !event.ctrlKey && !event.metaKey && !event.altKey) ||
  (event.key === 'F10' && event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey);

/**
 * The canvas's context menu, opened by a right click on an element, on the box around several,
 * or on the empty canvas, and by Shift+F10 or the ContextMenu key on a focused element (listeners
 * on the canvas region, so no element needs its own). An element not selected becomes the
 * selection, alone; one of a multiple selection keeps it. The browser's own menu stays where the
 * person types (in-place editing).
 */
export function useCanvasContextMenu(canvasRef: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [request, setRequest] = useState<ContextMenuRequest | null>(null);
  // Open: a contextmenu event reaching the canvas is the system's echo of Shift+F10 or of the
  // ContextMenu key (the menu's backdrop takes the pointer's).
  const opened = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const open = (next: ContextMenuRequest) => {
      opened.current = true;
      setRequest(next);
    };
    // As a press does (CanvasElement): a member of a group selects its group.
    const chooseElement = (id: string) => {
      const state = store.getState();
      const target = groupOf(selectElements(state), id) ?? id;
      if (!selectSelection(state).includes(target)) dispatch(elementSelected(target));
    };
    const onContextMenu = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || isTypingTarget(target)) return;
      event.preventDefault();
      if (opened.current) return;
      const node = target.closest<HTMLElement>('[data-element-id]');
      const inBox = target.closest('[data-selection-box]') !== null;
      const selection = selectSelection(store.getState());
      const id = node?.dataset.elementId ?? (inBox ? selection[selection.length - 1] : undefined);
      const position = { top: event.clientY, left: event.clientX };
      if (id === undefined) {
        const active = document.activeElement;
        const returnFocus =
          active instanceof HTMLElement && active !== document.body ? active : null;
        open({ elementId: null, position, returnFocus });
        return;
      }
      chooseElement(id);
      open({ elementId: id, position, returnFocus: elementBox(canvas, id) });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !opensMenu(event)) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const node = target?.closest<HTMLElement>('[data-element-id]');
      const id = node?.dataset.elementId;
      if (!target || !id || target.getAttribute('role') !== 'group') return;
      event.preventDefault();
      chooseElement(id);
      open({ elementId: id, position: besideBox(target), returnFocus: target });
    };
    canvas.addEventListener('contextmenu', onContextMenu);
    canvas.addEventListener('keydown', onKeyDown);
    return () => {
      canvas.removeEventListener('contextmenu', onContextMenu);
      canvas.removeEventListener('keydown', onKeyDown);
    };
  }, [canvasRef, dispatch, store]);

  const close = useCallback(() => {
    opened.current = false;
    setRequest(null);
  }, []);
  return { request, close };
}
