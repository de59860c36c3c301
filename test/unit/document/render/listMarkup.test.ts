import {
  addCollection,
  deleteCollection,
  saveItem,
} from '../../../../src/document/collections/edits';
import { newCollection } from '../../../../src/document/collections/newCollection';
import { listHeight } from '../../../../src/document/collections/list';
import { createElement } from '../../../../src/document/createElement';
import { siteFiles } from '../../../../src/document/render/siteFiles';
import { fingerprintFiles } from '../../../../src/document/render/fingerprint';
import { createSite } from '../../../../src/document/site';
import type { CollectionItem, EditorElement, ListSettings } from '../../../../src/document/types';
import { parseSite } from '../../../../src/document/schema/documentSchema';

/** A blog of `count` articles (the 2nd a draft), its home page showing a « Liste » of them. */
function blog(count: number, list: Omit<ListSettings, 'collection'>, before: EditorElement[] = []) {
  let site = createSite({ name: 'Le Fournil', homePageId: 'accueil' });
  const made = newCollection(site, 'articles', 'Articles');
  site = addCollection(site, made.collection, made.page);
  const id = made.collection.id;
  for (let n = 1; n <= count; n += 1) {
    const item: CollectionItem = {
      id: `a${n}`,
      slug: `article-${n}`,
      title: n === 1 ? '<script>alert(1)</script> Le premier' : `Article ${n}`,
      // The higher n, the newer.
      date: `2026-01-${String(n).padStart(2, '0')}`,
      summary: `Résumé ${n}`,
      categories: n % 2 ? ['pain'] : ['gâteau'],
      ...(n === 2 ? { draft: true } : {}),
    };
    site = saveItem(site, id, item);
  }
  const settings: ListSettings = { collection: id, ...list };
  const element: EditorElement = {
    ...createElement('list', 'liste', { x: 48, y: 200 }),
    properties: { list: settings },
  };
  element.styles.size = { width: 1056, height: listHeight(settings, 1056) };
  const home = site.pages.find((p) => p.id === site.homePageId)!;
  site = {
    ...site,
    pages: site.pages.map((p) => (p === home ? { ...p, elements: [...before, element] } : p)),
  };
  return { site, folder: made.page.slug };
}

const text = (files: ReturnType<typeof siteFiles>, name: string) => {
  const file = files.find((f) => f.name === name);
  if (!file || !('text' in file)) throw new Error(`${name} missing`);
  return file.text;
};

const cardTitles = (html: string) =>
  [...html.matchAll(/<h\d class="card-title">([^<]*)</g)].map((m) => m[1]);

describe('« Liste »', () => {
  it('shows the latest published items as cards leading to their pages, their words escaped', () => {
    const { site, folder } = blog(5, { show: 'latest', count: 3 });
    const html = text(siteFiles(site), 'index.html');
    expect(cardTitles(html)).toEqual(['Article 5', 'Article 4', 'Article 3']);
    expect(html).toContain(`<a class="card-link" href="${folder}/article-5.html">`);
    expect(html).toContain('<time datetime="2026-01-05">5 janvier 2026</time>');
    const all = blog(5, { show: 'latest', count: 12 });
    const every = text(siteFiles(all.site), 'index.html');
    // The draft is not listed; markup typed in a title is text.
    expect(cardTitles(every)).not.toContain('Article 2');
    expect(every).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Le premier');
    expect(every).not.toContain('<script>');
  });

  it('titles its cards one level under the heading before it', () => {
    const title: EditorElement = {
      ...createElement('text', 'titre', { x: 48, y: 40 }),
      content: 'Derniers articles',
      properties: { level: 'h2' },
    };
    const under = text(
      siteFiles(blog(3, { show: 'latest', count: 3 }, [title]).site),
      'index.html',
    );
    expect(under).toContain('<h3 class="card-title">');
    const alone = text(siteFiles(blog(3, { show: 'latest', count: 3 }).site), 'index.html');
    expect(alone).toContain('<h2 class="card-title">');
  });

  it('shows a category, or chosen items in their order', () => {
    const bread = blog(6, { show: 'category', count: 2, category: 'pain' });
    expect(cardTitles(text(siteFiles(bread.site), 'index.html'))).toEqual([
      'Article 5',
      'Article 3',
    ]);
    const chosen = blog(6, { show: 'chosen', count: 3, items: ['a3', 'a6', 'a2', 'gone'] });
    // A draft and an item deleted since are left out.
    expect(cardTitles(text(siteFiles(chosen.site), 'index.html'))).toEqual([
      'Article 3',
      'Article 6',
    ]);
  });

  it('writes the next pages of a list that shows them all, 12 a page, with links both ways', () => {
    // 27 articles, one a draft: 26 listed, on 3 pages (12, 12, 2).
    const { site, folder } = blog(27, { show: 'all', count: 3 });
    const files = siteFiles(site);
    const first = text(files, 'index.html');
    expect(cardTitles(first)).toHaveLength(12);
    expect(first).toContain(`<a class="pager-link" href="${folder}/page-2.html">Page suivante</a>`);
    expect(first).not.toContain('Page précédente');
    const second = text(files, `${folder}/page-2.html`);
    expect(cardTitles(second)).toEqual(Array.from({ length: 12 }, (_, i) => `Article ${15 - i}`));
    expect(second).toContain('<a class="pager-link" href="../index.html">Page précédente</a>');
    expect(second).toContain(`href="../${folder}/page-3.html">Page suivante</a>`);
    expect(second).toContain(`href="../${folder}/article-15.html"`);
    expect(second).toContain('<link rel="stylesheet" href="../site.css">');
    const third = text(files, `${folder}/page-3.html`);
    expect(cardTitles(third)).toEqual([
      'Article 3',
      '&lt;script&gt;alert(1)&lt;/script&gt; Le premier',
    ]);
    expect(third).not.toContain('Page suivante');
    expect(files.some((f) => f.name === `${folder}/page-4.html`)).toBe(false);
    expect(files.find((f) => f.name === `${folder}/page-2.html`)?.kind).toBe('listPage');
  });

  it('leads to clean addresses for hosts that serve them', () => {
    const { site, folder } = blog(3, { show: 'latest', count: 3 });
    const html = text(siteFiles(site, { addresses: 'clean' }), 'index.html');
    expect(html).toContain(`href="${folder}/article-3"`);
  });

  it('shows nothing of a collection deleted since, and stays valid for the schema', () => {
    const { site } = blog(3, { show: 'latest', count: 3 });
    const gone = deleteCollection(site, site.collections![0].id);
    const html = text(siteFiles(gone), 'index.html');
    expect(html).not.toContain('class="card');
    expect(parseSite(JSON.parse(JSON.stringify(site)))).not.toBeNull();
    expect(parseSite(JSON.parse(JSON.stringify(gone)))).not.toBeNull();
  });
});

describe('items’ and lists’ pages for a host that names files after their content', () => {
  it('lead to the renamed shared files, one folder up', () => {
    const { site, folder } = blog(27, { show: 'all', count: 3 });
    const { files } = fingerprintFiles(siteFiles(site));
    const css = files.find((f) => /^site\.[0-9a-f]{10}\.css$/.test(f.name))!.name;
    for (const name of [`${folder}/article-1.html`, `${folder}/page-2.html`]) {
      expect(text(files, name)).toContain(`<link rel="stylesheet" href="../${css}">`);
    }
  });
});
