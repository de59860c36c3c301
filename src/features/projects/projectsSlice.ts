import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import type { ProjectRecord } from './model/projectRecord';
import type { StorageFaultKind } from './storage/projectStorage';

/**
 * The projects feature's state (docs/architecture.md, « State machines »):
 * - the save machine of the open project: `unsaved` (never saved) → `saving` → `saved` → `dirty`
 *   (changed since) → `saving` → …; `error` when storage fails (the page stays in memory);
 *   `conflict` when another tab saved a newer revision (nothing is written until the person
 *   chooses);
 * - which saved project the editor's document is (`currentId`, the `revision` last read or
 *   written), and whether an edit waits for the autosave (`pending`);
 * - the list of saved projects for « Mes projets »;
 * - one notice for the person (a share link opened, a file imported, a file refused).
 * Lazy-injected with the editor and the projects page: none of it weighs on the landing page.
 */
export type SaveStatus = 'unsaved' | 'saving' | 'saved' | 'dirty' | 'error' | 'conflict';

/** The other tab's version, when it is newer than ours. */
export interface ConflictInfo {
  revision: number;
  updatedAt: string;
  name: string;
  /** `save`: found when saving (asks at once); `broadcast`: told by the other tab. */
  origin: 'save' | 'broadcast';
}

export type ProjectNotice =
  | { kind: 'sharedOpened' }
  | { kind: 'imported'; name: string }
  | { kind: 'keptBoth' }
  | { kind: 'error'; message: string }
  /** Done, with something to know (a copy without the pictures this browser lacks). */
  | { kind: 'warning'; message: string }
  /** Done, said once (a version restored): fades by itself. */
  | { kind: 'done'; message: string };

/**
 * What came of a share link: `opening` while its pictures are checked and stored, `refused`
 * (its pictures refused, or not storable) with the French message.
 */
export type SharedLinkResult =
  | { visit: string; result: 'opening' | 'opened' | 'invalid' | 'newer' | 'empty' }
  | { visit: string; result: 'refused'; message: string; title?: string };

export interface ProjectsState {
  status: SaveStatus;
  currentId: string | null;
  revision: number | null;
  updatedAt: string | null;
  pending: boolean;
  error: StorageFaultKind | null;
  conflict: ConflictInfo | null;
  list: {
    status: 'idle' | 'loading' | 'ready' | 'failed';
    projects: ProjectRecord[];
    unreadable: number;
    error: StorageFaultKind | null;
  };
  notice: ProjectNotice | null;
  /** The last share link read: which visit (router location key) and what came of it. */
  sharedLink: SharedLinkResult | null;
}

/**
 * The editor's page is not (yet) a saved project: at start, when another page is opened (before it
 * is matched to its project), once its project is deleted.
 */
const detached = {
  status: 'unsaved',
  currentId: null,
  revision: null,
  updatedAt: null,
  pending: false,
  error: null,
  conflict: null,
} satisfies Partial<ProjectsState>;

export const initialProjectsState: ProjectsState = {
  ...detached,
  list: { status: 'idle', projects: [], unreadable: 0, error: null },
  notice: null,
  sharedLink: null,
};

const upsert = (projects: ProjectRecord[], record: ProjectRecord) =>
  [record, ...projects.filter((p) => p.id !== record.id)].sort((a, b) =>
    b.updatedAt.localeCompare(a.updatedAt),
  );

export const projectsSlice = createSlice({
  name: 'projects',
  initialState: initialProjectsState,
  reducers: {
    /** The editor's document is a new page, not (yet) a saved project. */
    projectDetached(state) {
      Object.assign(state, detached);
    },
    /** The editor's document is now saved project `id` at `revision`. */
    projectOpened(
      state,
      action: PayloadAction<{ id: string; revision: number; updatedAt: string }>,
    ) {
      const { id, revision, updatedAt } = action.payload;
      Object.assign(state, { status: 'saved', currentId: id, revision, updatedAt });
      Object.assign(state, { pending: false, error: null, conflict: null });
    },
    /** The person changed the document: an autosave is due. */
    documentEdited(state) {
      state.pending = true;
      if (state.status === 'saved') state.status = 'dirty';
    },
    saveStarted(state, action: PayloadAction<{ id: string }>) {
      state.status = 'saving';
      state.currentId = action.payload.id;
      state.pending = false;
      state.error = null;
    },
    saveSucceeded(
      state,
      action: PayloadAction<{ id: string; record: ProjectRecord; changedSince: boolean }>,
    ) {
      const { id, record, changedSince } = action.payload;
      if (state.list.status === 'ready') state.list.projects = upsert(state.list.projects, record);
      if (state.currentId !== id) return;
      state.revision = record.revision;
      state.updatedAt = record.updatedAt;
      state.conflict = null;
      state.status = changedSince || state.pending ? 'dirty' : 'saved';
    },
    saveFailed(state, action: PayloadAction<{ id: string; kind: StorageFaultKind }>) {
      if (state.currentId !== action.payload.id) return;
      state.status = 'error';
      state.error = action.payload.kind;
      state.pending = true;
    },
    /** A newer revision exists (found by a save, or told by another tab). Nothing was written. */
    conflictFound(state, action: PayloadAction<{ id: string; theirs: ConflictInfo }>) {
      const { id, theirs } = action.payload;
      if (state.currentId !== id) return;
      if (state.revision !== null && theirs.revision <= state.revision) return;
      const origin = state.conflict?.origin === 'save' ? 'save' : theirs.origin;
      state.conflict = { ...theirs, origin };
      state.status = 'conflict';
      state.pending = true;
    },
    /** « Garder cette version »: the next save goes over their revision, knowingly. */
    conflictKeptMine(state) {
      if (!state.conflict) return;
      state.revision = state.conflict.revision;
      state.conflict = null;
      state.status = 'dirty';
      state.pending = true;
    },
    /** « Reprendre l'autre version »: this tab's unsaved changes are given up, knowingly. */
    changesDiscarded(state) {
      state.pending = false;
    },
    listRequested(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    listLoaded(state, action: PayloadAction<{ projects: ProjectRecord[]; unreadable: number }>) {
      state.list = { status: 'ready', ...action.payload, error: null };
    },
    listFailed(state, action: PayloadAction<StorageFaultKind>) {
      state.list = { status: 'failed', projects: [], unreadable: 0, error: action.payload };
    },
    /** A record written from the projects page (renamed, duplicated, restored). */
    projectStored(state, action: PayloadAction<ProjectRecord>) {
      const record = action.payload;
      state.list.projects = upsert(state.list.projects, record);
      if (record.id === state.currentId) {
        state.revision = record.revision;
        state.updatedAt = record.updatedAt;
      }
    },
    projectRemoved(state, action: PayloadAction<string>) {
      state.list.projects = state.list.projects.filter((p) => p.id !== action.payload);
    },
    sharedLinkRead(state, action: PayloadAction<NonNullable<ProjectsState['sharedLink']>>) {
      state.sharedLink = action.payload;
    },
    noticeShown(state, action: PayloadAction<ProjectNotice>) {
      state.notice = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
  },
  selectors: {
    selectSaveStatus: (state) => state.status,
    selectSaveError: (state) => state.error,
    selectCurrentProjectId: (state) => state.currentId,
    selectCurrentRevision: (state) => state.revision,
    selectSavePending: (state) => state.pending,
    selectConflict: (state) => state.conflict,
    selectProjectList: (state) => state.list,
    selectProjectNotice: (state) => state.notice,
    selectSharedLink: (state) => state.sharedLink,
  },
});

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof projectsSlice> {}
}

const injected = projectsSlice.injectInto(rootReducer);

export const {
  projectDetached,
  projectOpened,
  documentEdited,
  saveStarted,
  saveSucceeded,
  saveFailed,
  conflictFound,
  conflictKeptMine,
  changesDiscarded,
  listRequested,
  listLoaded,
  listFailed,
  projectStored,
  projectRemoved,
  noticeShown,
  noticeDismissed,
  sharedLinkRead,
} = projectsSlice.actions;

export const {
  selectSaveStatus,
  selectSaveError,
  selectCurrentProjectId,
  selectCurrentRevision,
  selectSavePending,
  selectConflict,
  selectProjectList,
  selectProjectNotice,
  selectSharedLink,
} = injected.selectors;
