import { pageView, siteOf } from './editorTestUtils';
import { makeStore } from '../../../../src/app/store';
import {
  clipboardPasted,
  documentLoaded,
  elementAdded,
  elementMoved,
  elementReordered,
  elementResized,
  elementsDuplicated,
  interactionStarted,
  quickTemplateInserted,
  redone,
  selectCanUndo,
  selectEditorMode,
  selectElements,
  selectSelectedId,
  undone,
} from '../../../../src/features/editor/editorSlice';
import { selectZoom, zoomChanged } from '../../../../src/features/editor/canvasViewSlice';
import { createElement } from '../../../../src/document/createElement';
import type { EditorElement, PageDocument } from '../../../../src/document/types';

function setup(
  elements: EditorElement[] = [
    createElement('text', 'a'),
    createElement('button', 'b', { x: 300, y: 200 }),
  ],
) {
  const store = makeStore();
  const document: PageDocument = { templateId: null, name: 'Test', elements };
  store.dispatch(documentLoaded({ document: siteOf(document) }));
  const doc = () => pageView(store.getState());
  const els = () => selectElements(store.getState());
  const byId = (id: string) => els().find((e) => e.id === id) as EditorElement;
  const pastLength = () => store.getState().editor?.history.past.length;
  return { store, doc, els, byId, pastLength };
}

/** Dispatches `action`, then checks undo restores the document before it and redo the one after;
 * returns the selection right after the action. */
function doUndoRedo(
  t: ReturnType<typeof setup>,
  action: Parameters<ReturnType<typeof setup>['store']['dispatch']>[0],
) {
  const before = t.doc();
  t.store.dispatch(action);
  const after = t.doc();
  const selectedAfterDo = selectSelectedId(t.store.getState());
  expect(after).not.toBe(before);
  expect(t.pastLength()).toBe(1);
  t.store.dispatch(undone());
  expect(t.doc()).toEqual(before);
  t.store.dispatch(redone());
  expect(t.doc()).toEqual(after);
  return selectedAfterDo;
}

describe('editor/elementMoved', () => {
  it('moves an element in one step, ends the editing mode a field left open, undoes and redoes', () => {
    const t = setup();
    // A field keeps the focus while a handle is dragged: the drop ends its editing mode.
    t.store.dispatch(interactionStarted('editing'));
    expect(selectEditorMode(t.store.getState())).toBe('editing');
    doUndoRedo(t, elementMoved({ id: 'a', position: { x: 140, y: 160 } }));
    expect(t.byId('a').styles.position).toEqual({ x: 140, y: 160 });
    expect(selectEditorMode(t.store.getState())).toBe('idle');
  });

  it('records nothing when dropped where it started (and still ends the editing mode)', () => {
    const t = setup();
    t.store.dispatch(interactionStarted('editing'));
    t.store.dispatch(elementMoved({ id: 'a', position: { x: 100, y: 100 } }));
    expect(selectCanUndo(t.store.getState())).toBe(false);
    expect(selectEditorMode(t.store.getState())).toBe('idle');
  });

  it('joins a burst of keyboard nudges into one step', () => {
    const t = setup();
    for (let i = 1; i <= 5; i += 1) {
      t.store.dispatch(
        elementMoved({ id: 'a', position: { x: 100 + i, y: 100 }, mergeKey: 'nudge:a' }),
      );
    }
    expect(t.byId('a').styles.position.x).toBe(105);
    expect(t.pastLength()).toBe(1);
    t.store.dispatch(undone());
    expect(t.byId('a').styles.position.x).toBe(100);
  });
});

describe('editor/elementResized', () => {
  it('sets position and size in one step, undo and redo', () => {
    const t = setup();
    doUndoRedo(t, elementResized({ id: 'b', rect: { x: 280, y: 180, width: 240, height: 60 } }));
    expect(t.byId('b').styles.position).toEqual({ x: 280, y: 180 });
    expect(t.byId('b').styles.size).toEqual({ width: 240, height: 60 });
  });
});

describe('editor/elementsDuplicated', () => {
  it('adds a copy offset by (20, 20) on top and selects it; undo removes it', () => {
    const t = setup();
    const action = elementsDuplicated(['a']);
    const selected = doUndoRedo(t, action);
    const copyId = action.payload.newIds[0];
    expect(copyId).not.toBe('a');
    expect(t.els().at(-1)).toMatchObject({ id: copyId, content: 'Votre texte ici' });
    expect(t.byId(copyId).styles.position).toEqual({ x: 120, y: 120 });
    expect(selected).toBe(copyId);
  });

  it('ignores unknown ids without a history step', () => {
    const t = setup();
    t.store.dispatch(elementsDuplicated(['nope']));
    expect(selectCanUndo(t.store.getState())).toBe(false);
  });
});

describe('editor/clipboardPasted', () => {
  it('pastes under a new id, offset from the original, cascading; undo and redo', () => {
    const t = setup();
    const copied = t.byId('a');
    const first = clipboardPasted([copied]);
    doUndoRedo(t, first);
    const id1 = first.payload.elements[0].id;
    expect(id1).not.toBe('a');
    expect(t.byId(id1).styles.position).toEqual({ x: 120, y: 120 });
    const second = clipboardPasted([copied]);
    t.store.dispatch(second);
    expect(t.byId(second.payload.elements[0].id).styles.position).toEqual({ x: 140, y: 140 });
    expect(selectSelectedId(t.store.getState())).toBe(second.payload.elements[0].id);
  });

  it('keeps the place in another project where nothing is there', () => {
    const t = setup([]);
    const action = clipboardPasted([createElement('image', 'from-elsewhere', { x: 40, y: 60 })]);
    t.store.dispatch(action);
    expect(t.els()).toHaveLength(1);
    expect(t.els()[0].styles.position).toEqual({ x: 40, y: 60 });
  });
});

describe('editor/elementReordered', () => {
  const three = () => setup(['a', 'b', 'c'].map((id) => createElement('text', id)));
  const order = (t: ReturnType<typeof setup>) => t.els().map((e) => e.id);

  it('« Premier plan » then undo and redo', () => {
    const t = three();
    doUndoRedo(t, elementReordered({ id: 'a', to: 'bringToFront' }));
    expect(order(t)).toEqual(['b', 'c', 'a']);
  });

  it('« Arrière-plan », « Avancer », « Reculer », and a layer dropped at an index', () => {
    const t = three();
    t.store.dispatch(elementReordered({ id: 'c', to: 'sendToBack' }));
    expect(order(t)).toEqual(['c', 'a', 'b']);
    t.store.dispatch(elementReordered({ id: 'c', to: 'bringForward' }));
    expect(order(t)).toEqual(['a', 'c', 'b']);
    t.store.dispatch(elementReordered({ id: 'b', to: 'sendBackward' }));
    expect(order(t)).toEqual(['a', 'b', 'c']);
    t.store.dispatch(elementReordered({ id: 'a', to: 2 }));
    expect(order(t)).toEqual(['b', 'c', 'a']);
  });

  it('records nothing when the order does not change', () => {
    const t = three();
    t.store.dispatch(elementReordered({ id: 'c', to: 'bringToFront' }));
    expect(selectCanUndo(t.store.getState())).toBe(false);
  });
});

describe('editor/quickTemplateInserted', () => {
  it('inserts the whole Hero Section below the lowest element in ONE step', () => {
    const t = setup();
    const action = quickTemplateInserted('hero');
    const selected = doUndoRedo(t, action);
    const added = t.els().slice(2);
    expect(added.map((e) => e.type)).toEqual(['container', 'text', 'text', 'button']);
    expect(added.map((e) => e.id)).toEqual(action.payload.ids);
    // The button "b" ends at 200 + 40 = 240; the group starts 40 lower, on the grid.
    expect(added[0].styles.position.y).toBe(280);
    expect(selected).toBe(added[0].id);
    t.store.dispatch(undone());
    expect(t.els()).toHaveLength(2);
  });

  it('gives every element of a Cards Grid its own new id', () => {
    const t = setup([]);
    t.store.dispatch(quickTemplateInserted('cards'));
    expect(new Set(t.els().map((e) => e.id)).size).toBe(12);
  });
});

describe('palette drop: editor/elementAdded with a position', () => {
  it('adds at the drop point', () => {
    const t = setup([]);
    t.store.dispatch(elementAdded('image', { x: 240, y: 360 }));
    expect(t.els()[0].styles.position).toEqual({ x: 240, y: 360 });
  });
});

describe('canvasView/zoomChanged', () => {
  it('fits by default and remembers a chosen level', () => {
    const store = makeStore();
    expect(selectZoom(store.getState())).toBe('fit');
    store.dispatch(zoomChanged(0.5));
    expect(selectZoom(store.getState())).toBe(0.5);
  });
});
