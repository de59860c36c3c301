import { readInjectedFault, withFaults } from './faults';
import { createIdbProjectStore } from './idbProjectStore';
import { createProjectStorage, type ProjectStorage } from './projectStorage';

export * from './projectStorage';

let storage: ProjectStorage | null = null;

/** The app's project storage: IndexedDB, with the test-only fault flag honoured. */
export function getProjectStorage(): ProjectStorage {
  storage ??= createProjectStorage(withFaults(createIdbProjectStore(), readInjectedFault));
  return storage;
}

/** Tests put their own storage in (null goes back to the browser's). */
export function setProjectStorage(next: ProjectStorage | null): void {
  storage = next;
}
