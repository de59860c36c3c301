/**
 * One of the templates' public entries (eslint.config.js, FEATURE_ENTRIES): building a site from
 * a recipe, pure (no React, no Redux): the palettes, the section library that builds the recipe's
 * pages, the site they make, the typesetting of its texts. The generator builds its sites with it;
 * the recipe's types are in types.ts, the other entry it uses. Not in index.ts: the section
 * library loads on demand for the templates' screens (`loadTemplatePages`), and whatever imports
 * this entry brings it.
 */
export { CATEGORY_HUES, contrastRatio, hslToHex } from './palette';
export { templatePages, type BuiltPage, type TemplateParts } from './templatePages';
export { templateSite } from './templatePage';
export { typeset } from './typeset';
