import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import { LIMITS } from '../../../../../../src/document/limits';
import { SECTION_KINDS, SECTIONS } from '../../../../../../src/document/sections';
import { ElementsPanel } from '../../../../../../src/features/editor/panels/elements/ElementsPanel';
import { LimitNotice } from '../../../../../../src/features/editor/panels/LimitNotice';
import {
  documentLoaded,
  selectCanUndo,
  selectElements,
  selectSelectedId,
  undone,
} from '../../../../../../src/features/editor/editorSlice';
import { ProjectEditor as EditorPage } from '../../../../../../src/features/projects/ProjectEditor';
import { fr } from '../../../../../../src/i18n/fr';
import { renderWithProviders } from '../../../../../renderWithProviders';
import { setScreenWidth, siteOf } from '../../editorTestUtils';

jest.setTimeout(60_000);

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
  return { user, ...result };
}

/** Opens « Sections » from its region beside « Éléments »; returns the panel's dialog. */
async function openSections(user: ReturnType<typeof userEvent.setup>) {
  const region = screen.getByRole('region', { name: 'Sections' });
  await user.click(within(region).getByRole('button', { name: 'Parcourir les sections' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sections' });
  await within(dialog).findByRole('heading', { level: 2, name: 'Sections' });
  return dialog;
}

describe('« Sections » (desktop)', () => {
  beforeEach(() => setScreenWidth(1440));

  it('lists every section by kind, each a button named « Ajouter la section … » with its miniature', async () => {
    const { user } = await openEditor();
    const dialog = await openSections(user);
    for (const kind of SECTION_KINDS) {
      const group = within(dialog).getByRole('region', { name: fr.editor.sections.kinds[kind] });
      expect(within(group).getByRole('heading', { level: 3 })).toHaveTextContent(
        fr.editor.sections.kinds[kind],
      );
      for (const section of SECTIONS.filter((s) => s.kind === kind)) {
        expect(
          within(group).getByRole('button', { name: `Ajouter la section ${section.name}` }),
        ).toBeInTheDocument();
      }
    }
    expect(within(dialog).getAllByRole('button', { name: /^Ajouter la section / })).toHaveLength(
      SECTIONS.length,
    );
    // The miniatures: the renderer's page in an inert frame, hidden from assistive technologies
    // (jsdom has no IntersectionObserver: every miniature draws at once).
    const frames = dialog.querySelectorAll('iframe');
    expect(frames).toHaveLength(SECTIONS.length);
    const hero = dialog.querySelector('[data-section-id="hero.image"]')!.closest('li')!;
    const frame = hero.querySelector('iframe')!;
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(frame.getAttribute('srcdoc')).toContain('<h1');
    expect(frame.getAttribute('srcdoc')).toContain('Du pain au levain');
    expect(frame.getAttribute('srcdoc')).not.toMatch(/<script/i);
  });

  it('inserts a section with a click: one undo step, its band selected, the panel closed', async () => {
    const { user, store } = await openEditor();
    const dialog = await openSections(user);
    await user.click(
      within(dialog).getByRole('button', { name: 'Ajouter la section Héros avec image' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sections' })).toBeNull());
    const elements = selectElements(store.getState());
    expect(elements.length).toBeGreaterThan(4);
    expect(elements.filter((e) => e.properties.level === 'h1')).toHaveLength(1);
    expect(selectSelectedId(store.getState())).toBe(elements[0].id);
    expect(store.getState().editor?.history.past).toHaveLength(1);
    act(() => {
      store.dispatch(undone());
    });
    expect(selectElements(store.getState())).toHaveLength(0);
  });

  it('is reachable with the keyboard: Tab to a section, Enter inserts it, Escape closes', async () => {
    const { user, store } = await openEditor();
    const region = screen.getByRole('region', { name: 'Sections' });
    const open = within(region).getByRole('button', { name: 'Parcourir les sections' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sections' });
    const heading = await within(dialog).findByRole('heading', { level: 2, name: 'Sections' });
    // The panel's title has the focus: the next Tab reaches the first section.
    await waitFor(() => expect(heading).toHaveFocus());
    await user.tab();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Ajouter la section En-tête avec menu' }),
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sections' })).toBeNull());
    expect(selectElements(store.getState())[0].type).toBe('header');
    // Escape closes the panel without inserting anything.
    await user.click(open);
    await screen.findByRole('dialog', { name: 'Sections' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sections' })).toBeNull());
    expect(store.getState().editor?.history.past).toHaveLength(1);
  });

  it('says where the section will go: under the selected section, or at the end', async () => {
    const { user, store } = await openEditor();
    let dialog = await openSections(user);
    expect(within(dialog).getByText(fr.editor.sections.whereEnd)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Ajouter la section Tarifs en 3 formules' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sections' })).toBeNull());
    expect(selectCanUndo(store.getState())).toBe(true);
    dialog = await openSections(user);
    expect(within(dialog).getByText(fr.editor.sections.whereSelected)).toBeInTheDocument();
  });
});

describe('« Sections » at the limit', () => {
  it('refuses a section the page has no room for, with the limit notice, nothing inserted', async () => {
    setScreenWidth(1440);
    const user = userEvent.setup({ delay: null });
    const store = makeStore();
    const elements = Array.from({ length: LIMITS.elementsPerPage - 2 }, (_, i) =>
      createElement('text', `t${i}`, { x: 0, y: i * 2 }),
    );
    store.dispatch(
      documentLoaded({ document: siteOf({ templateId: null, name: 'Plein', elements }) }),
    );
    renderWithProviders(
      <>
        <ElementsPanel />
        <LimitNotice />
      </>,
      { store },
    );
    const dialog = await openSections(user);
    const before = selectElements(store.getState());
    await user.click(
      within(dialog).getByRole('button', { name: 'Ajouter la section Questions en liste' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Cette page compte déjà 2\s000\s?éléments, le maximum\. Rien n'a été ajouté/,
    );
    expect(selectElements(store.getState())).toBe(before);
    expect(selectCanUndo(store.getState())).toBe(false);
  });
});

describe('« Sections » (phone)', () => {
  it('opens in the panels’ drawer from « Éléments », inserts and closes', async () => {
    setScreenWidth(320);
    const { user, store } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Éléments' }));
    const drawer = await screen.findByRole('dialog', { name: 'Éléments' });
    await user.click(within(drawer).getByRole('button', { name: 'Parcourir les sections' }));
    const sections = await screen.findByRole('dialog', { name: 'Sections' });
    await user.click(
      await within(sections).findByRole('button', { name: 'Ajouter la section Coordonnées' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectElements(store.getState()).length).toBeGreaterThan(5);
  });
});
