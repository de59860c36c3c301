import { makeStore } from '../../../../../src/app/store';
import { composedPage } from '../../../../../src/document/sharedParts';
import { elementLists } from '../../../../../src/document/siteElements';
import { THEMES } from '../../../../../src/content/themes';
import { siteSchema } from '../../../../../src/document/schema/documentSchema';
import {
  colorBindingCount,
  paletteColors,
} from '../../../../../src/document/siteStyles/designStyles';
import {
  defaultSiteStyles,
  findColor,
  setSiteColor,
} from '../../../../../src/document/siteStyles/siteStyles';
import {
  COLOR_ROLES,
  type EditorElement,
  type SiteDocument,
} from '../../../../../src/document/types';
import { placeSamples } from '../../../../../src/document/collections/samples';
import {
  sitePages,
  withPlacedCollections,
} from '../../../../../src/document/collections/collections';
import {
  editorOpened,
  selectDocument,
  templateContentEdited,
  themeApplied,
  undone,
} from '../../../../../src/features/editor/editorSlice';
import { newDocument } from '../../../../../src/features/editor/editorState';
import { editTemplateContent } from '../../../../../src/features/editor/model/editTemplateContent';
import { generateTemplates } from '../../../../../src/features/templates/generateTemplates';
import { templateSite } from '../../../../../src/features/templates/templatePage';
import { counter, templatePages } from '../../../../../src/features/templates/templatePages';
import type { Template } from '../../../../../src/features/templates/types';

/**
 * A new site on a template takes the template's colours; « Modifier le contenu du template »
 * gives the site the template's colours and text styles, every element following them, drawn as
 * the template is (the values are the same); a theme then restyles the whole site.
 */

const TEMPLATES = generateTemplates(50);

/** Template `template` made editable on a new site made on it, as the editor does (pure). */
function madeEditable(template: Template): SiteDocument {
  const site = newDocument(template);
  const built = templatePages(template, counter());
  // Its lists' collections, made as the template's site makes them (templatePage.ts).
  let n = 0;
  const placed = placeSamples(
    site,
    built.map((page) => page.elements),
    built.flatMap((page) => page.samples ?? []),
    () => `c${n++}`,
  );
  const [home, ...others] = built.map((page, i) => ({ ...page, elements: placed.elements[i] }));
  const pages = others.map((page, i) => ({ id: `page-${i + 2}`, ...page }));
  const edited = editTemplateContent(site, site.homePageId, home.elements, pages, template.palette);
  return withPlacedCollections(edited, placed.added);
}

/** The elements' values, their bindings to the site's colours and text styles left out. */
const values = (elements: readonly EditorElement[]) =>
  elements.map((element) => {
    const properties = { ...element.properties };
    delete properties.colors;
    delete properties.textStyle;
    return { ...element, properties };
  });

const roleValues = (site: SiteDocument) =>
  Object.fromEntries(COLOR_ROLES.map((role) => [role, findColor(site.styles, role)!.value]));

it('gives a new site on a template the template’s colours', () => {
  const [template] = TEMPLATES;
  const store = makeStore();
  store.dispatch(editorOpened({ route: template.id, template }));
  const site = selectDocument(store.getState());
  expect(site.templateId).toBe(template.id);
  expect(roleValues(site)).toEqual(paletteColors(template.palette));
  expect(paletteColors(template.palette).backgroundAlt).toBe(template.palette.surface);
});

it('makes a template editable with every colour following the site’s, drawn the same', () => {
  // The 50 templates of the library, every page.
  const total = { bound: 0, raw: 0 };
  for (const template of TEMPLATES) {
    const site = madeEditable(template);
    const own = templateSite(template, templatePages(template, counter()));
    expect(roleValues(site)).toEqual(paletteColors(template.palette));
    // What draws them is the same: the elements' values, the site's fonts (the bindings apart).
    expect(site.theme).toEqual(own.theme);
    // Each page as drawn (the site's shared header and footer with its own elements), ids of
    // the header and footer merged into the home page's aside.
    sitePages(site).forEach((page, i) => {
      const drawn = values(composedPage(site, page).elements).map(({ id: _id, ...e }) => e);
      expect(drawn).toEqual(own.pages[i].elements.map(({ id: _id, ...e }) => e));
    });
    // The collections its lists show: the same items.
    expect(site.collections).toEqual(own.collections);
    const count = colorBindingCount(site);
    total.bound += count.bound;
    total.raw += count.raw;
  }
  // The figure: no colour of its own left in the 50 templates made editable (5,498 fields bound,
  // a shared header's and footer's once; fewer than the 5,733 before their articles and products
  // became lists of their collections, whose cards are drawn from one element).
  expect(total.raw).toBe(0);
  expect(total.bound).toBeGreaterThan(5000);
});

describe('on the store', () => {
  const template = TEMPLATES.find((t) => t.recipe.pages.length === 3)!;
  const open = () => {
    const store = makeStore();
    store.dispatch(editorOpened({ route: template.id, template }));
    let n = 0;
    const built = templatePages(template, () => `t-${n++}`);
    store.dispatch(templateContentEdited(template.id, built, template.palette));
    return { store, site: () => selectDocument(store.getState()) };
  };

  it('then restyles the whole site with a theme, readably, and Ctrl+Z restores it', () => {
    const { store, site } = open();
    const before = site();
    expect(siteSchema.safeParse(before).success).toBe(true);
    const dark = THEMES.find((t) => t.id === 'nuit')!;
    store.dispatch(themeApplied({ theme: dark }));
    const after = site();
    const all = elementLists(after).flat();
    // Footers follow « Secondaire », buttons « Principale », bands « Fond »: the theme's.
    const footers = all.filter((e) => e.type === 'footer');
    expect(footers.length).toBeGreaterThan(0);
    for (const f of footers) expect(f.styles.backgroundColor).toBe(dark.colors.secondary);
    const filled = all.filter((e) => e.type === 'button' && e.properties.colors?.color !== 'text');
    for (const b of filled.filter((e) => e.properties.colors?.backgroundColor === 'primary')) {
      expect(b.styles.backgroundColor).toBe(dark.colors.primary);
      expect(b.styles.color).toBe('#FFFFFF');
    }
    // No text takes the dark page's colour, no background the light text's.
    for (const e of all) {
      expect(['background', 'backgroundAlt']).not.toContain(e.properties.colors?.color);
      expect(['text', 'textMuted']).not.toContain(e.properties.colors?.backgroundColor);
    }
    expect(colorBindingCount(after).raw).toBe(0);
    store.dispatch(undone());
    expect(site()).toEqual(before);
  });

  it('keeps colours a person chose before, and binds the template’s elements to them', () => {
    const store = makeStore();
    store.dispatch(editorOpened({ route: template.id, template }));
    const chosen = setSiteColor(selectDocument(store.getState()), 'primary', '#0E7490');
    const built = templatePages(template, counter());
    const pages = built.slice(1).map((p, i) => ({ id: `n-${i}`, ...p }));
    const next = editTemplateContent(chosen, 'accueil', built[0].elements, pages, template.palette);
    expect(next.styles).toBe(chosen.styles);
    const all = next.pages.flatMap((p) => p.elements);
    // The template's text colour is still the site's « Texte »: followed; its primary is not.
    expect(all.some((e) => e.properties.colors?.color === 'text')).toBe(true);
    expect(all.some((e) => e.properties.colors?.backgroundColor === 'primary')).toBe(false);
  });
});

it('leaves a new site without a template’s palette a new site’s styles', () => {
  expect(newDocument({ id: '1', name: 'Essai' }).styles).toEqual(defaultSiteStyles());
});
