import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import { createPage, createSite } from '../../../../../../src/document/site';
import type { EditorElement, SiteDocument } from '../../../../../../src/document/types';
import { PropertiesPanel } from '../../../../../../src/features/editor/panels/properties/PropertiesPanel';
import {
  documentLoaded,
  elementSelected,
  elementsDuplicated,
  selectCanUndo,
  selectElements,
  undone,
} from '../../../../../../src/features/editor/editorSlice';
import { updateElement } from '../../../../../../src/features/editor/model/updateElement';

const nbsp = '\u00a0';

/** Accueil (holding `elements`), then Contact with a section « formulaire ». */
function site(elements: EditorElement[]): SiteDocument {
  const home = createSite({ name: 'Le Fournil', homePageId: 'accueil', elements });
  const form = { ...createElement('container', 'form'), properties: { anchor: 'formulaire' } };
  return { ...home, pages: [...home.pages, createPage('contact', 'Contact', ['accueil'], [form])] };
}

function setUp(element: EditorElement, others: EditorElement[] = []) {
  const store = makeStore();
  store.dispatch(documentLoaded({ document: site([element, ...others]) }));
  store.dispatch(elementSelected(element.id));
  render(
    <Provider store={store}>
      <PropertiesPanel />
    </Provider>,
  );
  const panel = screen.getByRole('region', { name: 'Propriétés' });
  const section = within(panel).getByRole('region', { name: 'Lien' });
  const properties = () => selectElements(store.getState())[0].properties;
  return { store, panel, section, properties, user: userEvent.setup({ delay: null }) };
}

describe('the element model: links and anchors', () => {
  const page = (elements: EditorElement[]) => ({ elements });
  const button = createElement('button', 'b');

  it('sets, changes and removes a link; the same link is no change', () => {
    const before = page([button]);
    const linked = updateElement(before, 'b', { link: { kind: 'page', pageId: 'contact' } });
    expect(linked.elements[0].properties.link).toEqual({ kind: 'page', pageId: 'contact' });
    expect(updateElement(linked, 'b', { link: { kind: 'page', pageId: 'contact' } })).toBe(linked);
    expect(updateElement(linked, 'b', { link: null }).elements[0].properties).toEqual({});
  });

  it('refuses an unsafe address, an odd shape, or a link on a container, header or menu', () => {
    const before = page([button, createElement('container', 'c'), createElement('menu', 'm')]);
    for (const link of [
      { kind: 'url', href: 'javascript:alert(1)' },
      { kind: 'url', href: 'data:text/html,x' },
      { kind: 'email', address: 'pas une adresse' },
      { kind: 'phone', number: 'x' },
      { kind: 'page' },
      { kind: 'page', pageId: 'contact', onclick: 'x' },
    ]) {
      expect(updateElement(before, 'b', { link: link as never })).toBe(before);
    }
    expect(updateElement(before, 'c', { link: { kind: 'page', pageId: 'p' } })).toBe(before);
    expect(updateElement(before, 'm', { link: { kind: 'page', pageId: 'p' } })).toBe(before);
  });

  it('gives any element an anchor, unique on its page, a slug', () => {
    const before = page([button, createElement('container', 'c')]);
    const anchored = updateElement(before, 'c', { anchor: 'services' });
    expect(anchored.elements[1].properties.anchor).toBe('services');
    expect(updateElement(anchored, 'b', { anchor: 'services' })).toBe(anchored);
    expect(updateElement(anchored, 'b', { anchor: 'Nos services' })).toBe(anchored);
    expect(updateElement(anchored, 'c', { anchor: null }).elements[1].properties).toEqual({});
  });

  it('a duplicate keeps the link and the level, not the anchor', () => {
    const store = makeStore();
    const text: EditorElement = {
      ...createElement('text', 't'),
      properties: { level: 'h2', anchor: 'haut', link: { kind: 'page', pageId: 'contact' } },
    };
    store.dispatch(documentLoaded({ document: site([text]) }));
    store.dispatch(elementsDuplicated(['t']));
    const [, copy] = selectElements(store.getState());
    expect(copy.properties).toEqual({ level: 'h2', link: { kind: 'page', pageId: 'contact' } });
  });
});

describe('« Lien » in Propriétés', () => {
  it('offers the six kinds of link, and a page of the site, one undo step', async () => {
    const { section, properties, store, user } = setUp(createElement('button', 'b'));
    const kind = within(section).getByRole('combobox', { name: 'Type de lien' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Aucun',
      'Page du site',
      "Section d'une page",
      'Adresse web',
      'E-mail',
      'Téléphone',
    ]);
    expect(selectCanUndo(store.getState())).toBe(false);
    await user.selectOptions(kind, 'Page du site');
    expect(properties().link).toEqual({ kind: 'page', pageId: 'contact' });
    const pageField = within(section).getByRole('combobox', { name: 'Page' });
    await user.selectOptions(pageField, 'Accueil');
    expect(properties().link).toEqual({ kind: 'page', pageId: 'accueil' });
    await user.click(
      within(section).getByRole('checkbox', { name: 'Ouvrir dans un nouvel onglet' }),
    );
    expect(properties().link).toEqual({ kind: 'page', pageId: 'accueil', newTab: true });
    store.dispatch(undone());
    expect(properties().link).toEqual({ kind: 'page', pageId: 'accueil' });
    await user.selectOptions(kind, 'Aucun');
    expect(properties().link).toBeUndefined();
  });

  it('links to a section of a page by its anchor', async () => {
    const { section, properties, user } = setUp(createElement('text', 't'));
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Type de lien' }),
      "Section d'une page",
    );
    expect(properties().link).toEqual({ kind: 'anchor', pageId: 'contact', anchor: 'formulaire' });
    expect(
      within(section).getByRole('combobox', { name: 'Section' }).querySelector('option')
        ?.textContent,
    ).toBe(`#formulaire (Container${nbsp}: vide)`);
    // A page without any anchor says how to make one.
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Page de la section' }),
      'Accueil',
    );
    expect(within(section).getByRole('status')).toHaveTextContent('Aucune section sur cette page');
  });

  it('refuses a javascript: address with « Adresse refusée », the link unchanged', async () => {
    const { section, properties, user } = setUp(createElement('button', 'b'));
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Type de lien' }),
      'Adresse web',
    );
    const field = within(section).getByRole('textbox', { name: 'Adresse web' });
    await user.type(field, 'javascript:alert(1){Enter}');
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Adresse refusée : « javascript:alert(1) »',
    );
    expect(properties().link).toBeUndefined();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'www.fournil.fr');
    await user.tab();
    expect(properties().link).toEqual({ kind: 'url', href: 'https://www.fournil.fr/' });
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('refuses an e-mail or a phone number that cannot be one', async () => {
    const { section, properties, user } = setUp(createElement('text', 't'));
    const kind = within(section).getByRole('combobox', { name: 'Type de lien' });
    await user.selectOptions(kind, 'E-mail');
    const email = within(section).getByRole('textbox', { name: 'Adresse e-mail' });
    await user.type(email, 'bonjour@{Enter}');
    expect(within(section).getByRole('alert')).toHaveTextContent('Adresse e-mail refusée');
    expect(properties().link).toBeUndefined();
    await user.clear(email);
    await user.type(email, 'bonjour@fournil.fr{Enter}');
    expect(properties().link).toEqual({ kind: 'email', address: 'bonjour@fournil.fr' });
    await user.selectOptions(kind, 'Téléphone');
    const phone = within(section).getByRole('textbox', { name: 'Numéro de téléphone' });
    await user.type(phone, 'appelez{Enter}');
    expect(within(section).getByRole('alert')).toHaveTextContent('Numéro refusé');
    expect(properties().link).toEqual({ kind: 'email', address: 'bonjour@fournil.fr' });
  });

  it('« Ancre » makes a slug of what is typed and refuses one already on the page', async () => {
    const other = { ...createElement('text', 'o'), properties: { anchor: 'contact' } };
    const { section, properties, user } = setUp(createElement('button', 'b'), [other]);
    const anchor = within(section).getByRole('textbox', { name: 'Ancre' });
    await user.type(anchor, 'Nos Services{Enter}');
    expect(properties().anchor).toBe('nos-services');
    expect(within(section).getByText('Adresse de la section : #nos-services')).toBeVisible();
    await user.clear(anchor);
    await user.type(anchor, 'contact{Enter}');
    expect(within(section).getByRole('alert')).toHaveTextContent('Ancre déjà utilisée');
    expect(properties().anchor).toBe('nos-services');
  });

  it('a menu has no « Lien » but an « Ancre », and says what it lists', () => {
    const store = makeStore();
    store.dispatch(documentLoaded({ document: site([createElement('menu', 'm')]) }));
    store.dispatch(elementSelected('m'));
    render(
      <Provider store={store}>
        <PropertiesPanel />
      </Provider>,
    );
    const panel = screen.getByRole('region', { name: 'Propriétés' });
    expect(within(panel).queryByRole('region', { name: 'Lien' })).toBeNull();
    expect(within(panel).getByRole('textbox', { name: 'Ancre' })).toBeVisible();
    expect(within(panel).getByText(/liste les pages du site/)).toBeVisible();
    expect(within(panel).queryByRole('textbox', { name: 'Contenu' })).toBeNull();
  });
});

describe('« Texte alternatif » of a picture', () => {
  it('is typed in Propriétés, or « Image décorative » (an empty alt), and exported', async () => {
    const store = makeStore();
    store.dispatch(documentLoaded({ document: site([createElement('image', 'i')]) }));
    store.dispatch(elementSelected('i'));
    render(
      <Provider store={store}>
        <PropertiesPanel />
      </Provider>,
    );
    const user = userEvent.setup({ delay: null });
    const panel = screen.getByRole('region', { name: 'Propriétés' });
    const alt = () => selectElements(store.getState())[0].properties.alt;
    expect(alt()).toBeUndefined();
    // One typing session, however slow the machine: its keys within the typing pause.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    await user.type(within(panel).getByRole('textbox', { name: 'Texte alternatif' }), 'Un pain');
    await user.tab();
    clock.mockRestore();
    expect(alt()).toBe('Un pain');
    // One undo step for the typing.
    store.dispatch(undone());
    expect(alt()).toBeUndefined();
    await user.click(within(panel).getByRole('checkbox', { name: 'Image décorative' }));
    expect(alt()).toBe('');
    expect(within(panel).getByRole('textbox', { name: 'Texte alternatif' })).toBeDisabled();
    // A text or a button takes no alternative text.
    const before = { elements: [createElement('text', 't')] };
    expect(updateElement(before, 't', { alt: 'x' })).toBe(before);
  });
});
