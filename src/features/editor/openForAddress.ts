import { documentKey, type EditorRoute } from '../../app/editorRoute';
import type { AppStore } from '../../app/store';
import { yieldToBrowser } from '../../common/yieldToBrowser';
import { generateTemplates, selectTemplateById, selectTemplatesStatus } from '../templates';
import { editorOpened, selectOpenedFor } from './editorSlice';

/**
 * What the editor waits for when its document is open: a promise already marked fulfilled, which
 * React's `use` reads without suspending. The editor calls `use` at every render, with this or an
 * opening: a render that waited must call it again when it resumes.
 */
export const DOCUMENT_OPEN: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
});

/**
 * An opening, which says whether it has settled as React's `use` reads it (`status`): once it
 * has, the editor's render reads it without waiting.
 */
type Opening = Promise<void> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: undefined };

/** The last opening of each route, by store. */
const openings = new WeakMap<AppStore, Map<string, Opening>>();

/**
 * Resolves once the templates are generated, or their generation failed; starts it if nothing
 * has (the start-up does on /editor/{templateId} and the library only, app/startStore.ts).
 */
function templatesSettled(store: AppStore): Promise<void> {
  if (selectTemplatesStatus(store.getState()) === 'idle') void store.dispatch(generateTemplates());
  const settled = () => !['idle', 'loading'].includes(selectTemplatesStatus(store.getState()));
  return new Promise((resolve) => {
    if (settled()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Opens the document of `key`, named after the template `templateId` if the store has it. */
function openDocument(store: AppStore, key: string, templateId: string | null): void {
  const template = templateId === null ? null : selectTemplateById(store.getState(), templateId);
  store.dispatch(
    editorOpened({
      route: key,
      template: template
        ? { id: template.id, name: template.name, palette: template.palette }
        : null,
    }),
  );
}

/**
 * Opens the document of `route` at once if nothing is to be waited for (a new page; a template
 * once the templates are there): true, and the document is open; false if it must be waited for
 * (openingFor). What a test does before rendering the editor, as the start-up does.
 */
export function openAtOnce(store: AppStore, route: EditorRoute | null): boolean {
  const key = route === null ? null : documentKey(route);
  if (key === null || selectOpenedFor(store.getState()) === key) return true;
  const templateId = route?.kind === 'template' ? route.templateId : null;
  const status = selectTemplatesStatus(store.getState());
  if (templateId !== null && (status === 'idle' || status === 'loading')) return false;
  openDocument(store, key, templateId);
  return true;
}

/** Opens the document of `key` once the templates are there if it names one. */
function open(store: AppStore, key: string, templateId: string | null): Opening {
  // In a task of its own even when nothing is awaited: the render that waits for it has ended.
  const done = (templateId === null ? yieldToBrowser() : templatesSettled(store)).then(() =>
    openDocument(store, key, templateId),
  );
  const opening: Opening = Object.assign(done, { status: 'pending' as const });
  done.then(
    () => {
      opening.status = 'fulfilled';
      opening.value = undefined;
    },
    () => {
      opening.status = 'rejected';
    },
  );
  return opening;
}

/** The last visit of an editor address each store's editor rendered, and what it waited for. */
const visits = new WeakMap<AppStore, { visit: string; opening: Opening | null }>();

/**
 * The one opener of the document of an editor address, run before the editor's first render for
 * that address: by the start-up on the editor's shell (bootstrap.tsx, through router.tsx's
 * `openEditorDocument`), and by the editor itself, which waits for it (EditorPage, with React's
 * `use`, as a route's loader would) when nothing opened it beforehand.
 *
 * `/editor` and `/editor/{templateId}` open a new document, named after the template once the
 * templates are there (none for an unknown id, or when their generation failed: « Nouveau
 * Projet »); coming back to the route the document was opened for keeps the work (editorOpened).
 * Returns null when there is nothing to wait for: the document is open, or the address brings its
 * own (a saved project, a share link: projects/EditorRoute.tsx) or is no editor address. Else the
 * route's opening, the same for every caller: under way, or done (then read at once).
 *
 * `visit` (the router's key of the location) makes it once per visit: within a visit the editor's
 * later renders find what its first one did, and a document opened meanwhile (an import, a page
 * made with the generator) is not replaced by the address's.
 */
export function openingFor(
  store: AppStore,
  route: EditorRoute | null,
  visit?: string,
): Promise<void> | null {
  const key = route === null ? null : documentKey(route);
  if (key === null) {
    // A project's or a share link's address ends the visit before it: coming back to that one
    // by Forward (its location has the same key) opens its document again.
    visits.delete(store);
    return null;
  }
  const last = visits.get(store);
  if (visit !== undefined && last?.visit === visit) return last.opening;
  let byRoute = openings.get(store);
  if (byRoute === undefined) openings.set(store, (byRoute = new Map()));
  const underWay = byRoute.get(key);
  let opening: Opening | null = null;
  if (underWay?.status === 'pending') opening = underWay;
  else if (selectOpenedFor(store.getState()) !== key) {
    opening = open(store, key, route?.kind === 'template' ? route.templateId : null);
    byRoute.set(key, opening);
  }
  if (visit !== undefined) visits.set(store, { visit, opening });
  return opening;
}
