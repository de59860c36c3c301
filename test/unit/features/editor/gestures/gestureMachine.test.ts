import {
  DRAG_THRESHOLD,
  gestureStep,
  IDLE,
  type GestureInput,
  type GestureState,
} from '../../../../../src/features/editor/gestures/gestureMachine';

const press: GestureInput = { type: 'press', kind: 'move', pointerId: 1, at: { x: 100, y: 100 } };
const moveTo = (x: number, y: number, pointerId = 1): GestureInput => ({
  type: 'move',
  pointerId,
  at: { x, y },
});

/** Runs the inputs from idle; the effects in order (null where nothing happened) and the end state. */
function run(...inputs: GestureInput[]) {
  let state: GestureState = IDLE;
  const effects = inputs.map((input) => {
    const next = gestureStep(state, input);
    state = next.state;
    return next.effect;
  });
  return { effects, state };
}

describe('the pointer-gesture machine', () => {
  it('idle → pressed → dragging → committed, once past the threshold', () => {
    const { effects, state } = run(
      press,
      moveTo(100 + DRAG_THRESHOLD - 1, 100),
      moveTo(100 + DRAG_THRESHOLD, 100),
      moveTo(140, 120),
      { type: 'release', pointerId: 1 },
    );
    expect(effects).toEqual(['pressed', null, 'started', 'moved', 'committed']);
    expect(state).toEqual(IDLE);
  });

  it('a press released before the threshold is a click', () => {
    expect(run(press, moveTo(101, 102), { type: 'release', pointerId: 1 }).effects).toEqual([
      'pressed',
      null,
      'clicked',
    ]);
  });

  it('the threshold is a distance: a diagonal move counts both ways', () => {
    const d = Math.ceil(DRAG_THRESHOLD / Math.SQRT2);
    expect(run(press, moveTo(100 + d, 100 + d)).effects).toEqual(['pressed', 'started']);
  });

  it('Escape cancels a press or a drag, and the machine is idle again', () => {
    expect(run(press, { type: 'cancel' }).effects).toEqual(['pressed', 'cancelled']);
    const { effects, state } = run(press, moveTo(150, 150), { type: 'cancel' }, moveTo(160, 160));
    expect(effects).toEqual(['pressed', 'started', 'cancelled', null]);
    expect(state).toEqual(IDLE);
  });

  it('ignores another pointer, a second press, and input while idle', () => {
    const { effects, state } = run(
      { type: 'release', pointerId: 1 },
      moveTo(10, 10),
      { type: 'cancel' },
      press,
      { ...press, pointerId: 2 },
      moveTo(200, 200, 2),
      { type: 'release', pointerId: 2 },
    );
    expect(effects).toEqual([null, null, null, 'pressed', null, null, null]);
    expect(state).toMatchObject({ phase: 'pressed', pointerId: 1, kind: 'move' });
  });
});
