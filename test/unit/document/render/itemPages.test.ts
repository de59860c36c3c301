import { addCollection, saveItem } from '../../../../src/document/collections/edits';
import { siteFiles } from '../../../../src/document/render/siteFiles';
import { oneFolderDown, richHeight } from '../../../../src/document/render/itemPages';
import { createSite } from '../../../../src/document/site';
import type { ExportPicture } from '../../../../src/document/render/pictureFiles';
import type { CollectionItem, RichText, SiteDocument } from '../../../../src/document/types';
import { newCollection } from '../../../../src/document/collections/newCollection';

const body: RichText = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Nos pains' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Du ' },
        { type: 'text', text: 'levain', marks: [{ type: 'bold' }] },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Seigle' }] }],
        },
      ],
    },
  ],
};

/** A blog: « Actualités », two published articles and a draft. */
function blog(siteUrl?: string): { site: SiteDocument; folder: string } {
  let site = createSite({ name: 'Le Fournil', homePageId: 'accueil' });
  if (siteUrl) site = { ...site, settings: { ...site.settings, siteUrl } };
  const made = newCollection(site, 'articles', 'Actualités');
  site = addCollection(site, made.collection, made.page);
  const id = made.collection.id;
  const items: CollectionItem[] = [
    {
      id: 'a1',
      slug: 'pains-de-saison',
      title: '<script>alert(1)</script> Pains de saison',
      date: '2026-03-03',
      summary: 'Ce que le four cuit en hiver.',
      content: body,
      author: 'Marie',
    },
    { id: 'a2', slug: 'ouverture', title: 'Ouverture', date: '2026-01-10' },
    { id: 'a3', slug: 'brouillon', title: 'Pas encore', draft: true },
  ];
  for (const item of items.reverse()) site = saveItem(site, id, item);
  return { site, folder: made.page.slug };
}

const text = (files: ReturnType<typeof siteFiles>, name: string) => {
  const file = files.find((f) => f.name === name);
  if (!file || !('text' in file)) throw new Error(`${name} missing`);
  return file.text;
};

describe('document/render/itemPages: the export of a collection', () => {
  it('writes a page per published item from the model page, one folder down', () => {
    const { site, folder } = blog();
    expect(folder).toBe('actualites');
    const files = siteFiles(site);
    const names = files.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'actualites/pains-de-saison.html',
        'actualites/styles-pains-de-saison.css',
        'actualites/ouverture.html',
        'actualites/flux.xml',
      ]),
    );
    // Neither the draft nor the model page itself.
    expect(names.some((n) => n.includes('brouillon'))).toBe(false);
    expect(names).not.toContain('actualites.html');
    const html = text(files, 'actualites/pains-de-saison.html');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; Pains de saison</title>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<meta name="description" content="Ce que le four cuit en hiver.">');
    expect(html).toMatch(
      /<article class="el [^"]* rich"><h2>Nos pains<\/h2><p>Du <strong>levain<\/strong><\/p><ul><li><p>Seigle<\/p><\/li><\/ul><\/article>/,
    );
    expect(html).toContain('<time datetime="2026-03-03">3 mars 2026</time>');
    expect(html).toContain('>Marie<');
    // Its stylesheets one folder up, and beside it.
    expect(html).toContain('href="../site.css"');
    expect(html).toContain('href="../actualites/styles-pains-de-saison.css"');
    expect(text(files, 'actualites/styles-pains-de-saison.css')).toContain('.rich h2');
    // An item without a picture, a summary, a content nor an author: those elements are not there.
    const short = text(files, 'actualites/ouverture.html');
    expect(short).not.toContain('<img');
    expect(short).not.toContain('<article');
  });

  it('writes the Atom feed of the articles, newest first, and lists them in the sitemap', () => {
    const { site } = blog('https://www.le-fournil.fr');
    const files = siteFiles(site);
    const feed = text(files, 'actualites/flux.xml');
    expect(feed.match(/<entry>/g)).toHaveLength(2);
    expect(feed.indexOf('pains-de-saison')).toBeLessThan(feed.indexOf('ouverture'));
    expect(feed).toContain('<id>https://www.le-fournil.fr/actualites/pains-de-saison.html</id>');
    expect(feed).toContain('<updated>2026-03-03T00:00:00Z</updated>');
    expect(feed).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; Pains de saison</title>');
    const sitemap = text(files, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://www.le-fournil.fr/actualites/ouverture.html</loc>');
    expect(sitemap).not.toContain('brouillon');
    const html = text(files, 'actualites/pains-de-saison.html');
    expect(html).toContain(
      '<link rel="canonical" href="https://www.le-fournil.fr/actualites/pains-de-saison.html">',
    );
  });

  it('moves what is under a long content down, so that nothing is drawn over it', () => {
    const long: RichText = {
      type: 'doc',
      content: Array.from({ length: 30 }, () => ({
        type: 'paragraph' as const,
        content: [
          {
            type: 'text' as const,
            text: 'Un paragraphe assez long pour tenir sur plusieurs lignes. '.repeat(4),
          },
        ],
      })),
    };
    expect(
      richHeight({ id: 'x', slug: 'x', title: 'x', content: long }, 720, 16, 1.2),
    ).toBeGreaterThan(1500);
    let { site } = blog();
    const id = site.collections![0].id;
    site = saveItem(site, id, {
      id: 'a1',
      slug: 'pains-de-saison',
      title: 'Long',
      content: long,
      author: 'Marie',
    });
    const css = text(siteFiles(site), 'actualites/styles-pains-de-saison.css');
    // The author line (under the content on the model, at 985 px) is pushed far below.
    const tops = [...css.matchAll(/top: (\d+)px/g)].map((m) => Number(m[1]));
    expect(Math.max(...tops)).toBeGreaterThan(2000);
  });

  it('leads every relative address one folder up, and no other', () => {
    expect(
      oneFolderDown(
        '<a href="index.html">a</a><a href="#x">b</a><a href="https://x.fr">c</a><a href="mailto:a@b.fr">d</a><img src="images/a.webp" srcset="images/a-phone.webp 768w, images/a.webp 1600w">',
      ),
    ).toBe(
      '<a href="../index.html">a</a><a href="#x">b</a><a href="https://x.fr">c</a><a href="mailto:a@b.fr">d</a><img src="../images/a.webp" srcset="../images/a-phone.webp 768w, ../images/a.webp 1600w">',
    );
  });

  it('writes the pictures of the content as files, sized, and leaves room for them', () => {
    const A = 'a'.repeat(43);
    const B = 'b'.repeat(43);
    const picture = (id: string): ExportPicture | undefined =>
      id === A
        ? { id, type: 'image/webp', width: 1600, height: 1200, phone: { width: 768, height: 576 } }
        : undefined;
    const withPictures: RichText = {
      type: 'doc',
      content: [
        { type: 'image', attrs: { assetId: A, alt: 'La « miche » du matin' } },
        // A picture this browser does not hold: left out, not a default picture.
        { type: 'image', attrs: { assetId: B, alt: 'Absente' } },
        { type: 'paragraph', content: [{ type: 'text', text: 'Sous la photo.' }] },
      ],
    };
    let { site } = blog();
    const id = site.collections![0].id;
    site = saveItem(site, id, { ...site.collections![0].items[0], content: withPictures });
    const bytes = (asset: string) => (asset === A ? new Uint8Array([1, 2, 3]) : undefined);
    const files = siteFiles(site, { picture, pictureBytes: bytes });
    const html = text(files, 'actualites/pains-de-saison.html');
    expect(html).toContain(
      `<figure><img src="../images/${A}.webp" srcset="../images/${A}-mobile.webp 768w, ../images/${A}.webp 1600w" sizes="(max-width: 599px) 100vw, `,
    );
    expect(html).toContain('width="1600" height="1200" alt="La « miche » du matin"');
    expect(html).not.toContain('Absente');
    expect(files.map((f) => f.name)).toEqual(
      expect.arrayContaining([`images/${A}.webp`, `images/${A}-mobile.webp`]),
    );
    // The picture, drawn as wide as the content's box (4:3), takes its room; the absent one none;
    // without sizes, each is counted as a square as wide as the box.
    const item = (content: RichText) => ({ id: 'x', slug: 'x', title: 'x', content });
    const words = richHeight(
      item({ type: 'doc', content: [withPictures.content[2]] }),
      720,
      16,
      1.5,
    );
    expect(richHeight(item(withPictures), 720, 16, 1.5, picture) - words).toBe(540 + 12);
    expect(richHeight(item(withPictures), 720, 16, 1.5) - words).toBe(2 * (720 + 12));
    const css = text(files, 'actualites/styles-pains-de-saison.css');
    expect(css).toContain('.rich img');
  });

  it('shows a content made of pictures alone (it has no words)', () => {
    const A = 'a'.repeat(43);
    const picture = (id: string): ExportPicture | undefined =>
      id === A ? { id, type: 'image/webp', width: 800, height: 600 } : undefined;
    let { site } = blog();
    const id = site.collections![0].id;
    site = saveItem(site, id, {
      ...site.collections![0].items[0],
      summary: undefined,
      content: { type: 'doc', content: [{ type: 'image', attrs: { assetId: A, alt: 'Le four' } }] },
    });
    const bytes = (asset: string) => (asset === A ? new Uint8Array([1]) : undefined);
    const html = text(
      siteFiles(site, { picture, pictureBytes: bytes }),
      'actualites/pains-de-saison.html',
    );
    expect(html).toMatch(
      new RegExp(`<article class="el [^"]* rich"><figure><img src="../images/${A}.webp"`),
    );
  });
});
