import { pageView, siteOf } from './editorTestUtils';
import { makeStore, type AppStore } from '../../../../src/app/store';
import {
  documentLoaded,
  documentRenamed,
  editorOpened,
  elementAdded,
  elementDeleted,
  elementSelected,
  elementsInserted,
  elementUpdated,
  interactionEnded,
  interactionStarted,
  redone,
  selectCanRedo,
  selectCanUndo,
  selectDocument,
  selectEditorMode,
  selectElementById,
  selectElementIds,
  selectElements,
  selectSelectedElement,
  selectSelectedId,
  templateContentEdited,
  undone,
} from '../../../../src/features/editor/editorSlice';
import { createElement } from '../../../../src/document/createElement';
import { HISTORY_LIMIT } from '../../../../src/features/editor/model/history';
import type { PageDocument } from '../../../../src/document/types';

function setup() {
  const store = makeStore();
  const add = (...args: Parameters<typeof elementAdded>) => {
    const action = elementAdded(...args);
    store.dispatch(action);
    return action.payload.element.id;
  };
  return { store, add, state: () => store.getState() };
}

const doc = (store: AppStore) => pageView(store.getState());

describe('editor slice', () => {
  it('starts empty, titled « Nouveau Projet », idle, with nothing to undo', () => {
    const { state } = setup();
    expect(pageView(state())).toEqual({
      templateId: null,
      name: 'Nouveau Projet',
      elements: [],
    });
    expect(selectDocument(state()).pages.map((p) => [p.name, p.slug])).toEqual([
      ['Accueil', 'accueil'],
    ]);
    expect(selectSelectedId(state())).toBeNull();
    expect(selectEditorMode(state())).toBe('idle');
    expect(selectCanUndo(state())).toBe(false);
    expect(selectCanRedo(state())).toBe(false);
  });

  describe('editor/elementAdded', () => {
    it('appends an element with the defaults and a time-based id, and selects it', () => {
      const { store, add, state } = setup();
      const before = Date.now();
      const first = add('text');
      const second = add('button', { x: 40, y: 60 });
      expect(selectElementIds(state())).toEqual([first, second]);
      expect(selectSelectedId(state())).toBe(second);
      // nanoid's alphabet has '-' too: the time is what comes before the first one.
      const cut = second.indexOf('-');
      const [time, random] = [second.slice(0, cut), second.slice(cut + 1)];
      expect(parseInt(time, 36)).toBeGreaterThanOrEqual(before);
      expect(random).toHaveLength(6);
      expect(selectElementById(state(), first)).toEqual(createElement('text', first));
      expect(selectElementById(state(), second)?.styles.position).toEqual({ x: 40, y: 60 });
      expect(doc(store).elements).toHaveLength(2);
    });

    it('makes the id in prepare, so the action carries the whole element', () => {
      const action = elementAdded('image');
      expect(action.type).toBe('editor/elementAdded');
      expect(action.payload.element.type).toBe('image');
      expect(JSON.parse(JSON.stringify(action))).toEqual(action);
    });
  });

  describe('editor/elementUpdated', () => {
    it('merges content and styles deeply; the selection shows the new values', () => {
      const { store, add, state } = setup();
      const id = add('text');
      store.dispatch(
        elementUpdated({
          id,
          changes: { content: 'Bonjour', styles: { position: { x: 7 }, size: { height: 44 } } },
        }),
      );
      const element = selectSelectedElement(state())!;
      expect(element.content).toBe('Bonjour');
      expect(element.styles.position).toEqual({ x: 7, y: 100 });
      expect(element.styles.size).toEqual({ width: 200, height: 44 });
      expect(element.styles.color).toBe('#000000');
      store.dispatch(elementUpdated({ id, changes: { styles: { color: '#FF0000' } } }));
      expect(selectSelectedElement(state())!.styles).toMatchObject({
        color: '#FF0000',
        position: { x: 7, y: 100 },
      });
    });

    it('leaves other elements untouched (same objects) and ignores unknown ids', () => {
      const { store, add, state } = setup();
      const a = add('text');
      const b = add('image');
      const imageBefore = selectElementById(state(), b);
      const idsBefore = selectElementIds(state());
      store.dispatch(elementUpdated({ id: a, changes: { content: 'x' } }));
      expect(selectElementById(state(), b)).toBe(imageBefore);
      expect(selectElementIds(state())).toBe(idsBefore);
      const past = state().editor!.history.past.length;
      store.dispatch(elementUpdated({ id: 'nope', changes: { content: 'y' } }));
      expect(state().editor!.history.past.length).toBe(past);
    });

    it('joins consecutive edits of one field into one undo step, split by a typing pause', () => {
      const { store, add, state } = setup();
      const id = add('text');
      const now = jest.spyOn(Date, 'now');
      now.mockReturnValue(1_000_000);
      for (const content of ['B', 'Bo', 'Bon']) {
        store.dispatch(elementUpdated({ id, changes: { content }, mergeKey: 'k1' }));
      }
      now.mockReturnValue(1_000_500);
      store.dispatch(elementUpdated({ id, changes: { content: 'Bonj' }, mergeKey: 'k1' }));
      now.mockReturnValue(1_003_000); // a pause: a new step
      store.dispatch(elementUpdated({ id, changes: { content: 'Bonjour' }, mergeKey: 'k1' }));
      now.mockReturnValue(1_003_100); // another field (or a new focus): a new step
      store.dispatch(elementUpdated({ id, changes: { styles: { fontSize: 20 } }, mergeKey: 'k2' }));
      now.mockRestore();
      const content = () => selectElementById(state(), id)!.content;
      store.dispatch(undone());
      expect(selectElementById(state(), id)!.styles.fontSize).toBe(16);
      expect(content()).toBe('Bonjour');
      store.dispatch(undone());
      expect(content()).toBe('Bonj');
      store.dispatch(undone());
      expect(content()).toBe('Votre texte ici');
      store.dispatch(undone());
      expect(selectElements(state())).toEqual([]);
    });
  });

  describe('editor/elementDeleted', () => {
    it('clears the selection when the selected element is deleted', () => {
      const { store, add, state } = setup();
      const id = add('text');
      store.dispatch(elementDeleted(id));
      expect(selectElements(state())).toEqual([]);
      expect(selectSelectedId(state())).toBeNull();
    });

    it('keeps the selection when another element is deleted', () => {
      const { store, add, state } = setup();
      const a = add('text');
      const b = add('image');
      store.dispatch(elementSelected(a));
      store.dispatch(elementDeleted(b));
      expect(selectSelectedId(state())).toBe(a);
      expect(selectElementIds(state())).toEqual([a]);
    });
  });

  describe('editor/elementSelected', () => {
    it('selects an id, deselects with null, and refuses ids that do not exist', () => {
      const { store, add, state } = setup();
      const a = add('text');
      add('button');
      store.dispatch(elementSelected(a));
      expect(selectSelectedElement(state())?.id).toBe(a);
      store.dispatch(elementSelected(null));
      expect(selectSelectedElement(state())).toBeUndefined();
      store.dispatch(elementSelected('ghost'));
      expect(selectSelectedId(state())).toBeNull();
    });

    it('is not an undo step', () => {
      const { store, add, state } = setup();
      const a = add('text');
      const past = state().editor!.history.past.length;
      store.dispatch(elementSelected(null));
      store.dispatch(elementSelected(a));
      expect(state().editor!.history.past.length).toBe(past);
    });
  });

  describe('do → undo → redo for every undoable action', () => {
    const cases: [string, (s: ReturnType<typeof setup>, id: string) => void][] = [
      ['elementAdded', ({ store }) => store.dispatch(elementAdded('footer'))],
      [
        'elementsInserted',
        ({ store }) =>
          store.dispatch(
            elementsInserted([
              { ...createElement('container', 'x'), id: undefined } as never,
              createElement('text', 'y'),
            ]),
          ),
      ],
      [
        'elementUpdated',
        ({ store }, id) =>
          store.dispatch(elementUpdated({ id, changes: { styles: { size: { width: 321 } } } })),
      ],
      ['elementDeleted', ({ store }, id) => store.dispatch(elementDeleted(id))],
      ['documentRenamed', ({ store }) => store.dispatch(documentRenamed('Mon site'))],
    ];
    it.each(cases)('%s', (_name, act) => {
      const s = setup();
      const id = s.add('text');
      const before = doc(s.store);
      act(s, id);
      const after = doc(s.store);
      expect(after).not.toEqual(before);
      expect(selectCanUndo(s.state())).toBe(true);
      s.store.dispatch(undone());
      expect(doc(s.store)).toEqual(before);
      expect(selectCanRedo(s.state())).toBe(true);
      s.store.dispatch(redone());
      expect(doc(s.store)).toEqual(after);
      expect(selectCanRedo(s.state())).toBe(false);
    });

    it('templateContentEdited', () => {
      const s = setup();
      const text = (id: string, content: string) => ({
        ...createElement('text', id, { x: 40, y: 40 }),
        content,
      });
      const built = [
        {
          name: 'Accueil',
          elements: [
            { ...createElement('header', 't-1', { x: 0, y: 0 }), content: 'Studio Lumière' },
            text('t-2', 'Notre histoire'),
            createElement('footer', 't-3', { x: 0, y: 400 }),
          ],
        },
      ];
      s.store.dispatch(editorOpened({ route: '3', template: { id: '3', name: 'Studio' } }));
      const existing = s.add('text');
      const before = doc(s.store);
      const action = templateContentEdited('3', built);
      expect(JSON.parse(JSON.stringify(action))).toEqual(action);
      s.store.dispatch(action);
      const after = doc(s.store);
      expect(after.templateId).toBeNull();
      const made = action.payload.home;
      expect(made.map((e) => e.type)).toEqual(['header', 'text', 'footer']);
      expect(made.some((e) => e.content.includes('Notre histoire'))).toBe(true);
      // Under the elements already placed, in one step.
      expect(after.elements.map((e) => e.id)).toEqual([...made.map((e) => e.id), existing]);
      s.store.dispatch(undone());
      expect(doc(s.store)).toEqual(before);
      s.store.dispatch(redone());
      expect(doc(s.store)).toEqual(after);
      // Another template's content, or a page without template: nothing happens.
      s.store.dispatch(templateContentEdited('4', built));
      expect(doc(s.store)).toEqual(after);
    });
  });

  describe('history', () => {
    it('a new action clears the future', () => {
      const { store, add, state } = setup();
      add('text');
      store.dispatch(undone());
      expect(selectCanRedo(state())).toBe(true);
      add('image');
      expect(selectCanRedo(state())).toBe(false);
    });

    it(`keeps at least 200 steps (${HISTORY_LIMIT})`, () => {
      const { store, add, state } = setup();
      const id = add('text');
      for (let i = 1; i <= HISTORY_LIMIT + 20; i++) {
        store.dispatch(elementUpdated({ id, changes: { styles: { position: { x: i } } } }));
      }
      expect(state().editor!.history.past).toHaveLength(HISTORY_LIMIT);
      for (let i = 0; i < 200; i++) store.dispatch(undone());
      expect(selectElementById(state(), id)!.styles.position.x).toBe(HISTORY_LIMIT + 20 - 200);
    });

    it('undo and redo do nothing at the ends', () => {
      const { store, state } = setup();
      const before = state();
      store.dispatch(undone());
      store.dispatch(redone());
      expect(state().editor).toEqual(before.editor);
    });

    it('undoing an add deselects; the selection never points at a missing element', () => {
      const { store, add, state } = setup();
      add('text');
      store.dispatch(undone());
      expect(selectSelectedId(state())).toBeNull();
    });
  });

  describe('documents', () => {
    const loaded: PageDocument = {
      templateId: '9',
      name: 'Portfolio',
      elements: [createElement('text', 'a')],
    };

    it('editor/documentLoaded replaces the document, clears history and selection', () => {
      const { store, add, state } = setup();
      add('text');
      store.dispatch(documentLoaded({ document: siteOf(loaded) }));
      expect(selectDocument(state())).toEqual(siteOf(loaded));
      expect(selectSelectedId(state())).toBeNull();
      expect(selectCanUndo(state())).toBe(false);
    });

    it('editor/editorOpened starts a new document for another route, keeps it for the same', () => {
      const { store, add, state } = setup();
      store.dispatch(editorOpened({ route: '', template: null }));
      const id = add('text');
      store.dispatch(editorOpened({ route: '', template: null }));
      expect(selectElementIds(state())).toEqual([id]);
      store.dispatch(editorOpened({ route: '4', template: { id: '4', name: 'Agence' } }));
      expect(pageView(state())).toEqual({ templateId: '4', name: 'Agence', elements: [] });
      expect(selectCanUndo(state())).toBe(false);
      store.dispatch(editorOpened({ route: '999', template: null }));
      expect(selectDocument(state()).name).toBe('Nouveau Projet');
    });

    it('editor/documentRenamed trims and refuses a blank name', () => {
      const { store, state } = setup();
      store.dispatch(documentRenamed('  Mon   site  '));
      expect(selectDocument(state()).name).toBe('Mon site');
      store.dispatch(documentRenamed('   '));
      expect(selectDocument(state()).name).toBe('Mon site');
    });
  });

  it('editor/interactionStarted and interactionEnded drive the mode (a field being edited)', () => {
    const { store, state } = setup();
    store.dispatch(interactionStarted('editing'));
    expect(selectEditorMode(state())).toBe('editing');
    store.dispatch(interactionEnded());
    expect(selectEditorMode(state())).toBe('idle');
  });
});
