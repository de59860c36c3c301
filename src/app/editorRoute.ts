/**
 * The editor's addresses, read in one place: every part of the app that asks « is this an editor
 * address, and which? » asks `editorRoute` (the entry, the start-up, the router, the editor, the
 * tab's title, the prerendered shell's rule and through it the service worker and `vite preview`).
 * Pure and free of imports: the tiny entry (main.tsx) and vite.config.ts (through prerendered.ts)
 * read it too.
 */

/** What an editor address opens. */
export type EditorRoute =
  /** `/editor`: a new page. */
  | { kind: 'new' }
  /** `/editor/{templateId}`: a new page on a template (an unknown id opens as a new page). */
  | { kind: 'template'; templateId: string }
  /** `/editor/projet/{projectId}`: a project saved in this browser. */
  | { kind: 'project'; projectId: string }
  /** `/editor/partage#{page}`: a share link; the page travels in the address's hash. */
  | { kind: 'share' };

const EDITOR = '/editor';
const PROJECT = 'projet';
const SHARE = 'partage';

/** The address of `route` (what editorRoute reads back). */
export function editorPath(route: EditorRoute): string {
  switch (route.kind) {
    case 'new':
      return EDITOR;
    case 'template':
      return `${EDITOR}/${encodeURIComponent(route.templateId)}`;
    case 'project':
      return `${EDITOR}/${PROJECT}/${encodeURIComponent(route.projectId)}`;
    case 'share':
      return `${EDITOR}/${SHARE}`;
  }
}

/** One segment of an address, decoded; kept as written when it is not valid percent-encoding. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What the address `pathname` (its path only: no search nor hash) opens in the editor, or null
 * when it is not an editor address. Read as the router matched it before: its words whatever
 * their case, trailing slashes left out, each id decoded (`%20` is a space; invalid
 * percent-encoding is kept as written). `/editor/projet` without an id, and any deeper path, is
 * no editor address.
 */
export function editorRoute(pathname: string): EditorRoute | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  if (segments[0] !== '' || segments[1]?.toLowerCase() !== EDITOR.slice(1)) return null;
  const [, , first, second, ...rest] = segments;
  if (rest.length > 0 || first === '' || second === '') return null;
  if (first === undefined) return { kind: 'new' };
  const word = first.toLowerCase();
  if (second !== undefined) {
    return word === PROJECT ? { kind: 'project', projectId: decoded(second) } : null;
  }
  if (word === SHARE) return { kind: 'share' };
  if (word === PROJECT) return null;
  return { kind: 'template', templateId: decoded(first) };
}

/**
 * The route an address's own document is opened for (`openedFor` in the editor's state): `''` for
 * a new page, the template's id for a template. Null for a saved project or a share link, which
 * bring their document.
 */
export function documentKey(route: EditorRoute): string | null {
  return route.kind === 'new' ? '' : route.kind === 'template' ? route.templateId : null;
}

/**
 * The addresses below /editor that are a template's (`/editor/{templateId}`, trailing slashes left
 * out): the rule of editorRoute's `template` kind as a pattern, for the service worker, which
 * serves the editor's shell offline for them (vite.config.ts), and the browser tests' server
 * (test/e2e/server.mjs, its copy).
 */
export const EDITOR_SHELL_SUBPATH = /* @__PURE__ */ new RegExp(
  `^${EDITOR}/(?!${SHARE}$|${PROJECT}$)[^/]+$`.replaceAll('/', '\\/'),
  'i',
);
