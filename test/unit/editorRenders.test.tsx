import { siteOf } from './editorTestUtils';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../src/app/store';
import { Canvas } from '../../src/features/editor/components/Canvas';
import {
  documentLoaded,
  elementDeleted,
  elementSelected,
  elementUpdated,
} from '../../src/features/editor/editorSlice';
import { elementBoxStyle } from '../../src/document/style/elementBoxStyle';
import { createElement } from '../../src/document/createElement';

// elementBoxStyle runs once per render of a CanvasElement: counting its calls counts renders.
jest.mock('../../src/document/style/elementBoxStyle', () => {
  const actual = jest.requireActual('../../src/document/style/elementBoxStyle');
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
