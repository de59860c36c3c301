import { makeStore } from '../../../../../src/app/store';
import { elementAdded } from '../../../../../src/features/editor/editorSlice';
import { startKeepListeners } from '../../../../../src/features/projects/keep/keepListeners';
import { KEEP_KEYS } from '../../../../../src/features/projects/keep/keepStore';
import { workedMinutes } from '../../../../../src/features/projects/keep/work';
import {
  AUTOSAVE_DELAY,
  startProjectsListeners,
} from '../../../../../src/features/projects/projectsListeners';
import { selectCurrentProjectId } from '../../../../../src/features/projects/projectsSlice';
import { savesSettled } from '../../../../../src/features/projects/projectsThunks';
import { setProjectStorage } from '../../../../../src/features/projects/storage';
import { createMemoryProjectStore } from '../../../../../src/features/projects/storage/faults';
import { createProjectStorage } from '../../../../../src/features/projects/storage/projectStorage';

const persist = jest.fn(async () => true);
const persisted = jest.fn(async () => false);

beforeAll(() => {
  Object.defineProperty(navigator, 'storage', {
    value: { persist, persisted },
    configurable: true,
  });
  startProjectsListeners();
  startKeepListeners();
});
beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-29T12:00:00Z') });
  setProjectStorage(createProjectStorage(createMemoryProjectStore()));
});
afterEach(() => {
  jest.useRealTimers();
  setProjectStorage(null);
});

/** The autosave after the last change, and every save asked so far. */
const autosaved = async () => {
  await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY);
  await savesSettled();
};

describe('keep/listeners', () => {
  it('asks the browser to keep the data once, at the first save, never at load', async () => {
    const store = makeStore();
    await jest.advanceTimersByTimeAsync(5000);
    expect(persist).not.toHaveBeenCalled();

    store.dispatch(elementAdded('text'));
    await autosaved();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEEP_KEYS.persist)).toBe('granted');

    store.dispatch(elementAdded('button'));
    await autosaved();
    // Another page, another store: the browser was asked already.
    const other = makeStore();
    other.dispatch(elementAdded('text'));
    await autosaved();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('counts the minutes with a change, a new page’s first ones included', async () => {
    const store = makeStore();
    store.dispatch(elementAdded('text')); // minute 1, before the page has an id
    await autosaved();
    const id = selectCurrentProjectId(store.getState())!;
    expect(workedMinutes(id)).toBe(1);

    store.dispatch(elementAdded('text')); // still minute 1
    await jest.advanceTimersByTimeAsync(60_000);
    store.dispatch(elementAdded('text')); // minute 2
    await jest.advanceTimersByTimeAsync(10 * 60_000); // a pause: not counted
    store.dispatch(elementAdded('text')); // minute 3
    await autosaved();
    expect(workedMinutes(id)).toBe(3);
  });
});
