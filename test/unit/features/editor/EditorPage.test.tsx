import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { editorRoute } from '../../../../src/app/editorRoute';
import { makeStore } from '../../../../src/app/store';
import { openingFor } from '../../../../src/features/editor/openForAddress';
import { ProjectEditor as EditorPage } from '../../../../src/features/projects/ProjectEditor';
import {
  selectCanUndo,
  selectEditorMode,
  selectElements,
  selectSelectedElement,
} from '../../../../src/features/editor/editorSlice';
import { renderWithProviders } from '../../../renderWithProviders';
import { setScreenWidth } from './editorTestUtils';

async function openEditor(path = '/editor') {
  const user = userEvent.setup({ delay: null });
  const store = makeStore();
  // As the start-up does: the address's document opened before the editor's first render (on a
  // template's address, once the templates are generated).
  await openingFor(store, editorRoute(path));
  const result = renderWithProviders(
    <Routes>
      <Route path="/editor" element={<EditorPage />} />
      <Route path="/editor/:templateId" element={<EditorPage />} />
    </Routes>,
    { path, store },
  );
  await screen.findByRole('region', { name: 'Zone de travail' });
  return { user, ...result };
}

const canvas = () => screen.getByRole('region', { name: 'Zone de travail' });
const properties = () => screen.getByRole('region', { name: 'Propriétés' });
const palette = () => screen.getByRole('region', { name: 'Éléments' });

jest.setTimeout(120_000);
beforeEach(() => setScreenWidth(1440));

describe('EditorPage (desktop)', () => {
  it('shows the top bar, the two panels and the empty canvas', async () => {
    await openEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau Projet' })).toBeInTheDocument();
    expect(screen.getByText('Non sauvegardé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rétablir' })).toBeDisabled();
    for (const name of ['Aperçu', 'Sauvegarder', 'Partager', 'Exporter']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    expect(within(palette()).getByText('Glissez et déposez pour ajouter')).toBeInTheDocument();
    for (const name of [
      'Texte',
      'Image',
      'Bouton',
      'Container',
      'En-tête',
      'Pied de page',
      'Menu',
      'Formulaire',
    ]) {
      const item = within(palette()).getByRole('button', { name });
      expect(item).toHaveAccessibleDescription('Cliquez pour ajouter');
    }
    expect(within(palette()).getAllByText('Cliquez pour ajouter')).toHaveLength(8);
    expect(within(palette()).getByText('Templates rapides')).toBeInTheDocument();
    for (const name of ['Hero Section', 'Cards Grid', 'Contact Form']) {
      expect(within(palette()).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(canvas()).getByText('Commencez par ajouter des éléments')).toBeInTheDocument();
    expect(
      within(properties()).getByText('Sélectionnez un élément pour modifier ses propriétés'),
    ).toBeInTheDocument();
  });

  it('adds an element at (100, 100), selects it and shows its properties', async () => {
    const { user, store } = await openEditor();
    await user.click(within(palette()).getByRole('button', { name: 'Texte' }));
    const element = within(canvas()).getByRole('group', { name: 'Texte\u00a0: Votre texte ici' });
    expect(element).toHaveTextContent('Votre texte ici');
    const root = element.closest('[data-element-id]') as HTMLElement;
    expect(root.style.left).toBe('100px');
    expect(root.style.top).toBe('100px');
    expect(element.style.outline).toContain('solid');
    expect(screen.getByRole('button', { name: "Supprimer l'élément" })).toBeInTheDocument();
    expect(within(canvas()).queryByText('Commencez par ajouter des éléments')).toBeNull();
    const panel = within(properties());
    expect(panel.getByLabelText('Contenu')).toHaveValue('Votre texte ici');
    expect(panel.getByLabelText('Position X')).toHaveValue(100);
    expect(panel.getByLabelText('Position Y')).toHaveValue(100);
    expect(panel.getByLabelText('Largeur')).toHaveValue(200);
    expect(panel.getByLabelText('Hauteur')).toHaveValue(30);
    expect(panel.getByLabelText('Couleur du texte')).toHaveValue('#000000');
    expect(panel.getByLabelText('Hex du texte')).toHaveValue('#000000');
    expect(panel.getByLabelText('Couleur de fond')).toBeInTheDocument();
    expect(panel.getByLabelText('Taille de police')).toHaveValue(16);
    expect(panel.getByLabelText('Graisse')).toHaveValue('normal');
    expect(panel.getByRole('button', { name: 'Gauche' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel.getByLabelText('Coins arrondis')).toHaveValue(0);
    expect(panel.getByLabelText('Marge intérieure')).toHaveValue(0);
    expect(selectSelectedElement(store.getState())?.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeEnabled();
  });

  it('shows typography for text and button, not for the other types', async () => {
    const { user } = await openEditor();
    for (const [type, typography] of [
      ['Texte', true],
      ['Bouton', true],
      ['Image', false],
      ['Container', false],
      ['En-tête', false],
      ['Pied de page', false],
    ] as const) {
      await user.click(within(palette()).getByRole('button', { name: type }));
      expect(!!within(properties()).queryByLabelText('Taille de police')).toBe(typography);
    }
    expect(within(properties()).getByLabelText('Contenu')).toHaveValue('Footer');
  });

  it('renders every type as the spec draws it; text is never HTML', async () => {
    const { user, store } = await openEditor();
    for (const type of ['Image', 'Container', 'En-tête', 'Bouton']) {
      await user.click(within(palette()).getByRole('button', { name: type }));
    }
    const [image, container, header, button] = selectElements(store.getState()).map(
      (e) => document.querySelector(`[data-element-id="${e.id}"]`) as HTMLElement,
    );
    const img = within(image).getByRole('img', { name: 'Image de la page' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(container.style.minHeight).toBe('100px');
    expect((container.firstElementChild as HTMLElement).style.outline).toContain('dashed');
    expect((header.firstElementChild as HTMLElement).style.backgroundColor).toBe(
      'rgb(243, 244, 246)',
    );
    expect((button.firstElementChild as HTMLElement).style.backgroundColor).toBe(
      'rgb(59, 130, 246)',
    );
    const content = within(properties()).getByLabelText('Contenu');
    await user.clear(content);
    await user.type(content, '<b>gras</b>');
    expect(button).toHaveTextContent('<b>gras</b>');
    expect(button.querySelector('b')).toBeNull();
  });

  it('edits each property and the canvas follows; a typed value is one undo step', async () => {
    const { user, store } = await openEditor();
    // The clock stands still, so a slow test machine never looks like a pause in the typing.
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    await user.click(within(palette()).getByRole('button', { name: 'Bouton' }));
    const panel = within(properties());
    const content = panel.getByLabelText('Contenu');
    await user.clear(content);
    await user.type(content, 'Réserver');
    const el = () => selectSelectedElement(store.getState())!;
    const box = () =>
      document.querySelector(`[data-element-id="${el().id}"]`)!.firstElementChild as HTMLElement;
    expect(box()).toHaveTextContent('Réserver');

    const edit = async (label: string, value: string) => {
      const field = panel.getByLabelText(label);
      await user.clear(field);
      if (value) await user.type(field, value);
      await user.tab();
    };
    await edit('Position X', '240');
    await edit('Position Y', '60');
    await edit('Largeur', '320');
    await edit('Hauteur', '');
    await edit('Coins arrondis', '16');
    await edit('Marge intérieure', '4');
    await edit('Taille de police', '');
    expect(el().styles).toMatchObject({
      position: { x: 240, y: 60 },
      size: { width: 320, height: 0 },
      borderRadius: 16,
      padding: 4,
      fontSize: 16,
    });
    expect(panel.getByLabelText('Hauteur')).toHaveValue(0);
    await edit('Taille de police', '28');
    await edit('Hex du texte', '#ff0000');
    await edit('Hex du fond', '10b981');
    await user.selectOptions(panel.getByLabelText('Graisse'), 'Gras');
    await user.click(panel.getByRole('button', { name: 'Droite' }));
    const root = box().parentElement!;
    expect(root.style.left).toBe('240px');
    expect(root.style.width).toBe('320px');
    expect(box().style).toMatchObject({
      color: 'rgb(255, 0, 0)',
      backgroundColor: 'rgb(16, 185, 129)',
      fontSize: '28px',
      fontWeight: '700',
      borderRadius: '16px',
      padding: '4px',
      justifyContent: 'flex-end',
    });

    // Undo walks back one field at a time: alignment, weight, background, colour, size…
    const undo = screen.getByRole('button', { name: 'Annuler' });
    await user.click(undo);
    expect(el().styles.textAlign).toBe('left');
    await user.click(undo);
    expect(el().styles.fontWeight).toBe('normal');
    await user.click(undo);
    expect(el().styles.backgroundColor).toBe('#3B82F6');
    await user.click(undo);
    expect(el().styles.color).toBe('#000000');
    await user.click(undo);
    expect(el().styles.fontSize).toBe(16);
    // Six more (padding, corners, height, width, Y, X): the emptied font size changed nothing
    // (16 stays 16), so it made no step.
    for (let i = 0; i < 6; i++) await user.click(undo);
    expect(el().content).toBe('Réserver');
    await user.click(undo);
    expect(el().content).toBe('Cliquez ici');
    await user.click(screen.getByRole('button', { name: 'Rétablir' }));
    expect(el().content).toBe('Réserver');
    now.mockRestore();
  });

  it('applies only http(s) and data:image URLs to an image, with a French message', async () => {
    const { user, store } = await openEditor();
    await user.click(within(palette()).getByRole('button', { name: 'Image' }));
    const field = within(properties()).getByLabelText("URL de l'image");
    expect(field).toHaveAttribute('type', 'url');
    const before = selectSelectedElement(store.getState())!.content;
    await user.clear(field);
    await user.type(field, 'javascript:alert(1)');
    expect(await within(properties()).findByRole('alert')).toHaveTextContent(
      "Cette adresse ne peut pas servir d'image",
    );
    expect(selectSelectedElement(store.getState())!.content).toBe(before);
    await user.tab();
    expect(field).toHaveValue(before);
    await user.clear(field);
    await user.type(field, 'https://exemple.fr/photo.jpg');
    expect(within(properties()).queryByRole('alert')).toBeNull();
    expect(selectSelectedElement(store.getState())!.content).toBe('https://exemple.fr/photo.jpg');
  });

  it('deletes with the red button and deselects by clicking the empty canvas', async () => {
    const { user, store } = await openEditor();
    await user.click(within(palette()).getByRole('button', { name: 'Texte' }));
    await user.click(within(palette()).getByRole('button', { name: 'Image' }));
    fireEvent.pointerDown(canvas());
    expect(selectSelectedElement(store.getState())).toBeUndefined();
    expect(screen.queryByRole('button', { name: "Supprimer l'élément" })).toBeNull();
    fireEvent.pointerDown(within(canvas()).getByRole('group', { name: /^Texte/ }));
    expect(selectSelectedElement(store.getState())?.type).toBe('text');
    await user.click(screen.getByRole('button', { name: "Supprimer l'élément" }));
    expect(selectElements(store.getState()).map((e) => e.type)).toEqual(['image']);
    expect(
      within(properties()).getByText('Sélectionnez un élément pour modifier ses propriétés'),
    ).toBeInTheDocument();
  });

  it('keyboard: Escape, Delete, Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z — never while typing', async () => {
    const { user, store } = await openEditor();
    await user.click(within(palette()).getByRole('button', { name: 'Texte' }));
    const count = () => selectElements(store.getState()).length;
    const content = within(properties()).getByLabelText('Contenu');
    await user.click(content);
    expect(selectEditorMode(store.getState())).toBe('editing');
    await user.keyboard('{Backspace}{Escape}{Control>}z{/Control}');
    expect(count()).toBe(1);
    expect(selectSelectedElement(store.getState())).toBeDefined();

    const element = within(canvas()).getByRole('group', { name: /^Texte/ });
    act(() => element.focus());
    expect(selectEditorMode(store.getState())).toBe('idle');
    await user.keyboard('{Escape}');
    expect(selectSelectedElement(store.getState())).toBeUndefined();
    act(() => element.blur());
    act(() => element.focus()); // focusing an element selects it (keyboard users)
    expect(selectSelectedElement(store.getState())?.type).toBe('text');
    await user.keyboard('{Delete}');
    expect(count()).toBe(0);
    await user.keyboard('{Control>}z{/Control}');
    expect(count()).toBe(1);
    await user.keyboard('{Control>}y{/Control}');
    expect(count()).toBe(0);
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(count()).toBe(0);
    await user.keyboard('{Control>}z{/Control}');
    const again = within(canvas()).getByRole('group', { name: /^Texte/ });
    act(() => again.focus());
    await user.keyboard('{Backspace}');
    expect(count()).toBe(0);
    expect(selectCanUndo(store.getState())).toBe(true);
  });

  it('renames the project (Enter), and Escape cancels', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Renommer le projet' }));
    const field = screen.getByRole('textbox', { name: 'Nom du projet' });
    await user.clear(field);
    await user.type(field, 'Boulangerie Martin{Enter}');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Boulangerie Martin' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renommer le projet' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom du projet' }), ' bis{Escape}');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Boulangerie Martin' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau Projet' })).toBeInTheDocument();
  });

  it('opens an unknown template id as « Nouveau Projet » with no background', async () => {
    await openEditor('/editor/999');
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau Projet' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('EditorPage (phone)', () => {
  it('opens the panels as drawers; adding closes the drawer', async () => {
    setScreenWidth(390);
    const { user, store } = await openEditor();
    expect(screen.queryByRole('region', { name: 'Éléments' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Éléments' }));
    const drawer = await screen.findByRole('dialog', { name: 'Éléments' });
    await user.click(within(drawer).getByRole('button', { name: 'Bouton' }));
    expect(selectElements(store.getState())).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Propriétés' }));
    const props = await screen.findByRole('dialog', { name: 'Propriétés' });
    expect(within(props).getByLabelText('Contenu')).toHaveValue('Cliquez ici');
    // Icon buttons keep their French names on a phone.
    for (const name of ['Sauvegarder', 'Partager', 'Exporter']) {
      expect(screen.getAllByRole('button', { name, hidden: true }).length).toBeGreaterThan(0);
    }
  });
});
