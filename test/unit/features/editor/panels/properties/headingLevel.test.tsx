import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import { renderPage } from '../../../../../../src/document/render/renderPage';
import type { EditorElement } from '../../../../../../src/document/types';
import { PropertiesPanel } from '../../../../../../src/features/editor/panels/properties/PropertiesPanel';
import {
  documentLoaded,
  elementSelected,
  redone,
  selectElements,
  undone,
} from '../../../../../../src/features/editor/editorSlice';
import { updateElement } from '../../../../../../src/features/editor/model/updateElement';
import { siteOf } from '../../editorTestUtils';

const page = (elements: EditorElement[]) => ({ templateId: null, name: 'p', elements });

describe('« Niveau » of a text: Paragraphe, Titre 1, Titre 2, Titre 3', () => {
  it('exports a text as p, h1, h2 or h3', () => {
    const levels = ['p', 'h1', 'h2', 'h3'] as const;
    const elements = levels.map((level, i) => ({
      ...createElement('text', `t${i}`, { x: 0, y: i * 100 }),
      content: level,
      properties: level === 'p' ? {} : { level },
    }));
    const { html } = renderPage({ elements });
    expect(html).toContain('<p class="el text-1">p</p>');
    expect(html).toContain('<h1 class="el text-2">h1</h1>');
    expect(html).toContain('<h2 class="el text-3">h2</h2>');
    expect(html).toContain('<h3 class="el text-4">h3</h3>');
    // An unknown level from an odd file is a paragraph; only texts take a level.
    const odd = { ...createElement('text', 'x'), properties: { level: 'h9' } } as never;
    const button = { ...createElement('button', 'b'), properties: { level: 'h1' } } as never;
    expect(renderPage({ elements: [odd, button] }).html).not.toMatch(/<h\d/);
  });

  it('is a change of the text only; « Paragraphe » removes the property; the same level is no change', () => {
    const text = createElement('text', 't');
    const before = page([text, createElement('button', 'b')]);
    const h2 = updateElement(before, 't', { level: 'h2' });
    expect(h2.elements[0].properties).toEqual({ level: 'h2' });
    expect(updateElement(h2, 't', { level: 'h2' })).toBe(h2);
    expect(updateElement(h2, 't', { level: 'p' }).elements[0].properties).toEqual({});
    expect(updateElement(before, 'b', { level: 'h1' })).toBe(before);
    expect(updateElement(before, 't', { level: 'h7' as never })).toBe(before);
  });

  it('the panel’s « Niveau » sets it, one undo step', async () => {
    const user = userEvent.setup({ delay: null });
    const store = makeStore();
    const text = { ...createElement('text', 't'), content: 'Nos services' };
    store.dispatch(documentLoaded({ document: siteOf(page([text])) }));
    store.dispatch(elementSelected('t'));
    render(
      <Provider store={store}>
        <PropertiesPanel />
      </Provider>,
    );
    const panel = screen.getByRole('region', { name: 'Propriétés' });
    const level = within(panel).getByRole('combobox', { name: 'Niveau' });
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Paragraphe', 'Titre 1', 'Titre 2', 'Titre 3']);
    await user.selectOptions(level, 'Titre 2');
    expect(selectElements(store.getState())[0].properties).toEqual({ level: 'h2' });
    store.dispatch(undone());
    expect(selectElements(store.getState())[0].properties).toEqual({});
    store.dispatch(redone());
    expect(selectElements(store.getState())[0].properties).toEqual({ level: 'h2' });
  });
});
