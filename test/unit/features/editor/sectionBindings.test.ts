import { makeStore } from '../../../../src/app/store';
import { buildSection, DEFAULT_SECTION_PALETTE } from '../../../../src/document/sections';
import { createSite } from '../../../../src/document/site';
import {
  colorBindingCount,
  sectionPaletteOf,
  withDesignStyles,
} from '../../../../src/document/siteStyles/designStyles';
import {
  documentLoaded,
  sectionInserted,
  selectDocument,
  siteColorChanged,
} from '../../../../src/features/editor/editorSlice';
import { counter } from '../../../../src/features/templates/templatePages';

/**
 * « Sections »: a section inserted into a site follows the site's colours it is painted in (the
 * panel draws it in them), so changing « Principale » afterwards changes it too.
 */

const PALETTE = { ...DEFAULT_SECTION_PALETTE, primary: '#0E5A6B' };

function open() {
  const store = makeStore();
  const hero = buildSection('hero.split', { palette: PALETTE }, 0, counter());
  const site = createSite({ name: 'Essai', homePageId: 'accueil', elements: hero.elements });
  store.dispatch(documentLoaded({ document: withDesignStyles(site, PALETTE) }));
  return { store, site: () => selectDocument(store.getState()) };
}

it('binds the inserted section’s elements to the site’s colours, in one step', () => {
  const { store, site } = open();
  const palette = sectionPaletteOf(site().styles);
  expect(palette).toEqual(PALETTE);
  let n = 0;
  const section = buildSection('cta.banner', { palette }, 0, () => `s-${n++}`);
  store.dispatch(sectionInserted(section));
  const inserted = site().pages[0].elements.filter((e) => e.id.startsWith('s-'));
  expect(inserted).toHaveLength(section.elements.length);
  expect(
    colorBindingCount({ ...site(), pages: [{ ...site().pages[0], elements: inserted }] }),
  ).toEqual({ bound: expect.any(Number), raw: 0 });
  store.dispatch(siteColorChanged({ id: 'primary', value: '#7C2D12' }));
  const band = site().pages[0].elements.find((e) => e.id === 's-0')!;
  expect(band.styles.backgroundColor).toBe('#7C2D12');
});
