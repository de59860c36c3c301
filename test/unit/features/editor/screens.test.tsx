import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../../src/app/store';
import { createElement } from '../../../../src/document/createElement';
import type { EditorElement } from '../../../../src/document/types';
import { EditorPage } from '../../../../src/features/editor/EditorPage';
import {
  documentLoaded,
  overrideChanged,
  selectElements,
  selectScreen,
  undone,
} from '../../../../src/features/editor/editorSlice';
import { renderWithProviders } from '../../../renderWithProviders';
import { setScreenWidth, siteOf } from './editorTestUtils';

// jsdom lays nothing out: « Calques » (virtualized) draws every row here.
jest.mock('@tanstack/react-virtual', () => ({
  useVirtualizer: ({ count, estimateSize }: { count: number; estimateSize: () => number }) => ({
    getVirtualItems: () =>
      Array.from({ length: count }, (_, index) => ({
        index,
        key: index,
        start: index * estimateSize(),
      })),
    getTotalSize: () => count * estimateSize(),
    scrollToIndex: () => {},
  }),
}));

/** A title, a paragraph and a button, one under another. */
const ELEMENTS: EditorElement[] = [
  {
    ...createElement('text', 'title', { x: 100, y: 100 }),
    content: 'Boulangerie Martin',
    styles: { ...createElement('text', 'x').styles, position: { x: 100, y: 100 }, fontSize: 40 },
  },
  { ...createElement('text', 'para', { x: 100, y: 300 }), content: 'Pain au levain' },
  { ...createElement('button', 'cta', { x: 100, y: 500 }), content: 'Commander' },
];

async function openEditor() {
  const user = userEvent.setup({ delay: null });
  const store = makeStore();
  store.dispatch(
    documentLoaded({ document: siteOf({ templateId: null, name: 'Test', elements: ELEMENTS }) }),
  );
  renderWithProviders(
    <Routes>
      <Route path="/editor" element={<EditorPage />} />
    </Routes>,
    { path: '/editor', store },
  );
  await screen.findByRole('group', { name: 'Écran affiché' });
  return { user, store };
}

const switcher = () => screen.getByRole('group', { name: 'Écran affiché' });
const screenButton = (name: string) => within(switcher()).getByRole('button', { name });
const properties = () => screen.getByRole('region', { name: 'Propriétés' });
const layers = () => screen.getByRole('region', { name: 'Calques' });
const onScreen = (name: string) =>
  within(properties()).getByRole('region', { name: `Sur l'écran ${name}` });
const flowElement = (label: string) =>
  within(screen.getByRole('region', { name: /^Zone de travail, / })).getByRole('group', {
    name: label,
  });

/** An element of the canvas by id, shown or not. */
const node = (id: string) => document.querySelector<HTMLElement>(`[data-element-id="${id}"]`)!;

beforeEach(() => setScreenWidth(1440));

describe('the screen switcher', () => {
  it('three toggle buttons, Ordinateur pressed; Mobile shows the page 390 px wide in reading order', async () => {
    const { user, store } = await openEditor();
    expect(
      within(switcher())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ordinateur', 'Tablette', 'Mobile']);
    expect(screenButton('Ordinateur')).toHaveAttribute('aria-pressed', 'true');
    expect(screenButton('Mobile')).toHaveAttribute('aria-pressed', 'false');

    await user.click(screenButton('Mobile'));
    expect(selectScreen(store.getState())).toBe('phone');
    expect(screenButton('Mobile')).toHaveAttribute('aria-pressed', 'true');
    const canvas = screen.getByRole('region', {
      name: 'Zone de travail, Mobile, 390\u00a0px de large',
    });
    expect(canvas.style.width).toBe('390px');
    const groups = within(canvas).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Texte\u00a0: Boulangerie Martin',
      'Texte\u00a0: Pain au levain',
      'Bouton\u00a0: Commander',
    ]);
    // Flow: static positions, no drag handles, no template.
    expect(groups[0].style.position).toBe('static');
    expect(canvas.querySelector('[data-template-backdrop]')).toBeNull();
    // The keyboard: Tab reaches the buttons, Space presses.
    act(() => screenButton('Tablette').focus());
    await user.keyboard(' ');
    expect(selectScreen(store.getState())).toBe('tablet');
  });

  it('a click or the focus selects; desktop-only fields give way to « Sur l’écran … »', async () => {
    const { user } = await openEditor();
    await user.click(screenButton('Mobile'));
    await user.click(flowElement('Texte\u00a0: Pain au levain'));
    expect(flowElement('Texte\u00a0: Pain au levain')).toHaveAttribute('aria-current', 'true');
    expect(within(properties()).getByRole('textbox', { name: 'Contenu' })).toBeInTheDocument();
    expect(within(properties()).queryByRole('spinbutton', { name: 'Position X' })).toBeNull();
    expect(within(onScreen('Mobile')).queryByRole('spinbutton', { name: 'Largeur' })).toBeNull();
    act(() => flowElement('Bouton\u00a0: Commander').focus());
    expect(flowElement('Bouton\u00a0: Commander')).toHaveAttribute('aria-current', 'true');

    await user.click(screenButton('Tablette'));
    expect(
      within(onScreen('Tablette')).getByRole('spinbutton', { name: 'Largeur' }),
    ).toBeInTheDocument();
    expect(
      within(onScreen('Tablette')).getByRole('spinbutton', { name: 'Hauteur' }),
    ).toBeInTheDocument();
    await user.click(screenButton('Ordinateur'));
    expect(
      within(properties()).getByRole('spinbutton', { name: 'Position X' }),
    ).toBeInTheDocument();
    expect(within(properties()).queryByRole('region', { name: /^Sur l'écran/ })).toBeNull();
  });
});

describe('« Sur l’écran Mobile »', () => {
  it('hides on this screen only, marked and restorable; the layers say it', async () => {
    const { user, store } = await openEditor();
    await user.click(screenButton('Mobile'));
    await user.click(flowElement('Bouton\u00a0: Commander'));
    const hide = within(onScreen('Mobile')).getByRole('switch', { name: 'Masquer sur cet écran' });
    await user.click(hide);
    expect(node('cta').style.display).toBe('none');
    expect(hide).toHaveAccessibleDescription('Modifié sur cet écran');
    expect(within(layers()).getByText(/Masqué sur cet écran/)).toBeInTheDocument();
    expect(within(layers()).queryByText(/Masqué sur Tablette et Mobile/)).toBeNull();

    // Shown on Ordinateur.
    await user.click(screenButton('Ordinateur'));
    expect(within(layers()).queryByText(/Masqué sur cet écran/)).toBeNull();
    await user.click(screenButton('Mobile'));

    await user.click(
      within(onScreen('Mobile')).getByRole('button', { name: "Rétablir l'affichage" }),
    );
    expect(node('cta').style.display).not.toBe('none');
    expect(selectElements(store.getState())[2].overrides).toBeUndefined();
  });

  it('flags an element hidden on both Tablette and Mobile in the layers, on every screen', async () => {
    const { store } = await openEditor();
    act(() => {
      for (const s of ['tablet', 'phone'] as const) {
        store.dispatch(overrideChanged({ id: 'para', screen: s, changes: { hidden: true } }));
      }
    });
    expect(within(layers()).getByText(/Masqué sur Tablette et Mobile/)).toBeInTheDocument();
  });

  it('Monter / Descendre move in this screen’s order, disabled at the ends', async () => {
    const { user } = await openEditor();
    await user.click(screenButton('Mobile'));
    await user.click(flowElement('Texte\u00a0: Boulangerie Martin'));
    const section = onScreen('Mobile');
    expect(within(section).getByRole('button', { name: 'Monter' })).toBeDisabled();
    expect(within(section).getByText('Position 1 sur 3')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Descendre' }));
    const canvas = screen.getByRole('region', { name: /^Zone de travail, / });
    const shown = within(canvas)
      .getAllByRole('group')
      .sort((a, b) => Number(a.style.order) - Number(b.style.order))
      .map((g) => g.getAttribute('aria-label'));
    expect(shown).toEqual([
      'Texte\u00a0: Pain au levain',
      'Texte\u00a0: Boulangerie Martin',
      'Bouton\u00a0: Commander',
    ]);
    expect(within(onScreen('Mobile')).getByText('Position 2 sur 3')).toBeInTheDocument();
    expect(
      within(onScreen('Mobile')).getByRole('button', { name: "Rétablir l'ordre" }),
    ).toBeInTheDocument();
  });

  it('font size: the automatic value, then an override of this screen, one undo step', async () => {
    const { user, store } = await openEditor();
    await user.click(screenButton('Mobile'));
    await user.click(flowElement('Texte\u00a0: Boulangerie Martin'));
    const field = within(onScreen('Mobile')).getByRole('spinbutton', { name: 'Taille de police' });
    expect(field).toHaveValue(null);
    expect(field).toHaveAccessibleDescription('Automatique\u00a0: 30\u00a0px');
    // The two keystrokes are one undo step when they come within the typing pause; the clock is
    // held still so that a loaded machine cannot put them further apart.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    await user.type(field, '52');
    await user.tab();
    clock.mockRestore();
    expect(flowElement('Texte\u00a0: Boulangerie Martin').style.fontSize).toBe('52px');
    expect(field).toHaveAccessibleDescription('Modifié sur cet écran');
    expect(selectElements(store.getState())[0].overrides).toEqual({ phone: { fontSize: 52 } });
    // Ordinateur keeps its own size.
    expect(selectElements(store.getState())[0].styles.fontSize).toBe(40);
    act(() => {
      store.dispatch(undone());
    });
    expect(selectElements(store.getState())[0].overrides).toBeUndefined();
    act(() => {
      store.dispatch(
        overrideChanged({ id: 'title', screen: 'phone', changes: { fontSize: 9999 } }),
      );
    });
    expect(field).toHaveValue(1000);
    await user.click(
      within(onScreen('Mobile')).getByRole('button', { name: 'Rétablir la taille de police' }),
    );
    expect(selectElements(store.getState())[0].overrides).toBeUndefined();
  });

  it('alignment: Gauche / Centre / Droite for this screen', async () => {
    const { user, store } = await openEditor();
    await user.click(screenButton('Mobile'));
    await user.click(flowElement('Texte\u00a0: Pain au levain'));
    const group = within(onScreen('Mobile')).getByRole('group', { name: 'Alignement' });
    await user.click(within(group).getByRole('button', { name: 'Droite' }));
    expect(selectElements(store.getState())[1].overrides).toEqual({
      phone: { textAlign: 'right' },
    });
    expect(flowElement('Texte\u00a0: Pain au levain').style.textAlign).toBe('right');
    expect(
      within(onScreen('Mobile')).getByRole('button', { name: "Rétablir l'alignement" }),
    ).toBeInTheDocument();
    // A press on the value shown keeps it as this screen's choice (MUI reads it as « none »).
    await user.click(
      within(onScreen('Mobile')).getByRole('button', { name: "Rétablir l'alignement" }),
    );
    const automatic = within(group).getByRole('button', { pressed: true });
    await user.click(automatic);
    expect(selectElements(store.getState())[1].overrides?.phone?.textAlign).toBeDefined();
  });

  it('Ctrl+↑ changes no z-order on Mobile (it would change which container holds what)', async () => {
    const { user, store } = await openEditor();
    await user.click(screenButton('Mobile'));
    await user.click(flowElement('Texte\u00a0: Pain au levain'));
    const before = selectElements(store.getState());
    await user.keyboard('{Control>}{ArrowUp}{/Control}');
    expect(selectElements(store.getState())).toBe(before);
  });
});
