import { redone, undone } from '../../../../../src/features/editor/editorSlice';
import { moveRect } from '../../../../../src/features/editor/model/move';
import { pressElements } from '../../../../../src/features/editor/gestures/dragged';
import { translating } from '../../../../../src/features/editor/gestures/translating';
import { CANVAS_WIDTH } from '../../../../../src/document/types';
import { ELEMENTS, pointer, setup } from './gestureKit';

/** A press on `ids` (the first one pressed) at (x, y), and the translating state it leads to. */
function pressAndTranslate(t: ReturnType<typeof setup>, ids: string[], x: number, y: number) {
  const down = pointer('pointerdown', x, y);
  const press = pressElements(t.canvas, down, ELEMENTS, new Set(ids), ids[0], t.node(ids[0]))!;
  return { press, state: translating(t.env, press) };
}

describe('translating', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });
  afterEach(() => t.cleanup());

  it('enter: remembers the inline style and gives the node its own layer', () => {
    const { state } = pressAndTranslate(t, ['a'], 110, 110);
    t.node('a').style.transform = 'translate(0px, 0px)';
    state.enter(pointer('pointermove', 120, 110));
    expect(t.node('a').style.willChange).toBe('transform');
    state.cancel();
    // What the node had at the enter is what comes back.
    expect(t.node('a').style.transform).toBe('translate(0px, 0px)');
    expect(t.node('a').style.willChange).toBe('');
  });

  it('move: translates the node only (no action), snapped to the grid as the model says', () => {
    const { press, state } = pressAndTranslate(t, ['a'], 110, 110);
    const before = t.store.getState();
    state.enter(pointer('pointermove', 147, 133));
    state.move(pointer('pointermove', 147, 133));
    const expected = moveRect(press.from, { x: 37, y: 23 }, { ...press.context }).position;
    expect(expected).toEqual({ x: 140, y: 120 });
    expect(t.node('a').style.transform).toBe('translate(40px, 20px)');
    expect(t.node('a').style.left).toBe('100px');
    expect(t.store.getState()).toBe(before);
    state.cancel();
  });

  it('Alt frees the element from the grid, while held', () => {
    const { state } = pressAndTranslate(t, ['a'], 110, 110);
    state.enter(pointer('pointermove', 147, 133, { altKey: true }));
    state.move(pointer('pointermove', 147, 133, { altKey: true }));
    expect(t.node('a').style.transform).toBe('translate(37px, 23px)');
    state.key!(new KeyboardEvent('keyup', { key: 'Alt' }));
    expect(t.node('a').style.transform).toBe('translate(40px, 20px)');
    state.key!(new KeyboardEvent('keydown', { key: 'Alt' }));
    expect(t.node('a').style.transform).toBe('translate(37px, 23px)');
    state.cancel();
  });

  it('commit: one elementMoved, one undo step; undo and redo', () => {
    const { state } = pressAndTranslate(t, ['a'], 110, 110);
    state.enter(pointer('pointermove', 150, 130));
    state.move(pointer('pointermove', 150, 130));
    state.commit(pointer('pointerup', 150, 130));
    expect(t.at('a').position).toEqual({ x: 140, y: 120 });
    expect(t.past()).toBe(1);
    // The translation is dropped: React draws the new left and top.
    expect(t.node('a').style.transform).toBe('');
    t.store.dispatch(undone());
    expect(t.at('a').position).toEqual({ x: 100, y: 100 });
    t.store.dispatch(redone());
    expect(t.at('a').position).toEqual({ x: 140, y: 120 });
  });

  it('cancel: the node back where it was, nothing recorded', () => {
    const { state } = pressAndTranslate(t, ['a'], 110, 110);
    state.enter(pointer('pointermove', 150, 130));
    state.move(pointer('pointermove', 190, 170));
    state.cancel();
    expect(t.node('a').style.transform).toBe('');
    expect(t.at('a').position).toEqual({ x: 100, y: 100 });
    expect(t.past()).toBe(0);
  });

  it('several: one elementsMoved, the nodes and the box around them placed at once', () => {
    const selectionBox = t.addSelectionBox(100, 100, 400, 240);
    const { state } = pressAndTranslate(t, ['a', 'b'], 110, 110);
    state.enter(pointer('pointermove', 130, 150));
    state.move(pointer('pointermove', 130, 150));
    expect(t.node('b').style.transform).toBe('translate(20px, 40px)');
    expect(selectionBox.style.transform).toBe('translate(20px, 40px)');
    state.commit(pointer('pointerup', 130, 150));
    expect(t.at('a').position).toEqual({ x: 120, y: 140 });
    expect(t.at('b').position).toEqual({ x: 420, y: 340 });
    expect(t.at('c').position).toEqual({ x: 240, y: 500 });
    expect(t.past()).toBe(1);
    // Placed ahead of React (placedAhead.ts), the translation dropped.
    expect([t.node('b').style.left, t.node('b').style.top]).toEqual(['420px', '340px']);
    expect(t.node('b').style.transform).toBe('');
    expect(selectionBox.style.transform).toBe('');
    t.store.dispatch(undone());
    expect(t.at('b').position).toEqual({ x: 400, y: 300 });
    t.store.dispatch(redone());
    expect(t.at('b').position).toEqual({ x: 420, y: 340 });
  });

  it('dropped where it began: nothing recorded, the style put back', () => {
    const { state } = pressAndTranslate(t, ['a'], 110, 110);
    state.enter(pointer('pointermove', 150, 110));
    state.move(pointer('pointermove', 150, 110));
    state.move(pointer('pointermove', 112, 111));
    state.commit(pointer('pointerup', 112, 111));
    expect(t.past()).toBe(0);
    expect(t.node('a').style.transform).toBe('');
    expect(t.node('a').style.willChange).toBe('');
  });

  it('keeps the element on the canvas', () => {
    const { state } = pressAndTranslate(t, ['a'], 110, 110);
    state.enter(pointer('pointermove', -500, -500));
    state.move(pointer('pointermove', -500, -500));
    state.move(pointer('pointermove', 5000, 110));
    state.commit(pointer('pointerup', 5000, 110));
    expect(t.at('a').position).toEqual({ x: CANVAS_WIDTH - 100, y: 100 });
  });
});
