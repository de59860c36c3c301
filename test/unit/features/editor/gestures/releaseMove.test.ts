import { makeStore } from '../../../../../src/app/store';
import { createElement } from '../../../../../src/document/createElement';
import type { EditorElement, PageDocument } from '../../../../../src/document/types';
import {
  documentLoaded,
  elementsMoved,
  selectElements,
  undone,
} from '../../../../../src/features/editor/editorSlice';
import {
  markAhead,
  onlyPlacesChanged,
  placedAhead,
  placeNode,
  settle,
} from '../../../../../src/features/editor/canvas/placedAhead';
import { freezeNew } from '../../../../../src/features/editor/model/freezeNew';
import { siteOf } from '../editorTestUtils';

function box(id: string, x: number, y: number): EditorElement {
  const e = createElement('text', id, { x, y });
  return { ...e, styles: { ...e.styles, size: { width: 100, height: 40 } } };
}

describe('the release of a drag of several', () => {
  it('freezeNew freezes what is new and stops at what is frozen', () => {
    const old = Object.freeze({ a: { b: 1 } });
    const fresh = { old, list: [{ c: 2 }], nested: { d: { e: 3 } } };
    expect(freezeNew(fresh)).toBe(fresh);
    expect(Object.isFrozen(fresh)).toBe(true);
    expect(Object.isFrozen(fresh.list[0])).toBe(true);
    expect(Object.isFrozen(fresh.nested.d)).toBe(true);
    // Not walked: frozen already (its child was left as it was).
    expect(Object.isFrozen(old.a)).toBe(false);
  });

  it('elementsMoved gives a frozen state, the elements moved by the delta, one undo step', () => {
    const store = makeStore();
    const document: PageDocument = {
      templateId: null,
      name: 'Test',
      elements: [box('a', 100, 100), box('b', 400, 300), box('c', 250, 500)],
    };
    store.dispatch(documentLoaded({ document: siteOf(document) }));
    store.dispatch(elementsMoved({ ids: ['a', 'b'], delta: { x: 20, y: 40 } }));
    const state = store.getState().editor!;
    expect(Object.isFrozen(state)).toBe(true);
    const [a, b, c] = selectElements(store.getState());
    expect(Object.isFrozen(a.styles.position)).toBe(true);
    expect([a.styles.position, b.styles.position, c.styles.position]).toEqual([
      { x: 120, y: 140 },
      { x: 420, y: 340 },
      { x: 250, y: 500 },
    ]);
    expect(state.history.past).toHaveLength(1);
    store.dispatch(undone());
    expect(selectElements(store.getState())[0].styles.position).toEqual({ x: 100, y: 100 });
  });

  it('a group may draw later only a change of places; settling puts the nodes where it drew them', () => {
    const [a, b] = [box('a', 100, 100), box('b', 400, 300)];
    const moved = { ...a, styles: { ...a.styles, position: { x: 150, y: 120 } } };
    expect(onlyPlacesChanged([a, b], [moved, b])).toBe(true);
    expect(onlyPlacesChanged([a, b], [{ ...moved, content: 'Autre' }, b])).toBe(false);
    expect(onlyPlacesChanged([a, b], [b, a])).toBe(false);

    const group = document.createElement('div');
    const node = document.createElement('div');
    node.dataset.elementId = 'a';
    group.appendChild(node);
    document.body.appendChild(group);
    markAhead([{ id: 'a', node }]);
    placeNode(node, moved);
    expect(node.style.left).toBe('150px');
    expect(placedAhead(['b', 'a'])).toBe(true);
    // An undo came before the group drew the move: it drew `a` where it was; the node follows.
    settle(group, ['a', 'b'], [a, b]);
    expect([node.style.left, node.style.top]).toEqual(['100px', '100px']);
    expect(placedAhead(['a'])).toBe(false);
    group.remove();
  });
});
