import { EDITOR_SHELL_SUBPATH, editorRoute } from './editorRoute.ts';

export { EDITOR_SHELL_SUBPATH };

/**
 * Pages prerendered at build time (vite.config.ts, plugin `toile-prerender`): the route and the
 * file a host serves for it. The root element of such a file carries `data-prerendered="<route>"`.
 * The landing page and the library are hydrated; the editor's file holds only its shell (the
 * frame of an empty editor, inert), which the app replaces once it renders.
 * This module is imported by the tiny entry (main.tsx) and by vite.config.ts: it imports nothing
 * but editorRoute.ts, itself free of imports (with its extension, for Vite's config loader).
 */
export const PRERENDERED_PAGES = [
  { route: '/', file: 'index.html' },
  { route: '/templates', file: 'templates.html' },
  { route: '/editor', file: 'editor.html' },
] as const;

/** The pages the app hydrates (the editor's shell is replaced instead). */
export type PrerenderedRoute = '/' | '/templates';

/** The editor's shell: the route its file carries. */
export const EDITOR_SHELL = '/editor';

/** The address's path without a trailing slash (`/templates/` is `/templates`). */
export function normalizedPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The prerendered file a host serves for `pathname`, or null (app.html then). The editor's shell
 * is served for /editor and /editor/{templateId}, which open the editor at once; not for a saved
 * project (/editor/projet/{id}) nor a share link (/editor/partage): they load first and may end
 * on a message instead of the editor.
 */
export function prerenderedFileFor(pathname: string): string | null {
  const path = normalizedPath(pathname);
  const page = PRERENDERED_PAGES.find((p) => p.route === path);
  if (page) return page.file;
  const kind = editorRoute(path)?.kind;
  return kind === 'new' || kind === 'template' ? 'editor.html' : null;
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
  return route === '/' || route === '/templates' ? route : null;
}

/**
 * True when the root holds the editor's shell and the address is one it was made for: the app
 * then keeps it on screen until the editor's first render replaces it. On any other address (a
 * host that serves editor.html too widely) the app clears it before rendering.
 */
export function showsEditorShell(root: HTMLElement | null, location: Location): boolean {
  return (
    root?.dataset.prerendered === EDITOR_SHELL &&
    root.hasChildNodes() &&
    prerenderedFileFor(location.pathname) === 'editor.html'
  );
}
