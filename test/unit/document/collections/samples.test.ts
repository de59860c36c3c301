import { withPlacedCollections } from '../../../../src/document/collections/collections';
import { frenchDate, placeSamples } from '../../../../src/document/collections/samples';
import { parseSite } from '../../../../src/document/schema/documentSchema';
import { buildSection } from '../../../../src/document/sections';
import { DEFAULT_SECTION_PALETTE } from '../../../../src/document/sections/palette';
import { createSite } from '../../../../src/document/site';
import type { SiteDocument } from '../../../../src/document/types';

const counter = () => {
  let n = 0;
  return () => `x${n++}`;
};

/** The site with the section's elements on its home page and its samples placed. */
function withSection(site: SiteDocument, id: 'articles.cards' | 'articles.list') {
  const makeId = counter();
  const built = buildSection(
    id,
    { palette: DEFAULT_SECTION_PALETTE },
    0,
    () => `${id}-${makeId()}`,
  );
  const placed = placeSamples(site, [built.elements], built.samples ?? [], makeId);
  const home = site.pages[0];
  const next = {
    ...site,
    pages: [
      { ...home, elements: [...home.elements, ...placed.elements[0]] },
      ...site.pages.slice(1),
    ],
  };
  return withPlacedCollections(next, placed.added);
}

describe('sample collections', () => {
  it('reads the French dates of the sections’ words', () => {
    expect(frenchDate('14 mars 2026')).toBe('2026-03-14');
    expect(frenchDate('1er août 2025')).toBe('2025-08-01');
    expect(frenchDate('31 février 2026')).toBeUndefined();
    expect(frenchDate('Identité visuelle · 2026')).toBeUndefined();
  });

  it('makes « Articles » with three sample items and its model page, the list showing it', () => {
    const site = withSection(
      createSite({ name: 'Carnet', homePageId: 'accueil' }),
      'articles.cards',
    );
    const [articles] = site.collections ?? [];
    expect(articles.kind).toBe('articles');
    expect(articles.name).toBe('Articles');
    expect(articles.items).toHaveLength(3);
    expect(articles.items.every((item) => item.sample && item.date && item.summary)).toBe(true);
    expect(site.pages.filter((page) => page.collection === articles.id)).toHaveLength(1);
    const list = site.pages[0].elements.find((e) => e.type === 'list');
    expect(list?.properties.list).toEqual({ collection: articles.id, show: 'latest', count: 3 });
    // No drawn article is left: the list is the articles.
    expect(site.pages[0].elements.some((e) => e.type === 'image')).toBe(false);
    expect(parseSite(JSON.parse(JSON.stringify(site)))).not.toBeNull();
  });

  it('shows the site’s own collection when it has one: a second section adds none', () => {
    const once = withSection(
      createSite({ name: 'Carnet', homePageId: 'accueil' }),
      'articles.cards',
    );
    const twice = withSection(once, 'articles.list');
    expect(twice.collections).toHaveLength(1);
    const lists = twice.pages[0].elements.filter((e) => e.type === 'list');
    expect(lists).toHaveLength(2);
    expect(new Set(lists.map((e) => e.properties.list?.collection))).toEqual(
      new Set([once.collections![0].id]),
    );
  });
});
