import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import { defaultSiteStyles } from '../../../../../../src/document/siteStyles/siteStyles';
import type { EditorElement, SiteDocument } from '../../../../../../src/document/types';
import {
  documentLoaded,
  elementSelected,
  screenChanged,
  selectDocument,
  selectElements,
  selectionSet,
  textStyleChanged,
  undone,
} from '../../../../../../src/features/editor/editorSlice';
import { PropertiesPanel } from '../../../../../../src/features/editor/panels/properties/PropertiesPanel';
import { siteOf } from '../../editorTestUtils';

// The whole panel renders at each step: slow on a busy machine.
jest.setTimeout(180_000);

/** A site of `elements` with the default styles and one added colour, « Couleur 1 ». */
function site(elements: EditorElement[]): SiteDocument {
  const made = siteOf({ templateId: null, name: 'Atelier', elements });
  const styles = defaultSiteStyles();
  styles.colors.push({ id: 'c1', name: 'Couleur 1', value: '#0E7490' });
  return {
    ...made,
    styles,
    // Nothing bound to begin with, whatever was read from the elements.
    pages: made.pages.map((page) => ({ ...page, elements })),
  };
}

const text = (id: string, y = 0): EditorElement => ({
  ...createElement('text', id, { x: 0, y }),
  content: 'Nos pains',
});

function open(elements: EditorElement[], selected: string | string[]) {
  const user = userEvent.setup({ delay: null });
  const store = makeStore();
  store.dispatch(documentLoaded({ document: site(elements) }));
  if (Array.isArray(selected)) store.dispatch(selectionSet({ ids: selected }));
  else store.dispatch(elementSelected(selected));
  const { unmount } = render(
    <Provider store={store}>
      <PropertiesPanel />
    </Provider>,
  );
  const panel = screen.getByRole('region', { name: 'Propriétés' });
  const element = (id: string) => selectElements(store.getState()).find((e) => e.id === id)!;
  const past = () => store.getState().editor!.history.past.length;
  /** The swatches of a colour field, by the field's name. */
  const swatches = (field: string) =>
    within(panel).getByRole('group', { name: `${field}\u00a0: couleurs du site` });
  return { user, store, panel, element, past, swatches, unmount };
}

describe('« Couleurs du site » in a colour field', () => {
  it('offers the site’s colours by name, then « Personnalisée »; a swatch binds the field, which shows the colour’s name', async () => {
    const { user, element, past, swatches, panel } = open([text('t')], 't');
    const group = swatches('Couleur du texte');
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Principale',
      'Secondaire',
      'Accent',
      'Fond',
      'Fond alterné',
      'Texte',
      'Texte discret',
      'Couleur 1',
    ]);
    expect(within(group).queryByRole('button', { pressed: true })).toBeNull();
    // The colour input keeps its name alone (the groups are named apart).
    expect(within(panel).getByLabelText('Couleur du texte')).toHaveAttribute('type', 'color');
    expect(
      within(panel).getByRole('group', { name: 'Couleur du texte\u00a0: personnalisée' }),
    ).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Principale' }));
    expect(element('t').properties.colors).toEqual({ color: 'primary' });
    expect(element('t').styles.color).toBe('#3B82F6');
    expect(past()).toBe(1);
    const after = swatches('Couleur du texte');
    expect(within(after).getByRole('button', { name: 'Principale' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(after).getByRole('button', { name: 'Secondaire' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(after).toHaveAccessibleDescription('Principale');
    // The hex field shows the value the element now holds.
    expect(within(panel).getByRole('textbox', { name: 'Hex du texte' })).toHaveValue('#3B82F6');
    // Choosing the colour it follows again is no step.
    await user.click(within(after).getByRole('button', { name: 'Principale' }));
    expect(past()).toBe(1);

    await user.click(
      within(swatches('Couleur de fond')).getByRole('button', { name: 'Couleur 1' }),
    );
    expect(element('t').properties.colors).toEqual({
      color: 'primary',
      backgroundColor: 'c1',
    });
    expect(element('t').styles.backgroundColor).toBe('#0E7490');
    expect(swatches('Couleur de fond')).toHaveAccessibleDescription('Couleur 1');
  });

  it('is one stop of the Tab key; the arrows move among the swatches, Entrée chooses', async () => {
    const { user, element, swatches } = open([text('t')], 't');
    const buttons = within(swatches('Couleur du texte')).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    act(() => buttons[0].focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[buttons.length - 1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(element('t').properties.colors).toEqual({ color: 'c1' });
    // The tab stop is now the chosen colour.
    const again = within(swatches('Couleur du texte')).getAllByRole('button');
    expect(again.filter((b) => b.tabIndex === 0).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Couleur 1',
    ]);
  });

  it('a colour of one’s own (« Personnalisée ») unbinds the field; undo binds it again', async () => {
    const { user, store, element, panel, swatches } = open([text('t')], 't');
    await user.click(within(swatches('Couleur du texte')).getByRole('button', { name: 'Texte' }));
    expect(element('t').properties.colors).toEqual({ color: 'text' });
    const hex = within(panel).getByRole('textbox', { name: 'Hex du texte' });
    await user.clear(hex);
    // Pasted: one change, so one step whatever the time between keys.
    await user.paste('#123456');
    await user.tab();
    expect(element('t').styles.color).toBe('#123456');
    expect(element('t').properties.colors).toBeUndefined();
    const group = swatches('Couleur du texte');
    expect(within(group).queryByRole('button', { pressed: true })).toBeNull();
    expect(group).not.toHaveAccessibleDescription();
    act(() => {
      store.dispatch(undone());
    });
    expect(element('t').properties.colors).toEqual({ color: 'text' });
    expect(element('t').styles.color).toBe('#000000');
  });

  it('a transparent background is one’s own too', async () => {
    const { user, element, panel, swatches } = open([text('t')], 't');
    await user.click(within(swatches('Couleur de fond')).getByRole('button', { name: 'Fond' }));
    expect(element('t').properties.colors).toEqual({ backgroundColor: 'background' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Fond transparent' }));
    expect(element('t').styles.backgroundColor).toBe('transparent');
    expect(element('t').properties.colors).toBeUndefined();
  });

  it('binds a form’s button colour; a picture has no text colour to bind', async () => {
    const form = createElement('form', 'f', { x: 0, y: 0 });
    const image = createElement('image', 'i', { x: 0, y: 600 });
    const first = open([form, image], 'f');
    await first.user.click(
      within(first.swatches('Couleur du bouton')).getByRole('button', { name: 'Accent' }),
    );
    expect(first.element('f').properties.colors).toEqual({ accent: 'accent' });
    expect(first.element('f').properties.form?.accent).toBe('#F59E0B');
    expect(first.swatches('Couleur du bouton')).toHaveAccessibleDescription('Accent');
    first.unmount();

    const second = open([form, image], 'i');
    expect(
      within(second.panel).queryByRole('group', {
        name: 'Couleur du texte\u00a0: couleurs du site',
      }),
    ).toBeNull();
    await second.user.click(
      within(second.swatches('Couleur de fond')).getByRole('button', { name: 'Fond alterné' }),
    );
    expect(second.element('i').properties.colors).toEqual({ backgroundColor: 'backgroundAlt' });
  });
});

describe('« Couleurs du site » for several selected elements', () => {
  it('binds every selected element that has the field, in one step; shows the colour they share', async () => {
    const image = createElement('image', 'i', { x: 300, y: 0 });
    const { user, element, past, swatches, store } = open(
      [text('a'), text('b', 200), image],
      ['a', 'b', 'i'],
    );
    await user.click(
      within(
        await screen.findByRole('group', { name: 'Couleur de fond\u00a0: couleurs du site' }),
      ).getByRole('button', { name: 'Secondaire' }),
    );
    for (const id of ['a', 'b', 'i']) {
      expect(element(id).properties.colors).toEqual({ backgroundColor: 'secondary' });
      expect(element(id).styles.backgroundColor).toBe('#1E3A8A');
    }
    expect(past()).toBe(1);
    expect(
      within(swatches('Couleur de fond')).getByRole('button', { name: 'Secondaire' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(swatches('Couleur de fond')).toHaveAccessibleDescription('Secondaire');

    await user.click(within(swatches('Couleur du texte')).getByRole('button', { name: 'Accent' }));
    expect(element('a').properties.colors).toEqual({
      backgroundColor: 'secondary',
      color: 'accent',
    });
    expect(element('b').styles.color).toBe('#F59E0B');
    // A picture's text colour is of no use: it is left.
    expect(element('i').properties.colors).toEqual({ backgroundColor: 'secondary' });
    expect(past()).toBe(2);
    // Not all follow « Accent » for their text colour: no swatch pressed.
    expect(
      within(swatches('Couleur du texte')).queryByRole('button', { pressed: true }),
    ).toBeNull();
    act(() => {
      store.dispatch(undone());
    });
    expect(element('a').properties.colors).toEqual({ backgroundColor: 'secondary' });
  });
});

describe('« Style de texte »', () => {
  const bound = async () => {
    const opened = open([text('t')], 't');
    const select = within(opened.panel).getByRole('combobox', { name: 'Style de texte' });
    await opened.user.selectOptions(select, 'Titre 2');
    return { ...opened, select };
  };

  it('lists « Aucun » and the six styles; choosing one gives the text its values, one step', async () => {
    const { element, past, select, store, panel } = await bound();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aucun', 'Titre 1', 'Titre 2', 'Titre 3', 'Paragraphe', 'Petit texte', 'Bouton']);
    const h2 = selectDocument(store.getState()).styles.text.h2;
    expect(element('t').properties.textStyle).toBe('h2');
    expect(element('t').styles.fontSize).toBe(h2.sizes.desktop);
    expect(element('t').styles.fontWeight).toBe('bold');
    expect(past()).toBe(1);
    expect(select).toHaveValue('h2');
    expect(within(panel).queryByText('Modifié')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Revenir au style' })).toBeNull();
  });

  it('follows a change of its style; « Aucun » leaves it its values', async () => {
    const { element, store, user, select } = await bound();
    const h2 = selectDocument(store.getState()).styles.text.h2;
    act(() => {
      store.dispatch(
        textStyleChanged({ id: 'h2', style: { ...h2, sizes: { ...h2.sizes, desktop: 44 } } }),
      );
    });
    expect(element('t').styles.fontSize).toBe(44);
    expect(
      within(screen.getByRole('region', { name: 'Propriétés' })).getByRole('spinbutton', {
        name: 'Taille de police',
      }),
    ).toHaveValue(44);
    await user.selectOptions(select, 'Aucun');
    expect(element('t').properties.textStyle).toBeUndefined();
    expect(element('t').styles.fontSize).toBe(44);
  });

  it('a size of its own shows « Modifié » by the style and on the field; « Revenir au style » gives the style’s back', async () => {
    const { element, user, panel, store, select } = await bound();
    const size = within(panel).getByRole('spinbutton', { name: 'Taille de police' });
    await user.clear(size);
    await user.paste('40');
    await user.tab();
    expect(element('t').styles.fontSize).toBe(40);
    expect(element('t').properties.textStyle).toBe('h2');
    expect(within(panel).getByText('Modifié', { selector: '[data-style-mark] *' })).toBeVisible();
    expect(select).toHaveAccessibleDescription(/Différent du style\u00a0: taille sur Ordinateur/);
    expect(size).toHaveAccessibleDescription('Modifié');

    const past = store.getState().editor!.history.past.length;
    await user.click(within(panel).getByRole('button', { name: 'Revenir au style' }));
    const h2 = selectDocument(store.getState()).styles.text.h2;
    expect(element('t').styles.fontSize).toBe(h2.sizes.desktop);
    expect(store.getState().editor!.history.past.length).toBe(past + 1);
    expect(within(panel).queryByRole('button', { name: 'Revenir au style' })).toBeNull();
    expect(
      within(panel).getByRole('spinbutton', { name: 'Taille de police' }),
    ).not.toHaveAccessibleDescription();
  });

  it('a size of its own on Tablette shows « Modifié » too', async () => {
    const { store, panel } = await bound();
    act(() => {
      store.dispatch(screenChanged('tablet'));
    });
    const size = within(panel).getByRole('spinbutton', { name: 'Taille de police' });
    const user = userEvent.setup({ delay: null });
    await user.click(size);
    await user.paste('30');
    await user.tab();
    expect(
      within(panel).getByRole('combobox', { name: 'Style de texte' }),
    ).toHaveAccessibleDescription(/taille sur Tablette/);
    await user.click(within(panel).getByRole('button', { name: 'Revenir au style' }));
    expect(selectElements(store.getState())[0].overrides?.tablet?.fontSize).toBeUndefined();
  });

  it('a button takes a style; a picture, a menu and a form have none', async () => {
    const button = createElement('button', 'b', { x: 0, y: 0 });
    const first = open([button], 'b');
    await first.user.selectOptions(
      within(first.panel).getByRole('combobox', { name: 'Style de texte' }),
      'Bouton',
    );
    expect(first.element('b').properties.textStyle).toBe('button');
    first.unmount();
    for (const type of ['image', 'menu', 'form'] as const) {
      const { panel, unmount } = open([createElement(type, 'x', { x: 0, y: 0 })], 'x');
      expect(within(panel).queryByRole('combobox', { name: 'Style de texte' })).toBeNull();
      unmount();
    }
  });
});

describe('« Majuscules »', () => {
  it('toggles capitals on a text, one step each way; on a bound text, capitals of its own are « Modifié »', async () => {
    const { user, panel, element, past } = open([text('t')], 't');
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Style de texte' }),
      'Paragraphe',
    );
    const capitals = within(panel).getByRole('switch', { name: 'Majuscules' });
    expect(capitals).not.toBeChecked();
    await user.click(capitals);
    expect(element('t').properties.uppercase).toBe(true);
    expect(past()).toBe(2);
    expect(within(panel).getByRole('switch', { name: 'Majuscules' })).toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Majuscules' })).toHaveAccessibleDescription(
      'Modifié',
    );
    expect(
      within(panel).getByRole('combobox', { name: 'Style de texte' }),
    ).toHaveAccessibleDescription(/majuscules/);
    await user.click(within(panel).getByRole('switch', { name: 'Majuscules' }));
    expect(element('t').properties.uppercase).toBeUndefined();
    expect(past()).toBe(3);
    expect(within(panel).queryByRole('button', { name: 'Revenir au style' })).toBeNull();
  });

  it('shows on a button and a menu, not on a form', async () => {
    for (const type of ['button', 'menu'] as const) {
      const { panel, user, element, unmount } = open(
        [createElement(type, 'x', { x: 0, y: 0 })],
        'x',
      );
      await user.click(within(panel).getByRole('switch', { name: 'Majuscules' }));
      expect(element('x').properties.uppercase).toBe(true);
      unmount();
    }
    const { panel } = open([createElement('form', 'f', { x: 0, y: 0 })], 'f');
    expect(within(panel).queryByRole('switch', { name: 'Majuscules' })).toBeNull();
  });
});
