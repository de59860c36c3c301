import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import {
  keptOwnNoticeClosed,
  selectKeptOwn,
  selectSharedDeleteAsked,
  selectSharedMessage,
  sharedDeleteAsked,
  sharedDeleteConfirmed,
  sharedMessageDismissed,
} from '../editorSlice';

const t = fr.editor.shared;

/**
 * What the site's header and footer say: « Supprimer l'en-tête de toutes les pages ? » before a
 * deletion empties one (Ctrl+Z still restores it), what a move into or out of them did, and,
 * once an older site opens, the pages that kept their own header or footer.
 */
export function SharedPartNotices() {
  const dispatch = useAppDispatch();
  const asked = useAppSelector(selectSharedDeleteAsked);
  const message = useAppSelector(selectSharedMessage);
  const keptOwn = useAppSelector(selectKeptOwn);
  const titleId = useId();
  const textId = useId();
  const cancel = () => dispatch(sharedDeleteAsked(null));
  const closeMessage = () => dispatch(sharedMessageDismissed());
  const kept = keptOwn
    ? (['header', 'footer'] as const)
        .filter((part) => keptOwn[part].length > 0)
        .map((part) => t.keptOwn[part](keptOwn[part].length, keptOwn[part].join(', ')))
    : [];
  return (
    <>
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
      <Snackbar
        open={message !== null}
        onClose={(_event, reason) => reason !== 'clickaway' && closeMessage()}
        autoHideDuration={8000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="info" onClose={closeMessage} closeText={t.keptOwnClose}>
          {message}
        </Alert>
      </Snackbar>
      {kept.length > 0 && (
        <Alert
          severity="info"
          role="status"
          onClose={() => dispatch(keptOwnNoticeClosed())}
          closeText={t.keptOwnClose}
          sx={{ mx: 1, mt: 1 }}
        >
          {kept.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
    </>
  );
}
