import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fr } from '../../../../i18n/fr';
import { useFileLink } from './useFileLink';

/** Beside the save status: « Enregistré dans site-boulangerie.toile.json » once a file is chosen. */
export function FileStatus() {
  const link = useFileLink();
  if (!link || link.state === 'permission' || link.state === 'failed') return null;
  const text =
    link.state === 'writing'
      ? fr.projects.ownFile.writing(link.fileName)
      : fr.projects.ownFile.savedIn(link.fileName);
  return (
    <Box
      role="status"
      data-file-status={link.state}
      sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.5, minWidth: 0 }}
    >
      <InsertDriveFileOutlined sx={{ fontSize: 16, color: 'text.secondary' }} aria-hidden="true" />
      <Typography variant="body2" component="span" noWrap color="text.secondary" title={text}>
        {text}
      </Typography>
    </Box>
  );
}
