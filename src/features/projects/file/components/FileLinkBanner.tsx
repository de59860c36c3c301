import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppDispatch } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import { askFilePermission, unlinkFile } from '../fileLinks';
import { writeLinkedFile } from '../fileTriggers';
import { useFileLink } from './useFileLink';

/**
 * After a reload the browser asks again before Toile may write in the chosen file: this banner
 * says why and asks (« Autoriser », in the person's click), or lets the link go.
 */
export function FileLinkBanner() {
  const dispatch = useAppDispatch();
  const link = useFileLink();
  if (!link || link.state !== 'permission') return null;
  return (
    <Alert
      severity="info"
      sx={{ borderRadius: 0, alignItems: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={async () => {
              // Granted: the file catches up with the project at once.
              if (await askFilePermission(link.projectId)) {
                void dispatch(writeLinkedFile(link.projectId));
              }
            }}
          >
            {fr.projects.ownFile.allow}
          </Button>
          <Button color="inherit" size="small" onClick={() => void unlinkFile(link.projectId)}>
            {fr.projects.ownFile.stop}
          </Button>
        </Stack>
      }
    >
      {fr.projects.ownFile.permission(link.fileName)}
    </Alert>
  );
}
