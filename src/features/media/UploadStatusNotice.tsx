import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import { fr } from '../../i18n/fr';
import { dismissUploadMessage, useUploadStatus } from './uploadStatus';

/**
 * The uploads' feedback, once for the editor: a progress bar while a picture takes more than half
 * a second, then the outcome (a refusal stays until closed; success goes by itself).
 */
export function UploadStatusNotice() {
  const { processing, message } = useUploadStatus();
  if (processing) {
    return (
      <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="info" icon={false} role="status" sx={{ width: { xs: 1, sm: 360 } }}>
          {fr.editor.media.processing(processing)}
          <LinearProgress sx={{ mt: 1 }} aria-label={fr.editor.media.processing(processing)} />
        </Alert>
      </Snackbar>
    );
  }
  if (!message) return null;
  const error = message.severity === 'error';
  return (
    <Snackbar
      key={message.key}
      open
      autoHideDuration={error ? null : 8000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismissUploadMessage();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={message.severity}
        role={error ? 'alert' : 'status'}
        onClose={dismissUploadMessage}
        closeText={fr.editor.media.dialog.close}
        sx={{ maxWidth: 560 }}
      >
        {message.text}
      </Alert>
    </Snackbar>
  );
}
