import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Which feature may use which (docs/architecture.md, « Dependencies »), always through the used
 * feature's public entry (its index.ts). Projects wraps the editor (persistence, share, import)
 * and export adds to it (preview, zip): the editor knows neither.
 */
const FEATURE_USES = {
  landing: [],
  templates: [],
  media: [],
  fonts: [],
  library: ['templates'],
  editor: ['templates', 'media', 'fonts'],
  export: ['editor', 'media', 'fonts'],
  projects: ['editor', 'export', 'templates', 'media', 'fonts'],
};
const featureZones = Object.entries(FEATURE_USES).flatMap(([feature, uses]) =>
  Object.keys(FEATURE_USES)
    .filter((other) => other !== feature)
    .map((other) =>
      uses.includes(other)
        ? {
            target: `./src/features/${feature}`,
            from: `./src/features/${other}`,
            except: ['./index.ts'],
            message: `${feature} uses ${other} only through features/${other}/index.ts.`,
          }
        : {
            target: `./src/features/${feature}`,
            from: `./src/features/${other}`,
            message: `${feature} may not import ${other} (see FEATURE_USES in eslint.config.js).`,
          },
    ),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-test',
      'coverage',
      'node_modules',
      'scratch',
      'test/e2e/screenshots',
      'test/bench/results',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Zod comes configured for the CSP (no eval) from one module.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/document/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import { z } from 'src/document/zod' (jitless, CSP)." }],
          patterns: [{ group: ['zod/*'], message: "Import { z } from 'src/document/zod'." }],
        },
      ],
    },
  },
  {
    // The house's floors (docs/architecture.md, « Dependencies »): no import cycle anywhere in
    // src/; src/document/ (the site document) imports nothing of the app: no React, no Redux,
    // no MUI, no feature, no app, no common part, only its own files and the strings; a feature
    // uses another only as FEATURE_USES allows, through its index.ts.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/document',
              from: ['./src/app', './src/common', './src/features'],
              message: 'src/document/ is the floor: it imports nothing of the app.',
            },
            {
              target: './src/content',
              from: ['./src/app', './src/common', './src/features'],
              message: 'src/content/ (words and grammar) imports nothing of the app.',
            },
            {
              target: ['./src/common', './src/i18n'],
              from: './src/features',
              message: 'Shared parts never import a feature.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/document/**/*.ts', 'src/content/**/*.ts'],
    ignores: ['src/document/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import { z } from './zod' (jitless, CSP)." }],
          patterns: [
            { group: ['zod/*'], message: "Import { z } from './zod'." },
            {
              group: ['react', 'react-*', 'react/*', '@reduxjs/*', 'redux', '@mui/*', '@emotion/*'],
              message: 'src/document/ is pure TypeScript: no React, Redux or MUI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
);
