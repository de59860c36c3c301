import {
  elementSelected,
  elementsLocked,
  selectEditorMode,
  selectSelection,
  selectionSet,
} from '../../../../../src/features/editor/editorSlice';
import {
  selectElementsDragged,
  selectGestureKind,
  selectGesturePhase,
} from '../../../../../src/features/editor/gestures/gestureSlice';
import { idle } from '../../../../../src/features/editor/gestures/idle';
import {
  cancelGesture,
  gestureActive,
} from '../../../../../src/features/editor/gestures/pointerGesture';
import { fr } from '../../../../../src/i18n/fr';
import { pointer, setup } from './gestureKit';

/**
 * The canvas's gestures from the press, through the gesture machine on real (synthetic) events:
 * idle decides what a press is; the gesture slice is the one record of the drag.
 */
describe('idle: what a press on the canvas starts', () => {
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
  const kind = () => selectGestureKind(t.store.getState());
  const press = (target: Element, x: number, y: number, init = {}) =>
    target.dispatchEvent(pointer('pointerdown', x, y, init));
  const moveTo = (x: number, y: number) => window.dispatchEvent(pointer('pointermove', x, y));
  const release = (x: number, y: number) => window.dispatchEvent(pointer('pointerup', x, y));

  it('on an element: pointing, then translating past the threshold; one record of the drag', () => {
    press(t.node('a'), 110, 110);
    expect([phase(), kind()]).toEqual(['pressed', 'move']);
    moveTo(150, 130);
    expect(phase()).toBe('dragging');
    expect(selectElementsDragged(t.store.getState())).toBe(true);
    // The drag is not an editor mode (the gesture slice is its one record).
    expect(selectEditorMode(t.store.getState())).toBe('idle');
    release(150, 130);
    expect(phase()).toBe('idle');
    expect(selectElementsDragged(t.store.getState())).toBe(false);
    expect(t.at('a').position).toEqual({ x: 140, y: 120 });
    expect(t.past()).toBe(1);
  });

  it('on a resize handle: resizing, and the press goes no further (no selection change)', () => {
    const handle = document.createElement('div');
    handle.dataset.resizeHandle = 'se';
    t.node('a').appendChild(handle);
    const event = pointer('pointerdown', 200, 140);
    const heard = jest.fn();
    t.canvas.parentElement!.addEventListener('pointerdown', heard);
    handle.dispatchEvent(event);
    expect(kind()).toBe('resize');
    expect(event.defaultPrevented).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    moveTo(240, 180);
    release(240, 180);
    expect(t.at('a').size).toEqual({ width: 140, height: 80 });
  });

  it('on a handle of the box around several: the selection resized together', () => {
    t.store.dispatch(selectionSet({ ids: ['a', 'b'] }));
    const selectionBox = t.addSelectionBox(100, 100, 400, 240);
    press(selectionBox.querySelector('[data-resize-handle]')!, 500, 340);
    expect(kind()).toBe('resize');
    moveTo(900, 580);
    release(900, 580);
    expect(t.at('b').position).toEqual({ x: 700, y: 500 });
    expect(t.past()).toBe(1);
  });

  it('on the empty canvas: clears the selection, then brushing', () => {
    t.store.dispatch(elementSelected('c'));
    press(t.canvas, 50, 50);
    expect(selectSelection(t.store.getState())).toEqual([]);
    expect(kind()).toBe('marquee');
    moveTo(520, 360);
    expect(t.canvas.querySelector('[data-marquee]')).not.toBeNull();
    release(520, 360);
    expect(selectSelection(t.store.getState())).toEqual(['a', 'b']);
  });

  it('a selected element of several takes them all; clicked, it is selected alone', () => {
    t.store.dispatch(selectionSet({ ids: ['a', 'b'] }));
    press(t.node('b'), 410, 310);
    moveTo(430, 350);
    release(430, 350);
    expect(t.at('a').position).toEqual({ x: 120, y: 140 });
    expect(t.at('b').position).toEqual({ x: 420, y: 340 });
    expect(t.past()).toBe(1);
    press(t.node('b'), 430, 350);
    release(431, 351);
    expect(selectSelection(t.store.getState())).toEqual(['b']);
    expect(t.past()).toBe(1);
  });

  it('Shift + press on an element, a press on a button, another button: no gesture', () => {
    press(t.node('a'), 110, 110, { shiftKey: true });
    expect(gestureActive()).toBe(false);
    const button = document.createElement('button');
    t.canvas.appendChild(button);
    press(button, 10, 10);
    expect(gestureActive()).toBe(false);
    press(t.node('a'), 110, 110, { button: 2 });
    expect(gestureActive()).toBe(false);
  });

  it('locked elements only: a drag moves nothing, and says why', () => {
    t.store.dispatch(elementsLocked({ ids: ['a'], locked: true }));
    const before = t.past();
    document.querySelector('[data-announcer]')?.remove();
    press(t.node('a'), 110, 110);
    expect(document.querySelector('[data-announcer]')?.textContent ?? '').toBe('');
    moveTo(200, 200);
    release(200, 200);
    expect(t.at('a').position).toEqual({ x: 100, y: 100 });
    expect(t.past()).toBe(before);
    expect(document.querySelector('[data-announcer]')?.textContent).toBe(
      fr.editor.selection.lockedRefused,
    );
  });

  it('a press while a gesture is under way is ignored; the canvas going away cancels it', () => {
    press(t.node('a'), 110, 110);
    moveTo(150, 130);
    press(t.node('b'), 410, 310, { pointerId: 2 });
    expect(kind()).toBe('move');
    expect(t.node('a').style.transform).toBe('translate(40px, 20px)');
    stop();
    expect(phase()).toBe('idle');
    expect(t.node('a').style.transform).toBe('');
    expect(t.past()).toBe(0);
    stop = () => {};
  });
});
