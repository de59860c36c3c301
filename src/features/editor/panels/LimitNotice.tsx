import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatInteger } from '../../../common/numberFormat';
import { LIMITS } from '../../../document/limits';
import { fr } from '../../../i18n/fr';
import { limitNoticeDismissed, selectLimitReached } from '../editorSlice';

/** Says, in French, why an addition did nothing: the page or the site holds all it may. */
export function LimitNotice() {
  const dispatch = useAppDispatch();
  const reached = useAppSelector(selectLimitReached);
  const close = () => dispatch(limitNoticeDismissed());
  const message =
    reached === 'page'
      ? fr.editor.limits.page(formatInteger(LIMITS.elementsPerPage))
      : reached === 'site'
        ? fr.editor.limits.site(formatInteger(LIMITS.elementsPerSite))
        : '';
  return (
    <Snackbar
      open={reached !== null}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="warning" onClose={close} closeText={fr.editor.limits.close}>
        {message}
      </Alert>
    </Snackbar>
  );
}
