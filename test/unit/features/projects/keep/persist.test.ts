import { KEEP_KEYS } from '../../../../../src/features/projects/keep/keepStore';

type Persist = typeof import('../../../../../src/features/projects/keep/persist');

/** A fresh copy of the module (it remembers, per tab, that it asked) with `storage` as the API. */
function load(storage: object | undefined): Persist {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  let module!: Persist;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    module = require('../../../../../src/features/projects/keep/persist');
  });
  return module;
}

beforeEach(() => localStorage.clear());

describe('keep/persist', () => {
  it('asks once per browser and remembers the answer', async () => {
    const persist = jest.fn(async () => false);
    await load({ persist }).askToKeepOnce();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEEP_KEYS.persist)).toBe('denied');
    // A new tab of the same browser does not ask again.
    await load({ persist }).askToKeepOnce();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('tells who listens once the browser answered', async () => {
    const { askToKeepOnce, onProtectionAnswered } = load({ persist: async () => true });
    const heard = jest.fn();
    onProtectionAnswered(heard);
    await askToKeepOnce();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('takes a refusal that throws for « no »', async () => {
    await load({
      persist: async () => {
        throw new Error('refused');
      },
    }).askToKeepOnce();
    expect(localStorage.getItem(KEEP_KEYS.persist)).toBe('denied');
  });

  it('reads the protection from the browser, else from its answer, else « unprotected »', async () => {
    expect(await load({ persisted: async () => true }).storageProtection()).toBe('protected');
    expect(await load({ persisted: async () => false }).storageProtection()).toBe('unprotected');
    expect(await load(undefined).storageProtection()).toBe('unprotected');
    localStorage.setItem(KEEP_KEYS.persist, 'granted');
    expect(await load(undefined).storageProtection()).toBe('protected');
  });

  it('asks nothing where the browser has no such API', async () => {
    await load(undefined).askToKeepOnce();
    expect(localStorage.getItem(KEEP_KEYS.persist)).toBeNull();
  });
});
