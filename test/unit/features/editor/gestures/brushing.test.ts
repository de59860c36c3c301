import { elementSelected, selectSelection } from '../../../../../src/features/editor/editorSlice';
import { brushing, pressCanvas } from '../../../../../src/features/editor/gestures/brushing';
import { pointer, setup } from './gestureKit';

describe('brushing (the selection rectangle)', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });
  afterEach(() => t.cleanup());

  const marquee = () => t.canvas.querySelector<HTMLElement>('[data-marquee]');

  it('enter: the rectangle appears on the canvas; move draws it by transforms only', () => {
    const state = brushing(t.env, pressCanvas(t.canvas, pointer('pointerdown', 50, 50)));
    expect(marquee()).toBeNull();
    state.enter(pointer('pointermove', 60, 60));
    expect(marquee()).not.toBeNull();
    state.move(pointer('pointermove', 250, 150));
    const [fill] = Array.from(marquee()!.children) as HTMLElement[];
    expect(fill.style.transform).toBe('translate(50px, 50px) scale(2, 1)');
    expect(t.past()).toBe(0);
    state.cancel();
  });

  it('commit: selects the elements wholly inside, and the rectangle goes', () => {
    const state = brushing(t.env, pressCanvas(t.canvas, pointer('pointerdown', 50, 50)));
    state.enter(pointer('pointermove', 60, 60));
    // a (100, 100 → 200, 140) and b (400, 300 → 500, 340) inside; c (240, 500) is not.
    state.move(pointer('pointermove', 520, 360));
    state.commit(pointer('pointerup', 520, 360));
    expect(selectSelection(t.store.getState())).toEqual(['a', 'b']);
    expect(marquee()).toBeNull();
    // Choosing is not a change of the site.
    expect(t.past()).toBe(0);
  });

  it('drawn leftwards and upwards as well; Shift adds to the selection', () => {
    t.store.dispatch(elementSelected('c'));
    const down = pointer('pointerdown', 520, 360, { shiftKey: true });
    const state = brushing(t.env, pressCanvas(t.canvas, down));
    state.enter(pointer('pointermove', 510, 350));
    state.move(pointer('pointermove', 390, 290));
    state.commit(pointer('pointerup', 390, 290));
    expect(selectSelection(t.store.getState())).toEqual(['c', 'b']);
  });

  it('cancel (Escape): the rectangle goes, the selection stays', () => {
    t.store.dispatch(elementSelected('c'));
    const state = brushing(t.env, pressCanvas(t.canvas, pointer('pointerdown', 50, 50)));
    state.enter(pointer('pointermove', 60, 60));
    state.move(pointer('pointermove', 520, 360));
    state.cancel();
    expect(marquee()).toBeNull();
    expect(selectSelection(t.store.getState())).toEqual(['c']);
  });
});
