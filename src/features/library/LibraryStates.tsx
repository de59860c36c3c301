import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { darken } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { fr } from '../../i18n/fr';

const t = fr.library;

/**
 * The failure, drawn as MUI's outlined error Alert (its sizes and colours) from plain boxes: the
 * Alert component would load with the library only for this rare case.
 */
export function GenerationFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        ...theme.typography.body2,
        display: 'flex',
        alignItems: 'flex-start',
        px: 2,
        py: '6px',
        borderRadius: 1,
        border: `1px solid ${theme.palette.error.light}`,
        color: darken(theme.palette.error.light, 0.6),
        bgcolor: 'background.paper',
      })}
    >
      <Box
        sx={{ display: 'flex', mr: '12px', py: '7px', fontSize: 22, opacity: 0.9 }}
        color="error.main"
      >
        <ErrorOutline fontSize="inherit" />
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>
        <Typography component="h2" sx={{ mt: '-2px', mb: '0.35em', fontWeight: 700 }}>
          {t.failedTitle}
        </Typography>
        {t.failedBody}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', pt: '4px', pl: 2, ml: 'auto', mr: -1 }}>
        <Button color="error" variant="contained" startIcon={<RefreshRounded />} onClick={onRetry}>
          {t.retry}
        </Button>
      </Box>
    </Box>
  );
}

export function EmptyResults({ onClear }: { onClear: () => void }) {
  return (
    <Stack
      spacing={2}
      sx={{
        alignItems: 'center',
        textAlign: 'center',
        py: { xs: 6, md: 10 },
        px: 2,
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <SearchOffRounded aria-hidden="true" sx={{ fontSize: 56, color: 'primary.light' }} />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t.emptyTitle}
      </Typography>
      <Typography color="text.secondary">{t.emptyHint}</Typography>
      <Button variant="outlined" onClick={onClear}>
        {t.clearFilters}
      </Button>
    </Stack>
  );
}
