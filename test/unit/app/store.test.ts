import { appStarted } from '../../../src/app/appSlice';
import { startAppListening } from '../../../src/app/listeners';
import { makeStore } from '../../../src/app/store';

describe('store setup', () => {
  it('creates a store with every slice and a serializable state', () => {
    const store = makeStore();
    const state = store.getState();
    expect(state.app.started).toBe(false);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('handles events through its reducers', () => {
    const store = makeStore();
    store.dispatch(appStarted());
    expect(store.getState().app.started).toBe(true);
  });

  it('runs the listener middleware', async () => {
    const store = makeStore();
    const seen: string[] = [];
    const unsubscribe = startAppListening({
      actionCreator: appStarted,
      effect: (action) => {
        seen.push(action.type);
      },
    });
    store.dispatch(appStarted());
    unsubscribe();
    expect(seen).toEqual(['app/appStarted']);
  });
});
