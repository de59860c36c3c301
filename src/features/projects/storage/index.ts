import { testHooks } from '../../../app/env';
import { readInjectedFault, withFaults } from './faults';
import { createIdbProjectStore } from './idbProjectStore';
import { createProjectStorage, type ProjectStorage } from './projectStorage';
import { createIdbRescueStore } from './rescueStore';

export * from './projectStorage';

let storage: ProjectStorage | null = null;

/** The app's project storage: IndexedDB; the build for tests also honours the fault flag. */
export function getProjectStorage(): ProjectStorage {
  if (storage) return storage;
  const idb = createIdbProjectStore();
  const rescue = typeof indexedDB === 'undefined' ? null : createIdbRescueStore();
  storage = createProjectStorage(testHooks ? withFaults(idb, readInjectedFault) : idb, rescue);
  return storage;
}

/** Tests put their own storage in (null goes back to the browser's). */
export function setProjectStorage(next: ProjectStorage | null): void {
  storage = next;
}
