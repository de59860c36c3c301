import { siteSchema } from '../../../../src/document/schema/documentSchema';
import { buildSection, DEFAULT_SECTION_PALETTE } from '../../../../src/document/sections';
import { createSite } from '../../../../src/document/site';
import {
  colorBindingCount,
  colorOfKind,
  paletteColors,
  sectionPaletteFor,
  sectionPaletteOf,
  withDesignStyles,
  withSiteColorBindings,
} from '../../../../src/document/siteStyles/designStyles';
import {
  applyTheme,
  defaultSiteStyles,
  findColor,
  type Theme,
} from '../../../../src/document/siteStyles/siteStyles';
import type { EditorElement, SiteDocument } from '../../../../src/document/types';
import { counter } from '../../../../src/features/templates/templatePages';

/** A palette whose page is white: a button's white words must still not follow « Fond ». */
const WHITE_PAGE = { ...DEFAULT_SECTION_PALETTE, background: '#FFFFFF' };

/** A site of a few sections drawn in `palette`, its styles not yet made. */
function designed(palette = WHITE_PAGE): SiteDocument {
  const make = counter();
  let top = 0;
  const elements: EditorElement[] = [];
  for (const id of ['header.button', 'hero.split', 'cta.banner', 'footer.columns'] as const) {
    const built = buildSection(id, { palette }, top, make);
    elements.push(...built.elements);
    top += built.height;
  }
  return createSite({ name: 'Essai', homePageId: 'accueil', elements });
}

const DARK: Theme = {
  id: 'sombre',
  name: 'Sombre',
  colors: {
    primary: '#2F6FDB',
    secondary: '#172033',
    accent: '#FBBF24',
    background: '#0B1120',
    backgroundAlt: '#1E293B',
    text: '#F1F5F9',
    textMuted: '#94A3B8',
  },
  fonts: { heading: 'inter', body: 'inter' },
  scale: { base: 16, ratio: 1.25 },
};

it('reads a palette as the roles’ colours, and back', () => {
  const colors = paletteColors(DEFAULT_SECTION_PALETTE);
  expect(colors).toEqual({
    primary: DEFAULT_SECTION_PALETTE.primary,
    secondary: DEFAULT_SECTION_PALETTE.text,
    accent: DEFAULT_SECTION_PALETTE.accent,
    background: DEFAULT_SECTION_PALETTE.background,
    backgroundAlt: DEFAULT_SECTION_PALETTE.surface,
    text: DEFAULT_SECTION_PALETTE.text,
    textMuted: DEFAULT_SECTION_PALETTE.muted,
  });
  const site = withDesignStyles(designed(DEFAULT_SECTION_PALETTE), DEFAULT_SECTION_PALETTE);
  expect(sectionPaletteOf(site.styles)).toEqual(DEFAULT_SECTION_PALETTE);
});

describe('withDesignStyles', () => {
  const before = designed();
  const site = withDesignStyles(before, WHITE_PAGE);
  const all = site.pages[0].elements;

  it('binds every colour, keeps every value, and makes a valid site', () => {
    expect(colorBindingCount(before)).toEqual({ bound: 0, raw: expect.any(Number) });
    expect(colorBindingCount(site)).toEqual({ bound: colorBindingCount(before).raw, raw: 0 });
    all.forEach((element, i) => {
      expect(element.styles).toEqual(before.pages[0].elements[i].styles);
    });
    expect(siteSchema.safeParse(site).success).toBe(true);
  });

  it('binds each field to a colour of its kind', () => {
    for (const element of all) {
      expect(['background', 'backgroundAlt']).not.toContain(element.properties.colors?.color);
      expect(['text', 'textMuted']).not.toContain(element.properties.colors?.backgroundColor);
    }
    const footer = all.find((e) => e.type === 'footer')!;
    expect(footer.properties.colors?.backgroundColor).toBe('secondary');
    const button = all.find(
      (e) => e.type === 'button' && e.styles.backgroundColor === WHITE_PAGE.primary,
    )!;
    expect(button.properties.colors).toMatchObject({ backgroundColor: 'primary' });
    // White words: an added colour of the same value, which themes keep.
    const white = findColor(site.styles, button.properties.colors!.color!)!;
    expect(white).toMatchObject({ value: '#FFFFFF', name: expect.stringMatching(/^Couleur \d+$/) });
  });

  it('lets a dark theme restyle it readably: white stays on the buttons, footers go dark', () => {
    const dark = applyTheme(site, DARK).pages[0].elements;
    const button = dark.find((e) => e.type === 'button' && e.styles.backgroundColor === '#2F6FDB');
    expect(button?.styles.color).toBe('#FFFFFF');
    expect(dark.find((e) => e.type === 'footer')!.styles.backgroundColor).toBe('#172033');
    const headerText = dark.find((e) => e.type === 'text' && e.properties.level === undefined);
    expect(['#F1F5F9', '#94A3B8', '#FFFFFF']).toContain(headerText?.styles.color);
  });
});

describe('binding a section to the site’s colours', () => {
  it('follows a colour of its kind only, and leaves other colours its own', () => {
    const styles = defaultSiteStyles();
    // « Fond » is #FFFFFF: white words on a button do not follow it; its blue background does.
    const button: EditorElement = {
      ...buildSection('cta.card', { palette: DEFAULT_SECTION_PALETTE }, 0, counter()).elements.find(
        (e) => e.type === 'button',
      )!,
    };
    const blue = { ...button, styles: { ...button.styles, backgroundColor: '#3B82F6' } };
    const bound = withSiteColorBindings(blue, styles);
    expect(bound.properties.colors).toEqual({ backgroundColor: 'primary' });
    expect(bound.styles).toEqual(blue.styles);
    expect(colorOfKind(styles, 'color', '#FFFFFF')).toBeUndefined();
    expect(colorOfKind(styles, 'backgroundColor', '#FFFFFF')?.id).toBe('background');
    // An element already bound keeps its binding.
    const kept = { ...blue, properties: { ...blue.properties, colors: { backgroundColor: 'c1' } } };
    expect(withSiteColorBindings(kept, styles).properties.colors).toEqual({
      backgroundColor: 'c1',
    });
  });

  it('draws sections in the site’s colours when they read well, else in the fallback', () => {
    const site = withDesignStyles(designed(DEFAULT_SECTION_PALETTE), DEFAULT_SECTION_PALETTE);
    const other = { ...DEFAULT_SECTION_PALETTE, primary: '#123456' };
    expect(sectionPaletteFor(site.styles, other)).toEqual(DEFAULT_SECTION_PALETTE);
    // A new site's blue (#3B82F6) does not carry white words: the fallback.
    expect(sectionPaletteFor(defaultSiteStyles(), other)).toBe(other);
  });
});
