import type { Plugin } from 'vite';

/**
 * MUI's createTheme imports the builder of CSS-variable themes even for a theme without CSS
 * variables, which it never calls then: about 4 KB gzipped on every screen. Toile's one theme
 * (src/app/theme.ts) has none, so the build puts in its place a function that says so if it is
 * ever called (a theme with `cssVariables` or `colorSchemes` would need this plugin removed).
 */
const NO_CSS_VARIABLES_THEME = '\0toile-no-css-variables-theme';

export function noCssVariablesTheme(): Plugin {
  return {
    name: 'toile-no-css-variables-theme',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromCreateTheme = importer?.endsWith('/@mui/material/styles/createTheme.mjs');
      return fromCreateTheme && source === './createThemeWithVars.mjs'
        ? NO_CSS_VARIABLES_THEME
        : null;
    },
    load(id) {
      if (id !== NO_CSS_VARIABLES_THEME) return null;
      return `export default function createThemeWithVars() {
  throw new Error('Toile: this build has no CSS-variable themes (build/noCssVariablesTheme.ts).');
}`;
    },
  };
}
