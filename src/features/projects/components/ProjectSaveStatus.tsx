import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../app/hooks';
import { useInEditorShell } from '../../../common/shell';
import { fr } from '../../../i18n/fr';
import { selectSaveStatus } from '../projectsSlice';

/**
 * The top bar's save status, following the save machine: « Non sauvegardé », « Enregistrement… »,
 * « Sauvegardé », « Modifications non enregistrées », « Échec de l'enregistrement » (its way out
 * is the banner under the top bar), « Conflit avec un autre onglet ».
 */
export function ProjectSaveStatus() {
  const status = useAppSelector(selectSaveStatus);
  const failed = status === 'error' || status === 'conflict';
  // Blank in the editor's prerendered shell: the project's save state is not known yet.
  const inShell = useInEditorShell();
  return (
    <Box
      role="status"
      data-save-status={status}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minWidth: 0,
        color: failed ? 'error.main' : 'text.secondary',
      }}
    >
      {status === 'saving' && <CircularProgress size={12} thickness={5} aria-hidden="true" />}
      {status === 'saved' && (
        <CheckCircleOutlined sx={{ fontSize: 16, color: 'success.main' }} aria-hidden="true" />
      )}
      {failed && <ErrorOutlineOutlined sx={{ fontSize: 16 }} aria-hidden="true" />}
      <Typography variant="body2" component="span" noWrap sx={{ color: 'inherit' }}>
        {inShell ? '\u00a0' : fr.projects.status[status]}
      </Typography>
    </Box>
  );
}
