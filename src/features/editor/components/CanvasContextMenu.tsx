import ChevronRight from '@mui/icons-material/ChevronRight';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { announce } from '../../../common/announce';
import { formatInteger } from '../../../common/numberFormat';
import { fr } from '../../../i18n/fr';
import { readClipboard, writeClipboard } from '../clipboard';
import {
  clipboardPasted,
  elementDeleted,
  elementReordered,
  elementsAligned,
  elementsDeleted,
  elementsDuplicated,
  elementsReordered,
  selectElements,
  selectionSet,
  selectSelection,
} from '../editorSlice';
import { ALIGNMENTS, type Alignment } from '../model/align';
import { reorderElements } from '../model/selection';
import type { ZOrderCommand } from '../model/zOrder';
import { IN_PLACE_TYPES } from './inPlace/useInPlaceEditing';
import { startInPlaceEditing } from './inPlace/inPlaceStarters';
import type { ContextMenuRequest } from './useCanvasContextMenu';

const t = fr.editor.contextMenu;

/** One line of the menu: what it does, its shortcut, or why it cannot be done now. */
interface Entry {
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

/** After React's own updates (the canvas says how many are selected): ours is said last. */
const announceLater = (message: string) => window.setTimeout(() => announce(message), 0);

function EntryText({ entry }: { entry: Entry }) {
  return (
    <>
      <ListItemText
        primary={entry.label}
        secondary={entry.unavailable}
        slotProps={{ secondary: { sx: { maxWidth: 240, whiteSpace: 'normal' } } }}
      />
      {entry.shortcut && !entry.unavailable && (
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: 3 }}>
          {entry.shortcut}
        </Typography>
      )}
      {entry.submenu && <ChevronRight fontSize="small" sx={{ ml: 2, color: 'text.secondary' }} />}
    </>
  );
}

/**
 * The canvas's context menu (useCanvasContextMenu opens it): on elements, what applies to the
 * selection (« Modifier le texte », « Copier », « Coller », « Dupliquer », « Supprimer »,
 * « Premier plan », « Arrière-plan », « Aligner »); on the empty canvas, « Coller » and « Tout
 * sélectionner ». Each action is one undo step; closing gives the focus back to the element.
 */
export function CanvasContextMenu({
  request,
  onClose,
}: {
  request: ContextMenuRequest | null;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const elements = useAppSelector(selectElements);
  const selection = useAppSelector(selectSelection);
  // The last request stays drawn while the menu fades out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const [alignAnchor, setAlignAnchor] = useState<HTMLElement | null>(null);
  const open = request !== null;

  // What was chosen runs once the menu is closed: before, its focus trap would take the focus
  // back from the element (and from the in-place editing box « Modifier le texte » opens).
  const chosen = useRef<{ entry?: Entry } | null>(null);
  const finish = (entry?: Entry) => {
    chosen.current = { entry };
    setAlignAnchor(null);
    onClose();
  };
  useEffect(() => {
    const done = chosen.current;
    if (open || !done) return;
    chosen.current = null;
    const back = shown?.returnFocus;
    if (back?.isConnected) back.focus({ preventScroll: true });
    done.entry?.run?.();
    if (done.entry?.said) announceLater(done.entry.said);
  }, [open, shown]);

  const entries = shown && open ? menuEntries() : [];
  function menuEntries(): Entry[] {
    const copied = readClipboard();
    const paste: Entry = {
      key: 'paste',
      label: t.paste,
      shortcut: t.keys.paste,
      unavailable: copied ? undefined : t.nothingToPaste,
      run: () => copied && dispatch(clipboardPasted(copied)),
      said: copied ? t.pasted(copied.length, formatInteger(copied.length)) : undefined,
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
    const list: Entry[] = [];
    if (element && IN_PLACE_TYPES.has(element.type)) {
      list.push({
        key: 'editText',
        label: t.editText,
        shortcut: t.keys.editText,
        unavailable: n > 1 ? t.editTextAlone : undefined,
        run: () => startInPlaceEditing(element.id),
      });
    }
    const chosen = new Set(ids);
    list.push(
      {
        key: 'copy',
        label: t.copy,
        shortcut: t.keys.copy,
        divided: list.length > 0,
        run: () => {
          const ok = writeClipboard(elements.filter((e) => chosen.has(e.id)));
          announceLater(ok ? t.copied(n, count) : t.copyFailed);
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
        run: () => dispatch(n === 1 ? elementDeleted(ids[0]) : elementsDeleted(ids)),
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
      { key: 'align', label: fr.editor.selection.align, submenu: true, divided: true },
    );
    return list;
  }

  const align = (how: Alignment) =>
    finish({
      key: how,
      label: fr.editor.selection.alignHow[how],
      run: () => dispatch(elementsAligned({ ids: selection, how })),
      said: fr.editor.selection.aligned(how, selection.length > 1),
    });

  const openSubmenu = (target: HTMLElement) => setAlignAnchor(target);
  const onAlignKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openSubmenu(event.currentTarget);
    }
  };

  const label = !shown?.elementId
    ? t.canvasLabel
    : selection.length > 1
      ? t.selectionLabel(formatInteger(selection.length))
      : t.elementLabel;

  return (
    <>
      <Menu
        open={open}
        onClose={() => finish()}
        anchorReference="anchorPosition"
        anchorPosition={shown?.position}
        variant="menu"
        disableRestoreFocus
        // Fading out, it lets the pointer through: a right click right after opens the next menu.
        sx={open ? undefined : { pointerEvents: 'none' }}
        // No browser menu over ours; a right click beside it (on its backdrop) closes it.
        onContextMenu={(event) => {
          event.preventDefault();
          const inside = event.target instanceof Element && event.target.closest('[role="menu"]');
          if (!inside && !alignAnchor) finish();
        }}
        slotProps={{ list: { 'aria-label': label, disabledItemsFocusable: true, dense: true } }}
      >
        {entries.map((entry) => (
          <Fragment key={entry.key}>
            {entry.divided && <Divider component="li" role="separator" />}
            <MenuItem
              disabled={entry.unavailable !== undefined}
              aria-haspopup={entry.submenu ? 'menu' : undefined}
              aria-expanded={entry.submenu ? alignAnchor !== null : undefined}
              onKeyDown={entry.submenu ? onAlignKey : undefined}
              onClick={(event) =>
                entry.submenu ? openSubmenu(event.currentTarget) : finish(entry)
              }
              sx={{ minHeight: 40, '&.Mui-disabled': { opacity: 1, color: 'text.disabled' } }}
            >
              <EntryText entry={entry} />
            </MenuItem>
          </Fragment>
        ))}
      </Menu>
      <Menu
        open={open && alignAnchor !== null}
        anchorEl={alignAnchor}
        onClose={() => setAlignAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        variant="menu"
        slotProps={{ list: { 'aria-label': fr.editor.selection.align, dense: true } }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') {
            event.preventDefault();
            setAlignAnchor(null);
          }
        }}
        onContextMenu={(event) => event.preventDefault()}
      >
        {ALIGNMENTS.map((how) => (
          <MenuItem key={how} onClick={() => align(how)} sx={{ minHeight: 40 }}>
            <ListItemText primary={fr.editor.selection.alignHow[how]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
