import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import type { EditorElement, Page, SiteDocument } from '../../../../../../src/document/types';
import {
  documentLoaded,
  selectDocument,
  selectSelectedId,
} from '../../../../../../src/features/editor/editorSlice';
import { LayersPanel } from '../../../../../../src/features/editor/panels/layers/LayersPanel';
import { renderWithProviders } from '../../../../../renderWithProviders';
import { pointer } from '../../gestures/gestureKit';
import { siteOf } from '../../editorTestUtils';

// jsdom lays nothing out: « Calques » (virtualized) draws every row here.
jest.mock('@tanstack/react-virtual', () => ({
  useVirtualizer: ({ count, estimateSize }: { count: number; estimateSize: () => number }) => ({
    getVirtualItems: () =>
      Array.from({ length: count }, (_, index) => ({
        index,
        key: index,
        start: index * estimateSize(),
      })),
    getTotalSize: () => count * estimateSize(),
    scrollToIndex: () => {},
  }),
}));

const ROW = 44;

const text = (id: string, content: string, y: number): EditorElement => ({
  ...createElement('text', id, { x: 40, y }),
  content,
});

/** The header's band and its logo (drawn over it), from the back. */
const HEADER = [createElement('header', 'hdr', { x: 0, y: 0 }), text('logo', 'Boulangerie', 20)];
/** The footer's band, from the footer's top. */
const FOOTER = [createElement('footer', 'ftr', { x: 0, y: 0 })];
/** The page's own elements, from the back. */
const PAGE = [text('title', 'Nos pains', 200), createElement('button', 'cta', { x: 40, y: 320 })];

function sharedSite(page: Partial<Page> = {}): SiteDocument {
  const site = siteOf({ templateId: null, name: 'Test', elements: PAGE });
  return {
    ...site,
    pages: [{ ...site.pages[0], ...page }],
    shared: { header: HEADER, footer: FOOTER },
  };
}

function openLayers(document: SiteDocument) {
  const store = makeStore();
  store.dispatch(documentLoaded({ document }));
  renderWithProviders(<LayersPanel />, { store });
  return { store, user: userEvent.setup({ delay: null }) };
}

const layers = () => screen.getByRole('region', { name: 'Calques' });
/** The one list, « Calques », with or without headings. */
const list = () => within(layers()).getByRole('list', { name: 'Calques' });
const items = () => within(list()).getAllByRole('listitem');
const headings = () =>
  within(list())
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
/** The layer rows after the heading `group` up to the next heading ('' before any heading). */
function groupRows(group: string): HTMLElement[] {
  let current = '';
  const rows: HTMLElement[] = [];
  for (const item of items()) {
    const heading = within(item).queryByRole('heading', { level: 3 });
    if (heading) current = heading.textContent ?? '';
    else if (current === group) rows.push(item);
  }
  return rows;
}
/** The element types of a group, top of the list first. */
const rowTypes = (group: string) => groupRows(group).map((row) => row.dataset.layerType);
const row = (group: string, index: number) => groupRows(group)[index];
const site = (store: ReturnType<typeof makeStore>) => selectDocument(store.getState());

/** Drags row `from` (counted from the top of the whole list, headings included) to `clientY`. */
function drag(rowElement: HTMLElement, from: number, clientY: number) {
  act(() => {
    rowElement.dispatchEvent(pointer('pointerdown', 20, from * ROW + ROW / 2));
  });
  act(() => {
    window.dispatchEvent(pointer('pointermove', 20, clientY));
  });
  act(() => {
    window.dispatchEvent(pointer('pointerup', 20, clientY));
  });
}

describe('« Calques » with the site’s header and footer', () => {
  it('shows the header’s layers, the page’s, then the footer’s, each after its heading', async () => {
    openLayers(sharedSite());
    // One list, « Calques », as always: the groups are marked inside it.
    expect(within(layers()).getAllByRole('list')).toEqual([list()]);
    expect(headings()).toEqual(['En-tête du site', 'Cette page', 'Pied de page du site']);
    // Heading items, each before its rows, in the order a screen reader reads them.
    expect(
      items().map((item) =>
        within(item).queryByRole('heading', { level: 3 })
          ? `# ${item.textContent}`
          : item.dataset.layerType,
      ),
    ).toEqual([
      '# En-tête du site',
      'text',
      'header',
      '# Cette page',
      'button',
      'text',
      '# Pied de page du site',
      'footer',
    ]);
    // Top of the z-order first within each group.
    expect(rowTypes('En-tête du site')).toEqual(['text', 'header']);
    expect(rowTypes('Cette page')).toEqual(['button', 'text']);
    expect(rowTypes('Pied de page du site')).toEqual(['footer']);
    // Every item numbered in the one list, headings too; every item 44 px high, headings
    // too: « Cette page » is the list's fourth item, its rows start on the fifth.
    const page = items()[3];
    expect(page).toHaveAttribute('aria-posinset', '4');
    expect(page).toHaveAttribute('aria-setsize', '8');
    expect(row('Cette page', 1)).toHaveAttribute('aria-posinset', '6');
    expect(row('Cette page', 1)).toHaveAttribute('aria-setsize', '8');
    expect(getComputedStyle(page).top).toBe(`${3 * ROW}px`);
    expect(getComputedStyle(page).height).toBe(`${ROW}px`);
    expect(getComputedStyle(row('Cette page', 0)).top).toBe(`${4 * ROW}px`);
    expect(getComputedStyle(row('Cette page', 1)).top).toBe(`${5 * ROW}px`);
    // A list item holding a heading is valid: axe finds nothing (jsdom has no colours to check).
    const results = await axe.run(layers(), { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('names a shared layer with its part; a layer of the page as before', () => {
    openLayers(sharedSite());
    // jsdom, as a browser, puts a space between the snippet and the part's name.
    expect(
      within(row('En-tête du site', 0)).getByRole('button', {
        name: /^Texte\s: Boulangerie ?, En-tête du site$/,
      }),
    ).toBeInTheDocument();
    expect(
      within(row('Pied de page du site', 0)).getByRole('button', {
        name: /^Pied de page.*, Pied de page du site$/,
      }),
    ).toBeInTheDocument();
    expect(
      within(row('Cette page', 1)).getByRole('button', { name: /^Texte\s: Nos pains$/ }),
    ).toBeInTheDocument();
  });

  it('selects a shared layer; its arrows move it within its group only', async () => {
    const { store, user } = openLayers(sharedSite());
    await user.click(
      within(row('En-tête du site', 0)).getByRole('button', { name: /^Texte.*Boulangerie/ }),
    );
    expect(selectSelectedId(store.getState())).toBe('logo');
    const arrows = (group: string, name: RegExp) =>
      groupRows(group).map(
        (r) => (within(r).getByRole('button', { name }) as HTMLButtonElement).disabled,
      );
    // The top of each group cannot go up, its bottom cannot go down: that is another group.
    for (const group of ['En-tête du site', 'Cette page']) {
      expect(arrows(group, /^Monter le calque/)).toEqual([true, false]);
      expect(arrows(group, /^Descendre le calque/)).toEqual([false, true]);
    }
    expect(arrows('Pied de page du site', /^Monter le calque/)).toEqual([true]);
    expect(arrows('Pied de page du site', /^Descendre le calque/)).toEqual([true]);
    await user.click(
      within(row('En-tête du site', 0)).getByRole('button', { name: /^Descendre le calque/ }),
    );
    expect(site(store).shared!.header.map((e) => e.id)).toEqual(['logo', 'hdr']);
    expect(rowTypes('En-tête du site')).toEqual(['header', 'text']);
    expect(site(store).pages[0].elements.map((e) => e.id)).toEqual(['title', 'cta']);
  });

  it('drops a dragged layer within its group: above or below it, at its top or bottom', () => {
    const { store } = openLayers(sharedSite());
    // Rows: 0 « En-tête du site », 1 logo, 2 band, 3 « Cette page », 4 cta, 5 title,
    // 6 « Pied de page du site », 7 footer band. The title dragged to the very top of the list
    // goes to the top of the page's own layers, not into the header.
    drag(row('Cette page', 1), 5, 0);
    expect(site(store).pages[0].elements.map((e) => e.id)).toEqual(['cta', 'title']);
    expect(site(store).shared!.header.map((e) => e.id)).toEqual(['hdr', 'logo']);
    expect(rowTypes('Cette page')).toEqual(['text', 'button']);
    expect(selectSelectedId(store.getState())).toBe('title');
    // The logo dragged far below: to the bottom of the header.
    drag(row('En-tête du site', 0), 1, 20 * ROW);
    expect(site(store).shared!.header.map((e) => e.id)).toEqual(['logo', 'hdr']);
    expect(site(store).pages[0].elements.map((e) => e.id)).toEqual(['cta', 'title']);
    expect(site(store).shared!.footer.map((e) => e.id)).toEqual(['ftr']);
  });

  it('shows no heading when no shared part is on the page: the list as before', () => {
    openLayers(siteOf({ templateId: null, name: 'Test', elements: PAGE }));
    expect(headings()).toEqual([]);
    expect(rowTypes('')).toEqual(['button', 'text']);
    expect(items().map((item) => item.getAttribute('aria-posinset'))).toEqual(['1', '2']);
    expect(items().map((item) => item.getAttribute('aria-setsize'))).toEqual(['2', '2']);
    expect(getComputedStyle(items()[0]).top).toBe('0px');
  });

  it('shows no heading on a page that hides the site’s header and footer', () => {
    openLayers(sharedSite({ showHeader: false, showFooter: false }));
    expect(headings()).toEqual([]);
    expect(rowTypes('')).toEqual(['button', 'text']);
  });
});
