import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import type { EditorElement, Link, SiteDocument } from '../../../../../../src/document/types';
import { EditorPage } from '../../../../../../src/features/editor/EditorPage';
import {
  documentLoaded,
  selectDocument,
  undone,
} from '../../../../../../src/features/editor/editorSlice';
import { addPage } from '../../../../../../src/features/editor/pageThunks';
import { renderWithProviders } from '../../../../../renderWithProviders';
import { setScreenWidth } from '../../editorTestUtils';

const nbsp = '\u00a0';
/** Texts compared with their no-break spaces (the default matcher turns them into spaces). */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

async function openEditor() {
  const user = userEvent.setup({ delay: null });
  const store = makeStore();
  const result = renderWithProviders(
    <Routes>
      <Route path="/editor" element={<EditorPage />} />
    </Routes>,
    { path: '/editor', store },
  );
  await screen.findByRole('region', { name: 'Zone de travail' });
  const site = () => selectDocument(store.getState());
  const past = () => store.getState().editor!.history.past.length;
  return { user, site, past, ...result };
}

const pagesPanel = () => screen.getByRole('region', { name: 'Pages' });

async function pageAction(user: ReturnType<typeof userEvent.setup>, page: string, action: string) {
  await user.click(
    within(pagesPanel()).getByRole('button', { name: `Actions de la page ${page}` }),
  );
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    // Pasted: typing hundreds of characters one by one would only slow the test.
    await user.click(field);
    await user.paste(text);
  }
}

jest.setTimeout(30_000);
beforeEach(() => setScreenWidth(1440));

describe('« Paramètres de la page »', () => {
  it('opens from the page menu, shows the default title, saves the whole dialog as one step', async () => {
    const { user, site, past, store } = await openEditor();
    act(() => {
      store.dispatch(addPage('Contact'));
    });
    const before = past();
    await pageAction(user, 'Contact', 'Paramètres de la page');
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres de la page' });
    expect(
      within(dialog).getByText(`Page «${nbsp}Contact${nbsp}», fichier contact.html`, exact),
    ).toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: 'Titre de la page' });
    expect(title).toHaveValue('');
    expect(title).toHaveAttribute('placeholder', 'Contact — Nouveau Projet');
    expect(title).toHaveFocus();
    expect(within(dialog).getByText(`0${nbsp}/${nbsp}200`, exact)).toBeInTheDocument();

    await user.type(title, 'Nous contacter');
    expect(within(dialog).getByText(`14${nbsp}/${nbsp}200`, exact)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'Écrivez-nous{Enter}ou passez nous voir.',
    );
    expect(within(dialog).getByText(/environ 150 à 160 caractères/)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Image de partage' }),
      'https://exemple.fr/boutique.jpg',
    );
    const noindex = within(dialog).getByRole('checkbox', { name: 'Ne pas indexer cette page' });
    expect(noindex).toHaveAccessibleDescription(/ne la proposeront pas/);
    await user.click(noindex);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(site().pages[1].seo).toEqual({
      title: 'Nous contacter',
      description: 'Écrivez-nous ou passez nous voir.',
      image: 'https://exemple.fr/boutique.jpg',
      noindex: true,
    });
    expect(past()).toBe(before + 1);
    act(() => {
      store.dispatch(undone());
    });
    expect(site().pages[1].seo).toEqual({ title: '', description: '', noindex: false });
  });

  it('« Annuler » forgets what was typed', async () => {
    const { user, site } = await openEditor();
    const before = site();
    await user.click(within(pagesPanel()).getByRole('button', { name: 'Paramètres de la page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres de la page' });
    // The Pages panel's button opens the page on the canvas: the home page, titled by the site.
    const title = within(dialog).getByRole('textbox', { name: 'Titre de la page' });
    expect(title).toHaveAttribute('placeholder', 'Nouveau Projet');
    await user.type(title, 'Autre titre');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(site()).toBe(before);

    // Opened again, it starts from the page as it is.
    await user.click(within(pagesPanel()).getByRole('button', { name: 'Paramètres de la page' }));
    const again = await screen.findByRole('dialog', { name: 'Paramètres de la page' });
    expect(within(again).getByRole('textbox', { name: 'Titre de la page' })).toHaveValue('');
  });

  it('names what is too long or refused, and « Enregistrer » then changes nothing', async () => {
    const { user, site, past } = await openEditor();
    const before = site();
    await user.click(within(pagesPanel()).getByRole('button', { name: 'Paramètres de la page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres de la page' });
    const title = within(dialog).getByRole('textbox', { name: 'Titre de la page' });
    await replace(user, title, 't'.repeat(212));
    expect(
      within(dialog).getByText(`Titre trop long${nbsp}: 212${nbsp}caractères, 200 au plus.`, exact),
    ).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await replace(user, description, 'd'.repeat(501));
    expect(
      within(dialog).getByText(
        `Description trop longue${nbsp}: 501${nbsp}caractères, 500 au plus.`,
        exact,
      ),
    ).toBeInTheDocument();
    const image = within(dialog).getByRole('textbox', { name: 'Image de partage' });
    await user.type(image, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByText(/^Image refusée/)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Rien n'a été enregistré/);
    expect(title).toHaveFocus();
    expect(site()).toBe(before);
    expect(past()).toBe(0);

    // Fixed, it saves.
    await replace(user, title, 't'.repeat(200));
    await replace(user, description, '');
    await replace(user, image, '');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(site().pages[0].seo.title).toHaveLength(200);
  });
});

describe('« Paramètres du site »', () => {
  const openSiteSettings = async (user: ReturnType<typeof userEvent.setup>) => {
    const bar = screen.getByRole('group', { name: "Barre d'outils de l'éditeur" });
    await user.click(within(bar).getByRole('button', { name: 'Paramètres du site' }));
    return screen.findByRole('dialog', { name: 'Paramètres du site' });
  };

  it('edits the name, shows the one language, the generated favicon, and saves the address', async () => {
    const { user, site, past } = await openEditor();
    const dialog = await openSiteSettings(user);
    const name = within(dialog).getByRole('textbox', { name: /^Nom du site/ });
    expect(name).toHaveValue('Nouveau Projet');
    const language = within(dialog).getByRole('combobox', { name: 'Langue' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Français']);
    expect(within(dialog).getByText(/en français seulement/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'Icône générée pour le site' }),
    ).toBeInTheDocument();

    await replace(user, name, 'Boulangerie Dupont');
    // The icon the export generates, for the name being typed.
    const icon = within(dialog).getByRole('img', { name: 'Icône générée pour le site' });
    expect(icon.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(icon.getAttribute('src')!)).toContain('>B</text>');
    const address = within(dialog).getByRole('textbox', { name: 'Adresse du site' });
    expect(address).toHaveAccessibleDescription(/liens canoniques et au plan du site/);
    await user.type(address, 'www.boulangerie-dupont.fr/');
    expect(
      within(dialog).getByText(
        `Enregistrée ainsi${nbsp}: https://www.boulangerie-dupont.fr`,
        exact,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(site().name).toBe('Boulangerie Dupont');
    expect(site().settings).toEqual({
      language: 'fr',
      siteUrl: 'https://www.boulangerie-dupont.fr',
    });
    expect(past()).toBe(1);
    // The top bar's name follows.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Boulangerie Dupont' }),
    ).toBeInTheDocument();
  });

  it('refuses a javascript: address, a bad favicon and a blank name, and stores nothing', async () => {
    const { user, site, past } = await openEditor();
    const before = site();
    const dialog = await openSiteSettings(user);
    const address = within(dialog).getByRole('textbox', { name: 'Adresse du site' });
    await user.type(address, 'javascript:alert(1)');
    const favicon = within(dialog).getByRole('textbox', { name: 'Favicon' });
    await user.type(favicon, 'favicon.png');
    expect(
      within(dialog).getByText(
        `Adresse refusée${nbsp}: seules les adresses web en http:// ou https:// conviennent.`,
        exact,
      ),
    ).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /^Nom du site/ });
    await user.clear(name);
    expect(within(dialog).getByText('Donnez un nom au site.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByText(/^Image refusée/)).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(site()).toBe(before);
    expect(past()).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(site()).toBe(before);
  });

  it('previews a favicon address and removes it when emptied', async () => {
    const { user, site } = await openEditor();
    let dialog = await openSiteSettings(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Favicon' }),
      'https://exemple.fr/icone.png',
    );
    expect(
      within(dialog).getByRole('img', { name: 'Aperçu de la favicon choisie' }),
    ).toHaveAttribute('src', 'https://exemple.fr/icone.png');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(site().settings.favicon).toBe('https://exemple.fr/icone.png');

    dialog = await openSiteSettings(user);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Favicon' }));
    expect(
      within(dialog).getByRole('img', { name: 'Icône générée pour le site' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(site().settings).toEqual({ language: 'fr' });
  });
});

describe('deleting a page other pages link to', () => {
  const linked = (id: string, link: Link): EditorElement => ({
    ...createElement('button', id),
    properties: { link },
  });

  it('says how many links lead to it and from which pages', async () => {
    const { user, site, store } = await openEditor();
    act(() => {
      store.dispatch(addPage('À propos'));
      store.dispatch(addPage('Contact'));
    });
    const [accueil, aPropos, contact] = site().pages;
    const document: SiteDocument = {
      ...site(),
      pages: [
        {
          ...accueil,
          elements: [
            linked('a1', { kind: 'page', pageId: aPropos.id }),
            linked('a2', { kind: 'anchor', pageId: aPropos.id, anchor: 'equipe' }),
          ],
        },
        { ...aPropos, elements: [linked('b1', { kind: 'page', pageId: contact.id })] },
        { ...contact, elements: [linked('c1', { kind: 'page', pageId: aPropos.id })] },
      ],
    };
    act(() => {
      store.dispatch(documentLoaded({ document }));
    });

    await pageAction(user, 'À propos', 'Supprimer');
    let confirm = await screen.findByRole('alertdialog');
    const warning = `3 liens mènent à cette page (Accueil, Contact). Ils ne mèneront plus nulle part${nbsp}; «${nbsp}Vérifier le site${nbsp}» les listera.`;
    expect(within(confirm).getByText(warning, exact)).toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining(warning));
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());

    await pageAction(user, 'Contact', 'Supprimer');
    confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText(
        `1 lien mène à cette page (À propos). Il ne mènera plus nulle part${nbsp}; «${nbsp}Vérifier le site${nbsp}» le listera.`,
        exact,
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());

    // No page links to the home page: the usual confirmation only.
    await pageAction(user, 'Accueil', 'Supprimer');
    confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).queryByText(/mènent à cette page|mène à cette page/)).toBeNull();
    expect(confirm).toHaveAccessibleDescription(/La page et ses éléments seront supprimés/);
  });
});
