import { pageView, siteOf } from '../editorTestUtils';
import { makeStore } from '../../../../../src/app/store';
import {
  documentLoaded,
  elementSelected,
  elementsAligned,
  elementsDeleted,
  elementDeleted,
  elementMoved,
  elementResized,
  elementUpdated,
  elementsDistributed,
  elementsDuplicated,
  elementsGrouped,
  elementsHidden,
  elementsLocked,
  elementsUngrouped,
  elementsMoved,
  elementsReordered,
  elementsResized,
  elementsUpdated,
  redone,
  selectElements,
  selectSelectedId,
  selectSelection,
  selectionSet,
  selectionToggled,
  undone,
} from '../../../../../src/features/editor/editorSlice';
import { createElement } from '../../../../../src/document/createElement';
import type { EditorElement, PageDocument } from '../../../../../src/document/types';
import { reorderElements, scaleRects } from '../../../../../src/features/editor/model/selection';
import { renderPage } from '../../../../../src/document/render/renderPage';

function box(id: string, x: number, y: number, width = 100, height = 40): EditorElement {
  const e = createElement('text', id, { x, y });
  return { ...e, styles: { ...e.styles, size: { width, height } } };
}

function setup(elements = [box('a', 100, 100), box('b', 400, 300), box('c', 250, 500)]) {
  const store = makeStore();
  const document: PageDocument = { templateId: null, name: 'Test', elements };
  store.dispatch(documentLoaded({ document: siteOf(document) }));
  const els = () => selectElements(store.getState());
  const at = (id: string) => els().find((e) => e.id === id)!.styles.position;
  const past = () => store.getState().editor!.history.past.length;
  const selection = () => selectSelection(store.getState());
  return { store, els, at, past, selection, doc: () => pageView(store.getState()) };
}

describe('multiple selection', () => {
  it('Shift or Ctrl + click adds and removes; the last one added is the one the panels show', () => {
    const t = setup();
    t.store.dispatch(elementSelected('a'));
    t.store.dispatch(selectionToggled('b'));
    expect(t.selection()).toEqual(['a', 'b']);
    expect(selectSelectedId(t.store.getState())).toBe('b');
    t.store.dispatch(selectionToggled('b'));
    expect(t.selection()).toEqual(['a']);
    expect(selectSelectedId(t.store.getState())).toBe('a');
    t.store.dispatch(selectionToggled('a'));
    expect(t.selection()).toEqual([]);
    expect(selectSelectedId(t.store.getState())).toBeNull();
    // Choosing is not a change of the site: no undo step.
    expect(t.past()).toBe(0);
  });

  it('the rectangle and Ctrl+A set the selection, or add to it; absent ids are dropped', () => {
    const t = setup();
    t.store.dispatch(selectionSet({ ids: ['c', 'nope', 'a'] }));
    expect(t.selection()).toEqual(['c', 'a']);
    t.store.dispatch(selectionSet({ ids: ['b'], add: true }));
    expect(t.selection()).toEqual(['c', 'a', 'b']);
    t.store.dispatch(elementSelected('b'));
    expect(t.selection()).toEqual(['b']);
  });

  it('moves together in one undo step, clamped as a whole at the canvas edge', () => {
    const t = setup();
    t.store.dispatch(elementsMoved({ ids: ['a', 'b'], delta: { x: -150, y: 20 } }));
    // a would go to x = -50: the whole selection stops when a reaches 0.
    expect(t.at('a')).toEqual({ x: 0, y: 120 });
    expect(t.at('b')).toEqual({ x: 300, y: 320 });
    expect(t.at('c')).toEqual({ x: 250, y: 500 });
    expect(t.past()).toBe(1);
    t.store.dispatch(undone());
    expect(t.at('a')).toEqual({ x: 100, y: 100 });
    expect(t.at('b')).toEqual({ x: 400, y: 300 });
    t.store.dispatch(redone());
    expect(t.at('b')).toEqual({ x: 300, y: 320 });
  });

  it('nudges of one burst are one undo step', () => {
    const t = setup();
    for (let i = 0; i < 5; i++) {
      t.store.dispatch(elementsMoved({ ids: ['a', 'c'], delta: { x: 1, y: 0 }, mergeKey: 'k' }));
    }
    expect(t.at('a').x).toBe(105);
    expect(t.at('c').x).toBe(255);
    expect(t.past()).toBe(1);
  });

  it('deletes together, duplicates together (the copies selected), in one step each', () => {
    const t = setup();
    t.store.dispatch(selectionSet({ ids: ['a', 'b'] }));
    t.store.dispatch(elementsDuplicated(['a', 'b']));
    expect(t.els()).toHaveLength(5);
    expect(t.selection()).toHaveLength(2);
    expect(t.selection()).not.toContain('a');
    expect(t.past()).toBe(1);
    t.store.dispatch(elementsDeleted(t.selection()));
    expect(t.els().map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(t.selection()).toEqual([]);
    expect(t.past()).toBe(2);
  });

  it('aligns several on the box around them, one on the page; distributes three', () => {
    const t = setup();
    t.store.dispatch(elementsAligned({ ids: ['a', 'b', 'c'], how: 'left' }));
    expect(['a', 'b', 'c'].map((id) => t.at(id).x)).toEqual([100, 100, 100]);
    t.store.dispatch(elementsAligned({ ids: ['a', 'b', 'c'], how: 'bottom' }));
    expect(['a', 'b', 'c'].map((id) => t.at(id).y)).toEqual([500, 500, 500]);
    t.store.dispatch(undone());
    t.store.dispatch(elementsAligned({ ids: ['a'], how: 'center' }));
    expect(t.at('a').x).toBe((1152 - 100) / 2);
    t.store.dispatch(elementsDistributed({ ids: ['a', 'b', 'c'], axis: 'vertical' }));
    // Tops 100, 300, 500 with heights 40: already even; a spread of another shape:
    const u = setup([box('a', 0, 0), box('b', 0, 50), box('c', 0, 400)]);
    u.store.dispatch(elementsDistributed({ ids: ['a', 'b', 'c'], axis: 'vertical' }));
    expect(['a', 'b', 'c'].map((id) => u.at(id).y)).toEqual([0, 200, 400]);
    expect(u.past()).toBe(1);
  });

  it('resizes in proportion to the box around them', () => {
    const rects = [
      { x: 0, y: 0, width: 100, height: 50 },
      { x: 100, y: 50, width: 100, height: 50 },
    ];
    expect(
      scaleRects(
        rects,
        { x: 0, y: 0, width: 200, height: 100 },
        { x: 10, y: 10, width: 400, height: 200 },
      ),
    ).toEqual([
      { x: 10, y: 10, width: 200, height: 100 },
      { x: 210, y: 110, width: 200, height: 100 },
    ]);
    const t = setup();
    t.store.dispatch(
      elementsResized({
        boxes: {
          a: { x: 0, y: 0, width: 200, height: 80 },
          b: { x: 10, y: 10, width: 50, height: 50 },
        },
      }),
    );
    expect(t.els()[0].styles.size).toEqual({ width: 200, height: 80 });
    expect(t.past()).toBe(1);
  });

  it('changes z-order together, keeping their own order', () => {
    const ids = (els: EditorElement[]) => els.map((e) => e.id);
    const els = [box('a', 0, 0), box('b', 0, 0), box('c', 0, 0), box('d', 0, 0)];
    expect(ids(reorderElements(els, ['a', 'c'], 'bringToFront'))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(reorderElements(els, ['b', 'd'], 'sendToBack'))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(reorderElements(els, ['a', 'b'], 'bringForward'))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(reorderElements(els, ['c', 'd'], 'sendBackward'))).toEqual(['a', 'c', 'd', 'b']);
    expect(reorderElements(els, ['c', 'd'], 'bringForward')).toBe(els);
    const t = setup();
    t.store.dispatch(elementsReordered({ ids: ['a', 'b'], to: 'bringToFront' }));
    expect(ids(t.els())).toEqual(['c', 'a', 'b']);
    expect(t.past()).toBe(1);
  });

  it('a field typed for the whole selection changes every one, one step a session', () => {
    const t = setup();
    t.store.dispatch(
      elementsUpdated({
        ids: ['a', 'b'],
        changes: { styles: { color: '#FF0000' } },
        mergeKey: 'color:1',
      }),
    );
    t.store.dispatch(
      elementsUpdated({
        ids: ['a', 'b'],
        changes: { styles: { color: '#00FF00' } },
        mergeKey: 'color:1',
      }),
    );
    expect(t.els().map((e) => e.styles.color)).toEqual([
      '#00FF00',
      '#00FF00',
      t.els()[2].styles.color,
    ]);
    expect(t.past()).toBe(1);
    // A hostile value is refused by the model: nothing changes.
    const before = t.doc();
    t.store.dispatch(
      elementsUpdated({ ids: ['a', 'b'], changes: { styles: { color: 'red;background:url(x)' } } }),
    );
    expect(t.doc()).toEqual(before);
  });
});

describe('« Verrouiller » and « Masquer »', () => {
  it('a locked element is not moved, resized, deleted, aligned nor nudged; its look still changes', () => {
    const t = setup();
    t.store.dispatch(elementsLocked({ ids: ['a'], locked: true }));
    expect(t.past()).toBe(1);
    const locked = () => t.els().find((e) => e.id === 'a')!;
    expect(locked().properties.locked).toBe(true);
    t.store.dispatch(elementMoved({ id: 'a', position: { x: 300, y: 300 } }));
    t.store.dispatch(elementResized({ id: 'a', rect: { x: 0, y: 0, width: 10, height: 10 } }));
    t.store.dispatch(elementDeleted('a'));
    t.store.dispatch(elementsMoved({ ids: ['a', 'b'], delta: { x: 10, y: 0 } }));
    t.store.dispatch(elementsAligned({ ids: ['a'], how: 'right' }));
    t.store.dispatch(
      elementUpdated({ id: 'a', changes: { styles: { position: { x: 5 }, color: '#FF0000' } } }),
    );
    expect(locked().styles.position).toEqual({ x: 100, y: 100 });
    expect(locked().styles.size).toEqual({ width: 100, height: 40 });
    expect(locked().styles.color).toBe('#FF0000');
    // The unlocked one of the selection moved.
    expect(t.at('b')).toEqual({ x: 410, y: 300 });
    t.store.dispatch(elementsDeleted(['a', 'b']));
    expect(t.els().map((e) => e.id)).toEqual(['a', 'c']);
    t.store.dispatch(elementsLocked({ ids: ['a'], locked: false }));
    expect(locked().properties.locked).toBeUndefined();
    t.store.dispatch(elementMoved({ id: 'a', position: { x: 300, y: 300 } }));
    expect(t.at('a')).toEqual({ x: 300, y: 300 });
  });

  it('a hidden element stays in the page, one undo step, and the export leaves it out', () => {
    const t = setup();
    t.store.dispatch(elementsHidden({ ids: ['b'], hidden: true }));
    expect(t.els()).toHaveLength(3);
    expect(t.past()).toBe(1);
    const { html } = renderPage({ elements: t.els() });
    expect(html.match(/class="el text-/g)).toHaveLength(2);
    t.store.dispatch(undone());
    expect(renderPage({ elements: t.els() }).html.match(/class="el text-/g)).toHaveLength(3);
  });
});

describe('« Grouper » and « Dissocier »', () => {
  it('puts the selection in a container behind them, which then moves, resizes and goes as one', () => {
    const t = setup();
    t.store.dispatch(selectionSet({ ids: ['a', 'b'] }));
    t.store.dispatch(elementsGrouped(['a', 'b']));
    expect(t.past()).toBe(1);
    const group = selectSelectedId(t.store.getState())!;
    expect(t.selection()).toEqual([group]);
    const ids = t.els().map((e) => e.id);
    // Just behind the lowest member, its box around them.
    expect(ids).toEqual([group, 'a', 'b', 'c']);
    const box = t.els()[0];
    expect(box.type).toBe('container');
    expect(box.styles.position).toEqual({ x: 100, y: 100 });
    expect(box.styles.size).toEqual({ width: 400, height: 240 });
    expect(t.els()[1].properties.groupId).toBe(group);

    // Moved by 20, 10: its members follow, c does not.
    t.store.dispatch(elementMoved({ id: group, position: { x: 120, y: 110 } }));
    expect(t.at('a')).toEqual({ x: 120, y: 110 });
    expect(t.at('b')).toEqual({ x: 420, y: 310 });
    expect(t.at('c')).toEqual({ x: 250, y: 500 });
    // Twice as wide: its members scaled with it.
    t.store.dispatch(
      elementResized({ id: group, rect: { x: 120, y: 110, width: 800, height: 240 } }),
    );
    expect(t.at('b')).toEqual({ x: 720, y: 310 });
    expect(t.els().find((e) => e.id === 'b')!.styles.size.width).toBe(200);
    // Aligned as one box.
    t.store.dispatch(elementsAligned({ ids: [group, 'c'], how: 'left' }));
    expect(t.at('a').x).toBe(120);
    expect(t.at('c').x).toBe(120);

    // « Dissocier »: the container goes, its members stay, free and selected.
    t.store.dispatch(elementsUngrouped(group));
    expect(t.els().map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(t.els().every((e) => e.properties.groupId === undefined)).toBe(true);
    expect(t.selection()).toEqual(['a', 'b']);
    t.store.dispatch(undone());
    expect(t.els().map((e) => e.id)).toEqual([group, 'a', 'b', 'c']);
    // Deleting the group deletes its members.
    t.store.dispatch(elementDeleted(group));
    expect(t.els().map((e) => e.id)).toEqual(['c']);
  });

  it('refuses one element, a locked one, or one already in a group', () => {
    const t = setup();
    t.store.dispatch(elementsGrouped(['a']));
    t.store.dispatch(elementsLocked({ ids: ['c'], locked: true }));
    t.store.dispatch(elementsGrouped(['b', 'c']));
    expect(t.els()).toHaveLength(3);
    t.store.dispatch(elementsGrouped(['a', 'b']));
    t.store.dispatch(elementsGrouped(['a', 'c']));
    expect(t.els()).toHaveLength(4);
  });
});
