import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Route, Routes } from 'react-router-dom';
import { addAppListener } from '../../../../src/app/listeners';
import { makeStore } from '../../../../src/app/store';
import { EditorPage } from '../../../../src/features/editor/EditorPage';
import { EDITOR_PARTS } from '../../../../src/features/editor/editorParts';
import { selectDocument, selectElements } from '../../../../src/features/editor/editorSlice';
import { renderWithProviders } from '../../../renderWithProviders';
import { setScreenWidth } from './editorTestUtils';

jest.setTimeout(120_000);

// The parts the editor loads on use (« Propriétés »' fields…), loaded as a browser has them by
// the time a person picks an element: this test types at once.
beforeAll(() => Promise.all(EDITOR_PARTS.map((part) => part.load())));

/**
 * Redux DevTools (item 11): every editor action is a plain, serializable event named
 * `editor/…`, so a recording of a person's session replays into a fresh store to the same state.
 */
describe('Redux DevTools replay', () => {
  it('replays the actions of a person building a page into a fresh store', async () => {
    setScreenWidth(1440);
    const user = userEvent.setup({ delay: null });
    const store = makeStore();
    // What DevTools records: every action that reaches the reducer (those of thunks too).
    const recorded: UnknownAction[] = [];
    store.dispatch(
      addAppListener({
        predicate: () => true,
        effect: (action) => {
          recorded.push(action);
        },
      }),
    );

    renderWithProviders(
      <Routes>
        <Route path="/editor" element={<EditorPage />} />
      </Routes>,
      { path: '/editor', store },
    );
    const palette = await screen.findByRole('region', { name: 'Éléments' });
    const properties = screen.getByRole('region', { name: 'Propriétés' });
    const add = (name: string) => user.click(within(palette).getByRole('button', { name }));

    await add('En-tête');
    await user.clear(within(properties).getByLabelText('Contenu'));
    await user.type(within(properties).getByLabelText('Contenu'), 'Boulangerie Martin');
    await user.clear(within(properties).getByLabelText('Largeur'));
    await user.type(within(properties).getByLabelText('Largeur'), '1152');
    await user.clear(within(properties).getByLabelText('Position X'));
    await user.type(within(properties).getByLabelText('Position X'), '0');
    await add('Texte');
    await user.type(within(properties).getByLabelText('Position Y'), '0');
    await add('Bouton');
    await user.click(within(properties).getByRole('button', { name: 'Centre' }));
    await user.selectOptions(within(properties).getByLabelText('Graisse'), 'Gras');
    await add('Image');
    await user.click(screen.getByRole('button', { name: "Supprimer l'élément" }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByRole('button', { name: 'Rétablir' }));
    await user.click(screen.getByRole('button', { name: 'Renommer le projet' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom du projet' }), ' — accueil{Enter}');
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Zone de travail' }));

    // Pages: add « À propos » with a text on it, duplicate it, move it up, back to the home page.
    const pages = screen.getByRole('region', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Ajouter une page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une page' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Nom de la page' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom de la page' }), 'À propos');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await add('Texte');
    await user.click(within(pages).getByRole('button', { name: 'Actions de la page À propos' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dupliquer' }));
    within(pages).getByRole('button', { name: 'À propos (copie)' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await user.click(within(pages).getByRole('button', { name: 'Accueil' }));

    expect(selectElements(store.getState()).map((e) => e.type)).toEqual([
      'header',
      'text',
      'button',
    ]);
    const editorActions = recorded.filter((a) => a.type.startsWith('editor/'));
    expect(editorActions.length).toBeGreaterThan(20);
    expect(selectDocument(store.getState()).pages.map((p) => p.name)).toEqual([
      'Accueil',
      'À propos (copie)',
      'À propos',
    ]);
    for (const action of editorActions) {
      expect(action.type).toMatch(/^editor\/[a-z]+[A-Za-z]*$/);
      // An event, named in the past tense or as a state change, never a setter.
      expect(action.type).not.toMatch(/\/set[A-Z]/);
    }

    // What DevTools stores and sends back: JSON.
    const replayed = makeStore();
    for (const action of JSON.parse(JSON.stringify(editorActions)) as UnknownAction[]) {
      replayed.dispatch(action);
    }
    expect(replayed.getState().editor).toEqual(store.getState().editor);
    expect(selectDocument(replayed.getState()).name).toBe('Nouveau Projet — accueil');
  });
});
