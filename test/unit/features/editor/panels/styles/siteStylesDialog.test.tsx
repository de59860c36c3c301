import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import { createPage, createSite } from '../../../../../../src/document/site';
import {
  addSiteColor,
  findColor,
  setSiteColor,
  withColorBinding,
  withTextStyleBinding,
} from '../../../../../../src/document/siteStyles/siteStyles';
import type { EditorElement, SiteDocument } from '../../../../../../src/document/types';
import { EditorPage } from '../../../../../../src/features/editor/EditorPage';
import {
  documentLoaded,
  selectDocument,
  undone,
} from '../../../../../../src/features/editor/editorSlice';
import { renderWithProviders } from '../../../../../renderWithProviders';
import { setScreenWidth } from '../../editorTestUtils';

// Generous: the machine running the suite may be busy (MUI renders many fields here).
jest.setTimeout(90_000);

/** A two-page site: a button on « Principale » on each page, a « Titre 2 », a text in « Bordeaux ». */
function bakerySite(): SiteDocument {
  let site = createSite({ name: 'Le Fournil', homePageId: 'accueil' });
  // A primary colour white text reads on, so only what a test changes is flagged.
  site = setSiteColor(site, 'primary', '#1E40AF');
  const added = addSiteColor(site, 'Bordeaux', '#7F1D1D')!;
  site = added.site;
  const color = (id: string) => findColor(site.styles, id)!;
  const button = (id: string): EditorElement => {
    const element = createElement('button', id);
    const white = { ...element, styles: { ...element.styles, color: '#FFFFFF' } };
    return withColorBinding(white, 'backgroundColor', color('primary'));
  };
  const title = withTextStyleBinding(
    { ...createElement('text', 'titre'), properties: { level: 'h2' } },
    'h2',
    site.styles,
  );
  const wine = withColorBinding(createElement('text', 'vin'), 'color', color(added.id));
  const home = { ...site.pages[0], elements: [button('bouton-accueil'), title, wine] };
  const contact = createPage('contact', 'Contact', [home.slug], [button('bouton-contact')]);
  return { ...site, pages: [home, contact] };
}

async function openEditor(width = 1440) {
  setScreenWidth(width);
  const user = userEvent.setup({ delay: null });
  const store = makeStore();
  renderWithProviders(
    <Routes>
      <Route path="/editor" element={<EditorPage />} />
    </Routes>,
    { path: '/editor', store },
  );
  await screen.findByRole('region', { name: 'Zone de travail' });
  act(() => {
    store.dispatch(documentLoaded({ document: bakerySite() }));
  });
  const site = () => selectDocument(store.getState());
  const past = () => store.getState().editor!.history.past.length;
  const element = (pageId: string, id: string) =>
    site()
      .pages.find((page) => page.id === pageId)!
      .elements.find((e) => e.id === id)!;
  return { user, store, site, past, element };
}

async function openStyles(user: ReturnType<typeof userEvent.setup>) {
  const bar = screen.getByRole('group', { name: "Barre d'outils de l'éditeur" });
  await user.click(within(bar).getByRole('button', { name: 'Styles du site' }));
  return screen.findByRole('dialog', { name: 'Styles du site' });
}

describe('« Styles du site »', () => {
  it('opens from the top bar with its three tabs, « Couleurs » first, roles then added colours', async () => {
    const { user } = await openEditor();
    const dialog = await openStyles(user);
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Couleurs', 'Styles de texte', 'Thèmes']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const pickers = within(dialog)
      .getAllByLabelText(/^Couleur /)
      .filter((input) => input.getAttribute('type') === 'color');
    expect(pickers.map((input) => input.getAttribute('aria-label'))).toEqual([
      'Couleur Principale',
      'Couleur Secondaire',
      'Couleur Accent',
      'Couleur Fond',
      'Couleur Fond alterné',
      'Couleur Texte',
      'Couleur Texte discret',
      'Couleur Bordeaux',
    ]);
    expect(
      within(dialog).getByRole('textbox', { name: 'Code hexadécimal de Principale' }),
    ).toHaveValue('#1E40AF');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Styles du site' })).not.toBeInTheDocument(),
    );
  });

  it('changes « Principale »: the buttons of every page follow, in one undo step', async () => {
    const { user, store, past, element } = await openEditor();
    const dialog = await openStyles(user);
    const hex = within(dialog).getByRole('textbox', { name: 'Code hexadécimal de Principale' });
    const before = past();
    await user.clear(hex);
    await user.type(hex, '#0e7490');
    expect(element('accueil', 'bouton-accueil').styles.backgroundColor).toBe('#0E7490');
    expect(element('contact', 'bouton-contact').styles.backgroundColor).toBe('#0E7490');
    // Typed in one focus of the field: one step, whatever the keystrokes.
    expect(past()).toBe(before + 1);
    expect(within(dialog).getByLabelText('Couleur Principale')).toHaveValue('#0e7490');
    await user.tab();
    act(() => {
      store.dispatch(undone());
    });
    expect(element('accueil', 'bouton-accueil').styles.backgroundColor).toBe('#1E40AF');
    expect(element('contact', 'bouton-contact').styles.backgroundColor).toBe('#1E40AF');
    expect(hex).toHaveValue('#1E40AF');
  });

  it('takes the picker’s colour as well', async () => {
    const { user, element, past } = await openEditor();
    const dialog = await openStyles(user);
    const before = past();
    fireEvent.change(within(dialog).getByLabelText('Couleur Principale'), {
      target: { value: '#112233' },
    });
    expect(element('contact', 'bouton-contact').styles.backgroundColor).toBe('#112233');
    expect(past()).toBe(before + 1);
  });

  it('refuses what is not a colour, says why in French and changes nothing', async () => {
    const { user, site } = await openEditor();
    const dialog = await openStyles(user);
    const hex = within(dialog).getByRole('textbox', { name: 'Code hexadécimal de Texte' });
    const before = site();
    await user.clear(hex);
    await user.type(hex, 'bleu');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Ce n’est pas une couleur/);
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(site()).toBe(before);
    // The field shows the colour kept, the message stays until a colour is typed.
    expect(hex).toHaveValue('#000000');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /La couleur actuelle est conservée/,
    );
    // A short form is a colour, applied when the field is left.
    await user.clear(hex);
    await user.type(hex, '#333{Enter}');
    expect(findColor(site().styles, 'text')!.value).toBe('#333333');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a colour, refuses an empty or taken name, renames it', async () => {
    const { user, site, past } = await openEditor();
    const dialog = await openStyles(user);
    const name = within(dialog).getByRole('textbox', { name: 'Nom de la nouvelle couleur' });
    const add = within(dialog).getByRole('button', { name: 'Ajouter une couleur' });
    const before = site();
    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Donnez un nom à la couleur.');
    await user.type(name, 'principale');
    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Une autre couleur du site porte déjà ce nom.',
    );
    expect(site()).toBe(before);
    expect(within(dialog).getByText('1 couleur ajoutée sur 12')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Sable');
    fireEvent.change(within(dialog).getByLabelText('Nouvelle couleur'), {
      target: { value: '#e7d3a1' },
    });
    const steps = past();
    await user.click(add);
    expect(past()).toBe(steps + 1);
    expect(site().styles.colors.at(-1)).toEqual({ id: 'c2', name: 'Sable', value: '#E7D3A1' });
    expect(within(dialog).getByLabelText('Couleur Sable')).toHaveValue('#e7d3a1');
    expect(within(dialog).getByText('2 couleurs ajoutées sur 12')).toBeInTheDocument();

    const rename = within(dialog).getByRole('textbox', { name: 'Nom de Sable' });
    await user.clear(rename);
    await user.type(rename, 'Bordeaux{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Une autre couleur du site porte déjà ce nom.',
    );
    expect(findColor(site().styles, 'c2')!.name).toBe('Sable');
    await user.clear(rename);
    await user.type(rename, 'Blé{Enter}');
    expect(findColor(site().styles, 'c2')!.name).toBe('Blé');
    expect(within(dialog).getByRole('textbox', { name: 'Nom de Blé' })).toBeInTheDocument();
  });

  it('deletes a colour in use after « Remplacer par… », in one undo step', async () => {
    const { user, store, site, past, element } = await openEditor();
    const dialog = await openStyles(user);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer Bordeaux' }));
    const ask = await screen.findByRole('dialog', { name: /^Supprimer «\u00a0Bordeaux\u00a0»/ });
    expect(ask).toHaveTextContent('Cette couleur est utilisée une fois dans le site.');
    const replaceBy = within(ask).getByRole('combobox', { name: 'Remplacer par…' });
    // The nearest colour of the site comes first.
    expect(replaceBy).toHaveValue('textMuted');
    await user.selectOptions(replaceBy, 'secondary');
    const before = past();
    await user.click(within(ask).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Supprimer/ })).not.toBeInTheDocument(),
    );
    expect(findColor(site().styles, 'c1')).toBeUndefined();
    const wine = element('accueil', 'vin');
    expect(wine.properties.colors).toEqual({ color: 'secondary' });
    expect(wine.styles.color).toBe(findColor(site().styles, 'secondary')!.value);
    expect(past()).toBe(before + 1);
    act(() => {
      store.dispatch(undone());
    });
    expect(element('accueil', 'vin').properties.colors).toEqual({ color: 'c1' });
    expect(within(dialog).getByLabelText('Couleur Bordeaux')).toBeInTheDocument();
  });

  it('deletes an unused colour at once; « Annuler » keeps a used one', async () => {
    const { user, site } = await openEditor();
    const dialog = await openStyles(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nom de la nouvelle couleur' }),
      'Sable{Enter}',
    );
    expect(findColor(site().styles, 'c2')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer Sable' }));
    expect(findColor(site().styles, 'c2')).toBeUndefined();
    expect(screen.queryByRole('dialog', { name: /^Supprimer/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Supprimer Bordeaux' }));
    const ask = await screen.findByRole('dialog', { name: /^Supprimer/ });
    await user.click(within(ask).getByRole('button', { name: 'Annuler' }));
    expect(findColor(site().styles, 'c1')).toBeDefined();
  });

  it('warns when « Texte » reads badly and applies the nearest colour that reads', async () => {
    const { user, site, past } = await openEditor();
    const dialog = await openStyles(user);
    expect(within(dialog).getByText(/Les textes de base se lisent bien/)).toBeInTheDocument();
    const hex = within(dialog).getByRole('textbox', { name: 'Code hexadécimal de Texte' });
    await user.clear(hex);
    await user.type(hex, '#999999');
    await user.tab();
    const warnings = within(dialog).getAllByText(/contraste de [\d,]+:1, moins/);
    expect(warnings.map((w) => w.textContent)).toEqual([
      '«\u00a0Texte\u00a0» sur «\u00a0Fond\u00a0»\u00a0: contraste de 2,8:1, moins que les 4,5:1 qu’il faut pour bien lire.',
      '«\u00a0Texte\u00a0» sur «\u00a0Fond alterné\u00a0»\u00a0: contraste de 2,5:1, moins que les 4,5:1 qu’il faut pour bien lire.',
    ]);
    const before = past();
    await user.click(within(dialog).getByRole('button', { name: 'Donner #767676 à Texte' }));
    expect(findColor(site().styles, 'text')!.value).toBe('#767676');
    expect(past()).toBe(before + 1);
    // Still too light on « Fond alterné »: a darker one is proposed there.
    expect(within(dialog).getAllByText(/contraste de [\d,]+:1, moins/)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: /^Donner #[0-9A-F]{6} à Texte$/ }));
    expect(within(dialog).queryAllByText(/contraste de [\d,]+:1, moins/)).toHaveLength(0);
  });

  it('warns about the buttons’ text on « Principale » and proposes a darker « Principale »', async () => {
    const { user, site } = await openEditor();
    const dialog = await openStyles(user);
    fireEvent.change(within(dialog).getByLabelText('Couleur Principale'), {
      target: { value: '#60a5fa' },
    });
    expect(
      within(dialog).getByText(/^« Texte des boutons » sur « Principale » : contraste de 2,5:1/),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: /^Donner #[0-9A-F]{6} à Principale$/ }),
    );
    const primary = findColor(site().styles, 'primary')!.value;
    expect(primary).not.toBe('#60A5FA');
    expect(within(dialog).getByText(/Les textes de base se lisent bien/)).toBeInTheDocument();
  });

  it('changes a text style: the bound text follows, one step; a refused size changes nothing', async () => {
    const { user, site, past, element } = await openEditor();
    const dialog = await openStyles(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Styles de texte' }));
    const h2 = within(dialog).getByRole('group', { name: 'Titre 2' });
    const desktop = within(h2).getByRole('textbox', { name: 'Ordinateur' });
    expect(desktop).toHaveValue(String(site().styles.text.h2.sizes.desktop));
    const before = past();
    await user.clear(desktop);
    await user.type(desktop, '44{Enter}');
    expect(site().styles.text.h2.sizes.desktop).toBe(44);
    expect(element('accueil', 'titre').styles.fontSize).toBe(44);
    expect(past()).toBe(before + 1);
    // The sample shows the style.
    expect(h2.querySelector('[data-sample="h2"]')).toHaveStyle({ fontSize: '44px' });

    const refusedBefore = site();
    await user.clear(desktop);
    await user.type(desktop, 'x');
    await user.tab();
    expect(within(h2).getByRole('alert')).toHaveTextContent(/^Une taille de 1 à 1\s000\spx\.$/);
    expect(site()).toBe(refusedBefore);

    await user.click(within(h2).getByRole('switch', { name: 'Majuscules' }));
    expect(site().styles.text.h2.uppercase).toBe(true);
    expect(element('accueil', 'titre').properties.uppercase).toBe(true);
    await user.selectOptions(within(h2).getByRole('combobox', { name: 'Graisse' }), 'light');
    expect(site().styles.text.h2.weight).toBe('light');
    expect(element('accueil', 'titre').styles.fontWeight).toBe('light');
    expect(past()).toBe(before + 3);
  });

  it('opens from « Paramètres du site », over it', async () => {
    const { user } = await openEditor();
    const bar = screen.getByRole('group', { name: "Barre d'outils de l'éditeur" });
    await user.click(within(bar).getByRole('button', { name: 'Paramètres du site' }));
    const settings = await screen.findByRole('dialog', { name: 'Paramètres du site' });
    await user.click(within(settings).getByRole('button', { name: 'Styles du site' }));
    const styles = await screen.findByRole('dialog', { name: 'Styles du site' });
    await user.click(within(styles).getByRole('button', { name: 'Fermer' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Styles du site' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Paramètres du site' })).toBeInTheDocument();
  });

  it('takes the whole screen of a phone', async () => {
    const { user } = await openEditor(390);
    const dialog = await openStyles(user);
    expect(dialog.closest('.MuiDialog-paper') ?? dialog).toHaveClass('MuiDialog-paperFullScreen');
  });
});
