import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The file each project is kept in step with (« Enregistrer dans un fichier… », « Ouvrir un
 * fichier… »), where the browser has the File System Access API. Its handle is kept in IndexedDB
 * (« toile-files »), so the link outlives a reload; the browser then asks the person's permission
 * again before Toile may write (`permission` until « Autoriser »). Light: it loads with the editor;
 * the writing itself loads on use.
 */
export type FileLinkState = 'ready' | 'permission' | 'writing' | 'written' | 'failed';

export interface FileLink {
  projectId: string;
  fileName: string;
  state: FileLinkState;
}

/** The File System Access API's file handle, as much of it as Toile uses. */
export interface ProjectFileHandle {
  readonly name: string;
  createWritable(): Promise<{
    write(data: Blob): Promise<void>;
    close(): Promise<void>;
    abort?(): Promise<void>;
  }>;
  queryPermission?(options: { mode: 'readwrite' }): Promise<PermissionState>;
  requestPermission?(options: { mode: 'readwrite' }): Promise<PermissionState>;
}

const handles = new Map<string, ProjectFileHandle>();
let links: ReadonlyMap<string, FileLink> = new Map();
const listeners = new Set<() => void>();

let store: UseStore | null = null;
const handleStore = () => (store ??= createStore('toile-files', 'handles'));

/** The handles' storage is a comfort: without IndexedDB a link lasts for the visit. */
async function stored<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}

function setLink(projectId: string, link: FileLink | null) {
  const next = new Map(links);
  if (link) next.set(projectId, link);
  else next.delete(projectId);
  links = next;
  listeners.forEach((listener) => listener());
}

export const subscribeFileLinks = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const fileLinksSnapshot = () => links;

export const fileLinkOf = (projectId: string | null) =>
  projectId ? (links.get(projectId) ?? null) : null;
export const fileHandleOf = (projectId: string) => handles.get(projectId) ?? null;

export function fileLinkStateChanged(projectId: string, state: FileLinkState): void {
  const link = links.get(projectId);
  if (link && link.state !== state) setLink(projectId, { ...link, state });
}

/**
 * Project `projectId` is now kept in step with `handle`: `written` when Toile just wrote it (the
 * person chose it to save), otherwise as the browser's permission to write says (a file opened is
 * only readable until the person allows more).
 */
export async function linkFile(
  projectId: string,
  handle: ProjectFileHandle,
  written = true,
): Promise<void> {
  handles.set(projectId, handle);
  const state = written ? 'written' : (await writable(handle)) ? 'ready' : 'permission';
  setLink(projectId, { projectId, fileName: handle.name, state });
  // A handle that cannot be stored (not cloneable, IndexedDB refused) lasts for this visit.
  await stored(() => set(projectId, handle, handleStore()));
}

/** « Ne plus enregistrer dans ce fichier ». */
export async function unlinkFile(projectId: string): Promise<void> {
  handles.delete(projectId);
  setLink(projectId, null);
  await stored(() => del(projectId, handleStore()));
}

/**
 * The link of a project being opened, read back after a reload: `ready` if the browser still
 * lets Toile write, `permission` if it must ask the person first.
 */
export async function restoreFileLink(projectId: string): Promise<void> {
  if (handles.has(projectId)) return;
  const handle = await stored(() => get<ProjectFileHandle>(projectId, handleStore()));
  if (!handle || handles.has(projectId)) return;
  handles.set(projectId, handle);
  setLink(projectId, {
    projectId,
    fileName: handle.name,
    state: (await writable(handle)) ? 'ready' : 'permission',
  });
}

async function writable(handle: ProjectFileHandle): Promise<boolean> {
  try {
    return ((await handle.queryPermission?.({ mode: 'readwrite' })) ?? 'granted') === 'granted';
  } catch {
    return false;
  }
}

/** « Autoriser »: asks the browser (in the click's gesture); true when writing may go on. */
export async function askFilePermission(projectId: string): Promise<boolean> {
  const handle = handles.get(projectId);
  if (!handle) return false;
  try {
    const answer = (await handle.requestPermission?.({ mode: 'readwrite' })) ?? 'granted';
    if (answer !== 'granted') return false;
  } catch {
    return false;
  }
  fileLinkStateChanged(projectId, 'ready');
  return true;
}
