import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../../../../src/app/store';
import { createElement } from '../../../../../../src/document/createElement';
import {
  fontFamilyCss,
  findFont,
  FONTS,
  SYSTEM_FONT_STACK,
} from '../../../../../../src/document/fonts/fonts';
import type {
  EditorElement,
  ElementProperties,
  SiteDocument,
} from '../../../../../../src/document/types';
import { EditorPage } from '../../../../../../src/features/editor/EditorPage';
import {
  documentLoaded,
  elementSelected,
  selectDocument,
  selectElements,
  undone,
} from '../../../../../../src/features/editor/editorSlice';
import {
  changeSiteSettings,
  siteSettingsProblems,
} from '../../../../../../src/features/editor/model/settings';
import { updateElement } from '../../../../../../src/features/editor/model/updateElement';
import { renderWithProviders } from '../../../../../renderWithProviders';
import { setScreenWidth, siteOf } from '../../editorTestUtils';

// The app's font assets (a Vite glob, no `import.meta` in Jest): each file at /assets/<file>.
jest.mock('../../../../../../src/features/fonts/fontAssets', () => ({
  fontFileUrl: (file: string) => `/assets/${file}`,
  fontLicenceText: async () => 'SIL Open Font License',
}));

/** A FontFace API that records what the editor adds (jsdom has none). */
const added: { family: string; source: string; descriptors: FontFaceDescriptors; loads: number }[] =
  [];
class FakeFontFace {
  record: (typeof added)[number];
  constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
    this.record = { family, source, descriptors, loads: 0 };
  }
  load() {
    this.record.loads += 1;
    return Promise.resolve(this);
  }
}
beforeAll(() => {
  (globalThis as { FontFace?: unknown }).FontFace = FakeFontFace;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push(face.record) },
  });
});

const el = (
  type: EditorElement['type'],
  id: string,
  content: string,
  properties: ElementProperties = {},
): EditorElement => ({ ...createElement(type, id), content, properties });

function site(elements: EditorElement[], theme = { headingFont: 'system', bodyFont: 'inter' }) {
  return { ...siteOf({ templateId: null, name: 'Atelier', elements }), theme } as SiteDocument;
}

async function openEditor(document: SiteDocument, selected?: string) {
  setScreenWidth(1440);
  const user = userEvent.setup({ delay: null });
  const store = makeStore();
  const result = renderWithProviders(
    <Routes>
      <Route path="/editor" element={<EditorPage />} />
    </Routes>,
    { path: '/editor', store },
  );
  await screen.findByRole('region', { name: 'Zone de travail' });
  act(() => {
    store.dispatch(documentLoaded({ document }));
    if (selected) store.dispatch(elementSelected(selected));
  });
  const elements = () => selectElements(store.getState());
  const past = () => store.getState().editor!.history.past.length;
  const panel = () => screen.getByRole('region', { name: 'Propriétés' });
  return { ...result, user, store, elements, past, panel };
}

const canvasBox = (id: string) =>
  document.querySelector<HTMLElement>(`[data-element-id="${id}"] > [role="group"]`)!;

describe('fonts in the model: what an element takes', () => {
  const page = (elements: EditorElement[]) => ({ elements });
  const text = el('text', 't', 'Bonjour');

  it('takes a known font or the system font on a text, button or menu; null gives the site’s back', () => {
    const before = page([text, el('button', 'b', 'Go'), el('image', 'i', ''), el('menu', 'm', '')]);
    expect(updateElement(before, 't', { font: 'lora' }).elements[0].properties).toEqual({
      font: 'lora',
    });
    expect(updateElement(before, 'b', { font: 'system' }).elements[1].properties).toEqual({
      font: 'system',
    });
    expect(updateElement(before, 'm', { font: 'inter' }).elements[3].properties).toEqual({
      font: 'inter',
    });
    for (const refused of ['comic-sans', 'Lora', '', '"><b>', 42]) {
      expect(updateElement(before, 't', { font: refused as string })).toBe(before);
    }
    expect(updateElement(before, 'i', { font: 'lora' })).toBe(before);
    const withFont = updateElement(before, 't', { font: 'lora' });
    expect(updateElement(withFont, 't', { font: null }).elements[0].properties).toEqual({});
  });

  it('keeps italic and underline as true or nothing; a menu takes no underline', () => {
    const before = page([text, el('menu', 'm', '')]);
    const italic = updateElement(before, 't', { italic: true, underline: true });
    expect(italic.elements[0].properties).toEqual({ italic: true, underline: true });
    expect(updateElement(italic, 't', { italic: false }).elements[0].properties).toEqual({
      underline: true,
    });
    expect(updateElement(before, 'm', { underline: true })).toBe(before);
    expect(updateElement(before, 't', { italic: 'yes' as never })).toBe(before);
  });

  it('takes a line height of 1 to 3 and a letter spacing of −5 to 20 px, to the hundredth; the defaults are no property', () => {
    const before = page([text]);
    const props = (changes: Parameters<typeof updateElement>[2]) =>
      updateElement(before, 't', changes).elements[0].properties;
    expect(props({ lineHeight: 1.5 })).toEqual({ lineHeight: 1.5 });
    expect(props({ lineHeight: 1.234 })).toEqual({ lineHeight: 1.23 });
    expect(props({ letterSpacing: -0.5 })).toEqual({ letterSpacing: -0.5 });
    expect(props({ letterSpacing: 20 })).toEqual({ letterSpacing: 20 });
    for (const lineHeight of [0.9, 3.5, Number.NaN, Infinity]) {
      expect(updateElement(before, 't', { lineHeight })).toBe(before);
    }
    for (const letterSpacing of [-6, 25, Number.NaN]) {
      expect(updateElement(before, 't', { letterSpacing })).toBe(before);
    }
    // 1.2 is the pages' line height, 0 no spacing: nothing to store.
    expect(updateElement(before, 't', { lineHeight: 1.2 })).toBe(before);
    expect(updateElement(before, 't', { letterSpacing: 0 })).toBe(before);
  });

  it('takes the site’s fonts in « Paramètres du site » only when Toile knows them', () => {
    const s = site([text]);
    const next = changeSiteSettings(s, { headingFont: 'fraunces', bodyFont: 'system' });
    expect(next.theme).toEqual({ headingFont: 'fraunces', bodyFont: 'system' });
    expect(changeSiteSettings(s, { headingFont: 'papyrus' })).toBe(s);
    expect(siteSettingsProblems({ bodyFont: 'Comic Sans' })).toEqual({
      bodyFont: { kind: 'fontRefused' },
    });
    expect(changeSiteSettings(s, { bodyFont: 'inter' })).toBe(s);
  });
});

describe('« Typographie » in Propriétés', () => {
  it('loads no font before a page shows one, then only the faces it shows', async () => {
    added.length = 0;
    const system = await openEditor(
      site([el('text', 't', 'Bonjour')], { headingFont: 'system', bodyFont: 'system' }),
    );
    expect(added).toEqual([]);
    system.unmount();
    const { user, panel } = await openEditor(
      site([el('text', 't', 'Bonjour'), el('text', 'h', 'Titre', { level: 'h1', italic: true })], {
        headingFont: 'fraunces',
        bodyFont: 'inter',
      }),
      't',
    );
    await waitFor(() => expect(added.length).toBe(4));
    expect(added.map((f) => [f.family, f.source, f.descriptors.style, f.loads])).toEqual([
      ['Inter', 'url("/assets/inter-latin-400-normal.woff2") format("woff2")', 'normal', 1],
      ['Inter', 'url("/assets/inter-latin-ext-400-normal.woff2") format("woff2")', 'normal', 0],
      ['Fraunces', 'url("/assets/fraunces-latin-400-italic.woff2") format("woff2")', 'italic', 1],
      [
        'Fraunces',
        'url("/assets/fraunces-latin-ext-400-italic.woff2") format("woff2")',
        'italic',
        0,
      ],
    ]);
    expect(added[1].descriptors.unicodeRange).toMatch(/^U\+0100-02BA,/);
    expect(added[0].descriptors).toMatchObject({ weight: '400', display: 'swap' });
    // The picker shows every font's name in its own font: opening it adds their faces.
    await user.click(within(panel()).getByRole('combobox', { name: 'Police' }));
    await waitFor(() => expect(new Set(added.map((f) => f.family)).size).toBe(FONTS.length));
  });

  it('« Police » lists the site’s font, the system’s, then the thirteen by kind, each in its font; a choice is one undo step', async () => {
    const { user, panel, elements, past } = await openEditor(
      site([el('text', 't', 'Bonjour')]),
      't',
    );
    const select = within(panel()).getByRole('combobox', { name: 'Police' });
    expect(select).toHaveTextContent('Police du site (Inter)');
    await user.click(select);
    const list = screen.getByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Police du site (Inter)',
      'Police du système',
      ...FONTS.filter((f) => f.category === 'sans-serif').map((f) => f.name),
      ...FONTS.filter((f) => f.category === 'serif').map((f) => f.name),
      ...FONTS.filter((f) => f.category === 'display').map((f) => f.name),
    ]);
    expect(list).toHaveTextContent('Sans empattements');
    expect(list).toHaveTextContent('Avec empattements');
    const lora = within(list).getByRole('option', { name: 'Lora' });
    expect(getComputedStyle(lora).fontFamily).toBe(fontFamilyCss(findFont('lora')));
    expect(getComputedStyle(options[1]).fontFamily).toBe(SYSTEM_FONT_STACK);
    const before = past();
    await user.click(lora);
    expect(elements()[0].properties).toEqual({ font: 'lora' });
    expect(past()).toBe(before + 1);
    expect(canvasBox('t').style.fontFamily).toBe(fontFamilyCss(findFont('lora')));
    // Back to the site's font: no property.
    await user.click(within(panel()).getByRole('combobox', { name: 'Police' }));
    await user.click(screen.getByRole('option', { name: 'Police du site (Inter)' }));
    expect(elements()[0].properties).toEqual({});
    expect(canvasBox('t').style.fontFamily).toBe(fontFamilyCss(findFont('inter')));
  });

  it('names the heading font for a heading', async () => {
    const heading = el('text', 'h', 'Titre', { level: 'h2' });
    const { panel, unmount } = await openEditor(
      site([heading], { headingFont: 'playfair-display', bodyFont: 'inter' }),
      'h',
    );
    expect(within(panel()).getByRole('combobox', { name: 'Police' })).toHaveTextContent(
      'Police du site (Playfair Display)',
    );
    unmount();
    const plain = await openEditor(
      site([el('text', 't', 'Bonjour')], { headingFont: 'lora', bodyFont: 'system' }),
      't',
    );
    expect(within(plain.panel()).getByRole('combobox', { name: 'Police' })).toHaveTextContent(
      'Police du site (système)',
    );
  });

  it('« Italique » and « Souligné » are toggles, each press one undo step; a menu has no « Souligné »', async () => {
    const { user, panel, elements, past, store } = await openEditor(
      site([
        el('button', 'b', 'Réserver'),
        {
          ...el('menu', 'm', ''),
          styles: { ...createElement('menu', 'm').styles, position: { x: 0, y: 300 } },
        },
      ]),
      'b',
    );
    const italic = within(panel()).getByRole('button', { name: 'Italique' });
    expect(italic).toHaveAttribute('aria-pressed', 'false');
    const before = past();
    await user.click(italic);
    expect(within(panel()).getByRole('button', { name: 'Italique' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Souligné' }));
    expect(elements()[0].properties).toEqual({ italic: true, underline: true });
    expect(canvasBox('b').style).toMatchObject({
      fontStyle: 'italic',
      textDecoration: 'underline',
    });
    expect(past()).toBe(before + 2);
    act(() => {
      store.dispatch(undone());
    });
    expect(elements()[0].properties).toEqual({ italic: true });
    act(() => {
      store.dispatch(elementSelected('m'));
    });
    expect(within(panel()).getByRole('button', { name: 'Italique' })).toBeVisible();
    expect(within(panel()).queryByRole('button', { name: 'Souligné' })).toBeNull();
  });

  it('« Interligne » takes a French decimal, one undo step per edit; a refused value changes nothing and says why', async () => {
    const { user, panel, elements, past, store } = await openEditor(
      site([el('text', 't', 'Bonjour')]),
      't',
    );
    const field = within(panel()).getByRole('textbox', { name: 'Interligne' });
    expect(field).toHaveValue('1,2');
    const before = past();
    await user.clear(field);
    await user.type(field, '1,55');
    await user.tab();
    expect(elements()[0].properties).toEqual({ lineHeight: 1.55 });
    expect(canvasBox('t').style.lineHeight).toBe('1.55');
    expect(past()).toBe(before + 1);
    expect(within(panel()).getByRole('textbox', { name: 'Interligne' })).toHaveValue('1,55');

    await user.clear(field);
    await user.type(field, '7');
    expect(elements()[0].properties).toEqual({ lineHeight: 1.55 });
    expect(
      within(panel()).getByText(
        "Interligne refusé : saisissez un nombre de 1 à 3, par exemple 1,5. L'interligne actuel est conservé.",
      ),
    ).toBeVisible();
    await user.tab();
    expect(within(panel()).getByRole('textbox', { name: 'Interligne' })).toHaveValue('1,55');
    expect(within(panel()).getByRole('textbox', { name: 'Interligne' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(past()).toBe(before + 1);
    act(() => {
      store.dispatch(undone());
    });
    expect(elements()[0].properties).toEqual({});
  });

  it('« Espacement des lettres » takes pixels from −5 to 20, a decimal comma too', async () => {
    const { user, panel, elements } = await openEditor(site([el('text', 't', 'Bonjour')]), 't');
    const field = within(panel()).getByRole('textbox', { name: 'Espacement des lettres' });
    expect(field).toHaveValue('0');
    await user.clear(field);
    await user.type(field, '-0,5');
    await user.tab();
    expect(elements()[0].properties).toEqual({ letterSpacing: -0.5 });
    expect(canvasBox('t').style.letterSpacing).toBe('-0.5px');
    await user.clear(field);
    await user.type(field, '-9');
    expect(within(panel()).getByText(/^Espacement refusé/)).toBeVisible();
    expect(elements()[0].properties).toEqual({ letterSpacing: -0.5 });
  });
});

describe('« Polices » in « Paramètres du site »', () => {
  it('sets the heading and text fonts with « Enregistrer », one undo step; the canvas follows', async () => {
    const heading = el('text', 'h', 'Titre', { level: 'h1' });
    const { user, store, past } = await openEditor(
      site([heading, el('text', 't', 'Bonjour')], { headingFont: 'system', bodyFont: 'system' }),
    );
    await user.click(screen.getByRole('button', { name: 'Paramètres du site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres du site' });
    const headingFont = within(dialog).getByRole('combobox', { name: 'Police des titres' });
    expect(headingFont).toHaveTextContent('Police du système');
    await user.click(headingFont);
    await user.click(screen.getByRole('option', { name: 'Playfair Display' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Police du texte' }));
    await user.click(screen.getByRole('option', { name: 'Work Sans' }));
    const before = past();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectDocument(store.getState()).theme).toEqual({
      headingFont: 'playfair-display',
      bodyFont: 'work-sans',
    });
    expect(past()).toBe(before + 1);
    expect(canvasBox('h').style.fontFamily).toBe(fontFamilyCss(findFont('playfair-display')));
    expect(canvasBox('t').style.fontFamily).toBe(fontFamilyCss(findFont('work-sans')));
    act(() => {
      store.dispatch(undone());
    });
    expect(selectDocument(store.getState()).theme).toEqual({
      headingFont: 'system',
      bodyFont: 'system',
    });
  });

  it('shows a family name of an older file as that font, and « Annuler » changes nothing', async () => {
    const { user, store, past } = await openEditor(
      site([el('text', 't', 'Bonjour')], { headingFont: 'Lora', bodyFont: 'papyrus' }),
    );
    await user.click(screen.getByRole('button', { name: 'Paramètres du site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres du site' });
    expect(within(dialog).getByRole('combobox', { name: 'Police des titres' })).toHaveTextContent(
      'Lora',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Police du texte' })).toHaveTextContent(
      'Police du système',
    );
    const before = past();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(past()).toBe(before);
    expect(selectDocument(store.getState()).theme).toEqual({
      headingFont: 'Lora',
      bodyFont: 'papyrus',
    });
  });
});
