/**
 * The templates' public entry: what other features (library, editor) may use. Nothing else of
 * `features/templates/` is imported from outside it (eslint.config.js). The generator itself
 * (`generateTemplates.ts`, faker) and the section library that builds a template's pages are not
 * here: they load on demand (the slice's thunk; `loadTemplatePages`).
 */
export * from './types';
export * from './templatesSlice';
export { useTemplates } from './useTemplates';
export { CATEGORY_HUES, contrastRatio, hslToHex } from './palette';

/**
 * `templatePages` (templatePages.ts), loaded on demand with the section library: « Modifier le
 * contenu du template » builds the template's pages with it.
 */
export const loadTemplatePages = () => import('./templatePages').then((m) => m.templatePages);
export type { BuiltPage } from './templatePages';
