import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import type { EditorElement, Page, SiteDocument } from '../../../../../../src/document/types';
import { EditorTopBar } from '../../../../../../src/features/editor/topBar/EditorTopBar';
import {
  documentLoaded,
  elementDeleted,
  selectCurrentPageId,
  selectScreen,
  selectSelectedId,
} from '../../../../../../src/features/editor/editorSlice';
import { renderWithProviders } from '../../../../../renderWithProviders';

const title = (id: string, y = 0): EditorElement => ({
  ...createElement('text', id, { x: 0, y }),
  content: 'Bienvenue',
  properties: { level: 'h1' },
});

function page(id: string, name: string, elements: EditorElement[], seoTitle = 'Titre'): Page {
  return {
    id,
    name,
    slug: id,
    seo: { title: seoTitle, description: 'Une description', noindex: false },
    elements,
  };
}

function site(pages: Page[]): SiteDocument {
  return {
    schemaVersion: 3,
    name: 'Boulangerie',
    templateId: null,
    homePageId: pages[0].id,
    pages,
    theme: { headingFont: 'system', bodyFont: 'system' },
    settings: { language: 'fr' },
  };
}

function open(document: SiteDocument) {
  const user = userEvent.setup({ delay: null });
  const store = makeStore();
  store.dispatch(documentLoaded({ document }));
  renderWithProviders(<EditorTopBar />, { store });
  return { user, store };
}

async function openCheck(user: ReturnType<typeof userEvent.setup>) {
  const bar = screen.getByRole('group', { name: "Barre d'outils de l'éditeur" });
  await user.click(within(bar).getByRole('button', { name: 'Vérifier le site' }));
  return screen.findByRole('dialog', { name: 'Vérifier le site' });
}

describe('« Vérifier le site » dialog', () => {
  it('opens from the top bar; an item’s button shows its page and selects the element', async () => {
    const picture = createElement('image', 'photo', { x: 0, y: 200 });
    const { user, store } = open(
      site([
        page('accueil', 'Accueil', [title('t1')]),
        page('contact', 'Contact', [title('t2'), picture]),
      ]),
    );
    expect(selectCurrentPageId(store.getState())).toBe('accueil');
    const dialog = await openCheck(user);
    expect(within(dialog).getByRole('status').textContent).toBe('1\u00a0problème');
    const section = within(dialog).getByRole('region', { name: 'Page «\u00a0Contact\u00a0»' });
    expect(within(section).getByText('Image sans texte alternatif')).toBeInTheDocument();
    await user.click(
      within(section).getByRole('button', {
        name: 'Sélectionner\u00a0: Image sans texte alternatif (Image 1)',
      }),
    );
    expect(selectCurrentPageId(store.getState())).toBe('contact');
    expect(selectSelectedId(store.getState())).toBe('photo');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when there is nothing to fix', async () => {
    const { user } = open(site([page('accueil', 'Accueil', [title('t1')])]));
    const dialog = await openCheck(user);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Aucun problème trouvé');
    expect(within(dialog).queryByRole('button', { name: /^Sélectionner/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts in French, lists page by page, and follows the site while open', async () => {
    const grey = {
      ...createElement('text', 'gris', { x: 0, y: 100 }),
      content: 'Horaires',
      styles: {
        ...createElement('text', 'x').styles,
        position: { x: 0, y: 100 },
        color: '#AAAAAA',
      },
    };
    const { user, store } = open(
      site([page('accueil', 'Accueil', [title('t1'), grey]), page('contact', 'Contact', [], '')]),
    );
    const dialog = await openCheck(user);
    expect(within(dialog).getByRole('status').textContent).toBe('3\u00a0problèmes');
    const regions = within(dialog).getAllByRole('region');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Page «\u00a0Accueil\u00a0»', 'Page «\u00a0Contact\u00a0»']);
    expect(
      within(regions[0]).getByText(
        (_, node) =>
          node?.tagName === 'P' &&
          node.textContent === 'Texte peu lisible\u00a0: contraste 2,32:1 (4,5:1 au moins)',
      ),
    ).toBeInTheDocument();
    // The grey text deleted while the dialog shows: the list follows.
    store.dispatch(elementDeleted('gris'));
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe('2\u00a0problèmes'),
    );
    expect(within(dialog).queryByText(/Texte peu lisible/)).toBeNull();
  });

  it('shows a page without level-1 heading, and opens « Paramètres de la page » for its title', async () => {
    const { user, store } = open(
      site([page('accueil', 'Accueil', [title('t1')]), page('contact', 'Contact', [], '')]),
    );
    let dialog = await openCheck(user);
    await user.click(within(dialog).getByRole('button', { name: 'Afficher la page Contact' }));
    expect(selectCurrentPageId(store.getState())).toBe('contact');
    expect(selectSelectedId(store.getState())).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openCheck(user);
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Ouvrir les paramètres\u00a0: Page «\u00a0Contact\u00a0» sans titre',
      }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Paramètres de la page' }),
    ).toBeInTheDocument();
    expect(selectCurrentPageId(store.getState())).toBe('contact');
  });

  it('shows Mobile for a link too small to tap there', async () => {
    const link: EditorElement = {
      ...createElement('image', 'lien', { x: 0, y: 200 }),
      styles: { ...createElement('image', 'lien').styles, size: { width: 20, height: 20 } },
      properties: { alt: 'Mentions légales', link: { kind: 'url', href: 'https://exemple.fr/' } },
    };
    const { user, store } = open(site([page('accueil', 'Accueil', [title('t1'), link])]));
    expect(selectScreen(store.getState())).toBe('desktop');
    const dialog = await openCheck(user);
    await user.click(
      within(dialog).getByRole('button', {
        name: /^Sélectionner\u00a0: Lien difficile à toucher sur Mobile\u00a0: 20\s×\s20\u00a0px/,
      }),
    );
    expect(selectSelectedId(store.getState())).toBe('lien');
    expect(selectScreen(store.getState())).toBe('phone');
  });
});
