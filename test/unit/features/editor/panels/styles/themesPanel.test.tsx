import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../../../../src/app/store';
import { THEMES } from '../../../../../../src/content/themes';
import { findColor } from '../../../../../../src/document/siteStyles/siteStyles';
import type { SiteDocument } from '../../../../../../src/document/types';
import {
  documentLoaded,
  selectDocument,
  undone,
} from '../../../../../../src/features/editor/editorSlice';
import { newDocument } from '../../../../../../src/features/editor/editorState';
import { editTemplateContent } from '../../../../../../src/features/editor/model/editTemplateContent';
import ThemesPanel from '../../../../../../src/features/editor/panels/styles/ThemesPanel';
import { generateTemplates } from '../../../../../../src/features/templates/generateTemplates';
import { counter, templatePages } from '../../../../../../src/features/templates/templatePages';
import { renderWithProviders } from '../../../../../renderWithProviders';

jest.setTimeout(60_000);

/** Template 1 made editable: a site whose every colour follows the site's. */
function templateSite(): SiteDocument {
  const [template] = generateTemplates(1);
  const site = { ...newDocument(template), templateId: template.id };
  const [home, ...others] = templatePages(template, counter());
  const pages = others.map((page, i) => ({ id: `page-${i + 2}`, ...page }));
  return editTemplateContent(site, site.homePageId, home.elements, pages, template.palette);
}

function open() {
  const user = userEvent.setup({ delay: null });
  const store = makeStore();
  store.dispatch(documentLoaded({ document: { ...templateSite(), templateId: null } }));
  renderWithProviders(<ThemesPanel />, { path: '/editor', store });
  const site = () => selectDocument(store.getState());
  return { user, store, site };
}

const buttonsOf = (site: SiteDocument) =>
  site.pages
    .flatMap((p) => p.elements)
    .filter((e) => e.type === 'button' && e.properties.colors?.backgroundColor === 'primary');

it('lists every theme with its name, a miniature of the site’s home page in it, and « Appliquer »', async () => {
  const { site } = open();
  const list = screen.getByRole('list', { name: 'Thèmes prêts à l’emploi' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(THEMES.length);
  for (const [i, theme] of THEMES.entries()) {
    const item = items[i];
    expect(item).toHaveAccessibleName(theme.name);
    expect(within(item).getByRole('heading', { level: 3, name: theme.name })).toBeInTheDocument();
    expect(
      within(item).getByRole('img', { name: `Page d’accueil avec le thème ${theme.name}` }),
    ).toBeInTheDocument();
    expect(
      within(item).getByRole('button', { name: `Appliquer le thème ${theme.name}` }),
    ).toHaveTextContent('Appliquer');
  }
  // The miniatures: the site's own home page (its words) in each theme's colours.
  const nuit = THEMES.find((t) => t.id === 'nuit')!;
  const item = items[THEMES.indexOf(nuit)];
  const frame = await waitFor(() => {
    const found = item.querySelector('iframe');
    expect(found).not.toBeNull();
    return found!;
  });
  const html = frame.getAttribute('srcdoc')!;
  expect(html.toUpperCase()).toContain(nuit.colors.primary);
  expect(html).toContain(buttonsOf(site())[0].content);
  expect(html.toUpperCase()).not.toContain(findColor(site().styles, 'primary')!.value);
});

it('applies a theme from the keyboard in one step: the whole site’s colours change, Ctrl+Z restores them', async () => {
  const { user, store, site } = open();
  const before = site();
  const theme = THEMES.find((t) => t.id === 'ocean')!;
  expect(buttonsOf(before).length).toBeGreaterThan(0);
  const button = screen.getByRole('button', { name: `Appliquer le thème ${theme.name}` });
  button.focus();
  await user.keyboard('{Enter}');
  const after = site();
  expect(findColor(after.styles, 'primary')!.value).toBe(theme.colors.primary);
  expect(after.theme).toEqual({ headingFont: theme.fonts.heading, bodyFont: theme.fonts.body });
  for (const b of buttonsOf(after)) expect(b.styles.backgroundColor).toBe(theme.colors.primary);
  const item = screen.getByRole('listitem', { name: theme.name });
  expect(within(item).getByText('Thème actuel')).toBeInTheDocument();
  expect(store.getState().editor!.history.past).toHaveLength(1);
  store.dispatch(undone());
  expect(site()).toEqual(before);
  await waitFor(() => expect(within(item).queryByText('Thème actuel')).toBeNull());
});
