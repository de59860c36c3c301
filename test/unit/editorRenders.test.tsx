import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../src/app/store';
import { Canvas } from '../../src/features/editor/components/Canvas';
import {
  documentLoaded,
  elementSelected,
  elementUpdated,
} from '../../src/features/editor/editorSlice';
import { elementBoxStyle } from '../../src/features/editor/model/elementBoxStyle';
import { createElement } from '../../src/features/editor/model/createElement';

// elementBoxStyle runs once per render of a CanvasElement: counting its calls counts renders.
jest.mock('../../src/features/editor/model/elementBoxStyle', () => {
  const actual = jest.requireActual('../../src/features/editor/model/elementBoxStyle');
  return { ...actual, elementBoxStyle: jest.fn(actual.elementBoxStyle) };
});
const renders = elementBoxStyle as jest.Mock;

describe('Canvas rendering', () => {
  it('changing one element re-renders that element only', () => {
    const store = makeStore();
    const elements = Array.from({ length: 50 }, (_, i) => createElement('text', `e${i}`));
    store.dispatch(documentLoaded({ document: { templateId: null, name: 'x', elements } }));
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
