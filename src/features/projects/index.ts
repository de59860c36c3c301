/**
 * The projects' public entry: what another feature (the landing page) may use. Nothing else of
 * `features/projects/` is imported from outside it but by the router, which loads its screens
 * (app/router.tsx). Light: the generator's dialog behind the button, the store and the editor
 * load on use.
 */
export { CreateWithAiButton } from './components/CreateWithAiButton';
