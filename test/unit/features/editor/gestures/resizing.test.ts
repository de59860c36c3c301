import { redone, undone } from '../../../../../src/features/editor/editorSlice';
import { pressElements } from '../../../../../src/features/editor/gestures/dragged';
import { resizing } from '../../../../../src/features/editor/gestures/resizing';
import type { ResizeHandle } from '../../../../../src/features/editor/model/resize';
import { MIN_SIZE } from '../../../../../src/features/editor/model/resize';
import { ELEMENTS, pointer, setup } from './gestureKit';

function pressAndResize(
  t: ReturnType<typeof setup>,
  ids: string[],
  handle: ResizeHandle,
  x: number,
  y: number,
) {
  const down = pointer('pointerdown', x, y);
  const press = pressElements(t.canvas, down, ELEMENTS, new Set(ids), ids[0], t.node(ids[0]))!;
  return resizing(t.env, press, handle);
}

const boxOf = (node: HTMLElement) => [
  node.style.left,
  node.style.top,
  node.style.width,
  node.style.height,
];

describe('resizing', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });
  afterEach(() => t.cleanup());

  it('move: sets the box of the node only (no action), snapped to the grid', () => {
    // The south-east handle of a (100, 100, 100 × 40) is at (200, 140).
    const state = pressAndResize(t, ['a'], 'se', 200, 140);
    const before = t.store.getState();
    state.enter(pointer('pointermove', 243, 177));
    state.move(pointer('pointermove', 243, 177));
    expect(boxOf(t.node('a'))).toEqual(['100px', '100px', '140px', '80px']);
    expect(t.store.getState()).toBe(before);
    state.cancel();
  });

  it('commit: one elementResized, one undo step; undo and redo', () => {
    const state = pressAndResize(t, ['a'], 'se', 200, 140);
    state.enter(pointer('pointermove', 240, 180));
    state.move(pointer('pointermove', 240, 180));
    state.commit(pointer('pointerup', 240, 180));
    expect(t.at('a').size).toEqual({ width: 140, height: 80 });
    expect(t.past()).toBe(1);
    t.store.dispatch(undone());
    expect(t.at('a').size).toEqual({ width: 100, height: 40 });
    t.store.dispatch(redone());
    expect(t.at('a').size).toEqual({ width: 140, height: 80 });
  });

  it('the north-west handle moves the top-left corner; never under the minimum size', () => {
    const state = pressAndResize(t, ['a'], 'nw', 100, 100);
    state.enter(pointer('pointermove', 500, 500));
    state.move(pointer('pointermove', 500, 500));
    state.commit(pointer('pointerup', 500, 500));
    expect(t.at('a').size).toEqual({ width: MIN_SIZE, height: MIN_SIZE });
    expect(t.at('a').position).toEqual({ x: 200 - MIN_SIZE, y: 140 - MIN_SIZE });
  });

  it('cancel: the box as it was, nothing recorded', () => {
    const state = pressAndResize(t, ['a'], 'se', 200, 140);
    state.enter(pointer('pointermove', 240, 180));
    state.move(pointer('pointermove', 300, 260));
    state.cancel();
    expect(boxOf(t.node('a'))).toEqual(['100px', '100px', '100px', '40px']);
    expect(t.past()).toBe(0);
  });

  it('several: resized in proportion with the box around them, in one elementsResized', () => {
    // a (100, 100, 100 × 40) and b (400, 300, 100 × 40): the box (100, 100, 400 × 240).
    const selectionBox = t.addSelectionBox(100, 100, 400, 240);
    const state = pressAndResize(t, ['a', 'b'], 'se', 500, 340);
    state.enter(pointer('pointermove', 900, 580));
    state.move(pointer('pointermove', 900, 580));
    // Twice as wide and twice as high.
    expect(boxOf(selectionBox)).toEqual(['100px', '100px', '800px', '480px']);
    expect(boxOf(t.node('b'))).toEqual(['700px', '500px', '200px', '80px']);
    state.commit(pointer('pointerup', 900, 580));
    expect(t.at('a').size).toEqual({ width: 200, height: 80 });
    expect(t.at('b').position).toEqual({ x: 700, y: 500 });
    expect(t.past()).toBe(1);
    t.store.dispatch(undone());
    expect(t.at('b').position).toEqual({ x: 400, y: 300 });
    expect(t.at('a').size).toEqual({ width: 100, height: 40 });
    t.store.dispatch(redone());
    expect(t.at('b').size).toEqual({ width: 200, height: 80 });
  });

  it('released where it began: nothing recorded, the box put back', () => {
    const state = pressAndResize(t, ['a'], 'se', 200, 140);
    state.enter(pointer('pointermove', 240, 180));
    state.move(pointer('pointermove', 240, 180));
    state.move(pointer('pointermove', 201, 141));
    state.commit(pointer('pointerup', 201, 141));
    expect(t.past()).toBe(0);
    expect(boxOf(t.node('a'))).toEqual(['100px', '100px', '100px', '40px']);
  });
});
