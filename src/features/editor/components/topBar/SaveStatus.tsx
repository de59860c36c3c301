import Typography from '@mui/material/Typography';
import { fr } from '../../../../i18n/fr';

/**
 * The save status of the top bar. The spec's text until the projects issue (6) replaces this
 * component with its save machine (« Enregistrement… », « Sauvegardé », …).
 */
export function SaveStatus() {
  return (
    <Typography
      variant="body2"
      role="status"
      sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
      data-save-status="unsaved"
    >
      {fr.editor.topBar.unsaved}
    </Typography>
  );
}
