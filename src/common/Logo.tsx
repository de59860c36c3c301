import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { fr } from '../i18n/fr';

/** The palette mark: four paint wells on an artist's palette. Decorative, the name carries the meaning. */
export function PaletteMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M16 3C8.3 3 3 8.6 3 15.2 3 22 8.4 29 15.6 29c2.2 0 3.1-1.2 3.1-2.6 0-1.9-1.6-2.4-1.6-4 0-1.3 1-2.2 2.6-2.2h3.1C26.6 20.2 29 17.6 29 13.9 29 7.6 23.3 3 16 3Z"
        fill="#2563EB"
      />
      <circle cx="10" cy="14" r="2.4" fill="#FBBF24" />
      <circle cx="14" cy="8.6" r="2.4" fill="#F472B6" />
      <circle cx="20.5" cy="8.8" r="2.4" fill="#34D399" />
      <circle cx="24.2" cy="14" r="2.2" fill="#FFFFFF" />
    </svg>
  );
}

export function Logo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={fr.header.logoLabel}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.35rem',
        letterSpacing: '-0.02em',
        borderRadius: 1,
      }}
    >
      <PaletteMark />
      <span>{fr.app.name}</span>
    </Box>
  );
}
