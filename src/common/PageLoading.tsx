import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { fr } from '../i18n/fr';

/** Shown while a code-split screen loads. */
export function PageLoading() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', flex: 1, py: 10 }}>
      <CircularProgress aria-label={fr.app.loading} />
    </Box>
  );
}
