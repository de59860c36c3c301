import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { fr } from '../i18n/fr';
import { pageWidth } from './pageWidth';

/** A full-screen French message with a way home: the 404 page and the crash page share it. */
export function MessagePage({
  code,
  title,
  body,
  onReload,
}: {
  code?: string;
  title: string;
  body: string;
  onReload?: () => void;
}) {
  return (
    <Box component="main" sx={{ ...pageWidth('sm'), py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      {code && (
        <Typography
          aria-hidden="true"
          sx={{
            fontSize: { xs: 72, md: 96 },
            fontWeight: 800,
            color: 'primary.main',
            lineHeight: 1,
          }}
        >
          {code}
        </Typography>
      )}
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {body}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'center',
          gap: 2,
        }}
      >
        <Button variant="contained" component={RouterLink} to="/">
          {fr.errors.backHome}
        </Button>
        {onReload && (
          <Button variant="outlined" onClick={onReload}>
            {fr.errors.reload}
          </Button>
        )}
      </Box>
      <Box sx={{ height: 32 }} />
    </Box>
  );
}
