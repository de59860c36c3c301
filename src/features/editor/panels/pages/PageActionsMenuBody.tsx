import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { formatInteger } from '../../../../common/numberFormat';
import { fr } from '../../../../i18n/fr';
import { homePageSet, selectDocument } from '../../editorSlice';
import { linksToPage } from '../../model/pageLinks';
import { duplicatePage } from '../../pageThunks';
import { PageSettingsDialog } from '../settings/PageSettingsDialog';
import type { PageActionsMenuBodyProps } from './PageActionsMenu';

const t = fr.editor.pages;

/**
 * A page's menu itself (PageActionsMenu.tsx draws its button and loads this module when it is
 * first opened): « Renommer », « Paramètres de la page », « Dupliquer », « Définir comme page
 * d'accueil », « Monter », « Descendre », « Supprimer » (confirmed, saying which pages link to
 * it; never the last page).
 */
export default function PageActionsMenuBody({
  menuId,
  anchor,
  onClose,
  page,
  index,
  count,
  home,
  full,
  onRename,
  onMove,
  onDelete,
}: PageActionsMenuBodyProps) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  // null until first opened: the fifty rows do not each hold a dialog they never show.
  const [settingsOpen, setSettingsOpen] = useState<boolean | null>(null);
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        <MenuItem onClick={run(onRename)}>{t.rename}</MenuItem>
        <MenuItem onClick={run(() => setSettingsOpen(true))}>{t.settings}</MenuItem>
        <MenuItem disabled={full} onClick={run(() => dispatch(duplicatePage(page.id)))}>
          {t.duplicate}
        </MenuItem>
        <MenuItem disabled={home} onClick={run(() => dispatch(homePageSet(page.id)))}>
          {t.setHome}
        </MenuItem>
        <MenuItem disabled={index === 0} onClick={run(() => onMove(index - 1))}>
          {t.moveUp}
        </MenuItem>
        <MenuItem disabled={index === count - 1} onClick={run(() => onMove(index + 1))}>
          {t.moveDown}
        </MenuItem>
        <MenuItem
          disabled={count <= 1}
          onClick={run(() => setConfirming(true))}
          sx={{ color: 'error.main' }}
        >
          {t.delete}
        </MenuItem>
      </Menu>
      <ConfirmDelete
        open={confirming}
        pageId={page.id}
        name={page.name}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
      {settingsOpen !== null && (
        <PageSettingsDialog
          pageId={page.id}
          open={settingsOpen}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </>
  );
}

function ConfirmDelete({
  open,
  pageId,
  name,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  pageId: string;
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{ paper: { role: 'alertdialog' } }}
    >
      <DialogTitle id={titleId}>{t.deleteTitle(name)}</DialogTitle>
      <DialogContent>
        <div id={bodyId}>
          <LinksWarning pageId={pageId} />
          <DialogContentText>{t.deleteBody}</DialogContentText>
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t.confirmDelete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * « 3 liens mènent à cette page (Accueil, Contact)… »: nothing when no other page links here.
 * Inside the dialog's content, so it reads the site only while the confirmation shows.
 */
function LinksWarning({ pageId }: { pageId: string }) {
  const site = useAppSelector(selectDocument);
  const { total, pages } = linksToPage(site, pageId);
  if (total === 0) return null;
  const names = pages.map((p) => p.name).join(', ');
  return (
    // Read with the dialog's description (aria-describedby), not announced a second time.
    <Alert severity="warning" role="note" sx={{ mb: 1.5 }}>
      {fr.editor.settings.linksWarning(total, formatInteger(total), names)}
    </Alert>
  );
}
