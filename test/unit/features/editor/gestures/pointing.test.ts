import { selectSelection, selectionSet } from '../../../../../src/features/editor/editorSlice';
import { DRAG_THRESHOLD } from '../../../../../src/features/editor/gestures/gestureMachine';
import { selectGesturePhase } from '../../../../../src/features/editor/gestures/gestureSlice';
import { idle } from '../../../../../src/features/editor/gestures/idle';
import { cancelGesture } from '../../../../../src/features/editor/gestures/pointerGesture';
import { pointing } from '../../../../../src/features/editor/gestures/pointing';
import type { GestureNode } from '../../../../../src/features/editor/gestures/stateNode';
import { key, pointer, setup } from './gestureKit';

describe('pointing: a press not yet a drag', () => {
  it('becomes the next state at the start, hands it every step, and says when it ends', () => {
    const calls: string[] = [];
    const next: GestureNode = {
      enter: () => calls.push('enter'),
      move: () => calls.push('move'),
      key: () => calls.push('key'),
      commit: () => calls.push('commit'),
      cancel: () => calls.push('cancel'),
    };
    const made = jest.fn(() => next);
    const ended = jest.fn();
    const handlers = pointing(made, { ended, click: () => calls.push('click') });
    // Before the threshold nothing is made.
    expect(made).not.toHaveBeenCalled();
    const at = pointer('pointermove', 10, 10);
    handlers.start!(at);
    handlers.move!(at);
    handlers.key!(new KeyboardEvent('keydown', { key: 'Alt' }));
    handlers.commit!(pointer('pointerup', 10, 10));
    expect(made).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['enter', 'move', 'key', 'commit']);
    expect(ended).toHaveBeenCalledTimes(1);
    // A click, or a cancel before any drag: nothing to put back.
    const quiet = jest.fn(() => next);
    calls.length = 0;
    pointing(quiet, { click: () => calls.push('click') }).click!(pointer('pointerup', 0, 0));
    pointing(quiet).cancel!();
    expect(calls).toEqual(['click']);
    expect(quiet).not.toHaveBeenCalled();
  });
});

describe('pointing on the canvas, through the gesture machine', () => {
  let t: ReturnType<typeof setup>;
  let stop: () => void;
  beforeEach(() => {
    t = setup();
    stop = idle(t.env);
  });
  afterEach(() => {
    stop();
    cancelGesture();
    t.cleanup();
  });
  const phase = () => selectGesturePhase(t.store.getState());
  const last = () => t.store.getState().gesture?.last;

  it(`stays a press under ${DRAG_THRESHOLD} px: released, a click that changes nothing`, () => {
    t.node('a').dispatchEvent(pointer('pointerdown', 110, 110));
    window.dispatchEvent(pointer('pointermove', 110 + DRAG_THRESHOLD - 1, 110));
    expect(phase()).toBe('pressed');
    expect(t.node('a').style.transform).toBe('');
    window.dispatchEvent(pointer('pointerup', 110 + DRAG_THRESHOLD - 1, 110));
    expect(phase()).toBe('idle');
    expect(last()).toBe('clicked');
    expect(t.past()).toBe(0);
  });

  it(`becomes a drag at ${DRAG_THRESHOLD} px`, () => {
    t.node('a').dispatchEvent(pointer('pointerdown', 110, 110));
    window.dispatchEvent(pointer('pointermove', 110, 110 + DRAG_THRESHOLD));
    expect(phase()).toBe('dragging');
  });

  it('Escape while pointing does nothing; the release is still a click', () => {
    t.store.dispatch(selectionSet({ ids: ['a', 'b'] }));
    t.node('a').dispatchEvent(pointer('pointerdown', 110, 110));
    const escape = key('keydown', 'Escape');
    expect(escape.defaultPrevented).toBe(false);
    expect(phase()).toBe('pressed');
    window.dispatchEvent(pointer('pointerup', 110, 110));
    expect(selectSelection(t.store.getState())).toEqual(['a']);
  });

  it('Escape while dragging cancels: everything back, nothing recorded, the key goes no further', () => {
    t.node('a').dispatchEvent(pointer('pointerdown', 110, 110));
    window.dispatchEvent(pointer('pointermove', 190, 170));
    expect(t.node('a').style.transform).toBe('translate(80px, 60px)');
    const escape = key('keydown', 'Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(last()).toBe('cancelled');
    expect(t.node('a').style.transform).toBe('');
    window.dispatchEvent(pointer('pointerup', 190, 170));
    expect(t.at('a').position).toEqual({ x: 100, y: 100 });
    expect(t.past()).toBe(0);
  });

  it('the system taking the pointer (pointercancel) cancels too', () => {
    t.node('a').dispatchEvent(pointer('pointerdown', 110, 110));
    window.dispatchEvent(pointer('pointermove', 190, 170));
    window.dispatchEvent(pointer('pointercancel', 190, 170));
    expect(last()).toBe('cancelled');
    expect(t.node('a').style.transform).toBe('');
    expect(t.past()).toBe(0);
  });
});
