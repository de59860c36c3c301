import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { cancelOwnPaste, deferOwnPaste } from '../pasteArbiter';
import { clipboardCount, readClipboard, writeClipboard } from '../clipboard';
import {
  clipboardPasted,
  elementMoved,
  elementReordered,
  elementSelected,
  elementsDuplicated,
  elementsGrouped,
  elementsMoved,
  elementsUngrouped,
  elementsReordered,
  selectElementIds,
  selectElements,
  selectionSet,
  selectScreen,
  selectSelectedElement,
  selectSelection,
} from '../editorSlice';
import { nudge } from '../model/move';
import { rectOf } from '../model/rect';
import { CANVAS_WIDTH, GRID_SIZE } from '../../../document/types';
import type { ZOrderCommand } from '../model/zOrder';
import { announce } from '../../../common/announce';
import { isLocked } from '../../../document/lockHide';
import { fr } from '../../../i18n/fr';
import { canGroup, isGroup } from '../model/group';
import { isInOverlay, isTypingTarget } from './isTypingTarget';

const ARROWS: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Widgets whose own arrow keys must keep working. */
const USES_ARROWS =
  '[role="radiogroup"], [role="tablist"], [role="slider"], [role="list"], [data-page-id]';

function focusElement(id: string) {
  const node = document.querySelector<HTMLElement>(
    `[data-element-id="${CSS.escape(id)}"] [role="group"]`,
  );
  node?.focus();
}

/**
 * The direct-manipulation keyboard: arrows nudge the selected elements by 1 px (Shift: 20 px),
 * Ctrl+A selects every element of the page, Ctrl+D duplicates, Ctrl+C / Ctrl+V copy and paste (through localStorage, so between projects),
 * Ctrl+↑ / Ctrl+↓ (with Shift: to the front / back) change the z-order, Tab / Shift+Tab move the
 * selection through the elements. Nothing fires while the person types in a field or works in a
 * dialog. (Undo, redo, Delete and Escape are the editor core's useEditorShortcuts.)
 */
export function useManipulationShortcuts() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const pasteOwn = () => {
      void readClipboard().then((copied) => {
        if (copied) dispatch(clipboardPasted(copied));
      });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { target } = event;
      if (event.defaultPrevented || isTypingTarget(target) || isInOverlay(target)) return;
      const element = selectSelectedElement(store.getState());
      const selection = selectSelection(store.getState());
      const command = event.ctrlKey || event.metaKey;
      const key = event.key;
      // On Tablette and Mobile positions are automatic: no nudge, no change of z-order (it would
      // change which container holds what), and Tab follows the page's reading order, which is the
      // order of the canvas's markup there.
      const flow = selectScreen(store.getState()) !== 'desktop';

      if (key === 'Tab' && !command && !event.altKey && !flow) {
        const inCanvas = target instanceof Element && target.closest('[data-canvas]') !== null;
        if (!inCanvas && !(target === document.body && element)) return;
        const ids = selectElementIds(store.getState());
        const index = element ? ids.indexOf(element.id) : -1;
        const next = event.shiftKey ? (index === -1 ? ids.length - 1 : index - 1) : index + 1;
        // Past either end, Tab leaves the canvas as usual: no keyboard trap.
        if (next < 0 || next >= ids.length) return;
        event.preventDefault();
        dispatch(elementSelected(ids[next]));
        focusElement(ids[next]);
        return;
      }

      // Ctrl+A: every element of the page, when the canvas or nothing has the focus.
      if (command && !event.altKey && !event.shiftKey && key.toLowerCase() === 'a' && !flow) {
        const inCanvas = target instanceof Element && target.closest('[data-canvas]') !== null;
        if (!inCanvas && target !== document.body) return;
        event.preventDefault();
        dispatch(selectionSet({ ids: selectElementIds(store.getState()) }));
        return;
      }

      if (!element) {
        if (command && !event.altKey && key.toLowerCase() === 'v') {
          // After the browser's paste event: a picture in the system clipboard wins.
          if (clipboardCount()) deferOwnPaste(pasteOwn);
        }
        return;
      }

      const arrow = ARROWS[key];
      if (arrow && command && !event.altKey && arrow.x === 0 && !flow) {
        const to: ZOrderCommand =
          arrow.y < 0
            ? event.shiftKey
              ? 'bringToFront'
              : 'bringForward'
            : event.shiftKey
              ? 'sendToBack'
              : 'sendBackward';
        event.preventDefault();
        dispatch(
          selection.length > 1
            ? elementsReordered({ ids: selection, to })
            : elementReordered({ id: element.id, to }),
        );
        return;
      }
      if (arrow && !command && !event.altKey && !flow) {
        if (target instanceof Element && target.closest(USES_ARROWS)) return;
        event.preventDefault();
        const step = event.shiftKey ? GRID_SIZE : 1;
        if (isLocked(element) && selection.length === 1) {
          announce(fr.editor.selection.lockedRefused);
          return;
        }
        if (selection.length > 1) {
          const delta = { x: arrow.x * step, y: arrow.y * step };
          const mergeKey = `nudge:${selection.join(',')}`;
          dispatch(elementsMoved({ ids: selection, delta, mergeKey }));
          return;
        }
        const position = nudge(rectOf(element), arrow, step, CANVAS_WIDTH);
        dispatch(elementMoved({ id: element.id, position, mergeKey: `nudge:${element.id}` }));
        return;
      }
      if (!command || event.altKey) return;
      // Ctrl+G groups the selection, Ctrl+Maj+G undoes the selected group.
      if (key.toLowerCase() === 'g' && !flow) {
        event.preventDefault();
        const elements = selectElements(store.getState());
        if (event.shiftKey) {
          if (!isGroup(elements, element.id)) return;
          dispatch(elementsUngrouped(element.id));
          announce(fr.editor.selection.ungrouped);
          return;
        }
        // Refused (one element, a locked one, one already in a group): said why, nothing done.
        const chosen = new Set(selection);
        if (!canGroup(elements.filter((e) => chosen.has(e.id)))) {
          announce(fr.editor.selection.groupRefused);
          return;
        }
        dispatch(elementsGrouped(selection));
        announce(fr.editor.selection.grouped);
        return;
      }
      switch (key.toLowerCase()) {
        case 'd':
          event.preventDefault();
          dispatch(elementsDuplicated(selection));
          break;
        case 'c': {
          // Text the person selected on the page is theirs to copy.
          const selection = window.getSelection();
          if (selection && !selection.isCollapsed) return;
          const chosen = new Set(selectSelection(store.getState()));
          const copied = selectElements(store.getState()).filter((e) => chosen.has(e.id));
          if (writeClipboard(copied)) event.preventDefault();
          break;
        }
        case 'v': {
          // After the browser's paste event: a picture in the system clipboard wins.
          if (clipboardCount()) deferOwnPaste(pasteOwn);
          break;
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      cancelOwnPaste();
    };
  }, [dispatch, store]);
}
