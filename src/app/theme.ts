import { createTheme } from '@mui/material/styles';
import { fr } from '../i18n/fr';

/**
 * The one MUI theme of Toile: palette, type, shape and component overrides. MUI's own French locale
 * is not used: of its texts Toile would only use the Alert's « Fermer », and building it formats
 * numbers in French at once (`Intl.NumberFormat`), a costly first call in the start-up's theme
 * stage (about 15 ms on this machine, 60 at a phone's speed).
 *
 * A person whose system asks for less motion (`prefers-reduced-motion: reduce`) gets none: menus,
 * dialogs, drawers and tooltips appear and go at once (MUI's `motion.reducedMotion: 'system'`).
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#2563EB', dark: '#1D4ED8', light: '#60A5FA', contrastText: '#FFFFFF' },
    secondary: { main: '#7C3AED', contrastText: '#FFFFFF' },
    error: { main: '#DC2626' },
    background: { default: '#F8FAFC', paper: '#FFFFFF' },
    text: { primary: '#0F172A', secondary: '#475569' },
  },
  shape: { borderRadius: 10 },
  motion: { reducedMotion: 'system' },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.01em' },
    h3: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiAlert: { defaultProps: { closeText: fr.app.close } },
  },
});
