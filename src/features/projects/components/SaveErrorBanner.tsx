import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { selectDocument } from '../../editor';
import { downloadProjectCopy } from '../downloadProjectCopy';
import { selectSaveError, selectSaveStatus } from '../projectsSlice';
import { saveProject } from '../projectsThunks';
import { QuotaSaveMessage } from '../keep/QuotaSaveMessage';
import { SaveToFileButton } from '../keep/SaveToFileButton';

/**
 * Under the top bar when a save failed (full disk, private browsing, a damaged record): what
 * happened, that the page is still here, and the ways out: « Réessayer », « Télécharger une
 * copie » (the project as a file), for a full disk « Enregistrer dans un fichier » (and the
 * word that the version saved before is whole), for a damaged record, replacing it with this
 * version.
 */
export function SaveErrorBanner() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const status = useAppSelector(selectSaveStatus);
  const kind = useAppSelector(selectSaveError);
  if (status !== 'error' || kind === null) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ borderRadius: 0, alignItems: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => void dispatch(saveProject({ explicit: true }))}
          >
            {fr.projects.retry}
          </Button>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={() => void dispatch(downloadProjectCopy(selectDocument(store.getState())))}
          >
            {fr.projects.downloadCopy}
          </Button>
          {kind === 'quota' && <SaveToFileButton />}
          {kind === 'corrupted' && (
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              onClick={() => void dispatch(saveProject({ explicit: true, force: true }))}
            >
              {fr.projects.replaceRecord}
            </Button>
          )}
        </Stack>
      }
    >
      {kind === 'quota' ? <QuotaSaveMessage /> : fr.projects.saveErrors[kind]}
    </Alert>
  );
}
