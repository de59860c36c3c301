import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../../../src/app/store';
import { LibraryPage } from '../../../../src/features/library/LibraryPage';
import { TemplateCard } from '../../../../src/features/library/TemplateCard';
import { generateTemplates as generate } from '../../../../src/features/templates/generateTemplates';
import { templateSrcDoc } from '../../../../src/document/render/templateSrcDoc';
import { generateTemplates } from '../../../../src/features/templates/templatesSlice';
import { renderWithProviders } from '../../../renderWithProviders';

jest.setTimeout(30000);

const templates = generate(50);
/** Two templates per category: enough for interactions, light to render in jsdom. */
const few = templates.slice(0, 14);

function readyStore(list = few) {
  const store = makeStore();
  store.dispatch(generateTemplates.fulfilled(list, 'test', undefined));
  return store;
}

function ShowLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderLibrary(path = '/templates', store = readyStore()) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/templates" element={<LibraryPage />} />
        <Route path="/editor/:templateId" element={<p>Éditeur ouvert</p>} />
      </Routes>
      <ShowLocation />
    </>,
    { path, store },
  );
}

const cards = () => screen.getAllByRole('article');

describe('LibraryPage', () => {
  it('shows the heading, the subtitle, the search field and the category select', () => {
    renderLibrary('/templates', readyStore(templates));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bibliothèque de Templates' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Plus de 900 templates professionnels/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Rechercher un template...')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue(
      'Tous les templates (50)',
    );
    expect(cards()).toHaveLength(50);
    expect(screen.getByRole('status')).toHaveTextContent('50 templates');
  });

  it('lists every category with its count', async () => {
    renderLibrary('/templates', readyStore(templates));
    const select = screen.getByRole('combobox', { name: 'Catégorie' });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Tous les templates (50)',
      'Business (8)',
      'Portfolio (7)',
      'Landing Page (7)',
      'Blog (7)',
      'E-commerce (7)',
      'Médical (7)',
      'Éducation (7)',
    ]);
    await userEvent.selectOptions(select, 'Éducation (7)');
    expect(cards()).toHaveLength(7);
    expect(cards().map((c) => within(c).getByText('Éducation'))).toHaveLength(7);
    expect(screen.getByTestId('location')).toHaveTextContent('/templates?categorie=education');
  });

  it('searches name and description as one types, accents or not, and writes ?q=', async () => {
    renderLibrary();
    await userEvent.type(screen.getByPlaceholderText('Rechercher un template...'), 'medical');
    const found = cards();
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(within(found[0]).getByRole('heading')).toHaveTextContent('Médical');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/templates?q=medical'),
    );
  });

  it('shows the empty state, whose button clears the filters', async () => {
    renderLibrary();
    await userEvent.type(screen.getByPlaceholderText('Rechercher un template...'), 'zzzz');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(
      await screen.findByRole('heading', { name: 'Aucun template trouvé' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Essayez de modifier vos critères de recherche ou de filtrage'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(cards()).toHaveLength(14);
    expect(screen.getByPlaceholderText('Rechercher un template...')).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/templates$/);
  });

  it('reads its filters from the address (a bookmark)', () => {
    renderLibrary('/templates?q=voyage&categorie=blog');
    expect(screen.getByPlaceholderText('Rechercher un template...')).toHaveValue('voyage');
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveDisplayValue('Blog (2)');
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Blog Voyage']);
  });

  it('shows skeleton cards while the templates are generated', async () => {
    const store = makeStore();
    store.dispatch(generateTemplates.pending('r', undefined));
    renderLibrary('/templates', store);
    // The page's states load on first use.
    expect((await screen.findByTestId('template-skeletons')).children).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des templates…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says so in French when generation fails, and « Réessayer » starts it again', async () => {
    const store = makeStore();
    store.dispatch(generateTemplates.rejected(new Error('boom'), 'r', undefined));
    renderLibrary('/templates', store);
    expect(await screen.findByText("Les templates n'ont pas pu être préparés")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(cards()).toHaveLength(50), { timeout: 20000 });
    expect(store.getState().templates.status).toBe('ready');
  });

  it('opens the preview dialog with the sandboxed page, and closes it', async () => {
    renderLibrary();
    const preview = within(cards()[1]).getByRole('button', { name: 'Aperçu' });
    await userEvent.click(preview);
    // The dialog's code loads on this first use.
    const dialog = await screen.findByRole('dialog', {
      name: /^Aperçu\s:\sPortfolio Minimaliste$/,
    });
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('');
    // The export's drawing of the template's elements (test/unit/features/templates/generateTemplates.test.ts).
    expect(frame.getAttribute('srcdoc')).toBe(templateSrcDoc(templates[1]));
    expect(frame.getAttribute('srcdoc')).toContain(templates[1].css);
    expect(frame).toHaveAttribute('title', "Page d'exemple du template Portfolio Minimaliste");
    expect(within(dialog).getByRole('link', { name: 'Utiliser ce template' })).toHaveAttribute(
      'href',
      '/editor/2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(preview).toHaveFocus();
  });

  it('« Utiliser » opens the editor on that template', async () => {
    renderLibrary();
    const link = within(cards()[6]).getByRole('link', { name: 'Utiliser' });
    expect(link).toHaveAttribute('href', '/editor/7');
    await userEvent.click(link);
    expect(screen.getByText('Éditeur ouvert')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/editor/7');
  });
});

describe('TemplateCard', () => {
  const premium = templates.find((t) => t.isPremium)!;
  const free = templates.find((t) => !t.isPremium)!;

  it('shows thumbnail, name, description, French rating with a star, category', () => {
    const t = { ...free, rating: 4.5 };
    renderWithProviders(<TemplateCard template={t} onPreview={() => {}} />);
    const card = screen.getByRole('article', { name: t.name });
    expect(
      within(card).getByRole('img', { name: `Miniature du template ${t.name}` }),
    ).toHaveAttribute('src', t.thumbnail);
    expect(within(card).getByRole('heading', { name: t.name })).toBeInTheDocument();
    expect(card).toHaveTextContent(t.description);
    expect(card).toHaveTextContent('Note : 4,5 sur 5');
    expect(card.querySelector('.tc-rating svg')).not.toBeNull();
    expect(card).toHaveTextContent('Business');
    expect(within(card).queryByText('Premium')).not.toBeInTheDocument();
  });

  it('shows the « Premium » badge only on premium templates', () => {
    renderWithProviders(<TemplateCard template={premium} onPreview={() => {}} />);
    expect(screen.getByText('Premium')).toBeInTheDocument();
  });

  it('has « Aperçu » (calls back with the id) and « Utiliser » (a link to the editor)', async () => {
    const onPreview = jest.fn();
    renderWithProviders(<TemplateCard template={templates[4]} onPreview={onPreview} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(onPreview).toHaveBeenCalledWith('5');
    expect(screen.getByRole('link', { name: 'Utiliser' })).toHaveAttribute('href', '/editor/5');
  });

  it('counts premium badges in the grid', () => {
    renderLibrary('/templates', readyStore(templates));
    expect(screen.getAllByText('Premium')).toHaveLength(
      templates.filter((t) => t.isPremium).length,
    );
  });
});
