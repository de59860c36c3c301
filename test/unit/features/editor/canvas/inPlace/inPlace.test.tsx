import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import type { EditorElement } from '../../../../../../src/document/types';
import { Canvas } from '../../../../../../src/features/editor/canvas/Canvas';
import { useEditorShortcuts } from '../../../../../../src/features/editor/keyboard/useEditorShortcuts';
import { useManipulationShortcuts } from '../../../../../../src/features/editor/keyboard/useManipulationShortcuts';
import {
  documentLoaded,
  elementSelected,
  screenChanged,
  selectCanUndo,
  selectionToggled,
  selectSelection,
  selectEditorMode,
  selectElements,
  undone,
} from '../../../../../../src/features/editor/editorSlice';
import { MAX_TEXT_LENGTH } from '../../../../../../src/features/editor/model/updateElement';
import { siteOf } from '../../editorTestUtils';

function Editor() {
  useEditorShortcuts();
  useManipulationShortcuts();
  return (
    <>
      <button type="button">Ailleurs</button>
      <Canvas template={null} />
    </>
  );
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

const text = (id: string, content: string): EditorElement => ({
  ...createElement('text', id),
  content,
});
const button = (id: string, content: string): EditorElement => ({
  ...createElement('button', id),
  content,
});

const canvas = () => screen.getByRole('region', { name: 'Zone de travail' });
const element = (name: string) => within(canvas()).getByRole('group', { name });
const editingBox = (name = 'Modifier le texte\u00a0: Texte') =>
  screen.getByRole('textbox', { name });
const contentOf = (store: ReturnType<typeof makeStore>, id: string) =>
  selectElements(store.getState()).find((e) => e.id === id)?.content;
/** How many undo steps the history holds. */
const steps = (store: ReturnType<typeof makeStore>) => store.getState().editor?.history.past.length;

afterEach(() => {
  // The app-wide live region stays in <body> between tests; start each with none.
  document.querySelector('[data-announcer]')?.remove();
});

describe('editor/in-place text editing', () => {
  it('double-click edits the words on the canvas; Ctrl+Enter commits one undo step', async () => {
    const { user, store } = open([text('t1', 'Bonjour')]);
    await user.dblClick(element('Texte\u00a0: Bonjour'));
    const box = editingBox();
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Bonjour');
    expect(box).toHaveAccessibleDescription(/Maj \+ Entrée pour aller à la ligne/);
    expect(selectEditorMode(store.getState())).toBe('editing');

    await user.type(box, ' le monde');
    // Typing is not yet a change of the document.
    expect(contentOf(store, 't1')).toBe('Bonjour');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(contentOf(store, 't1')).toBe('Bonjour le monde');
    expect(steps(store)).toBe(1);
    expect(selectEditorMode(store.getState())).toBe('idle');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const after = element('Texte\u00a0: Bonjour le monde');
    expect(after).toHaveFocus();
    expect(after).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Texte modifié.');

    act(() => {
      store.dispatch(undone());
    });
    expect(contentOf(store, 't1')).toBe('Bonjour');
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('Enter on the focused element edits it, caret at the end; Enter commits a button', async () => {
    const { user, store } = open([button('b1', 'Envoyer')]);
    act(() => {
      store.dispatch(elementSelected('b1'));
    });
    element('Bouton\u00a0: Envoyer').focus();
    await user.keyboard('{Enter}');
    const box = editingBox('Modifier le texte\u00a0: Bouton');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-multiline', 'false');
    expect((box as HTMLTextAreaElement).selectionStart).toBe('Envoyer'.length);
    await user.keyboard(' maintenant{Enter}');
    expect(contentOf(store, 'b1')).toBe('Envoyer maintenant');
    expect(element('Bouton\u00a0: Envoyer maintenant')).toHaveFocus();
    expect(steps(store)).toBe(1);
  });

  it('leaving the box (blur) commits', async () => {
    const { user, store } = open([text('t1', 'Avant')]);
    await user.dblClick(element('Texte\u00a0: Avant'));
    await user.clear(editingBox());
    await user.type(editingBox(), 'Après');
    await user.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(contentOf(store, 't1')).toBe('Après');
    expect(steps(store)).toBe(1);
    expect(selectEditorMode(store.getState())).toBe('idle');
    expect(screen.getByRole('button', { name: 'Ailleurs' })).toHaveFocus();
  });

  it('Escape cancels: nothing changes, no undo step, the element keeps the focus', async () => {
    const { user, store } = open([text('t1', 'Intact')]);
    await user.dblClick(element('Texte\u00a0: Intact'));
    await user.type(editingBox(), ' modifié');
    await user.keyboard('{Escape}');
    expect(contentOf(store, 't1')).toBe('Intact');
    expect(steps(store)).toBe(0);
    expect(selectEditorMode(store.getState())).toBe('idle');
    // Escape ended the editing only: the element is still selected, and focused.
    expect(element('Texte\u00a0: Intact')).toHaveAttribute('aria-current', 'true');
    expect(element('Texte\u00a0: Intact')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Modification annulée');
  });

  it('an unchanged text commits nothing', async () => {
    const { user, store } = open([text('t1', 'Pareil')]);
    await user.dblClick(element('Texte\u00a0: Pareil'));
    await user.keyboard('{Enter}');
    expect(steps(store)).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Texte inchangé.');
  });

  it('Shift+Enter breaks a line in a text; Enter then commits both lines', async () => {
    const { user, store } = open([text('t1', 'Ligne 1')]);
    await user.dblClick(element('Texte\u00a0: Ligne 1'));
    await user.keyboard('{Shift>}{Enter}{/Shift}Ligne 2');
    expect(editingBox()).toHaveValue('Ligne 1\nLigne 2');
    await user.keyboard('{Enter}');
    expect(contentOf(store, 't1')).toBe('Ligne 1\nLigne 2');
  });

  it('Delete, Backspace, arrows and Ctrl+Z act on the text, not on the element', async () => {
    const { user, store } = open([text('t1', 'abc')]);
    await user.dblClick(element('Texte\u00a0: abc'));
    const before = selectElements(store.getState())[0];
    await user.keyboard('{Backspace}{ArrowLeft}{Delete}{ArrowUp}{Control>}z{/Control}');
    // The element is still there, at its place, and the document has no step.
    const after = selectElements(store.getState())[0];
    expect(after.styles.position).toEqual(before.styles.position);
    expect(selectElements(store.getState())).toHaveLength(1);
    expect(steps(store)).toBe(0);
    expect(editingBox()).toHaveValue('a');
  });

  it('a hostile HTML paste stays text: its characters, never markup', async () => {
    const { user, store } = open([text('t1', '')]);
    await user.dblClick(element('Texte'));
    const hostile = '<img src=x onerror="alert(1)"><b>gras</b>';
    const box = editingBox();
    fireEvent.paste(box, {
      clipboardData: {
        getData: (type: string) => (type === 'text/plain' ? hostile : `<p>${hostile}</p>`),
      },
    });
    expect(box).toHaveValue(hostile);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(contentOf(store, 't1')).toBe(hostile);
    expect(canvas().querySelector('img, b, p')).toBeNull();
    expect(element(`Texte\u00a0: ${hostile}`)).toHaveTextContent(hostile);
  });

  it('a paste from Windows keeps \\n line breaks', async () => {
    const { user, store } = open([text('t1', '')]);
    await user.dblClick(element('Texte'));
    fireEvent.paste(editingBox(), { clipboardData: { getData: () => 'un\r\ndeux' } });
    await user.keyboard('{Enter}');
    expect(contentOf(store, 't1')).toBe('un\ndeux');
  });

  it('a text over the limit says so and changes nothing', async () => {
    const { user, store } = open([text('t1', 'Court')]);
    await user.dblClick(element('Texte\u00a0: Court'));
    const box = editingBox();
    fireEvent.paste(box, { clipboardData: { getData: () => 'x'.repeat(MAX_TEXT_LENGTH) } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(
      /^Texte trop long\u00a0: 20\u202f000\u00a0caractères au plus\./,
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // Validating with the keyboard keeps the text in the box (nothing typed is lost).
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(editingBox()).toBeInTheDocument();
    expect(contentOf(store, 't1')).toBe('Court');
    // Leaving changes nothing, and says why.
    await user.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(contentOf(store, 't1')).toBe('Court');
    expect(steps(store)).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('Le texte actuel est conservé.');
  });

  it('keys of an IME composing a word are its own: Enter and Escape do not end the editing', async () => {
    const { user, store } = open([text('t1', 'Kanji')]);
    await user.dblClick(element('Texte\u00a0: Kanji'));
    const box = editingBox();
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'Escape', keyCode: 229 });
    expect(editingBox()).toHaveFocus();
    expect(selectEditorMode(store.getState())).toBe('editing');
  });

  it('on Tablette too: double-click, type, Enter', async () => {
    const { user, store } = open([text('t1', 'Tablette')]);
    act(() => {
      store.dispatch(screenChanged('tablet'));
    });
    // The flow canvas is another region: the element is found in the page.
    await user.dblClick(screen.getByRole('group', { name: 'Texte\u00a0: Tablette' }));
    await user.type(editingBox(), ' aussi{Enter}');
    expect(contentOf(store, 't1')).toBe('Tablette aussi');
    expect(screen.getByRole('group', { name: 'Texte\u00a0: Tablette aussi' })).toHaveFocus();
  });

  it('editing one of several selected elements makes it the selection, alone', async () => {
    const { user, store } = open([text('t1', 'Un'), text('t2', 'Deux')]);
    act(() => {
      store.dispatch(elementSelected('t1'));
      store.dispatch(selectionToggled('t2'));
    });
    expect(selectSelection(store.getState())).toEqual(['t1', 't2']);
    await user.dblClick(element('Texte\u00a0: Un'));
    expect(editingBox()).toHaveFocus();
    expect(selectSelection(store.getState())).toEqual(['t1']);
  });

  it('images, containers, menus and forms are not edited in place', async () => {
    const { user } = open([createElement('image', 'i1'), createElement('container', 'c1')]);
    await user.dblClick(element('Image'));
    await user.dblClick(element('Container\u00a0: vide'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
