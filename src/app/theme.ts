import { createTheme } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';

/** The one MUI theme of Toile: palette, type, shape and component overrides, with the French locale. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#2563EB', dark: '#1D4ED8', light: '#60A5FA', contrastText: '#FFFFFF' },
      secondary: { main: '#7C3AED', contrastText: '#FFFFFF' },
      error: { main: '#DC2626' },
      background: { default: '#F8FAFC', paper: '#FFFFFF' },
      text: { primary: '#0F172A', secondary: '#475569' },
    },
    shape: { borderRadius: 10 },
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
    },
  },
  frFR,
);
