import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { EditorPage } from '../../src/features/editor/EditorPage';
import { selectDocument, selectElements } from '../../src/features/editor/editorSlice';
import { renderWithProviders } from '../renderWithProviders';
import { setScreenWidth } from './editorTestUtils';

jest.setTimeout(30_000);

/**
 * Redux DevTools (item 11): every editor action is a plain, serializable event named
 * `editor/…`, so a recording of a person's session replays into a fresh store to the same state.
 */
describe('Redux DevTools replay', () => {
  it('replays the actions of a person building a page into a fresh store', async () => {
    setScreenWidth(1440);
    const user = userEvent.setup({ delay: null });
    const store = makeStore();
    const recorded: UnknownAction[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: UnknownAction) => {
      recorded.push(action);
      return dispatch(action);
    }) as typeof store.dispatch;

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

    expect(selectElements(store.getState()).map((e) => e.type)).toEqual([
      'header',
      'text',
      'button',
    ]);
    const editorActions = recorded.filter((a) => a.type.startsWith('editor/'));
    expect(editorActions.length).toBeGreaterThan(20);
    for (const action of recorded) {
      expect(action.type).toMatch(/^editor\/[a-z]+[A-Za-z]*$/);
      // An event, named in the past tense or as a state change, never a setter.
      expect(action.type).not.toMatch(/\/set[A-Z]/);
    }

    // What DevTools stores and sends back: JSON.
    const replayed = makeStore();
    for (const action of JSON.parse(JSON.stringify(recorded)) as UnknownAction[]) {
      replayed.dispatch(action);
    }
    expect(replayed.getState().editor).toEqual(store.getState().editor);
    expect(selectDocument(replayed.getState()).name).toBe('Nouveau Projet — accueil');
  });
});
