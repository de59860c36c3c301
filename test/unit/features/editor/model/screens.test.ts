import { pageView, siteOf } from '../editorTestUtils';
import { makeStore } from '../../../../../src/app/store';
import {
  documentLoaded,
  elementMoved,
  elementResized,
  elementsDuplicated,
  elementUpdated,
  overrideChanged,
  overrideReset,
  redone,
  screenChanged,
  screenOrderMoved,
  selectCanUndo,
  selectElements,
  selectScreen,
  undone,
} from '../../../../../src/features/editor/editorSlice';
import { createElement } from '../../../../../src/document/createElement';
import { LIMITS } from '../../../../../src/document/limits';
import { pageLayout } from '../../../../../src/document/layout/flowLayout';
import { flowItems, orderedItems } from '../../../../../src/document/layout/screenStyles';
import type { EditorElement, OverrideScreen } from '../../../../../src/document/types';
import {
  clampOverride,
  moveInOrder,
  orderPlace,
  resetOverride,
  setOverride,
} from '../../../../../src/features/editor/model/overrides';

/** Texts one under another (a, b, c…), 400 px wide, 200 px apart. */
const column = (ids: string[]): EditorElement[] =>
  ids.map((id, i) => {
    const e = createElement('text', id, { x: 100, y: 100 + i * 200 });
    return { ...e, content: `Texte ${id}` };
  });

function setup(elements: EditorElement[] = column(['a', 'b', 'c'])) {
  const store = makeStore();
  store.dispatch(
    documentLoaded({ document: siteOf({ templateId: null, name: 'Test', elements }) }),
  );
  const els = () => selectElements(store.getState());
  const byId = (id: string) => els().find((e) => e.id === id) as EditorElement;
  const past = () => store.getState().editor!.history.past.length;
  return { store, els, byId, past };
}

/** The ids of the page's top-level items in the order they show on `screen`. */
const shownOrder = (elements: readonly EditorElement[], screen: OverrideScreen) =>
  orderedItems(flowItems(pageLayout(elements), screen), screen).map((n) => n.element!.id);

describe('the screen shown (view state)', () => {
  it('starts on Ordinateur, changes without an undo step, and opening a document resets it', () => {
    const t = setup();
    expect(selectScreen(t.store.getState())).toBe('desktop');
    t.store.dispatch(screenChanged('phone'));
    expect(selectScreen(t.store.getState())).toBe('phone');
    expect(t.past()).toBe(0);
    expect(t.store.getState().editor!.document.pages[0].elements).toBe(t.els());
    t.store.dispatch(screenChanged('nope' as never));
    expect(selectScreen(t.store.getState())).toBe('phone');
    t.store.dispatch(
      documentLoaded({ document: siteOf({ templateId: null, name: 'B', elements: [] }) }),
    );
    expect(selectScreen(t.store.getState())).toBe('desktop');
  });

  it('is an event named in the past', () => {
    expect(screenChanged('tablet').type).toBe('editor/screenChanged');
    expect(overrideChanged({ id: 'a', screen: 'phone', changes: {} }).type).toBe(
      'editor/overrideChanged',
    );
  });
});

describe('overrideChanged / overrideReset', () => {
  it('is one undo step, and redo puts it back', () => {
    const t = setup();
    t.store.dispatch(overrideChanged({ id: 'a', screen: 'phone', changes: { hidden: true } }));
    expect(t.byId('a').overrides).toEqual({ phone: { hidden: true } });
    expect(t.past()).toBe(1);
    t.store.dispatch(undone());
    expect(t.byId('a').overrides).toBeUndefined();
    t.store.dispatch(redone());
    expect(t.byId('a').overrides).toEqual({ phone: { hidden: true } });
  });

  it('undo and redo show the screen whose overrides they change', () => {
    const t = setup();
    t.store.dispatch(screenChanged('phone'));
    t.store.dispatch(overrideChanged({ id: 'a', screen: 'phone', changes: { hidden: true } }));
    t.store.dispatch(screenChanged('desktop'));
    t.store.dispatch(undone());
    expect(selectScreen(t.store.getState())).toBe('phone');
    t.store.dispatch(screenChanged('tablet'));
    t.store.dispatch(redone());
    expect(selectScreen(t.store.getState())).toBe('phone');
    // A change every screen shows (the content) leaves the screen as it is.
    t.store.dispatch(elementUpdated({ id: 'a', changes: { content: 'Autre' } }));
    t.store.dispatch(screenChanged('tablet'));
    t.store.dispatch(undone());
    expect(selectScreen(t.store.getState())).toBe('tablet');
  });

  it('records nothing when nothing changes (same value, unknown id, unreadable value)', () => {
    const t = setup();
    t.store.dispatch(overrideChanged({ id: 'a', screen: 'tablet', changes: { fontSize: 30 } }));
    const before = t.store.getState().editor!.document;
    t.store.dispatch(overrideChanged({ id: 'a', screen: 'tablet', changes: { fontSize: 30 } }));
    t.store.dispatch(overrideChanged({ id: 'zz', screen: 'tablet', changes: { fontSize: 12 } }));
    t.store.dispatch(overrideChanged({ id: 'a', screen: 'tablet', changes: { fontSize: NaN } }));
    t.store.dispatch(
      overrideChanged({ id: 'a', screen: 'tablet', changes: { textAlign: 'justify' as never } }),
    );
    t.store.dispatch(overrideChanged({ id: 'b', screen: 'phone', changes: { hidden: false } }));
    t.store.dispatch(overrideReset({ id: 'b', screen: 'phone', key: 'fontSize' }));
    expect(t.store.getState().editor!.document).toBe(before);
    expect(t.past()).toBe(1);
  });

  it('clamps to the document limits, as integers', () => {
    const t = setup();
    const change = (changes: object) =>
      t.store.dispatch(overrideChanged({ id: 'a', screen: 'tablet', changes }));
    change({ fontSize: 5000.4, width: -3, height: 1e9, padding: 12.6, order: -1e6 });
    expect(t.byId('a').overrides!.tablet).toEqual({
      fontSize: LIMITS.fontSize.max,
      width: LIMITS.size.min,
      height: LIMITS.size.max,
      padding: 13,
      order: -LIMITS.elementsPerPage,
    });
    change({ fontSize: 0 });
    expect(t.byId('a').overrides!.tablet!.fontSize).toBe(LIMITS.fontSize.min);
    expect(clampOverride({ order: 0, hidden: false, textAlign: 'right' })).toEqual({
      order: undefined,
      hidden: undefined,
      textAlign: 'right',
    });
  });

  it('typing in one field session is one step (merge key)', () => {
    const t = setup();
    for (const fontSize of [3, 32]) {
      t.store.dispatch(
        overrideChanged({ id: 'a', screen: 'phone', changes: { fontSize }, mergeKey: 'f:1' }),
      );
    }
    expect(t.byId('a').overrides!.phone!.fontSize).toBe(32);
    expect(t.past()).toBe(1);
  });

  it('reset removes the key, then the screen, then `overrides`', () => {
    const t = setup();
    t.store.dispatch(
      overrideChanged({ id: 'a', screen: 'phone', changes: { fontSize: 40, textAlign: 'center' } }),
    );
    t.store.dispatch(overrideChanged({ id: 'a', screen: 'tablet', changes: { width: 300 } }));
    t.store.dispatch(overrideReset({ id: 'a', screen: 'phone', key: 'fontSize' }));
    expect(t.byId('a').overrides).toEqual({
      phone: { textAlign: 'center' },
      tablet: { width: 300 },
    });
    t.store.dispatch(overrideReset({ id: 'a', screen: 'phone', key: 'textAlign' }));
    expect(t.byId('a').overrides).toEqual({ tablet: { width: 300 } });
    t.store.dispatch(overrideReset({ id: 'a', screen: 'tablet', key: 'width' }));
    expect('overrides' in t.byId('a')).toBe(false);
    expect(t.past()).toBe(5);
    t.store.dispatch(undone());
    expect(t.byId('a').overrides).toEqual({ tablet: { width: 300 } });
  });

  it('the pure functions return the same list when nothing changes', () => {
    const page = { elements: column(['a']) };
    expect(setOverride(page, 'a', 'phone', {})).toBe(page);
    expect(resetOverride(page, 'a', 'phone', 'hidden')).toBe(page);
    expect(moveInOrder(page, 'a', 'phone', -1)).toBe(page);
  });
});

describe('moving an element in the order of a screen', () => {
  it('moves by exactly one displayed place, one step each, no-op at the ends', () => {
    const t = setup(column(['a', 'b', 'c', 'd']));
    const order = () => shownOrder(t.els(), 'phone');
    t.store.dispatch(screenOrderMoved({ id: 'c', screen: 'phone', direction: -1 }));
    expect(order()).toEqual(['a', 'c', 'b', 'd']);
    expect(t.byId('c').overrides!.phone!.order).toBe(-1);
    t.store.dispatch(screenOrderMoved({ id: 'c', screen: 'phone', direction: -1 }));
    expect(order()).toEqual(['c', 'a', 'b', 'd']);
    expect(t.past()).toBe(2);
    t.store.dispatch(screenOrderMoved({ id: 'c', screen: 'phone', direction: -1 }));
    expect(t.past()).toBe(2);
    t.store.dispatch(screenOrderMoved({ id: 'd', screen: 'phone', direction: 1 }));
    expect(t.past()).toBe(2);
    t.store.dispatch(screenOrderMoved({ id: 'a', screen: 'phone', direction: 1 }));
    expect(order()).toEqual(['c', 'b', 'a', 'd']);
    t.store.dispatch(screenOrderMoved({ id: 'c', screen: 'phone', direction: 1 }));
    expect(order()).toEqual(['b', 'c', 'a', 'd']);
    // Tablette keeps its own order.
    expect(shownOrder(t.els(), 'tablet')).toEqual(['a', 'b', 'c', 'd']);
    t.store.dispatch(undone());
    expect(order()).toEqual(['c', 'b', 'a', 'd']);
  });

  it('back to its place, the shift is removed', () => {
    const t = setup();
    t.store.dispatch(screenOrderMoved({ id: 'b', screen: 'tablet', direction: 1 }));
    t.store.dispatch(screenOrderMoved({ id: 'b', screen: 'tablet', direction: -1 }));
    expect(shownOrder(t.els(), 'tablet')).toEqual(['a', 'b', 'c']);
    expect(t.byId('b').overrides).toBeUndefined();
  });

  it('passes over hidden elements (they take no place)', () => {
    const t = setup();
    t.store.dispatch(overrideChanged({ id: 'b', screen: 'phone', changes: { hidden: true } }));
    expect(orderPlace(t.els(), 'c', 'phone')).toEqual({ position: 1, count: 2 });
    t.store.dispatch(screenOrderMoved({ id: 'c', screen: 'phone', direction: -1 }));
    expect(shownOrder(t.els(), 'phone')).toEqual(['c', 'a', 'b']);
    expect(orderPlace(t.els(), 'c', 'phone')).toEqual({ position: 0, count: 2 });
  });

  it('every order of a column can be reached, one place at a time', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    let page = { elements: column(ids) };
    // A pseudo-random walk of moves: each one moves its element by exactly one place.
    let seed = 7;
    for (let step = 0; step < 200; step++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const id = ids[seed % ids.length];
      const direction = seed % 2 === 0 ? -1 : 1;
      const before = shownOrder(page.elements, 'phone');
      const next = moveInOrder(page, id, 'phone', direction);
      const after = shownOrder(next.elements, 'phone');
      const from = before.indexOf(id);
      if (next === page) {
        expect(from + direction < 0 || from + direction >= ids.length).toBe(true);
        continue;
      }
      const expected = before.filter((x) => x !== id);
      expected.splice(from + direction, 0, id);
      expect(after).toEqual(expected);
      page = next;
    }
  });
});

describe('desktop changes keep the overrides', () => {
  const phone = { hidden: true, fontSize: 40 };
  const setupWith = () => {
    const t = setup();
    t.store.dispatch(overrideChanged({ id: 'a', screen: 'phone', changes: phone }));
    return t;
  };

  it('moving, nudging, resizing, editing', () => {
    const t = setupWith();
    t.store.dispatch(elementMoved({ id: 'a', position: { x: 300, y: 40 } }));
    t.store.dispatch(elementMoved({ id: 'a', position: { x: 301, y: 40 }, mergeKey: 'nudge:a' }));
    t.store.dispatch(elementResized({ id: 'a', rect: { x: 0, y: 0, width: 500, height: 90 } }));
    t.store.dispatch(
      elementUpdated({ id: 'a', changes: { content: 'Autre', styles: { color: '#FF0000' } } }),
    );
    const a = t.byId('a');
    expect(a.styles.size.width).toBe(500);
    expect(a.content).toBe('Autre');
    expect(a.overrides).toEqual({ phone });
  });

  it('duplicating copies them', () => {
    const t = setupWith();
    t.store.dispatch(elementsDuplicated(['a']));
    const copy = t.els()[t.els().length - 1];
    expect(copy.id).not.toBe('a');
    expect(copy.overrides).toEqual({ phone });
  });

  it('and they are part of what undo restores', () => {
    const t = setupWith();
    expect(selectCanUndo(t.store.getState())).toBe(true);
    t.store.dispatch(undone());
    expect(pageView(t.store.getState()).elements[0].overrides).toBeUndefined();
  });
});
