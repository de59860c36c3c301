import { makeStore } from '../../../../src/app/store';
import { siteSchema } from '../../../../src/document/schema/documentSchema';
import {
  findColor,
  textStylesFromScale,
  type Theme,
} from '../../../../src/document/siteStyles/siteStyles';
import { modifiedFields, textValues } from '../../../../src/document/siteStyles/textValues';
import type { SiteDocument, TextStyle } from '../../../../src/document/types';
import {
  documentLoaded,
  elementColorBound,
  elementStyleReset,
  elementTextStyleBound,
  elementUpdated,
  pageSelected,
  redone,
  selectCanUndo,
  selectDocument,
  siteColorAdded,
  siteColorChanged,
  siteColorRemoved,
  siteColorRenamed,
  textStyleChanged,
  themeApplied,
  undone,
} from '../../../../src/features/editor/editorSlice';
import { threePageSite } from '../projects/projectsSites';

/**
 * The three-page site of project-v4-file.json open in the editor: its buttons (one on each page)
 * follow « Principale », its texts « Texte », its titles their text styles.
 */
function setup() {
  const store = makeStore();
  store.dispatch(documentLoaded({ document: threePageSite() }));
  const site = () => selectDocument(store.getState());
  const element = (id: string) =>
    site()
      .pages.flatMap((page) => page.elements)
      .find((e) => e.id === id)!;
  /** Undoes once: the history must then be empty (the change was ONE step). */
  const undoOnce = () => {
    store.dispatch(undone());
    expect(selectCanUndo(store.getState())).toBe(false);
  };
  return { store, site, element, undoOnce };
}

const BUTTONS = ['m3a-bt', 'm3b-bt', 'm3c-tl'];

const THEME: Theme = {
  id: 'ocean',
  name: 'Océan',
  colors: {
    primary: '#0E7490',
    secondary: '#164E63',
    accent: '#F97316',
    background: '#F8FAFC',
    backgroundAlt: '#E0F2FE',
    text: '#0F172A',
    textMuted: '#475569',
  },
  fonts: { heading: 'montserrat', body: 'inter' },
  scale: { base: 17, ratio: 1.2 },
};

describe('editor: « Styles du site »', () => {
  it('changes « Principale » on every page in ONE step; one undo restores every page', () => {
    const t = setup();
    const before = t.site();
    for (const id of BUTTONS) {
      expect(t.element(id).properties.colors?.backgroundColor).toBe('primary');
    }
    t.store.dispatch(siteColorChanged({ id: 'primary', value: '#0e7490' }));
    for (const id of BUTTONS) expect(t.element(id).styles.backgroundColor).toBe('#0E7490');
    expect(findColor(t.site().styles, 'primary')!.value).toBe('#0E7490');
    expect(siteSchema.safeParse(t.site()).success).toBe(true);
    t.undoOnce();
    expect(t.site()).toBe(before);
    t.store.dispatch(redone());
    for (const id of BUTTONS) expect(t.element(id).styles.backgroundColor).toBe('#0E7490');
  });

  it('records nothing for a colour that is not one', () => {
    const t = setup();
    const before = t.site();
    t.store.dispatch(siteColorChanged({ id: 'primary', value: 'rouge' }));
    t.store.dispatch(siteColorChanged({ id: 'primary', value: '#12' }));
    expect(t.site()).toBe(before);
    expect(selectCanUndo(t.store.getState())).toBe(false);
  });

  it('adds, renames and removes a colour, each one step; what used it takes the replacement', () => {
    const t = setup();
    t.store.dispatch(siteColorAdded({ name: 'Brique', value: '#b91c1c' }));
    expect(findColor(t.site().styles, 'c1')).toEqual({
      id: 'c1',
      name: 'Brique',
      value: '#B91C1C',
    });
    t.store.dispatch(siteColorRenamed({ id: 'c1', name: 'Terre cuite' }));
    expect(findColor(t.site().styles, 'c1')!.name).toBe('Terre cuite');
    t.store.dispatch(elementColorBound({ id: 'm3a-bt', field: 'backgroundColor', colorId: 'c1' }));
    expect(t.element('m3a-bt').styles.backgroundColor).toBe('#B91C1C');
    const used = t.site();
    t.store.dispatch(siteColorRemoved({ id: 'c1', replacement: 'accent' }));
    expect(findColor(t.site().styles, 'c1')).toBeUndefined();
    expect(t.element('m3a-bt').properties.colors?.backgroundColor).toBe('accent');
    expect(t.element('m3a-bt').styles.backgroundColor).toBe('#F59E0B');
    t.store.dispatch(undone());
    expect(t.site()).toBe(used);
  });

  it('binds a colour field to a colour of the site, and unbinds it keeping its value', () => {
    const t = setup();
    const before = t.site();
    t.store.dispatch(elementColorBound({ id: 'm3a-h1', field: 'color', colorId: 'accent' }));
    expect(t.element('m3a-h1').properties.colors).toEqual({ color: 'accent' });
    expect(t.element('m3a-h1').styles.color).toBe('#F59E0B');
    t.store.dispatch(elementColorBound({ id: 'm3a-h1', field: 'color', colorId: null }));
    expect(t.element('m3a-h1').properties.colors).toBeUndefined();
    expect(t.element('m3a-h1').styles.color).toBe('#F59E0B');
    // Now its own: a change of « Accent » leaves it.
    t.store.dispatch(siteColorChanged({ id: 'accent', value: '#000001' }));
    expect(t.element('m3a-h1').styles.color).toBe('#F59E0B');
    t.store.dispatch(undone());
    t.store.dispatch(undone());
    t.undoOnce();
    expect(t.site()).toBe(before);
  });

  it('binds nothing to a colour the site lacks, nor a text’s « accent », nor off the page shown', () => {
    const t = setup();
    const before = t.site();
    t.store.dispatch(elementColorBound({ id: 'm3a-h1', field: 'color', colorId: 'inconnue' }));
    t.store.dispatch(elementColorBound({ id: 'm3a-h1', field: 'accent', colorId: 'primary' }));
    // « À propos » is not the page shown.
    t.store.dispatch(elementColorBound({ id: 'm3b-tx', field: 'color', colorId: 'accent' }));
    expect(t.site()).toBe(before);
    expect(selectCanUndo(t.store.getState())).toBe(false);
  });

  it('unbinds a colour given a value of its own (« Personnalisée »), and only that one', () => {
    const t = setup();
    t.store.dispatch(
      elementUpdated({ id: 'm3a-bt', changes: { styles: { backgroundColor: '#123456' } } }),
    );
    expect(t.element('m3a-bt').properties.colors).toEqual({ color: 'background' });
    expect(t.element('m3a-bt').styles.backgroundColor).toBe('#123456');
    t.store.dispatch(siteColorChanged({ id: 'primary', value: '#0E7490' }));
    expect(t.element('m3a-bt').styles.backgroundColor).toBe('#123456');
    expect(t.element('m3b-bt').styles.backgroundColor).toBe('#0E7490');
    // Its words' colour set to the value it has already: still bound.
    t.store.dispatch(elementUpdated({ id: 'm3a-bt', changes: { styles: { color: '#FFFFFF' } } }));
    expect(t.element('m3a-bt').properties.colors).toEqual({ color: 'background' });
  });
});

describe('editor: « Style de texte »', () => {
  const withSize = (style: TextStyle, desktop: number): TextStyle => ({
    ...style,
    sizes: { ...style.sizes, desktop },
  });

  it('binds a text to a style: it takes the style’s values, and moves with the style', () => {
    const t = setup();
    t.store.dispatch(pageSelected('page-contact'));
    t.store.dispatch(elementTextStyleBound({ id: 'm3c-ml', styleId: 'h3' }));
    const h3 = t.site().styles.text.h3;
    expect(t.element('m3c-ml').properties.textStyle).toBe('h3');
    expect(textValues(t.element('m3c-ml'))).toEqual(h3);

    t.store.dispatch(textStyleChanged({ id: 'h3', style: withSize(h3, 30) }));
    expect(t.element('m3c-ml').styles.fontSize).toBe(30);
    expect(modifiedFields(t.element('m3c-ml'), t.site().styles.text.h3)).toEqual([]);
    t.store.dispatch(undone());
    expect(t.element('m3c-ml').styles.fontSize).toBe(h3.sizes.desktop);
  });

  it('keeps a size changed on the text (« Modifié »); « Revenir au style » restores it', () => {
    const t = setup();
    t.store.dispatch(pageSelected('page-contact'));
    t.store.dispatch(elementTextStyleBound({ id: 'm3c-ml', styleId: 'h3' }));
    t.store.dispatch(elementUpdated({ id: 'm3c-ml', changes: { styles: { fontSize: 22 } } }));
    const style = () => t.site().styles.text.h3;
    expect(modifiedFields(t.element('m3c-ml'), style())).toContain('desktop');

    // The style changes: the text keeps its own size, and follows the rest.
    t.store.dispatch(
      textStyleChanged({ id: 'h3', style: { ...withSize(style(), 34), uppercase: true } }),
    );
    expect(t.element('m3c-ml').styles.fontSize).toBe(22);
    expect(t.element('m3c-ml').properties.uppercase).toBe(true);

    const modified = t.site();
    t.store.dispatch(elementStyleReset({ id: 'm3c-ml' }));
    expect(t.element('m3c-ml').styles.fontSize).toBe(34);
    expect(modifiedFields(t.element('m3c-ml'), style())).toEqual([]);
    t.store.dispatch(undone());
    expect(t.site()).toBe(modified);
    // Nothing to restore: no step.
    t.store.dispatch(redone());
    const reset = t.site();
    t.store.dispatch(elementStyleReset({ id: 'm3c-ml' }));
    expect(t.site()).toBe(reset);
  });

  it('unbinds a text from its style, its values kept', () => {
    const t = setup();
    const values = textValues(t.element('m3a-h1'));
    t.store.dispatch(elementTextStyleBound({ id: 'm3a-h1', styleId: null }));
    expect(t.element('m3a-h1').properties.textStyle).toBeUndefined();
    expect(textValues(t.element('m3a-h1'))).toEqual(values);
    const h1 = t.site().styles.text.h1;
    t.store.dispatch(textStyleChanged({ id: 'h1', style: withSize(h1, 60) }));
    expect(t.element('m3a-h1').styles.fontSize).toBe(values.sizes.desktop);
  });
});

describe('editor: « Thèmes »', () => {
  it('applies a theme to the whole site in ONE step; one undo restores it', () => {
    const t = setup();
    const before: SiteDocument = t.site();
    t.store.dispatch(themeApplied({ theme: THEME }));
    const themed = t.site();
    expect(themed.theme).toEqual({ headingFont: 'montserrat', bodyFont: 'inter' });
    for (const id of BUTTONS) expect(t.element(id).styles.backgroundColor).toBe('#0E7490');
    expect(t.element('m3b-tx').styles.color).toBe('#0F172A');
    expect(t.element('m3a-h1').styles.fontSize).toBe(
      textStylesFromScale(THEME.scale).h1.sizes.desktop,
    );
    expect(themed.styles.page).toEqual({ background: '#F8FAFC', bound: 'background' });
    expect(siteSchema.safeParse(themed).success).toBe(true);
    t.undoOnce();
    expect(t.site()).toBe(before);
    t.store.dispatch(redone());
    expect(t.site()).toBe(themed);
  });
});
