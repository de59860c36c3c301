import ChevronRight from '@mui/icons-material/ChevronRight';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Fragment, memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { announce } from '../../../../common/announce';
import { formatInteger } from '../../../../common/numberFormat';
import { fr } from '../../../../i18n/fr';
import type { EditorElement } from '../../../../document/types';
import {
  elementsAligned,
  selectElements,
  selectSelection,
  selectSharedPartMap,
} from '../../editorSlice';
import { ALIGNMENTS, type Alignment } from '../../model/align';
import { contextMenuEntries, type Entry } from './contextMenuEntries';
import type { ContextMenuRequest } from './useCanvasContextMenu';

const t = fr.editor.contextMenu;

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

const NO_ELEMENTS: EditorElement[] = [];
const NO_IDS: string[] = [];

/**
 * The canvas's context menu (useCanvasContextMenu opens it): on elements, what applies to the
 * selection (« Modifier le texte », « Copier », « Coller », « Dupliquer », « Supprimer »,
 * « Premier plan », « Arrière-plan », « Aligner » in a menu of its own, « Grouper » or
 * « Dissocier », « Verrouiller », « Masquer »); on the empty canvas, « Coller » and « Tout sélectionner » (contextMenuEntries).
 * Each action is one undo step; closing gives the focus back to the element. Memoised: the
 * canvas around it renders again at every change of the selection.
 */
export const CanvasContextMenu = memo(function CanvasContextMenu({
  request,
  onClose,
}: {
  request: ContextMenuRequest | null;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  // The elements only while the menu is open: closed, it does not render at every edit.
  const elements = useAppSelector((state) => (request ? selectElements(state) : NO_ELEMENTS));
  // The selection too: closed, it does not render when 500 are selected.
  const selection = useAppSelector((state) => (request ? selectSelection(state) : NO_IDS));
  const parts = useAppSelector(selectSharedPartMap);
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
    if (done.entry?.said) announce(done.entry.said);
  }, [open, shown]);

  const entries =
    shown && open
      ? contextMenuEntries({ request: shown, elements, selection, dispatch, parts })
      : [];

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
              onKeyDown={entry.submenu && !entry.unavailable ? onAlignKey : undefined}
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
});
