/**
 * The templates' public entry: what other features (library, editor) may use. Nothing else of
 * `features/templates/` is imported from outside it (eslint.config.js). The generator itself
 * (`generateTemplates.ts`, faker) is not here: the slice's thunk loads it on demand.
 */
export * from './types';
export * from './templatesSlice';
export { useTemplates } from './useTemplates';
export { CATEGORY_HUES, contrastRatio, hslToHex } from './palette';
export { layoutTemplate, PAGE_WIDTH, SECTION_HEIGHTS } from './layout';
export { templateSrcDoc } from './templateSrcDoc';
export { templateToElements } from './templateToElements';
