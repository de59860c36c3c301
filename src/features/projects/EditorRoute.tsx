import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { editorRoute } from '../../app/editorRoute';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { PageLoading } from '../../common/PageLoading';
import { fr } from '../../i18n/fr';
import { ProjectEditor } from './ProjectEditor';
import { ProjectMessage } from './components/ProjectMessage';
import { selectCurrentProjectId, selectSharedLink } from './projectsSlice';
import { openProject, openSharedLink, type OpenResult } from './projectsThunks';

/**
 * The editor's opener of an address's document, which the start-up runs before the editor's first
 * render (app/router.tsx, openEditorDocument): reached through this screen's module, already
 * loaded then, rather than imported on its own (which would make it a chunk of its own).
 */
export { openingFor } from '../editor/page';

type Gate =
  { status: 'ready' } | { status: 'loading' } | { status: 'message'; title: string; body: string };
const READY: Gate = { status: 'ready' };
const LOADING: Gate = { status: 'loading' };
const t = fr.projects;

function openFailure(result: OpenResult): Gate {
  const [title, body] =
    result === 'unavailable'
      ? [t.storageUnavailableTitle, t.storageUnavailableBody]
      : result === 'newer'
        ? [t.newerTitle, t.newerBody]
        : result === 'unreadable' || result === 'error'
          ? [t.unreadableTitle, t.unreadableBody]
          : [t.notFoundTitle, t.notFoundBody];
  return { status: 'message', title, body };
}

/**
 * /editor/projet/{projectId}: the saved project is read from this browser's storage unless it is
 * the one already open. Only a new address opens a project: later changes of the current one (a
 * copy kept, a project detached) belong to the editor.
 */
function useProjectGate(projectId: string | undefined): Gate {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const currentId = useAppSelector(selectCurrentProjectId);
  const [opened, setOpened] = useState<{ id: string; result: OpenResult } | null>(null);
  // Once this address showed its project, the editor stays, even when the open page later stops
  // being that project (kept as a copy, an import, deleted elsewhere): it moves on by itself.
  const [shown, setShown] = useState<string | null>(null);
  if (projectId !== undefined && currentId === projectId && shown !== projectId) {
    setShown(projectId);
  }

  useEffect(() => {
    if (projectId === undefined || selectCurrentProjectId(store.getState()) === projectId) return;
    let cancelled = false;
    // The page in the address (`?page=a-propos`) opens with the project: a reload keeps it.
    const pageSlug = new URLSearchParams(window.location.search).get('page') ?? undefined;
    void dispatch(openProject(projectId, pageSlug)).then((result) => {
      if (!cancelled) setOpened({ id: projectId, result });
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, store, projectId]);

  if (projectId === undefined || currentId === projectId || shown === projectId) return READY;
  if (opened?.id !== projectId) return LOADING;
  return opened.result === 'found' ? READY : openFailure(opened.result);
}

/**
 * /editor/partage#…: the page carried by the link opens as a new copy that overwrites nothing,
 * once its pictures are checked and stored (the editor waits). Read once per visit (router
 * location key, marked `opening` at once), so a remount never reloads it over new work.
 */
function useSharedLinkGate(active: boolean): Gate {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { hash, key } = useLocation();
  const shared = useAppSelector(selectSharedLink);

  useLayoutEffect(() => {
    if (active && selectSharedLink(store.getState())?.visit !== key) {
      const pageSlug = new URLSearchParams(window.location.search).get('page') ?? undefined;
      void dispatch(openSharedLink(hash, key, pageSlug));
    }
  }, [active, dispatch, store, hash, key]);

  if (!active) return READY;
  if (shared?.visit !== key || shared.result === 'opening') return LOADING;
  if (shared.result === 'opened') return READY;
  if (shared.result === 'refused') {
    return {
      status: 'message',
      title: shared.title ?? t.sharedPicturesTitle,
      body: shared.message,
    };
  }
  const body = shared.result === 'newer' ? t.sharedNewer : t.sharedInvalid;
  return { status: 'message', title: t.sharedInvalidTitle, body };
}

/**
 * Every editor address renders this one component, so that moving between them (a new page that
 * gets saved moves from /editor to /editor/projet/{id}) keeps the same editor mounted: no reload,
 * no lost focus, no lost zoom. What the address is, editorRoute says: /editor and
 * /editor/{templateId} open their own document (the editor's opener); a saved project and a share
 * link bring theirs, read here.
 */
export function EditorRoute() {
  const route = editorRoute(useLocation().pathname);
  const project = useProjectGate(route?.kind === 'project' ? route.projectId : undefined);
  const link = useSharedLinkGate(route?.kind === 'share');
  const gate = project.status !== 'ready' ? project : link;

  if (gate.status === 'message') return <ProjectMessage title={gate.title} body={gate.body} />;
  if (gate.status === 'loading') return <PageLoading />;
  return <ProjectEditor />;
}
