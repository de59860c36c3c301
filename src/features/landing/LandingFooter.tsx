import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PaletteMark } from '../../common/Logo';
import { fr } from '../../i18n/fr';
import { pageWidth } from '../../common/pageWidth';

/** Drawn as MUI's Link in `text.secondary` is, without its module. */
const footerLink = {
  m: 0,
  font: 'inherit',
  letterSpacing: 'inherit',
  color: 'text.secondary',
  textDecoration: 'underline',
  textDecorationColor: 'rgba(71, 85, 105, 0.4)',
  '&:hover': { textDecorationColor: 'inherit' },
} as const;

export function LandingFooter() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 5 }}
    >
      <Box sx={pageWidth('lg')}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            justifyContent: 'space-between',
            gap: 4,
          }}
        >
          <Box sx={{ maxWidth: 420 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <PaletteMark size={24} />
              <Typography sx={{ fontWeight: 800 }}>{fr.app.name}</Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {fr.landing.footerTagline}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {fr.landing.inspired}
            </Typography>
          </Box>
          <Box component="nav" aria-label={fr.landing.footerProduct}>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>{fr.landing.footerProduct}</Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Box component={RouterLink} to="/templates" sx={footerLink}>
                {fr.header.templates}
              </Box>
              <Box component={RouterLink} to="/editor" sx={footerLink}>
                {fr.header.editor}
              </Box>
            </Box>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
          {fr.landing.footerRights(new Date().getFullYear())}
        </Typography>
      </Box>
    </Box>
  );
}
