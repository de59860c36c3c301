import { siteOf } from '../editorTestUtils';
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../../src/app/store';
import { Canvas } from '../../../../../src/features/editor/canvas/Canvas';
import {
  documentLoaded,
  elementDeleted,
  elementSelected,
  elementUpdated,
  selectionSet,
} from '../../../../../src/features/editor/editorSlice';
import { elementBoxStyle } from '../../../../../src/document/style/elementBoxStyle';
import { createElement } from '../../../../../src/document/createElement';

// elementBoxStyle runs once per render of a CanvasElement: counting its calls counts renders.
jest.mock('../../../../../src/document/style/elementBoxStyle', () => {
  const actual = jest.requireActual('../../../../../src/document/style/elementBoxStyle');
  return { ...actual, elementBoxStyle: jest.fn(actual.elementBoxStyle) };
});
const renders = elementBoxStyle as jest.Mock;

describe('Canvas rendering', () => {
  it('changing one element re-renders that element only', () => {
    const store = makeStore();
    const elements = Array.from({ length: 50 }, (_, i) => createElement('text', `e${i}`));
    store.dispatch(documentLoaded({ document: siteOf({ templateId: null, name: 'x', elements }) }));
    // Calls made as modules load (the renderer's reference box) are not renders.
    renders.mockClear();
    render(
      <Provider store={store}>
        <Canvas template={null} />
      </Provider>,
    );
    expect(renders).toHaveBeenCalledTimes(50);

    renders.mockClear();
    act(() => {
      store.dispatch(
        elementUpdated({ id: 'e7', changes: { styles: { position: { x: 300, y: 240 } } } }),
      );
    });
    expect(renders.mock.calls.map(([element]) => element.id)).toEqual(['e7']);

    renders.mockClear();
    act(() => {
      store.dispatch(elementSelected('e3'));
    });
    expect(renders.mock.calls.map(([element]) => element.id)).toEqual(['e3']);
    renders.mockClear();
    act(() => {
      store.dispatch(elementSelected('e4'));
    });
    expect(renders.mock.calls.map(([element]) => element.id).sort()).toEqual(['e3', 'e4']);
  });

  it('selecting several renders none of them: the canvas marks them and draws their borders', async () => {
    const store = makeStore();
    const elements = Array.from({ length: 50 }, (_, i) => createElement('text', `e${i}`));
    store.dispatch(documentLoaded({ document: siteOf({ templateId: null, name: 'x', elements }) }));
    const { container } = render(
      <Provider store={store}>
        <Canvas template={null} />
      </Provider>,
    );
    const chosen = elements.slice(0, 40).map((e) => e.id);
    renders.mockClear();
    act(() => {
      store.dispatch(selectionSet({ ids: chosen }));
    });
    // CanvasElement passes the theme; the selection's borders (SelectionBox) do not.
    const elementRenders = renders.mock.calls.filter((call) => call.length === 2);
    // At most the one the keyboard acts on (it takes the focus), not the 40.
    expect(elementRenders.length).toBeLessThanOrEqual(1);
    const current = Array.from(
      container.querySelectorAll('[data-element-id] > [role="group"][aria-current="true"]'),
      (box) => box.parentElement?.getAttribute('data-element-id'),
    );
    expect(current).toEqual(chosen);
    // One path, one rectangle per selected element.
    const path = container.querySelector('[data-selection-outlines] path')?.getAttribute('d');
    expect(path?.match(/M/g)).toHaveLength(40);
    // Later, each gets what a drag needs (an identity transform, from the canvas's style).
    await waitFor(() =>
      expect(container.querySelectorAll('[data-element-id][data-selected]')).toHaveLength(40),
    );

    act(() => {
      store.dispatch(elementSelected('e45'));
    });
    expect(container.querySelector('[data-selection-outlines]')).toBeNull();
    expect(container.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
    await waitFor(() =>
      expect(container.querySelectorAll('[data-element-id][data-selected]')).toHaveLength(0),
    );
  });
});

describe('Canvas groups', () => {
  it('draws elements in groups of 32, in document order', () => {
    const store = makeStore();
    const elements = Array.from({ length: 70 }, (_, i) => createElement('text', `e${i}`));
    store.dispatch(documentLoaded({ document: siteOf({ templateId: null, name: 'x', elements }) }));
    const { container } = render(
      <Provider store={store}>
        <Canvas template={null} />
      </Provider>,
    );
    const groups = container.querySelectorAll('[data-element-group]');
    expect(Array.from(groups, (g) => g.children.length)).toEqual([32, 32, 6]);
    expect(
      Array.from(container.querySelectorAll('[data-element-id]'), (e) =>
        e.getAttribute('data-element-id'),
      ),
    ).toEqual(elements.map((e) => e.id));
  });

  it('a selected element moved to another group keeps the keyboard focus', () => {
    const store = makeStore();
    const elements = Array.from({ length: 40 }, (_, i) => createElement('text', `e${i}`));
    store.dispatch(documentLoaded({ document: siteOf({ templateId: null, name: 'x', elements }) }));
    const { container } = render(
      <Provider store={store}>
        <Canvas template={null} />
      </Provider>,
    );
    const box = (id: string) =>
      container.querySelector(`[data-element-id="${id}"] > [role="group"]`) as HTMLElement;
    act(() => box('e32').focus()); // focusing selects it
    const before = box('e32');
    expect(before).toHaveFocus();
    act(() => {
      store.dispatch(elementDeleted('e0')); // e32 moves from the second group to the first
    });
    expect(box('e32')).not.toBe(before);
    expect(box('e32')).toHaveFocus();
  });
});
