import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { lazyPart, useLazyPart } from '../../../common/lazyPart';
import { fr } from '../../../i18n/fr';
import {
  keptOwnNoticeClosed,
  selectKeptOwn,
  selectSharedDeleteAsked,
  selectSharedMessage,
  sharedMessageDismissed,
} from '../editorSlice';

/** The question before a deletion empties the header or footer: loaded when first asked. */
const sharedDeleteDialog = lazyPart(() => import('./SharedDeleteDialog'));

const t = fr.editor.shared;

/**
 * What the site's header and footer say: « Supprimer l'en-tête de toutes les pages ? » before a
 * deletion empties one (Ctrl+Z still restores it), what a move into or out of them did, and,
 * once an older site opens, the pages that kept their own header or footer.
 */
export function SharedPartNotices() {
  const dispatch = useAppDispatch();
  const asked = useAppSelector(selectSharedDeleteAsked);
  const dialog = useLazyPart(sharedDeleteDialog, asked !== null);
  const message = useAppSelector(selectSharedMessage);
  const keptOwn = useAppSelector(selectKeptOwn);
  const closeMessage = () => dispatch(sharedMessageDismissed());
  const kept = keptOwn
    ? (['header', 'footer'] as const)
        .filter((part) => keptOwn[part].length > 0)
        .map((part) => t.keptOwn[part](keptOwn[part].length, keptOwn[part].join(', ')))
    : [];
  return (
    <>
      {dialog && <dialog.SharedDeleteDialog />}
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
