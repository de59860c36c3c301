import { deleteElementsAsking } from '../../sharedPartsThunks';
import type { AppDispatch } from '../../../../app/store';
import { announce } from '../../../../common/announce';
import { formatInteger } from '../../../../common/numberFormat';
import { isLocked } from '../../../../document/lockHide';
import type { EditorElement, SharedPart } from '../../../../document/types';
import { fr } from '../../../../i18n/fr';
import { clipboardCount, readClipboard, writeClipboard } from '../../clipboard';
import {
  clipboardPasted,
  elementReordered,
  elementsDuplicated,
  elementKeptOnPage,
  elementsGrouped,
  elementsHidden,
  elementsLocked,
  elementsReordered,
  elementsUngrouped,
  sectionMovedToShared,
  selectionSet,
} from '../../editorSlice';
import { canGroup, isGroup } from '../../model/group';
import { reorderElements } from '../../model/selection';
import { sectionOf } from '../../model/sharedParts';
import type { ZOrderCommand } from '../../model/zOrder';
import { IN_PLACE_TYPES } from '../inPlace/useInPlaceEditing';
import { startInPlaceEditing } from '../inPlace/inPlaceStarters';
import type { ContextMenuRequest } from './useCanvasContextMenu';

const t = fr.editor.contextMenu;

/** One line of the canvas's context menu: what it does, its shortcut, or why not now. */
export interface Entry {
  key: string;
  label: string;
  shortcut?: string;
  /** Set: the entry shows, disabled, with this reason (read with its name). */
  unavailable?: string;
  /** What is done once the menu is closed and the focus is back. */
  run?: () => void;
  /** Said to screen readers after `run`, where no focus move says it. */
  said?: string;
  /** A line above it. */
  divided?: boolean;
  /** Opens the « Aligner » submenu. */
  submenu?: boolean;
}

/**
 * The entries of the menu opened by `request`: on the empty canvas « Coller » and « Tout
 * sélectionner »; on an element, what applies to the selection (it holds that element).
 */
export function contextMenuEntries({
  request: shown,
  elements,
  selection,
  dispatch,
  parts,
}: {
  request: ContextMenuRequest;
  elements: EditorElement[];
  selection: string[];
  dispatch: AppDispatch;
  /** Which of the site's shared parts holds each element (editorSlice, selectSharedPartMap). */
  parts?: ReadonlyMap<string, SharedPart>;
}): Entry[] {
  const copied = clipboardCount();
  const paste: Entry = {
    key: 'paste',
    label: t.paste,
    shortcut: t.keys.paste,
    unavailable: copied ? undefined : t.nothingToPaste,
    // Each element is checked (with the first paste, the check loads) before anything is pasted.
    run: () =>
      void readClipboard().then((elements) => {
        if (!elements) return;
        dispatch(clipboardPasted(elements));
        announce(t.pasted(elements.length, formatInteger(elements.length)));
      }),
  };
  if (!shown?.elementId) {
    return [
      paste,
      {
        key: 'selectAll',
        label: t.selectAll,
        shortcut: t.keys.selectAll,
        unavailable: elements.length ? undefined : t.nothingToSelect,
        run: () => dispatch(selectionSet({ ids: elements.map((e) => e.id) })),
        // Said as the action's own message: the canvas's count may wait behind the last one.
        said: fr.editor.selection.announce(elements.length, formatInteger(elements.length)),
      },
    ];
  }
  const ids = selection;
  const n = ids.length;
  const count = formatInteger(n);
  const element = elements.find((e) => e.id === shown.elementId);
  const zOrder = (to: ZOrderCommand, label: string, shortcut: string, already: string) => ({
    key: to,
    label,
    shortcut,
    unavailable: reorderElements(elements, ids, to) === elements ? already : undefined,
    run: () =>
      dispatch(n === 1 ? elementReordered({ id: ids[0], to }) : elementsReordered({ ids, to })),
    said: t.reordered[to === 'bringToFront' ? 'front' : 'back'],
  });
  const chosen = new Set(ids);
  const chosenElements = elements.filter((e) => chosen.has(e.id));
  // « Verrouiller »: what cannot change on the canvas says why (a mix acts on the others).
  const allLocked = chosenElements.length > 0 && chosenElements.every(isLocked);
  const lockedReason = allLocked ? fr.editor.selection.lockedRefused : undefined;
  const grouping: Entry[] = [];
  if (n >= 2) {
    const groupable = canGroup(chosenElements);
    grouping.push({
      key: 'group',
      label: fr.editor.selection.group,
      shortcut: t.keys.group,
      divided: true,
      unavailable: groupable ? undefined : fr.editor.selection.groupRefused,
      run: () => dispatch(elementsGrouped(ids)),
      said: fr.editor.selection.grouped,
    });
  } else if (n === 1 && isGroup(elements, ids[0])) {
    grouping.push({
      key: 'ungroup',
      label: fr.editor.selection.ungroup,
      shortcut: t.keys.ungroup,
      divided: true,
      run: () => dispatch(elementsUngrouped(ids[0])),
      said: fr.editor.selection.ungrouped,
    });
  }
  // The site's header and footer: a section goes into one, a shared element back to this page.
  const sharedEntries: Entry[] = [];
  const part = n === 1 ? parts?.get(ids[0]) : undefined;
  if (n === 1 && part) {
    sharedEntries.push({
      key: 'keepHere',
      label: fr.editor.shared.keepHere,
      divided: true,
      run: () => dispatch(elementKeptOnPage(ids[0])),
    });
  } else if (
    n === 1 &&
    parts &&
    sectionOf(
      elements.filter((e) => !parts.has(e.id)),
      ids[0],
    )
  ) {
    // An element of a full-width section of the page: that section may go to every page.
    (['header', 'footer'] as const).forEach((to, i) =>
      sharedEntries.push({
        key: `moveTo-${to}`,
        label: fr.editor.shared.moveTo[to],
        divided: i === 0,
        run: () => dispatch(sectionMovedToShared({ id: ids[0], part: to })),
      }),
    );
  }
  const list: Entry[] = [];
  if (element && IN_PLACE_TYPES.has(element.type)) {
    list.push({
      key: 'editText',
      label: t.editText,
      shortcut: t.keys.editText,
      unavailable:
        n > 1 ? t.editTextAlone : isLocked(element) ? fr.editor.selection.lockedRefused : undefined,
      run: () => startInPlaceEditing(element.id),
    });
  }
  list.push(
    {
      key: 'copy',
      label: t.copy,
      shortcut: t.keys.copy,
      divided: list.length > 0,
      run: () => {
        const ok = writeClipboard(elements.filter((e) => chosen.has(e.id)));
        announce(ok ? t.copied(n, count) : t.copyFailed);
      },
    },
    paste,
    {
      key: 'duplicate',
      label: t.duplicate,
      shortcut: t.keys.duplicate,
      run: () => dispatch(elementsDuplicated(ids)),
      said: t.duplicated(n, count),
    },
    {
      key: 'delete',
      label: t.delete,
      shortcut: t.keys.delete,
      unavailable: lockedReason,
      run: () => dispatch(deleteElementsAsking(ids)),
      said: t.deleted(n, count),
    },
    {
      ...zOrder(
        'bringToFront',
        fr.manipulation.zOrder.bringToFront,
        t.keys.bringToFront,
        t.alreadyFront,
      ),
      divided: true,
    },
    zOrder('sendToBack', fr.manipulation.zOrder.sendToBack, t.keys.sendToBack, t.alreadyBack),
    {
      key: 'align',
      label: fr.editor.selection.align,
      submenu: true,
      divided: true,
      unavailable: lockedReason,
    },
    ...grouping,
    ...sharedEntries,
    {
      key: 'lock',
      label: allLocked ? t.unlock : fr.editor.selection.lock,
      divided: true,
      run: () => dispatch(elementsLocked({ ids, locked: !allLocked })),
      said: fr.editor.selection.lockedDone(!allLocked),
    },
    {
      key: 'hide',
      label: fr.editor.selection.hide,
      run: () => dispatch(elementsHidden({ ids, hidden: true })),
      said: t.hidden(n, count),
    },
  );
  return list;
}
