import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fr } from '../../i18n/fr';
import { gridColumnsSx } from './TemplateGrid';
import { visuallyHidden } from './visuallyHidden';

const t = fr.library;

/** While the templates are generated: cards of the grid's shape, and a word for screen readers. */
export function TemplateGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Box aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        {t.loading}
      </Box>
      <Box aria-hidden="true" data-testid="template-skeletons" sx={gridColumnsSx}>
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} variant="outlined" sx={{ borderRadius: 3 }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
            <Stack spacing={1} sx={{ p: 2 }}>
              <Skeleton variant="text" width="60%" sx={{ fontSize: '1.1rem' }} />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="85%" />
              <Skeleton variant="rounded" width={90} height={24} />
            </Stack>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

export function GenerationFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ bgcolor: 'background.paper', alignItems: 'flex-start' }}
      action={
        <Button color="error" variant="contained" startIcon={<RefreshRounded />} onClick={onRetry}>
          {t.retry}
        </Button>
      }
    >
      <AlertTitle component="h2" sx={{ fontWeight: 700 }}>
        {t.failedTitle}
      </AlertTitle>
      {t.failedBody}
    </Alert>
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
