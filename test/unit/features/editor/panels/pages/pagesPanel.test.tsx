import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../../../../../src/app/store';
import { EditorPage } from '../../../../../../src/features/editor/EditorPage';
import { selectDocument, undone } from '../../../../../../src/features/editor/editorSlice';
import { renderWithProviders } from '../../../../../renderWithProviders';
import { setScreenWidth } from '../../editorTestUtils';

let address = '';
function Address() {
  const location = useLocation();
  useEffect(() => {
    address = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

async function openEditor() {
  const user = userEvent.setup({ delay: null });
  const store = makeStore();
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/editor" element={<EditorPage />} />
      </Routes>
      <Address />
    </>,
    { path: '/editor', store },
  );
  await screen.findByRole('region', { name: 'Zone de travail' });
  return { user, ...result };
}

const pagesPanel = () => screen.getByRole('region', { name: 'Pages' });
const pageList = () => within(pagesPanel()).getByRole('list', { name: 'Pages du site' });
const pageNames = () =>
  within(pageList())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('button[data-page-id]')!.textContent);
const current = () =>
  within(pageList())
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'page');

async function addPage(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(pagesPanel()).getByRole('button', { name: 'Ajouter une page' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter une page' });
  const field = within(dialog).getByRole('textbox', { name: 'Nom de la page' });
  await user.clear(field);
  await user.type(field, name);
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
}

async function pageAction(user: ReturnType<typeof userEvent.setup>, page: string, action: string) {
  await user.click(
    within(pagesPanel()).getByRole('button', { name: `Actions de la page ${page}` }),
  );
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

jest.setTimeout(30_000);
beforeEach(() => setScreenWidth(1440));

describe('Pages panel', () => {
  it('lists the pages, marks the current one, adds pages with their address', async () => {
    const { user } = await openEditor();
    expect(pageNames()).toEqual(['Accueil']);
    expect(current()).toHaveTextContent('Accueil');
    await addPage(user, 'À propos');
    await addPage(user, 'Contact');
    expect(pageNames()).toEqual(['Accueil', 'À propos', 'Contact']);
    expect(current()).toHaveTextContent('Contact');
    expect(address).toBe('/editor?page=contact');
    await user.click(within(pageList()).getByRole('button', { name: 'À propos' }));
    expect(current()).toHaveTextContent('À propos');
    expect(address).toBe('/editor?page=a-propos');
    await user.click(within(pageList()).getByRole('button', { name: 'Accueil' }));
    expect(address).toBe('/editor');
  });

  it('shows a French message for a taken or malformed address, and changes nothing', async () => {
    const { user, store } = await openEditor();
    await addPage(user, 'Contact');
    const before = selectDocument(store.getState());
    await user.click(within(pagesPanel()).getByRole('button', { name: 'Ajouter une page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une page' });
    const slug = within(dialog).getByRole('textbox', { name: 'Adresse de la page' });
    await user.clear(slug);
    await user.type(slug, 'contact');
    expect(within(dialog).getByText(/Une autre page a déjà cette adresse/)).toBeInTheDocument();
    // The same address in capitals: one file on a disk that ignores case.
    await user.clear(slug);
    await user.type(slug, 'Contact');
    expect(within(dialog).getByText(/Une autre page a déjà cette adresse/)).toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, 'À propos');
    expect(within(dialog).getByText(/lettres minuscules sans accent/)).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Nom de la page' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByText('Donnez un nom à la page.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(selectDocument(store.getState())).toBe(before);
  });

  it('renames, duplicates, sets the home page, reorders by keyboard, deletes after confirmation', async () => {
    const { user, store } = await openEditor();
    await addPage(user, 'À propos');
    await addPage(user, 'Contact');

    await pageAction(user, 'À propos', 'Renommer');
    const dialog = await screen.findByRole('dialog', { name: 'Renommer la page' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom de la page' });
    await user.clear(name);
    await user.type(name, 'Notre équipe');
    expect(within(dialog).getByRole('textbox', { name: 'Adresse de la page' })).toHaveValue(
      'notre-equipe',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(pageNames()).toEqual(['Accueil', 'Notre équipe', 'Contact']);

    await pageAction(user, 'Contact', 'Dupliquer');
    expect(pageNames()).toEqual(['Accueil', 'Notre équipe', 'Contact', 'Contact (copie)']);

    await pageAction(user, 'Contact', "Définir comme page d'accueil");
    const site = selectDocument(store.getState());
    expect(site.homePageId).toBe(site.pages[2].id);
    expect(within(pageList()).getByRole('button', { name: 'Contact' })).toHaveAccessibleDescription(
      /^Page d'accueil/,
    );

    // Alt + ↑ moves the focused page up, and says so.
    const contact = within(pageList()).getByRole('button', { name: 'Contact' });
    contact.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(pageNames()).toEqual(['Accueil', 'Contact', 'Notre équipe', 'Contact (copie)']);
    expect(within(pagesPanel()).getByRole('status')).toHaveTextContent(
      'Page Contact déplacée en position 2 sur 4.',
    );

    await pageAction(user, 'Notre équipe', 'Supprimer');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveAccessibleName('Supprimer la page «\u00a0Notre équipe\u00a0»\u00a0?');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer la page' }));
    expect(pageNames()).toEqual(['Accueil', 'Contact', 'Contact (copie)']);
    // The focus goes to the page now shown, and the deletion is announced.
    await waitFor(() => expect(current()).toHaveFocus());
    expect(within(pagesPanel()).getByRole('status')).toHaveTextContent(
      'Page Notre équipe supprimée.',
    );

    // One undo step each.
    act(() => {
      store.dispatch(undone());
    });
    expect(pageNames()).toEqual(['Accueil', 'Contact', 'Notre équipe', 'Contact (copie)']);
  });

  it('never deletes the last page', async () => {
    const { user } = await openEditor();
    await user.click(
      within(pagesPanel()).getByRole('button', { name: 'Actions de la page Accueil' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Supprimer' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
