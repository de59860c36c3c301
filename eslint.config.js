import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Which feature may use which (docs/architecture.md, « Dependencies »), always through the used
 * feature's public entries (FEATURE_ENTRIES). Every folder of src/features has its line, and the
 * graph has no cycle (both checked below, as this file loads): with the zones built from it, which
 * forbid every other import between features (`import type`, `export … from` and `import()`
 * included), no two features can import each other, directly or through others. The generator
 * makes sites and knows nothing of what is done with them; projects opens them (« Créer avec
 * l’IA ») and wraps the editor (persistence, share, import), export adds to the editor (preview,
 * zip): the editor knows neither, and uses the generator only for « Réécrire »; the landing page,
 * at the top, shows projects' « Créer avec l’IA ».
 */
const FEATURE_USES = {
  landing: ['projects'],
  templates: [],
  media: [],
  fonts: [],
  generator: ['templates', 'fonts'],
  library: ['templates'],
  editor: ['templates', 'media', 'fonts', 'generator'],
  export: ['editor', 'media', 'fonts'],
  projects: ['editor', 'export', 'generator', 'templates', 'media', 'fonts'],
};

/**
 * A feature's public entries, index.ts unless listed here: a second entry keeps what loads on use
 * apart from what a screen loads at once. The templates' build.ts (the section library, with the
 * palettes and the site they make) and types.ts (a template's and a recipe's shapes) are the
 * generator's; the generator's rewrite.ts (« Réécrire ») is the editor's, imported with import():
 * it brings the generator's texts without its dialog.
 */
const FEATURE_ENTRIES = {
  templates: ['index.ts', 'build.ts', 'types.ts'],
  generator: ['index.ts', 'rewrite.ts'],
  editor: ['index.ts', 'page.ts'],
};

/** The first cycle of `uses` (['a', 'b', 'a']), or null. */
function featureCycle(uses) {
  const state = new Map(); // feature → 'visiting' | 'done'
  const path = [];
  const visit = (feature) => {
    if (state.get(feature) === 'done') return null;
    if (state.get(feature) === 'visiting') return [...path.slice(path.indexOf(feature)), feature];
    state.set(feature, 'visiting');
    path.push(feature);
    for (const used of uses[feature] ?? []) {
      const cycle = visit(used);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(feature, 'done');
    return null;
  };
  for (const feature of Object.keys(uses)) {
    const cycle = visit(feature);
    if (cycle) return cycle;
  }
  return null;
}

/** Throws, naming what is wrong, unless `uses` covers `folders` and every feature it names, acyclic. */
function checkFeatureUses(uses, folders) {
  const missing = folders.filter((folder) => !(folder in uses));
  if (missing.length > 0)
    throw new Error(
      `eslint.config.js: FEATURE_USES has no line for features/${missing.join(', ')}.`,
    );
  for (const [feature, used] of Object.entries(uses)) {
    const unknown = used.filter((other) => !(other in uses) || other === feature);
    if (unknown.length > 0)
      throw new Error(`eslint.config.js: FEATURE_USES.${feature} names ${unknown.join(', ')}.`);
  }
  const cycle = featureCycle(uses);
  if (cycle) throw new Error(`eslint.config.js: FEATURE_USES has a cycle: ${cycle.join(' → ')}.`);
}

checkFeatureUses(
  FEATURE_USES,
  readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

const featureZones = Object.entries(FEATURE_USES).flatMap(([feature, uses]) =>
  Object.keys(FEATURE_USES)
    .filter((other) => other !== feature)
    .map((other) => {
      const entries = FEATURE_ENTRIES[other] ?? ['index.ts'];
      return uses.includes(other)
        ? {
            target: `./src/features/${feature}`,
            from: `./src/features/${other}`,
            except: entries.map((entry) => `./${entry}`),
            message: `${feature} uses ${other} only through ${entries.map((entry) => `features/${other}/${entry}`).join(', ')}.`,
          }
        : {
            target: `./src/features/${feature}`,
            from: `./src/features/${other}`,
            message: `${feature} may not import ${other} (see FEATURE_USES in eslint.config.js).`,
          };
    }),
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
