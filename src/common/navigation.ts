/** The header's links, and the rule that says which one is highlighted for a path. */
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
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  if (linkPath === '/') return path === '/';
  return path === linkPath || path.startsWith(`${linkPath}/`);
}
