import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import { createSite } from '../../../../../../src/document/site';
import type { EditorElement, FormSettings } from '../../../../../../src/document/types';
import { PropertiesPanel } from '../../../../../../src/features/editor/panels/properties/PropertiesPanel';
import {
  documentLoaded,
  elementSelected,
  selectCanUndo,
  selectElements,
  undone,
} from '../../../../../../src/features/editor/editorSlice';
import { updateElement } from '../../../../../../src/features/editor/model/updateElement';

/** « Formulaire » in « Propriétés »: fields, destination, refusals, one undo step per change. */

const nbsp = '\u00a0';

function setUp(element: EditorElement = createElement('form', 'f')) {
  const store = makeStore();
  const site = createSite({ name: 'Le Fournil', homePageId: 'accueil', elements: [element] });
  store.dispatch(documentLoaded({ document: site }));
  store.dispatch(elementSelected(element.id));
  render(
    <Provider store={store}>
      <PropertiesPanel />
    </Provider>,
  );
  const panel = screen.getByRole('region', { name: 'Propriétés' });
  const section = within(panel).getByRole('region', { name: 'Formulaire' });
  const form = () => selectElements(store.getState())[0].properties.form!;
  const undo = () => act(() => void store.dispatch(undone()));
  return { store, section, form, undo, user: userEvent.setup({ delay: null }) };
}

describe('the element model: a form', () => {
  const page = (elements: EditorElement[]) => ({ elements });
  const element = createElement('form', 'f');
  const form = element.properties.form!;

  it('takes a valid form whole; an invalid one, or the same one, changes nothing', () => {
    const before = page([element]);
    const fields = [...form.fields].reverse();
    const after = updateElement(before, 'f', { form: { ...form, fields } });
    expect(after.elements[0].properties.form!.fields.map((f) => f.id)).toEqual([
      'consentement',
      'message',
      'telephone',
      'email',
      'nom',
    ]);
    expect(updateElement(after, 'f', { form: { ...form, fields } })).toBe(after);
    const bad: unknown[] = [
      { ...form, destination: { kind: 'web', url: 'http://exemple.fr/f' } },
      { ...form, destination: { kind: 'email', address: 'x', subject: '' } },
      { ...form, fields: [form.fields[0], form.fields[0]] },
      { fields: 'nom' },
    ];
    for (const value of bad) {
      expect(updateElement(before, 'f', { form: value as FormSettings })).toBe(before);
    }
    // Only a form takes one.
    const text = page([createElement('text', 't')]);
    expect(updateElement(text, 't', { form })).toBe(text);
  });

  it('writes an empty label as its kind, and grows the box when the fields need it', () => {
    const small = { ...element, styles: { ...element.styles, size: { width: 480, height: 100 } } };
    const fields = form.fields.map((f, i) => (i === 0 ? { ...f, label: ' ' } : f));
    const after = updateElement(page([small]), 'f', { form: { ...form, fields } }).elements[0];
    expect(after.properties.form!.fields[0].label).toBe('Nom');
    expect(after.styles.size.height).toBe(element.styles.size.height);
  });
});

describe('« Formulaire » in the properties panel', () => {
  it('shows each field with its label, type, « Obligatoire », moves and deletion', () => {
    const { section } = setUp();
    const fields = within(section).getAllByRole('group', { name: /^Champ \d/ });
    expect(fields).toHaveLength(5);
    const first = within(fields[0]);
    expect(first.getByLabelText('Libellé')).toHaveValue('Nom');
    expect(first.getByLabelText('Type de champ')).toHaveValue('name');
    expect(first.getByRole('checkbox', { name: 'Obligatoire' })).toBeChecked();
    expect(first.getByRole('button', { name: `Monter «${nbsp}Nom${nbsp}»` })).toBeDisabled();
    expect(first.getByRole('button', { name: `Descendre «${nbsp}Nom${nbsp}»` })).toBeEnabled();
    expect(within(fields[2]).getByRole('checkbox', { name: 'Obligatoire' })).not.toBeChecked();
    expect(within(section).getByRole('button', { name: 'Ajouter un champ' })).toBeEnabled();
    expect(within(section).getByLabelText('Destination')).toHaveValue('none');
  });

  it('edits a label (empty: the kind), a type, « Obligatoire », each one undo step', async () => {
    const { section, form, undo, user, store } = setUp();
    const label = () => within(section).getAllByLabelText('Libellé')[1];
    await user.clear(label());
    await user.type(label(), 'Votre e-mail{Enter}');
    expect(form().fields[1].label).toBe('Votre e-mail');
    await user.clear(label());
    await user.tab();
    expect(form().fields[1].label).toBe('E-mail');
    undo();
    expect(form().fields[1].label).toBe('Votre e-mail');
    undo();
    expect(form().fields[1].label).toBe('E-mail');
    expect(selectCanUndo(store.getState())).toBe(false);

    const phone = within(section).getAllByRole('group', { name: /^Champ \d/ })[2];
    await user.click(within(phone).getByRole('checkbox', { name: 'Obligatoire' }));
    expect(form().fields[2].required).toBe(true);
    await user.selectOptions(within(phone).getByLabelText('Type de champ'), 'text');
    // A label that named its kind names the new one.
    expect(form().fields[2]).toMatchObject({ kind: 'text', label: 'Texte' });
    undo();
    expect(form().fields[2]).toMatchObject({ kind: 'phone', label: 'Téléphone', required: true });
    undo();
    expect(form().fields[2].required).toBe(false);
  });

  it('moves, deletes and adds fields', async () => {
    const { section, form, undo, user } = setUp();
    await user.click(
      within(section).getByRole('button', { name: `Descendre «${nbsp}Nom${nbsp}»` }),
    );
    expect(
      form()
        .fields.map((f) => f.id)
        .slice(0, 2),
    ).toEqual(['email', 'nom']);
    await user.click(
      within(section).getByRole('button', { name: `Supprimer «${nbsp}Téléphone${nbsp}»` }),
    );
    expect(form().fields.map((f) => f.id)).toEqual(['email', 'nom', 'message', 'consentement']);
    await user.click(within(section).getByRole('button', { name: 'Ajouter un champ' }));
    expect(form().fields[4]).toEqual({
      id: 'texte',
      kind: 'text',
      label: 'Texte',
      required: false,
    });
    undo();
    undo();
    expect(form().fields).toHaveLength(5);
    undo();
    expect(form().fields[0].id).toBe('nom');
  });

  it('sends by e-mail with a subject, refusing an address that is not one', async () => {
    const { section, form, undo, user } = setUp();
    await user.selectOptions(within(section).getByLabelText('Destination'), 'email');
    const address = within(section).getByLabelText('Adresse e-mail');
    await user.type(address, 'pas une adresse{Enter}');
    expect(within(section).getByRole('alert').textContent).toContain(
      `Adresse e-mail refusée${nbsp}: «${nbsp}pas une adresse${nbsp}»`,
    );
    expect(form().destination).toBeUndefined();
    await user.clear(address);
    await user.type(address, 'bonjour@fournil.fr{Enter}');
    expect(form().destination).toEqual({
      kind: 'email',
      address: 'bonjour@fournil.fr',
      subject: 'Demande depuis le site',
    });
    const subject = within(section).getByLabelText('Objet du message');
    await user.clear(subject);
    await user.type(subject, 'Commande{Enter}');
    expect(form().destination).toMatchObject({ subject: 'Commande' });
    undo();
    expect(form().destination).toMatchObject({ subject: 'Demande depuis le site' });
  });

  it('sends to a web address in https only: http:, javascript: and data: are refused', async () => {
    const { section, form, user } = setUp();
    await user.selectOptions(within(section).getByLabelText('Destination'), 'web');
    const url = within(section).getByLabelText('Adresse du service');
    for (const refused of [
      'http://formspree.io/f/abc',
      'javascript:alert(1)',
      'data:text/html,x',
    ]) {
      await user.clear(url);
      await user.type(url, `${refused}{Enter}`);
      expect(within(section).getByRole('alert').textContent).toContain(
        `Adresse refusée${nbsp}: «${nbsp}${refused}${nbsp}». Seule une adresse en https:// est acceptée.`,
      );
      expect(form().destination).toBeUndefined();
    }
    await user.clear(url);
    await user.type(url, 'https://formspree.io/f/abc{Enter}');
    expect(form().destination).toEqual({ kind: 'web', url: 'https://formspree.io/f/abc' });
    expect(within(section).queryByRole('alert')).toBeNull();
    // « À choisir » removes the destination.
    await user.selectOptions(within(section).getByLabelText('Destination'), 'none');
    expect(form().destination).toBeUndefined();
  });
});
