import { deleteElementsAsking } from '../sharedPartsThunks';
import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { elementSelected, redone, selectElements, selectSelection, undone } from '../editorSlice';
import { announce } from '../../../common/announce';
import { isLocked } from '../../../document/lockHide';
import { fr } from '../../../i18n/fr';
import { isInOverlay, isTypingTarget } from './isTypingTarget';

/**
 * The editor's keyboard: Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo (⌘ on a Mac), Delete or
 * Backspace removes the selected elements, Escape deselects. None fires while the person types
 * in a field, or inside a dialog or menu.
 */
export function useEditorShortcuts() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target) || isInOverlay(event.target)) {
        return;
      }
      const key = event.key.toLowerCase();
      const command = event.ctrlKey || event.metaKey;
      if (command && !event.altKey) {
        if (key === 'z' && !event.shiftKey) {
          event.preventDefault();
          dispatch(undone());
        } else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)) {
          event.preventDefault();
          dispatch(redone());
        }
        return;
      }
      if (event.altKey) return;
      const selection = selectSelection(store.getState());
      if (selection.length === 0) return;
      if (key === 'delete' || key === 'backspace') {
        event.preventDefault();
        const state = store.getState();
        const chosen = new Set(selection);
        if (selectElements(state).every((e) => !chosen.has(e.id) || isLocked(e))) {
          announce(fr.editor.selection.lockedRefused);
          return;
        }
        dispatch(deleteElementsAsking(selection));
      } else if (key === 'escape') {
        event.preventDefault();
        dispatch(elementSelected(null));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch, store]);
}
