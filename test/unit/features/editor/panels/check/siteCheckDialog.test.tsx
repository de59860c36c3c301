import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import { defaultSiteStyles } from '../../../../../../src/document/siteStyles/siteStyles';
import {
  SITE_SCHEMA_VERSION,
  type EditorElement,
  type Page,
  type SiteDocument,
} from '../../../../../../src/document/types';
import { EditorTopBar } from '../../../../../../src/features/editor/topBar/EditorTopBar';
import {
  documentLoaded,
  elementDeleted,
  elementUpdated,
  selectCurrentPageId,
  selectScreen,
  selectSelectedId,
  undone,
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
    schemaVersion: SITE_SCHEMA_VERSION,
    name: 'Boulangerie',
    templateId: null,
    homePageId: pages[0].id,
    pages,
    theme: { headingFont: 'system', bodyFont: 'system' },
    styles: defaultSiteStyles(),
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
    ).toEqual([
      'Page «\u00a0Accueil\u00a0»',
      'Page «\u00a0Contact\u00a0»',
      'Contenu d’exemple à remplacer',
    ]);
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

  it('lists the sample content page by page, selects it, and drops what is edited', async () => {
    const sample = (e: EditorElement): EditorElement => ({
      ...e,
      properties: { ...e.properties, sample: true },
    });
    const phone = sample({
      ...createElement('text', 'tel', { x: 0, y: 300 }),
      content: '05\u00a035\u00a049\u00a065\u00a047',
      properties: { link: { kind: 'phone', number: '0535496547' } },
    });
    const street = sample({
      ...createElement('text', 'rue', { x: 0, y: 400 }),
      content: '12 rue de l’Exemple, 38000\u00a0Grenoble',
    });
    const words = sample({
      ...createElement('text', 'mots', { x: 0, y: 500 }),
      content: 'Bienvenue chez nous',
    });
    const hidden = sample({
      ...createElement('text', 'cache', { x: 0, y: 600 }),
      properties: { hidden: true, sample: true },
    });
    const picture = sample({
      ...createElement('image', 'photo', { x: 0, y: 200 }),
      properties: { alt: 'La devanture' },
    });
    const { user, store } = open(
      site([
        page('accueil', 'Accueil', [title('t1'), words, hidden]),
        page('contact', 'Contact', [title('t2'), picture, phone, street]),
      ]),
    );
    let dialog = await openCheck(user);
    const samples = within(dialog).getByRole('region', { name: 'Contenu d’exemple à remplacer' });
    expect(samples.textContent).toContain('4\u00a0contenus d’exemple');
    const lines = within(samples)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('button').getAttribute('aria-label'));
    expect(lines).toEqual([
      'Sélectionner\u00a0: Texte d’exemple «\u00a0Bienvenue chez nous\u00a0» (page Accueil)',
      'Sélectionner\u00a0: Image d’exemple «\u00a0La devanture\u00a0» (page Contact)',
      'Sélectionner\u00a0: Téléphone d’exemple «\u00a005\u00a035\u00a049\u00a065\u00a047\u00a0» (page Contact)',
      'Sélectionner\u00a0: Adresse d’exemple «\u00a012 rue de l’Exemple, 38000\u00a0Grenoble\u00a0» (page Contact)',
    ]);
    expect(
      within(samples)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Page «\u00a0Accueil\u00a0»', 'Page «\u00a0Contact\u00a0»']);

    await user.click(
      within(samples).getByRole('button', { name: /^Sélectionner\u00a0: Téléphone d’exemple/ }),
    );
    expect(selectCurrentPageId(store.getState())).toBe('contact');
    expect(selectSelectedId(store.getState())).toBe('tel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Edited while the dialog shows: it leaves the list; undone, it comes back.
    dialog = await openCheck(user);
    store.dispatch(elementUpdated({ id: 'tel', changes: { content: '04 76 12 34 56' } }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: /Téléphone d’exemple/ })).toBeNull(),
    );
    expect(dialog.textContent).toContain('3\u00a0contenus d’exemple');
    store.dispatch(undone());
    await within(dialog).findByRole('button', { name: /Téléphone d’exemple/ });
  });

  it('says when no sample content is left', async () => {
    const { user } = open(site([page('accueil', 'Accueil', [title('t1')])]));
    const dialog = await openCheck(user);
    const samples = within(dialog).getByRole('region', { name: 'Contenu d’exemple à remplacer' });
    expect(samples).toHaveTextContent('Aucun contenu d’exemple');
    expect(samples).toHaveTextContent(
      'Tous les textes, images et coordonnées du site sont les vôtres.',
    );
  });
});
