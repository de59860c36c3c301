import { fontWidths } from '../../../../src/document/fonts/fontWidths';
import { textWidth } from '../../../../src/document/fonts/textWidth';
import { wordMeasure } from '../../../../src/document/fonts/wordMeasure';
import {
  buildSection,
  DEFAULT_SECTION_PALETTE,
  SECTIONS,
  type SectionTheme,
} from '../../../../src/document/sections';
import type { EditorElement, SiteTheme } from '../../../../src/document/types';

/**
 * The section library sizes its texts from their words, measured in the site's fonts: no word is
 * wider than its box, the texts of a row share a size and a height, a menu's items stand on one
 * line.
 */

function counter() {
  let n = 0;
  return () => `e${n++}`;
}

/** A section's theme measured in the fonts of `site` (the system font: no widths). */
function themeOf(site: SiteTheme, menu?: string[]): SectionTheme {
  const widths =
    site.headingFont === 'system'
      ? undefined
      : { heading: fontWidths(site.headingFont), body: fontWidths(site.bodyFont) };
  return {
    palette: DEFAULT_SECTION_PALETTE,
    ...(widths ? { widths } : {}),
    ...(menu ? { menu } : {}),
  };
}

const SITES: SiteTheme[] = [
  { headingFont: 'system', bodyFont: 'system' },
  { headingFont: 'montserrat', bodyFont: 'dm-sans' },
  { headingFont: 'playfair-display', bodyFont: 'raleway' },
];

const inner = (e: EditorElement) => e.styles.size.width - 2 * e.styles.padding;

describe.each(SITES.map((site) => [`${site.headingFont} + ${site.bodyFont}`, site] as const))(
  'in %s',
  (_label, site) => {
    const measure = wordMeasure(site, fontWidths);

    it.each(SECTIONS.map((s) => [s.id] as const))(
      '%s: every word of every text and button fits its box',
      (id) => {
        const { elements } = buildSection(id, themeOf(site), 0, counter());
        for (const e of elements.filter((x) => x.type === 'text' || x.type === 'button')) {
          expect([e.content, measure(e, e.styles.fontSize) <= inner(e)]).toEqual([e.content, true]);
        }
      },
    );

    it('fits figures too long for their column on one line, all at one size, labels aligned', () => {
      const items = [
        { value: '250', label: 'mariages photographiés' },
        { value: '3 semaines', label: 'pour recevoir vos photos' },
        { value: '98 %', label: 'de couples ravis' },
        { value: '12', label: 'ans de métier' },
      ];
      for (const id of ['figures.band', 'figures.text'] as const) {
        const { elements } = buildSection(id, themeOf(site), 0, counter(), { items });
        const values = items.map((item) => elements.find((e) => e.content === item.value)!);
        const labels = items.map((item) => elements.find((e) => e.content === item.label)!);
        const sizes = new Set(values.map((e) => e.styles.fontSize));
        expect(sizes.size).toBe(1);
        const [size] = [...sizes];
        // Smaller than the design's 48 / 44 px: « 3 semaines » would not fit at it.
        expect(size).toBeLessThan(id === 'figures.band' ? 48 : 44);
        const bold = fontWidths(site.bodyFont).bold;
        for (const e of values) {
          expect(textWidth(e.content, bold) * size).toBeLessThanOrEqual(inner(e));
        }
        expect(new Set(values.map((e) => e.styles.size.height)).size).toBe(1);
        if (id === 'figures.band') {
          // One row: the labels start on one line.
          expect(new Set(labels.map((e) => e.styles.position.y)).size).toBe(1);
        }
      }
    });

    it('gives the titles of a row of cards one size, at which the longest fits', () => {
      const items = [
        { title: 'Synchronisation', text: 'Vos fichiers partout.' },
        { title: 'Accompagnement', text: 'Un interlocuteur.' },
        { title: 'Téléconsultation', text: 'Depuis chez vous.' },
        { title: 'Suivi', text: 'Chaque semaine.' },
      ];
      for (const id of ['features.three', 'features.four', 'features.pictures'] as const) {
        const { elements } = buildSection(id, themeOf(site), 0, counter(), { items });
        const titles = elements.filter((e) => e.properties.level === 'h3');
        expect(new Set(titles.map((e) => e.styles.fontSize)).size).toBe(1);
        expect(new Set(titles.map((e) => e.styles.size.height)).size).toBe(1);
        for (const e of titles) expect(measure(e, e.styles.fontSize)).toBeLessThanOrEqual(inner(e));
      }
    });

    it.each(['header.menu', 'header.button', 'header.centred', 'footer.simple'] as const)(
      '%s: its menu holds the pages’ names on one line',
      (id) => {
        const pages = ['Accueil', 'Infos pratiques', 'Rendez-vous', 'Honoraires', 'Équipe'];
        const { elements } = buildSection(id, themeOf(site, pages), 0, counter());
        const menu = elements.find((e) => e.type === 'menu')!;
        const size = menu.styles.fontSize;
        expect(size).toBeGreaterThanOrEqual(14);
        const body = fontWidths(site.bodyFont).regular;
        const need =
          pages.reduce((sum, name) => sum + textWidth(name, body) * size, 0) +
          24 * (pages.length - 1);
        expect(menu.styles.size.width).toBeGreaterThanOrEqual(need);
        // Beside the name, not over it (« En-tête centré » has it above).
        if (id !== 'header.centred') {
          const brand = elements.find((e) => e.type === 'text')!;
          expect(menu.styles.position.x).toBeGreaterThanOrEqual(
            brand.styles.position.x + brand.styles.size.width,
          );
        }
      },
    );
  },
);

it('keeps a menu in its room, at the body’s size, when the pages’ names are short', () => {
  const { elements } = buildSection(
    'header.menu',
    { palette: DEFAULT_SECTION_PALETTE, menu: ['Accueil', 'Contact'] },
    0,
    counter(),
  );
  const menu = elements.find((e) => e.type === 'menu')!;
  expect(menu.styles.fontSize).toBe(17);
  expect(menu.styles.position.x).toBe(520);
});
