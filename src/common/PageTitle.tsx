import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading (h1) of a screen under the header: the library, « Mes projets ». */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h1"
      variant="h3"
      sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 1.5 }}
    >
      {children}
    </Typography>
  );
}
