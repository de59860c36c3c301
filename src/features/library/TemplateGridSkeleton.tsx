import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { fr } from '../../i18n/fr';
import { gridColumnsSx } from './gridLayout';
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
