/**
 * Pages prerendered at build time (vite.config.ts, plugin `toile-prerender`): the route and the
 * file a host serves for it. The root element of such a file carries `data-prerendered="<route>"`.
 * This module is imported by the tiny entry (main.tsx): it must stay free of dependencies.
 */
export const PRERENDERED_PAGES = [
  { route: '/', file: 'index.html' },
  { route: '/templates', file: 'templates.html' },
] as const;

export type PrerenderedRoute = (typeof PRERENDERED_PAGES)[number]['route'];

/** The address's path without a trailing slash (`/templates/` is `/templates`). */
export function normalizedPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The route whose prerendered markup the root holds and which the address shows, or null: then
 * the app renders from an empty root (a host may serve one file for every path). The library's
 * markup shows every template, so it only fits an address without a search (`?q=`, `?categorie=`).
 */
export function prerenderedRoute(
  root: HTMLElement | null,
  location: Location,
): PrerenderedRoute | null {
  const route = root?.dataset.prerendered;
  if (!root?.hasChildNodes() || route !== normalizedPath(location.pathname)) return null;
  if (route !== '/' && location.search !== '') return null;
  return PRERENDERED_PAGES.find((page) => page.route === route)?.route ?? null;
}
