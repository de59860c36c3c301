import type { EditorElement } from '../../../../src/document/types';
import { sitePages } from '../../../../src/document/collections/collections';
import { CONTENT } from '../../../../src/features/templates/content';
import {
  generateTemplates,
  generateTemplatesInSlices,
  TEMPLATE_SEED,
} from '../../../../src/features/templates/generateTemplates';
import { escapeHtml } from '../../../../src/document/render/escapeHtml';
import { renderSitePage, renderSitePageInline } from '../../../../src/document/render/renderSite';
import { homePage } from '../../../../src/document/site';
import { REQUIRED_KINDS } from '../../../../src/features/templates/recipes';
import { renderTemplatePage, templateSite } from '../../../../src/features/templates/templatePage';
import { counter, templatePages } from '../../../../src/features/templates/templatePages';
import { templateSrcDoc } from '../../../../src/document/render/templateSrcDoc';
import { FIRST_SCREEN_HEIGHT } from '../../../../src/features/templates/thumbnail';
import { CATEGORIES, type Category, type Template } from '../../../../src/features/templates/types';

const templates = generateTemplates(50);
const byCategory = (category: Category) => templates.filter((t) => t.category === category);

function decodeSvg(dataUrl: string): string {
  expect(dataUrl.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
  return decodeURIComponent(dataUrl.slice(dataUrl.indexOf(',') + 1));
}

/** Every string a template's recipe holds (the words of all its pages). */
function recipeTexts(t: Template): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const page of t.recipe.pages) for (const s of page.sections) walk(s.content);
  return out;
}

const sequence = (t: Template, pages = t.recipe.pages) =>
  pages.map((p) => p.sections.map((s) => s.id).join(' ')).join(' | ');
const header = (t: Template) => t.recipe.pages[0].sections[0].content as { brand: string };

describe('generateTemplates(count, seed)', () => {
  it('makes 50 templates with ids "1" to "50"', () => {
    expect(templates).toHaveLength(50);
    expect(templates.map((t) => t.id)).toEqual(Array.from({ length: 50 }, (_, i) => String(i + 1)));
  });

  it('cycles the categories in the spec order: business holds 8, every other 7', () => {
    templates.forEach((t, i) => expect(t.category).toBe(CATEGORIES[i % 7]));
    expect(byCategory('business')).toHaveLength(8);
    for (const category of CATEGORIES.slice(1)) expect(byCategory(category)).toHaveLength(7);
  });

  it('picks the name by index among 7 names per category', () => {
    templates.forEach((t, i) => {
      expect(t.name).toBe(CONTENT[t.category].themes[Math.floor(i / 7) % 7].name);
    });
    for (const category of CATEGORIES) {
      expect(new Set(byCategory(category).map((t) => t.name)).size).toBe(7);
    }
    // The 8th business template comes back to the first name and thumbnail.
    expect(templates[49].name).toBe(templates[0].name);
    expect(templates[49].thumbnail).toBe(templates[0].thumbnail);
  });

  it('gives 7 distinct 400x300 local thumbnails per category, picked by index', () => {
    for (const category of CATEGORIES) {
      const list = byCategory(category);
      expect(new Set(list.map((t) => t.thumbnail)).size).toBe(7);
      list.forEach((t, k) => expect(t.thumbnail).toBe(list[k % 7].thumbnail));
    }
    for (const t of templates) {
      const svg = decodeSvg(t.thumbnail);
      expect(svg).toMatch(/^<svg [^>]*width='400' height='300'/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      // Drawn in the template's own colours, and light: the library page carries 50 of them.
      expect(svg).toContain(t.palette.primary);
      expect(t.thumbnail.length).toBeLessThan(8000);
    }
  });

  it('keeps every field in its range', () => {
    for (const t of templates) {
      expect(t.rating).toBeGreaterThanOrEqual(3);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(Math.round(t.rating * 10) / 10).toBe(t.rating);
      expect(typeof t.isPremium).toBe('boolean');
      expect(t.tags).toHaveLength(3);
      expect(new Set(t.tags).size).toBe(3);
      expect(new Date(t.createdAt).toISOString()).toBe(t.createdAt);
      expect(t.description.length).toBeGreaterThan(40);
      expect(t.elements).toEqual([]);
    }
    const premium = templates.filter((t) => t.isPremium).length;
    expect(premium).toBeGreaterThan(0);
    expect(premium).toBeLessThan(50);
    expect(new Set(templates.map((t) => t.rating)).size).toBeGreaterThan(5);
  });

  it('is deterministic: same seed, same templates; a template does not depend on the count', () => {
    expect(generateTemplates(50, TEMPLATE_SEED)).toEqual(templates);
    expect(generateTemplates(12)).toEqual(templates.slice(0, 12));
    const other = generateTemplates(50, TEMPLATE_SEED + 1);
    expect(other.map((t) => t.name)).toEqual(templates.map((t) => t.name));
    expect(other.map((t) => t.html)).not.toEqual(templates.map((t) => t.html));
  });

  it('gives the same templates when made in slices (as the startup thunk does)', async () => {
    expect(await generateTemplatesInSlices(50, TEMPLATE_SEED, 0)).toEqual(templates);
  });
});

describe('the recipes: sites built from the section library', () => {
  it('never gives two templates the same sequence of section variants', () => {
    expect(new Set(templates.map((t) => sequence(t))).size).toBe(50);
    // Even their home pages alone differ.
    expect(new Set(templates.map((t) => sequence(t, t.recipe.pages.slice(0, 1)))).size).toBe(50);
  });

  it('puts 5 to 9 sections on every page, a header first and a footer last', () => {
    for (const t of templates) {
      for (const page of t.recipe.pages) {
        expect(page.sections.length).toBeGreaterThanOrEqual(5);
        expect(page.sections.length).toBeLessThanOrEqual(9);
        expect(page.sections[0].id).toMatch(/^header\./);
        expect(page.sections.at(-1)!.id).toMatch(/^footer\./);
        expect(page.sections.filter((s) => s.id.startsWith('hero.'))).toHaveLength(1);
      }
    }
  });

  it('makes sites of several pages (Accueil, À propos, Contact) in every category', () => {
    for (const category of CATEGORIES) {
      const list = byCategory(category).slice(0, 7);
      const several = list.filter((t) => t.recipe.pages.length > 1);
      expect(several.length).toBeGreaterThanOrEqual(2);
      expect(list.some((t) => t.recipe.pages.length === 3)).toBe(true);
    }
    for (const t of templates) {
      const names = t.recipe.pages.map((p) => p.name);
      expect(names[0]).toBe('Accueil');
      expect([
        'Accueil',
        'Accueil À propos',
        'Accueil Contact',
        'Accueil À propos Contact',
      ]).toContain(names.join(' '));
    }
  });

  it('shows what each category needs (a practice its practitioners, hours and a form…)', () => {
    expect(REQUIRED_KINDS.medical).toEqual(['team', 'hours', 'contact']);
    for (const t of templates) {
      const kinds = new Set(
        t.recipe.pages.flatMap((p) => p.sections.map((s) => s.id.split('.')[0])),
      );
      for (const kind of REQUIRED_KINDS[t.category]) expect(kinds).toContain(kind);
    }
    // An appointment form on every medical site.
    for (const t of byCategory('medical')) {
      const ids = t.recipe.pages.flatMap((p) => p.sections.map((s) => s.id));
      expect(ids.some((id) => id === 'contact.form' || id === 'contact.split')).toBe(true);
    }
  });

  it('varies template 50 below its first screen only (what its thumbnail shows stays)', () => {
    const [first, fiftieth] = [templates[0], templates[49]];
    expect(sequence(fiftieth)).not.toBe(sequence(first));
    const [built] = templatePages(first, counter(), 1);
    const onScreen = built.tops.filter((top) => top < FIRST_SCREEN_HEIGHT).length;
    const ids = (t: Template) => t.recipe.pages[0].sections.map((s) => s.id);
    expect(ids(fiftieth).slice(0, onScreen)).toEqual(ids(first).slice(0, onScreen));
    expect(ids(fiftieth).length).toBe(ids(first).length);
  });
});

describe('the words: French, a real business of its own', () => {
  it('writes French with French typography (no-break spaces before « : ; ! ? » and in « »)', () => {
    for (const t of templates) {
      for (const text of [t.description, ...recipeTexts(t)]) {
        expect(text).not.toMatch(/ [:;!?%»]/);
        expect(text).not.toMatch(/« /);
      }
    }
    expect(byCategory('medical').every((t) => /médical/i.test(t.name + t.description))).toBe(true);
  });

  it('has no placeholder Latin, no faker filler, no empty text', () => {
    const filler =
      /\b(lorem|ipsum|dolor|consectetur|adipiscing|sed do|tempor|aliquam|vero|voluptas|placeholder|TODO|undefined|null|NaN)\b/i;
    for (const t of templates) {
      for (const text of recipeTexts(t)) {
        expect(text).not.toMatch(filler);
        expect(text.trim()).not.toBe('');
      }
    }
  });

  it('names its business the same everywhere: header, footer, contact, and its city', () => {
    let withCity = 0;
    for (const t of templates) {
      const { brand } = header(t);
      expect(brand.length).toBeGreaterThan(2);
      const sections = t.recipe.pages.flatMap((p) => p.sections);
      const footer = sections.find((s) => s.id.startsWith('footer.'))!.content as {
        brand: string;
        copyright: string;
        text: string;
      };
      expect(footer.brand).toBe(brand);
      expect(footer.copyright).toContain(brand);
      // The texts of its home page say its name, in the header and the footer at least.
      const texts = [...parse(t.html).querySelectorAll('.page :is(p, h1, h2, h3)')].map(
        (p) => p.textContent ?? '',
      );
      expect(texts[0]).toBe(brand);
      expect(texts.filter((x) => x.includes(brand)).length).toBeGreaterThanOrEqual(2);
      // One city: in every address (contact, hours, footer), in the hero's first line and the
      // footer's text.
      const cities = new Set(
        recipeTexts(t).flatMap((x) => [...x.matchAll(/\d{5}\u00a0([^.,\n]+)/g)].map((m) => m[1])),
      );
      expect(cities.size).toBeLessThanOrEqual(1);
      const [city] = cities;
      if (city) {
        withCity += 1;
        const hero = sections.find((s) => s.id.startsWith('hero.'))!.content as { eyebrow: string };
        expect(hero.eyebrow).toContain(city);
        expect(footer.text).toContain(city);
      }
    }
    expect(withCity).toBeGreaterThan(35);
  });

  it('gives each category its own words: a medical site speaks of appointments, a shop of products', () => {
    const words = (category: Category) => byCategory(category).flatMap(recipeTexts).join(' ');
    expect(words('medical')).toMatch(/rendez-vous/);
    expect(words('ecommerce')).toMatch(/panier|livraison/i);
    expect(words('education')).toMatch(/cours/);
    expect(words('blog')).toMatch(/article/);
    expect(words('medical')).not.toMatch(/levain|boulangerie/i);
  });
});

function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the sample page (html and css): the home page, drawn by the export', () => {
  it('is the export of the home page of the template’s site, named after the template', () => {
    for (const t of templates) {
      const site = templateSite(t);
      expect(site).toMatchObject({ name: t.name, templateId: t.id });
      expect(sitePages(site).map((p) => p.name)).toEqual(t.recipe.pages.map((p) => p.name));
      // The same elements, its lists showing the collections made of their samples.
      const listed = (e: EditorElement) =>
        e.type === 'list' ? { ...e, properties: { ...e.properties, list: undefined } } : e;
      expect(site.pages[0].elements.map(listed)).toEqual(
        templatePages(t, counter())[0].elements.map(listed),
      );
      const { html, css } = renderSitePage(site, homePage(site), { fitToWindow: false });
      expect({ html: t.html, css: t.css }).toEqual({ html, css });
    }
  });

  it('shares the stylesheet of the site it is built as (its home page only: the library draws no other)', () => {
    for (const t of templates.slice(0, 8)) {
      const site = templateSite(t, templatePages(t, counter(), 1));
      expect(t.siteCss).toBe(renderSitePage(site, homePage(site), { fitToWindow: false }).siteCss);
      expect(t.siteCss).toContain(':root {\n  --color-primary: ');
    }
  });

  it('gives « Aperçu » and the page behind the canvas renderSitePageInline of that site', () => {
    for (const t of templates.slice(0, 8)) {
      const site = templateSite(t, templatePages(t, counter(), 1));
      expect(templateSrcDoc(t)).toBe(
        renderSitePageInline(site, homePage(site), { fitToWindow: false }),
      );
    }
    const doc = templateSrcDoc(templates[2]);
    expect(doc).toContain(templates[2].css);
    expect(doc).toContain(templates[2].siteCss);
    expect(doc).not.toContain('<link rel="stylesheet"');
  });

  it('is a French document titled with the template name, linking its stylesheet, with no script', () => {
    for (const t of templates) {
      const doc = parse(t.html);
      expect(doc.documentElement.lang).toBe('fr');
      expect(doc.title).toBe(t.name);
      const links = [...doc.querySelectorAll('link[rel="stylesheet"]')];
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['site.css', 'styles.css']);
      expect(doc.querySelectorAll('.page > header')).toHaveLength(1);
      expect(doc.querySelectorAll('.page > footer')).toHaveLength(1);
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
      expect(doc.querySelectorAll('script, iframe, object')).toHaveLength(0);
      expect(t.siteCss).toContain('.page {');
      expect(t.css).toContain('--page-height: ');
    }
  });

  it('links its other pages from its menu', () => {
    for (const t of templates.filter((x) => x.recipe.pages.length > 1)) {
      const hrefs = [...parse(t.html).querySelectorAll('header a')].map((a) =>
        a.getAttribute('href'),
      );
      expect(hrefs).toEqual(expect.arrayContaining(['index.html']));
      expect(hrefs.length).toBeGreaterThanOrEqual(t.recipe.pages.length);
    }
  });

  it('uses only local pictures, each saying what it shows', () => {
    for (const t of templates) {
      const images = [...parse(t.html).querySelectorAll('img')];
      expect(images.length).toBeGreaterThan(0);
      for (const img of images) {
        expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
        expect(img.getAttribute('alt')).toMatch(/\S/);
      }
    }
  });

  it('is as tall as its home page', () => {
    for (const t of templates) {
      const [home] = templatePages(t, counter(), 1);
      expect(t.pageHeight).toBe(home.height);
      expect(t.pageHeight).toBeGreaterThan(FIRST_SCREEN_HEIGHT);
    }
  });

  it('escapes text: content is never markup', () => {
    expect(escapeHtml(`<b>"l'été" & co</b>`)).toBe(
      '&lt;b&gt;&quot;l&#39;été&quot; &amp; co&lt;/b&gt;',
    );
    const t = templates[0];
    const [home] = t.recipe.pages;
    const sections = home.sections.map((s) =>
      s.id.startsWith('hero.')
        ? { ...s, content: { ...s.content, title: '<script>alert(1)</script>' } }
        : s,
    ) as typeof home.sections;
    const recipe = { pages: [{ ...home, sections }] };
    const { html, css } = renderTemplatePage(
      templateSite({ ...t, name: '<img onerror=x>', recipe }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img onerror');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(css).not.toContain('<');
  });
});
