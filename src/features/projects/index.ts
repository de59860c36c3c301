/**
 * The projects' public entry: what another feature (the landing page) may use. Nothing else of
 * `features/projects/` is imported from outside it but by the router, which loads its screens
 * (app/router.tsx). Light: it brings neither the store nor the editor.
 */
export { openGeneratedSite } from './openGeneratedSite';
