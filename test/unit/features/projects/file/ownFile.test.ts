import { makeStore } from '../../../../../src/app/store';
import { createElement } from '../../../../../src/document/createElement';
import { createSite } from '../../../../../src/document/site';
import { elementAdded, selectDocument } from '../../../../../src/features/editor/editorSlice';
import { makeProjectRecord } from '../../../../../src/features/projects/model/projectRecord';
import {
  AUTOSAVE_DELAY,
  startProjectsListeners,
} from '../../../../../src/features/projects/projectsListeners';
import { openProject, savesSettled } from '../../../../../src/features/projects/projectsThunks';
import { selectProjectNotice } from '../../../../../src/features/projects/projectsSlice';
import { setProjectStorage } from '../../../../../src/features/projects/storage';
import { createMemoryProjectStore } from '../../../../../src/features/projects/storage/faults';
import {
  createProjectStorage,
  type ProjectStorage,
} from '../../../../../src/features/projects/storage/projectStorage';
import { lastCopy } from '../../../../../src/features/projects/file/copies';
import { fileLinkOf, unlinkFile } from '../../../../../src/features/projects/file/fileLinks';
import {
  FILE_WRITE_DELAY,
  startFileTriggers,
} from '../../../../../src/features/projects/file/fileTriggers';
import { saveProjectToFile } from '../../../../../src/features/projects/file/saveProjectToFile';

startProjectsListeners();
startFileTriggers();

let storage: ProjectStorage;
/** What the fake file system holds, by file name; how many times the dialog was asked. */
let files: Map<string, string>;
let pickerCalls: number;
let failWrites: boolean;

/** jsdom's Blob has no text(): its FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

function fakePicker() {
  (globalThis as { showSaveFilePicker?: unknown }).showSaveFilePicker = async ({
    suggestedName,
  }: {
    suggestedName: string;
  }) => {
    pickerCalls += 1;
    return {
      name: suggestedName,
      async createWritable() {
        const parts: Blob[] = [];
        return {
          async write(data: Blob) {
            if (failWrites) throw new DOMException('disk full', 'QuotaExceededError');
            parts.push(data);
          },
          async close() {
            files.set(suggestedName, await textOf(new Blob(parts)));
          },
          async abort() {},
        };
      },
      queryPermission: async () => 'granted',
      requestPermission: async () => 'granted',
    };
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  storage = createProjectStorage(createMemoryProjectStore());
  setProjectStorage(storage);
  files = new Map();
  pickerCalls = 0;
  failWrites = false;
  fakePicker();
});
afterEach(() => {
  jest.useRealTimers();
  setProjectStorage(null);
  delete (globalThis as { showSaveFilePicker?: unknown }).showSaveFilePicker;
});

async function settle() {
  for (let i = 0; i < 6; i++) {
    await jest.advanceTimersByTimeAsync(0);
    await savesSettled();
  }
}

let projects = 0;
async function openStore() {
  const id = `f${++projects}`;
  const site = createSite({
    name: 'Boulangerie Martin',
    homePageId: 'accueil',
    elements: [createElement('text', 't1')],
  });
  await storage.save(makeProjectRecord(id, 1, site, new Date()), { expectedRevision: null });
  const store = makeStore();
  await store.dispatch(openProject(id));
  return { store, id };
}

const fileSite = (name: string) => JSON.parse(files.get(name)!).document;

describe('projects/a file of one’s own', () => {
  it('« Enregistrer dans un fichier… » writes the project, then every save writes it again', async () => {
    const { store, id } = await openStore();
    expect(await store.dispatch(saveProjectToFile())).toBe(true);
    const name = 'boulangerie-martin.toile.json';
    expect(fileSite(name)).toEqual(selectDocument(store.getState()));
    expect(fileLinkOf(id)).toMatchObject({ fileName: name, state: 'written' });
    expect(lastCopy(id)?.kind).toBe('file');

    for (let i = 0; i < 3; i++) {
      store.dispatch(elementAdded('button'));
      await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
      await settle();
    }
    // Written once, FILE_WRITE_DELAY after the last save, with the last edit.
    expect(fileSite(name).pages[0].elements).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(FILE_WRITE_DELAY);
    await settle();
    expect(fileSite(name)).toEqual(selectDocument(store.getState()));
    expect(fileSite(name).pages[0].elements).toHaveLength(4);
    expect(pickerCalls).toBe(1);
    await unlinkFile(id);
  });

  it('a write that fails leaves the file as it was and says so', async () => {
    const { store, id } = await openStore();
    await store.dispatch(saveProjectToFile());
    const name = 'boulangerie-martin.toile.json';
    const before = files.get(name);
    failWrites = true;
    store.dispatch(elementAdded('button'));
    await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY + FILE_WRITE_DELAY);
    await settle();
    expect(files.get(name)).toBe(before);
    expect(fileLinkOf(id)?.state).toBe('failed');
    expect(selectProjectNotice(store.getState())).toMatchObject({ kind: 'error' });
    await unlinkFile(id);
  });

  it('closing the browser’s dialog changes nothing', async () => {
    (globalThis as { showSaveFilePicker?: unknown }).showSaveFilePicker = async () => {
      throw new DOMException('closed', 'AbortError');
    };
    const { store, id } = await openStore();
    expect(await store.dispatch(saveProjectToFile())).toBe(false);
    expect(fileLinkOf(id)).toBeNull();
    expect(selectProjectNotice(store.getState())).toBeNull();
  });

  it('without the File System Access API, the file is downloaded', async () => {
    delete (globalThis as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:fake';
    };
    URL.revokeObjectURL = () => {};
    const clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { store, id } = await openStore();
    expect(await store.dispatch(saveProjectToFile())).toBe(true);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await textOf(created[0])).document).toEqual(selectDocument(store.getState()));
    expect(lastCopy(id)?.kind).toBe('download');
    expect(fileLinkOf(id)).toBeNull();
    clicks.mockRestore();
  });
});
