import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { selectSharedDeleteAsked, sharedDeleteAsked, sharedDeleteConfirmed } from '../editorSlice';

const t = fr.editor.shared;

/**
 * « Supprimer l'en-tête de toutes les pages ? », before a deletion empties the site's header (or
 * footer); Ctrl+Z still restores it. Loaded when first asked (SharedPartNotices), then kept for
 * its closing transition.
 */
export function SharedDeleteDialog() {
  const dispatch = useAppDispatch();
  const asked = useAppSelector(selectSharedDeleteAsked);
  const titleId = useId();
  const textId = useId();
  const cancel = () => dispatch(sharedDeleteAsked(null));
  return (
    <Dialog
      open={asked !== null}
      onClose={cancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      {asked && (
        <>
          <DialogTitle id={titleId}>{t.deleteTitle[asked.part]}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId}>{t.deleteText[asked.part]}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={cancel} autoFocus>
              {t.cancel}
            </Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => dispatch(sharedDeleteConfirmed())}
            >
              {t.deleteConfirm}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
