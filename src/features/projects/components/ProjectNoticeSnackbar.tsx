import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { noticeDismissed, selectProjectNotice, type ProjectNotice } from '../projectsSlice';

function noticeText(notice: ProjectNotice): string {
  switch (notice.kind) {
    case 'sharedOpened':
      return fr.projects.sharedOpened;
    case 'imported':
      return fr.projects.imported(notice.name);
    case 'keptBoth':
      return fr.projects.conflict.keptBoth;
    case 'error':
    case 'warning':
    case 'done':
      return notice.message;
  }
}

/**
 * The projects' one message at a time (a share link opened, a file imported or refused). What
 * matters stays until closed; a confirmation fades after ten seconds.
 */
export function ProjectNoticeSnackbar() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectProjectNotice);
  const close = () => dispatch(noticeDismissed());
  const lasting =
    notice?.kind === 'error' || notice?.kind === 'warning' || notice?.kind === 'sharedOpened';
  return (
    <Snackbar
      open={notice !== null}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      autoHideDuration={lasting ? null : 10_000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert
          severity={
            notice.kind === 'error' || notice.kind === 'warning'
              ? notice.kind
              : notice.kind === 'sharedOpened'
                ? 'info'
                : 'success'
          }
          variant="filled"
          onClose={close}
          slotProps={{ closeButton: { title: fr.projects.close, 'aria-label': fr.projects.close } }}
          sx={{ maxWidth: 560 }}
        >
          {noticeText(notice)}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
