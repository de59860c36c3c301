import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { selectConflict } from '../projectsSlice';
import { keepBothVersions, keepMyVersion, takeTheirVersion } from '../projectsThunks';
import { formatTime } from '../relativeTime';

const t = fr.projects.conflict;

/**
 * Another tab saved a newer version of the open project. Nothing has been overwritten; the person
 * chooses: keep this version (written over theirs), take theirs, or keep both (this one becomes a
 * new project). Told by the other tab, it is a banner that lets the person keep working; found by
 * a save they asked for, it is a dialog.
 */
export function ConflictNotice() {
  const dispatch = useAppDispatch();
  const conflict = useAppSelector(selectConflict);
  if (!conflict) return null;
  const body = t.body(conflict.name, formatTime(conflict.updatedAt));
  const choices = (
    <>
      <Button
        onClick={() => void dispatch(takeTheirVersion())}
        color="inherit"
        variant="outlined"
        size="small"
      >
        {t.takeTheirs}
      </Button>
      <Button
        onClick={() => void dispatch(keepBothVersions())}
        color="inherit"
        variant="outlined"
        size="small"
      >
        {t.keepBoth}
      </Button>
      <Button onClick={() => void dispatch(keepMyVersion())} variant="contained" size="small">
        {t.keepMine}
      </Button>
    </>
  );

  if (conflict.origin === 'broadcast') {
    return (
      <Alert severity="warning" role="alert" sx={{ borderRadius: 0 }}>
        <AlertTitle>{t.title}</AlertTitle>
        {body}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 1 }}>
          {choices}
        </Stack>
      </Alert>
    );
  }
  return (
    <Dialog open aria-labelledby="conflict-title" aria-describedby="conflict-body" maxWidth="sm">
      <DialogTitle id="conflict-title">{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="conflict-body">{body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>{choices}</DialogActions>
    </Dialog>
  );
}
