import {
  parseSite,
  siteSchema,
  siteStylesSchema,
} from '../../../../src/document/schema/documentSchema';
import { defaultSiteStyles } from '../../../../src/document/siteStyles/siteStyles';
import { MAX_CUSTOM_COLORS, SITE_SCHEMA_VERSION } from '../../../../src/document/types';
import { loose, threePageSite, type Loose } from '../../features/projects/projectsSites';

/** The styles of a new site with `edit` applied to a JSON copy. */
function styles(edit: (s: Loose) => void = () => {}): Loose {
  const copy = loose(defaultSiteStyles());
  edit(copy);
  return copy;
}

/**
 * The three-page site as schema 5 opens it (its home page's header the site's, the other pages
 * not showing it), with `edit` applied to a JSON copy.
 */
function editedSite(edit: (s: Loose) => void = () => {}): Loose {
  const site = loose({ ...threePageSite(), schemaVersion: SITE_SCHEMA_VERSION });
  const [header, ...own] = site.pages[0].elements;
  expect(header.type).toBe('header');
  site.pages[0].elements = own;
  for (const page of site.pages.slice(1)) page.showHeader = false;
  site.shared = { header: [header], footer: [] };
  edit(site);
  return site;
}

/** `n` added colours, `c1`…, each named. */
const added = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${from + i}`,
    name: `Couleur ${from + i}`,
    value: '#12AB9F',
  }));

describe('document/siteStylesSchema (schema 5)', () => {
  it('accepts a new site’s styles, and twelve added colours', () => {
    expect(siteStylesSchema.parse(styles())).toEqual(defaultSiteStyles());
    const full = styles((s) => s.colors.push(...added(MAX_CUSTOM_COLORS)));
    expect(siteStylesSchema.safeParse(full).success).toBe(true);
    // Ids need not follow each other (a colour was removed).
    const gaps = styles((s) => s.colors.push(...added(1, 3), ...added(1, 12)));
    expect(siteStylesSchema.safeParse(gaps).success).toBe(true);
  });

  it.each<[string, (s: Loose) => void]>([
    ['a role without its colour (« Principale »)', (s) => s.colors.shift()],
    ['no colour at all', (s) => (s.colors = [])],
    ['13 added colours', (s) => s.colors.push(...added(MAX_CUSTOM_COLORS + 1))],
    ['a colour in lower case', (s) => (s.colors[0].value = '#3b82f6')],
    ['a colour of three digits', (s) => (s.colors[0].value = '#FFF')],
    ['a colour by name', (s) => (s.colors[0].value = 'rouge')],
    ['a translucent colour', (s) => (s.colors[0].value = '#3B82F680')],
    ['two roles of one id', (s) => s.colors.push({ id: 'primary', value: '#000000' })],
    ['two added colours of one id', (s) => s.colors.push(...added(1), ...added(1))],
    ['an added colour without a name', (s) => s.colors.push({ id: 'c1', value: '#000000' })],
    ['an added colour with an empty name', (s) => s.colors.push({ ...added(1)[0], name: '' })],
    [
      'an added colour named with 41 characters',
      (s) => s.colors.push({ ...added(1)[0], name: 'n'.repeat(41) }),
    ],
    ['an added colour whose id is a word', (s) => s.colors.push({ ...added(1)[0], id: 'brique' })],
    ['an added colour c0', (s) => s.colors.push({ ...added(1)[0], id: 'c0' })],
    ['a role given a name', (s) => (s.colors[0].name = 'Bleu')],
    ['an unknown key on a colour', (s) => (s.colors[0].css = 'x')],
    ['a text style missing (« Bouton »)', (s) => delete s.text.button],
    ['an unknown text style', (s) => (s.text.h4 = s.text.h3)],
    ['a text style without a phone size', (s) => delete s.text.p.sizes.phone],
    ['a size of 0', (s) => (s.text.p.sizes.desktop = 0)],
    ['a fractional size', (s) => (s.text.p.sizes.tablet = 15.5)],
    ['an unknown weight', (s) => (s.text.h1.weight = 'heavy')],
    ['a line height of 10', (s) => (s.text.h1.lineHeight = 10)],
    ['a letter spacing of 200 px', (s) => (s.text.h1.letterSpacing = 200)],
    ['capitals as a word', (s) => (s.text.h1.uppercase = 'oui')],
    ['a page background that is no colour', (s) => (s.page.background = 'blanc')],
    ['a page background following a colour the site lacks', (s) => (s.page.bound = 'c1')],
    ['an unknown key', (s) => (s.fonts = {})],
  ])('refuses %s', (_label, edit) => {
    expect(siteStylesSchema.safeParse(styles(edit)).success).toBe(false);
    // And the site holding them (which is valid with its own).
    expect(parseSite(editedSite())).not.toBeNull();
    expect(parseSite(editedSite((site) => (site.styles = styles(edit))))).toBeNull();
  });

  it('refuses an element following a colour or a style the site lacks, wherever it is', () => {
    expect(siteSchema.safeParse(editedSite()).success).toBe(true);
    for (const [edit, path] of [
      [
        (s: Loose) => (s.pages[2].elements[0].properties.colors = { color: 'inconnue' }),
        ['pages', 2, 'elements', 0, 'properties', 'colors', 'color'],
      ],
      [
        (s: Loose) => (s.pages[1].elements[2].properties.colors.backgroundColor = 'c1'),
        ['pages', 1, 'elements', 2, 'properties', 'colors', 'backgroundColor'],
      ],
      [
        (s: Loose) => (s.pages[0].elements[2].properties.colors = { accent: 'c12' }),
        ['pages', 0, 'elements', 2, 'properties', 'colors', 'accent'],
      ],
      // In the site's header and footer too.
      [
        (s: Loose) => (s.shared.header[0].properties.colors = { color: 'inconnue' }),
        ['shared', 'header', 0, 'properties', 'colors', 'color'],
      ],
      [
        (s: Loose) => {
          s.shared.footer = [loose(s.pages[0].elements[0])];
          s.shared.footer[0].id = 'pied-texte';
          s.shared.footer[0].properties.colors = { color: 'c1' };
        },
        ['shared', 'footer', 0, 'properties', 'colors', 'color'],
      ],
    ] as const) {
      const checked = siteSchema.safeParse(editedSite(edit));
      expect(checked.success).toBe(false);
      expect(checked.error?.issues.map((issue) => issue.path)).toEqual([path]);
    }
    for (const edit of [
      (s: Loose) => (s.pages[0].elements[0].properties.textStyle = 'titre'),
      (s: Loose) => (s.pages[0].elements[0].properties.colors.border = 'text'),
      (s: Loose) => (s.shared.header[0].properties.textStyle = 'titre'),
      (s: Loose) => (s.shared.header[0].properties.colors.border = 'text'),
    ]) {
      expect(siteSchema.safeParse(editedSite(edit)).success).toBe(false);
    }
    // An added colour the site has may be followed, on a page and in the header.
    const withC1 = editedSite((s) => {
      s.styles.colors.push(...added(1));
      s.pages[1].elements[2].properties.colors.backgroundColor = 'c1';
      s.shared.header[0].properties.colors.color = 'c1';
    });
    expect(siteSchema.safeParse(withC1).success).toBe(true);
  });
});
