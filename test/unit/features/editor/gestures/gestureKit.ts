import { makeStore } from '../../../../../src/app/store';
import { createElement } from '../../../../../src/document/createElement';
import type { EditorElement } from '../../../../../src/document/types';
import { documentLoaded, selectElements } from '../../../../../src/features/editor/editorSlice';
import type { CanvasEnv } from '../../../../../src/features/editor/gestures/stateNode';
import { siteOf } from '../editorTestUtils';

/**
 * A canvas as the editor draws it, without React: the scrolling area, the canvas, its guides
 * layer and one node per element (`data-element-id`, its box inline), over a store holding the
 * same elements. jsdom has no layout: the canvas's scale is 1 and its origin (0, 0), so screen
 * and canvas points are the same.
 */
export function box(id: string, x: number, y: number, width = 100, height = 40): EditorElement {
  const e = createElement('text', id, { x, y });
  return { ...e, styles: { ...e.styles, size: { width, height } } };
}

export const ELEMENTS = [box('a', 100, 100), box('b', 400, 300), box('c', 240, 500)];

export function setup(elements: EditorElement[] = ELEMENTS) {
  const store = makeStore();
  store.dispatch(
    documentLoaded({ document: siteOf({ templateId: null, name: 'Test', elements }) }),
  );
  const area = document.createElement('div');
  area.dataset.canvasArea = '';
  const canvas = document.createElement('div');
  canvas.dataset.canvas = '';
  const guides = document.createElement('div');
  guides.dataset.guides = '';
  canvas.appendChild(guides);
  for (const e of elements) {
    const node = document.createElement('div');
    node.dataset.elementId = e.id;
    Object.assign(node.style, {
      left: `${e.styles.position.x}px`,
      top: `${e.styles.position.y}px`,
      width: `${e.styles.size.width}px`,
      height: `${e.styles.size.height}px`,
    });
    const inner = document.createElement('div');
    node.appendChild(inner);
    canvas.appendChild(node);
  }
  area.appendChild(canvas);
  document.body.appendChild(area);
  const env: CanvasEnv = { canvas, dispatch: store.dispatch, getState: store.getState };
  const node = (id: string) => canvas.querySelector<HTMLElement>(`[data-element-id="${id}"]`)!;
  const at = (id: string) => selectElements(store.getState()).find((e) => e.id === id)!.styles;
  const past = () => store.getState().editor!.history.past.length;
  /** The box around several selected elements, as SelectionBox draws it. */
  const addSelectionBox = (x: number, y: number, width: number, height: number) => {
    const selectionBox = document.createElement('div');
    selectionBox.dataset.selectionBox = '';
    Object.assign(selectionBox.style, {
      left: `${x}px`,
      top: `${y}px`,
      width: `${width}px`,
      height: `${height}px`,
    });
    const handle = document.createElement('div');
    handle.dataset.resizeHandle = 'se';
    selectionBox.appendChild(handle);
    canvas.appendChild(selectionBox);
    return selectionBox;
  };
  const cleanup = () => area.remove();
  return { store, env, area, canvas, node, at, past, addSelectionBox, cleanup };
}

/** A pointer event as a mouse's primary button makes it (jsdom has no PointerEvent). */
export function pointer(
  type: 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel',
  x: number,
  y: number,
  init: MouseEventInit & { pointerId?: number; isPrimary?: boolean } = {},
): PointerEvent {
  const { pointerId = 1, isPrimary = true, ...mouse } = init;
  const event = new MouseEvent(type, {
    clientX: x,
    clientY: y,
    button: 0,
    bubbles: true,
    cancelable: true,
    ...mouse,
  });
  Object.assign(event, { pointerId, isPrimary });
  return event as PointerEvent;
}

/** A key pressed (or released) on the window, as the gesture's listeners hear it. */
export function key(type: 'keydown' | 'keyup', name: string) {
  const event = new KeyboardEvent(type, { key: name, bubbles: true, cancelable: true });
  window.dispatchEvent(event);
  return event;
}
