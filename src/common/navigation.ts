import { editorRoute } from '../app/editorRoute';
import { normalizedPath } from '../app/prerendered';
import { fr } from '../i18n/fr';

/**
 * The header's links, the rule that says which one is highlighted for a path, and the browser
 * tab's title of each path.
 */
export interface NavItem {
  to: string;
  key: 'home' | 'templates' | 'editor' | 'projects';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', key: 'home' },
  { to: '/templates', key: 'templates' },
  { to: '/editor', key: 'editor' },
  { to: '/projets', key: 'projects' },
];

/** `/` matches only itself; every other link matches itself and every path below it. */
export function isNavActive(linkPath: string, currentPath: string): boolean {
  const path = normalizedPath(currentPath);
  if (linkPath === '/') return path === '/';
  return path === linkPath || path.startsWith(`${linkPath}/`);
}

/** The document title of `pathname` (set by Layout; written into the prerendered pages). */
export function pageTitle(pathname: string): string {
  const path = normalizedPath(pathname).toLowerCase();
  const { screens } = fr.app;
  if (path === '/') return fr.app.title;
  if (path === '/templates') return fr.app.pageTitle(screens.library);
  if (path === '/projets') return fr.app.pageTitle(screens.projects);
  if (editorRoute(path)) return fr.app.pageTitle(screens.editor);
  return fr.app.pageTitle(screens.notFound);
}
