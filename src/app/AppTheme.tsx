import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { theme } from './theme';

// What @mui/material's ThemeProvider hands on for a theme without CSS variables (ours): the same
// theme, `vars` null. Its own module also holds the provider of CSS-variable themes, about 3 KB
// gzipped on every screen that ours never uses.
const themeWithoutVars = { ...theme, vars: null };

/** The app's MUI theme, for every component below. */
export function AppTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={themeWithoutVars}>{children}</ThemeProvider>;
}
