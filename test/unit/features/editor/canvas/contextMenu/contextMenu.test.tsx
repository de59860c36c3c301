import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import type { EditorElement } from '../../../../../../src/document/types';
import { Canvas } from '../../../../../../src/features/editor/canvas/Canvas';
import { useEditorShortcuts } from '../../../../../../src/features/editor/keyboard/useEditorShortcuts';
import { useManipulationShortcuts } from '../../../../../../src/features/editor/keyboard/useManipulationShortcuts';
import { CLIPBOARD_KEY } from '../../../../../../src/features/editor/clipboard';
import {
  documentLoaded,
  elementsLocked,
  selectEditorMode,
  selectElements,
  selectionSet,
  selectSelection,
  undone,
} from '../../../../../../src/features/editor/editorSlice';
import { siteOf } from '../../editorTestUtils';

function Editor() {
  useEditorShortcuts();
  useManipulationShortcuts();
  return <Canvas template={null} />;
}

function open(elements: EditorElement[]) {
  const user = userEvent.setup({ delay: null });
  const store = makeStore();
  store.dispatch(documentLoaded({ document: siteOf({ templateId: null, name: 'x', elements }) }));
  render(
    <Provider store={store}>
      <Editor />
    </Provider>,
  );
  return { user, store };
}

const at = (element: EditorElement, x: number, y: number): EditorElement => ({
  ...element,
  styles: { ...element.styles, position: { x, y } },
});
const text = (id: string, content: string, x = 0, y = 0): EditorElement =>
  at({ ...createElement('text', id), content }, x, y);
const image = (id: string, x = 0, y = 0): EditorElement => at(createElement('image', id), x, y);

const canvas = () => screen.getByRole('region', { name: 'Zone de travail' });
const element = (name: string | RegExp) => within(canvas()).getByRole('group', { name });
const menu = (name: string | RegExp) => screen.getByRole('menu', { name });
const itemNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('menuitem')
    .map((item) => item.firstElementChild?.firstElementChild?.textContent);
const idsOf = (store: ReturnType<typeof makeStore>) =>
  selectElements(store.getState()).map((e) => e.id);
const steps = (store: ReturnType<typeof makeStore>) => store.getState().editor?.history.past.length;
const said = () => document.querySelector('[data-announcer]')?.textContent ?? '';
/** The announcements wait for React's own (a zero timeout). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 1)));

async function rightClick(user: ReturnType<typeof userEvent.setup>, target: Element) {
  await user.pointer({ keys: '[MouseRight]', target });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.querySelector('[data-announcer]')?.remove();
});

describe('editor/canvas context menu', () => {
  it('right click on an element selects it alone and opens its actions, in French, with shortcuts', async () => {
    const { user, store } = open([text('t1', 'Bonjour'), image('i1', 400, 0)]);
    act(() => {
      store.dispatch(selectionSet({ ids: ['i1'] }));
    });
    await rightClick(user, element('Texte\u00a0: Bonjour'));
    const list = menu('Actions de l’élément');
    expect(selectSelection(store.getState())).toEqual(['t1']);
    expect(itemNames(list)).toEqual([
      'Modifier le texte',
      'Copier',
      'Coller',
      'Dupliquer',
      'Supprimer',
      'Premier plan',
      'Arrière-plan',
      'Aligner',
      'Verrouiller',
      'Masquer',
    ]);
    expect(within(list).getByRole('menuitem', { name: /^Copier/ })).toHaveTextContent('Ctrl + C');
    // Nothing copied yet: « Coller » says why, and stays reachable with the keyboard.
    const paste = within(list).getByRole('menuitem', { name: /^Coller/ });
    expect(paste).toHaveAttribute('aria-disabled', 'true');
    expect(paste).toHaveTextContent(/Rien à coller.: copiez d’abord un élément\./);
    // The text is drawn first: already at the back.
    expect(within(list).getByRole('menuitem', { name: /^Arrière-plan/ })).toHaveTextContent(
      /Déjà à l’arrière-plan\./,
    );
    expect(within(list).getByRole('menuitem', { name: /^Premier plan/ })).toHaveTextContent(
      'Ctrl + Maj + ↑',
    );
    expect(within(list).getByRole('menuitem', { name: /^Aligner/ })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    expect(screen.queryByRole('menuitem', { name: /Tout sélectionner/ })).toBeNull();
  });

  it('an image has no « Modifier le texte »', async () => {
    const { user } = open([image('i1')]);
    await rightClick(user, element('Image'));
    expect(itemNames(menu('Actions de l’élément'))[0]).toBe('Copier');
  });

  it('Shift+F10 opens it on the focused element; Escape closes it and the focus returns', async () => {
    const { user } = open([text('t1', 'Bonjour')]);
    const box = element('Texte\u00a0: Bonjour');
    act(() => box.focus());
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const list = menu('Actions de l’élément');
    expect(within(list).getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('menuitem', { name: /^Copier/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(box).toHaveFocus();
  });

  it('the ContextMenu key opens it too', async () => {
    const { user } = open([text('t1', 'Bonjour')]);
    act(() => element('Texte\u00a0: Bonjour').focus());
    await user.keyboard('{ContextMenu}');
    expect(menu('Actions de l’élément')).toBeInTheDocument();
  });

  it('inside a multiple selection, « Dupliquer » copies all of it in one undo step', async () => {
    const { user, store } = open([text('t1', 'Un'), text('t2', 'Deux', 300), image('i1', 600)]);
    act(() => {
      store.dispatch(selectionSet({ ids: ['t1', 't2'] }));
    });
    const before = steps(store);
    await rightClick(user, element('Texte\u00a0: Un'));
    expect(selectSelection(store.getState())).toEqual(['t1', 't2']);
    const list = menu('Actions des 2\u00a0éléments sélectionnés');
    // Words are edited one element at a time.
    expect(within(list).getByRole('menuitem', { name: /^Modifier le texte/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(list).getByRole('menuitem', { name: /^Dupliquer/ }));
    expect(idsOf(store)).toHaveLength(5);
    expect(steps(store)).toBe((before ?? 0) + 1);
    expect(selectSelection(store.getState())).toHaveLength(2);
    await settle();
    expect(said()).toBe('2\u00a0éléments dupliqués.');
    act(() => {
      store.dispatch(undone());
    });
    expect(idsOf(store)).toEqual(['t1', 't2', 'i1']);
  });

  it('« Supprimer » removes the whole selection in one undo step and says so', async () => {
    const { user, store } = open([text('t1', 'Un'), text('t2', 'Deux', 300), image('i1', 600)]);
    act(() => {
      store.dispatch(selectionSet({ ids: ['t1', 'i1'] }));
    });
    const before = steps(store);
    await rightClick(user, element('Image'));
    await user.click(screen.getByRole('menuitem', { name: /^Supprimer/ }));
    expect(idsOf(store)).toEqual(['t2']);
    expect(steps(store)).toBe((before ?? 0) + 1);
    await settle();
    expect(said()).toBe('2\u00a0éléments supprimés.');
    act(() => {
      store.dispatch(undone());
    });
    expect(idsOf(store)).toEqual(['t1', 't2', 'i1']);
  });

  it('« Modifier le texte » edits the words in place', async () => {
    const { user, store } = open([text('t1', 'Bonjour')]);
    await rightClick(user, element('Texte\u00a0: Bonjour'));
    await user.click(screen.getByRole('menuitem', { name: /^Modifier le texte/ }));
    const box = screen.getByRole('textbox', { name: 'Modifier le texte\u00a0: Texte' });
    expect(box).toHaveFocus();
    expect(selectEditorMode(store.getState())).toBe('editing');
    // The browser's own menu stays in the editing box (spelling, the system's paste).
    await rightClick(user, box);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('« Copier » then « Coller » from the empty canvas; « Tout sélectionner »', async () => {
    const { user, store } = open([text('t1', 'Bonjour'), image('i1', 400)]);
    await rightClick(user, element('Texte\u00a0: Bonjour'));
    await user.click(screen.getByRole('menuitem', { name: /^Copier/ }));
    expect(localStorage.getItem(CLIPBOARD_KEY)).toContain('Bonjour');
    await settle();
    expect(said()).toBe('Élément copié.');

    await rightClick(user, canvas());
    const list = menu('Actions de la zone de travail');
    expect(itemNames(list)).toEqual(['Coller', 'Tout sélectionner']);
    const before = steps(store);
    await user.click(within(list).getByRole('menuitem', { name: /^Coller/ }));
    expect(idsOf(store)).toHaveLength(3);
    expect(steps(store)).toBe((before ?? 0) + 1);

    await rightClick(user, canvas());
    await user.click(screen.getByRole('menuitem', { name: /^Tout sélectionner/ }));
    expect(selectSelection(store.getState())).toHaveLength(3);
  });

  it('« Aligner » opens its own menu with the keyboard; an alignment is one step', async () => {
    const { user, store } = open([text('t1', 'Un', 0, 0), text('t2', 'Deux', 300, 100)]);
    act(() => {
      store.dispatch(selectionSet({ ids: ['t1', 't2'] }));
    });
    act(() => element('Texte\u00a0: Deux').focus());
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const aligner = screen.getByRole('menuitem', { name: /^Aligner/ });
    act(() => aligner.focus());
    await user.keyboard('{ArrowRight}');
    const sub = menu('Aligner');
    expect(aligner).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(sub)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Aligner à gauche',
      'Centrer horizontalement',
      'Aligner à droite',
      'Aligner en haut',
      'Centrer verticalement',
      'Aligner en bas',
    ]);
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('menu', { name: 'Aligner' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    const before = steps(store);
    await user.click(within(menu('Aligner')).getByRole('menuitem', { name: 'Aligner à gauche' }));
    expect(selectElements(store.getState()).map((e) => e.styles.position.x)).toEqual([0, 0]);
    expect(steps(store)).toBe((before ?? 0) + 1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(element('Texte\u00a0: Deux')).toHaveFocus();
  });

  it('« Verrouiller » from the menu: then « Supprimer » and « Aligner » say why not, « Déverrouiller » undoes it', async () => {
    const { user, store } = open([text('t1', 'Bonjour'), image('i1', 400)]);
    await rightClick(user, element('Texte\u00a0: Bonjour'));
    await user.click(screen.getByRole('menuitem', { name: /^Verrouiller/ }));
    expect(selectElements(store.getState())[0].properties.locked).toBe(true);
    await settle();
    expect(said()).toBe('Verrouillé');

    // Its name says it is locked now.
    await rightClick(user, element(/^Texte\u00a0: Bonjour/));
    const list = menu('Actions de l’élément');
    for (const name of [/^Supprimer/, /^Aligner/, /^Modifier le texte/]) {
      const entry = within(list).getByRole('menuitem', { name });
      expect(entry).toHaveAttribute('aria-disabled', 'true');
      expect(entry).toHaveTextContent(/Élément verrouillé/);
    }
    // A disabled « Aligner » opens nothing.
    act(() =>
      within(list)
        .getByRole('menuitem', { name: /^Aligner/ })
        .focus(),
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByRole('menu', { name: 'Aligner' })).toBeNull();
    await user.click(within(list).getByRole('menuitem', { name: /^Déverrouiller/ }));
    expect(selectElements(store.getState())[0].properties.locked).toBeUndefined();
  });

  it('« Masquer » hides the selection in one undo step and says where it still is', async () => {
    const { user, store } = open([text('t1', 'Un'), text('t2', 'Deux', 300)]);
    act(() => {
      store.dispatch(selectionSet({ ids: ['t1', 't2'] }));
    });
    const before = steps(store);
    await rightClick(user, element('Texte\u00a0: Deux'));
    await user.click(screen.getByRole('menuitem', { name: /^Masquer/ }));
    expect(selectElements(store.getState()).map((e) => e.properties.hidden)).toEqual([true, true]);
    expect(steps(store)).toBe((before ?? 0) + 1);
    expect(within(canvas()).queryByRole('group', { name: /^Texte/ })).toBeNull();
    await settle();
    expect(said()).toMatch(/^2\u00a0éléments masqués\u00a0: ils restent dans Calques/);
  });

  it('« Grouper » the selection, then « Dissocier » from a member, one undo step each', async () => {
    const { user, store } = open([text('t1', 'Un'), text('t2', 'Deux', 300), image('i1', 600)]);
    act(() => {
      store.dispatch(selectionSet({ ids: ['t1', 't2'] }));
    });
    const before = steps(store);
    await rightClick(user, element('Texte\u00a0: Deux'));
    const group = screen.getByRole('menuitem', { name: /^Grouper/ });
    expect(group).toHaveTextContent('Ctrl + G');
    expect(screen.queryByRole('menuitem', { name: /^Dissocier/ })).toBeNull();
    await user.click(group);
    expect(steps(store)).toBe((before ?? 0) + 1);
    const [groupId] = selectSelection(store.getState());
    expect(selectElements(store.getState()).find((e) => e.id === 't1')?.properties.groupId).toBe(
      groupId,
    );
    await settle();
    expect(said()).toBe('Éléments groupés');

    // A member right-clicked: its group is what the menu acts on.
    await rightClick(user, element('Texte\u00a0: Un'));
    expect(selectSelection(store.getState())).toEqual([groupId]);
    const ungroup = screen.getByRole('menuitem', { name: /^Dissocier/ });
    expect(ungroup).toHaveTextContent('Ctrl + Maj + G');
    await user.click(ungroup);
    expect(steps(store)).toBe((before ?? 0) + 2);
    expect(idsOf(store)).toEqual(['t1', 't2', 'i1']);
    expect(selectSelection(store.getState())).toEqual(['t1', 't2']);
  });

  it('« Grouper » says why not when one of the selection is locked', async () => {
    const { user, store } = open([text('t1', 'Un'), text('t2', 'Deux', 300)]);
    act(() => {
      store.dispatch(elementsLocked({ ids: ['t1'], locked: true }));
      store.dispatch(selectionSet({ ids: ['t1', 't2'] }));
    });
    await rightClick(user, element('Texte\u00a0: Deux'));
    const group = screen.getByRole('menuitem', { name: /^Grouper/ });
    expect(group).toHaveAttribute('aria-disabled', 'true');
    expect(group).toHaveTextContent(/Impossible de grouper/);
  });
});
