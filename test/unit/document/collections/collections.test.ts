import {
  itemSlugProblem,
  modelPage,
  sitePages,
} from '../../../../src/document/collections/collections';
import {
  addCollection,
  addItem,
  deleteCollection,
  duplicateItem,
  moveItem,
  saveItem,
} from '../../../../src/document/collections/edits';
import {
  formatPrice,
  parsePrice,
  formatItemDate,
} from '../../../../src/document/collections/itemFields';
import { createPage, createSite } from '../../../../src/document/site';
import { LIMITS } from '../../../../src/document/limits';
import { parseSite } from '../../../../src/document/schema/documentSchema';
import type { Collection, CollectionItem, SiteDocument } from '../../../../src/document/types';
import { deletePage, setHomePage } from '../../../../src/features/editor/model/pages';

const item = (n: number, extra: Partial<CollectionItem> = {}): CollectionItem => ({
  id: `item-${n}`,
  slug: `article-${n}`,
  title: `Article ${n}`,
  date: '2026-03-03',
  ...extra,
});

/** A site of one page and a collection « Articles » of `count` items. */
function blog(count = 3): SiteDocument {
  const site = createSite({ name: 'Le Fournil', homePageId: 'accueil' });
  const collection: Collection = {
    id: 'col-1',
    kind: 'articles',
    name: 'Articles',
    items: Array.from({ length: count }, (_, i) => item(i + 1)),
  };
  return addCollection(site, collection, createPage('page-articles', 'Articles', ['accueil']));
}

describe('document/collections', () => {
  it('adds a collection with its « Modèle de page », which is not one of the site’s own pages', () => {
    const site = blog();
    expect(site.pages).toHaveLength(2);
    expect(modelPage(site, 'col-1')?.slug).toBe('articles');
    expect(sitePages(site).map((p) => p.id)).toEqual(['accueil']);
    expect(sitePages(site)).toBe(sitePages(site));
    expect(parseSite(site)).not.toBeNull();
    // A model page is neither deleted alone nor made the home page.
    expect(deletePage(site, 'page-articles')).toBe(site);
    expect(setHomePage(site, 'page-articles')).toBe(site);
    // The last page of the site's own is not deleted either.
    expect(deletePage(site, 'accueil')).toBe(site);
    const gone = deleteCollection(site, 'col-1');
    expect(gone.pages.map((p) => p.id)).toEqual(['accueil']);
    expect(gone.collections).toBeUndefined();
  });

  it('refuses the 11th collection, the 1 001st item and a slug another item has', () => {
    let site = createSite({ name: 'x', homePageId: 'accueil' });
    for (let i = 0; i < LIMITS.collections; i++) {
      const taken = site.pages.map((p) => p.slug);
      site = addCollection(
        site,
        { id: `c${i}`, kind: 'produits', name: 'Produits', items: [] },
        createPage(`p${i}`, 'Produits', taken),
      );
    }
    expect(site.collections).toHaveLength(10);
    const full = addCollection(
      site,
      { id: 'c11', kind: 'produits', name: 'Produits', items: [] },
      createPage(
        'p11',
        'Produits',
        site.pages.map((p) => p.slug),
      ),
    );
    expect(full).toBe(site);

    const big = blog(LIMITS.itemsPerCollection);
    expect(addItem(big, 'col-1', item(5000))).toBe(big);
    const small = blog();
    expect(addItem(small, 'col-1', item(9, { slug: 'article-1' }))).toBe(small);
    expect(itemSlugProblem(small.collections![0], null, 'article-1')).toBe('taken');
    expect(itemSlugProblem(small.collections![0], null, 'page-2')).toBe('reserved');
    expect(itemSlugProblem(small.collections![0], null, 'flux')).toBe('reserved');
  });

  it('saves, duplicates as a draft with a free address, and moves items', () => {
    let site = saveItem(blog(), 'col-1', item(4, { title: 'Nouveau' }));
    expect(site.collections![0].items[0].title).toBe('Nouveau');
    site = saveItem(site, 'col-1', item(4, { title: 'Changé' }));
    expect(site.collections![0].items[0].title).toBe('Changé');
    site = duplicateItem(site, 'col-1', 'item-4', 'copy', 'Changé (copie)');
    const copy = site.collections![0].items[1];
    expect(copy).toMatchObject({ id: 'copy', title: 'Changé (copie)', draft: true });
    expect(copy.slug).toBe('change-copie');
    site = moveItem(site, 'col-1', 'copy', 99);
    expect(site.collections![0].items.at(-1)?.id).toBe('copy');
    expect(parseSite(site)).not.toBeNull();
  });

  it('reads and writes prices and dates in French', () => {
    expect(parsePrice('12,50')).toBe(1250);
    expect(parsePrice('1 200 €')).toBe(120000);
    expect(parsePrice('12,505')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(formatPrice(1250)).toBe('12,50\u00a0€');
    expect(formatItemDate('2026-03-03')).toBe('3 mars 2026');
  });
});

describe('the site schema and collections', () => {
  const withItems = (items: unknown[]) => {
    const site = blog(0);
    return { ...site, collections: [{ ...site.collections![0], items }] };
  };

  it('keeps items of their kind, checked as any field from outside', () => {
    expect(parseSite(withItems([item(1)]))).not.toBeNull();
    // A field of another kind, two items of one address, a date that is not one, a bad link.
    expect(parseSite(withItems([item(1, { price: 100 })]))).toBeNull();
    expect(parseSite(withItems([item(1), item(2, { slug: 'article-1' })]))).toBeNull();
    expect(parseSite(withItems([item(1, { date: '2026-02-30' })]))).toBeNull();
    const content = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:x' } }] },
          ],
        },
      ],
    };
    expect(parseSite(withItems([item(1, { content } as never)]))).toBeNull();
    expect(parseSite(withItems([{ ...item(1), html: '<p>x</p>' }]))).toBeNull();
  });

  it('needs one model page per collection, never the home page', () => {
    const site = blog();
    const noModel = { ...site, pages: site.pages.filter((p) => !p.collection) };
    expect(parseSite(noModel)).toBeNull();
    const stray = {
      ...site,
      pages: site.pages.map((p) => (p.collection ? { ...p, collection: 'col-9' } : p)),
    };
    expect(parseSite(stray)).toBeNull();
    expect(parseSite({ ...site, homePageId: 'page-articles' })).toBeNull();
  });
});
