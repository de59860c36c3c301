import { CONTENT } from '../../src/features/templates/content';
import {
  generateTemplates,
  generateTemplatesInSlices,
  TEMPLATE_SEED,
} from '../../src/features/templates/generateTemplates';
import { escapeHtml } from '../../src/document/render/escapeHtml';
import { renderSitePage, renderSitePageInline } from '../../src/document/render/renderSite';
import { homePage } from '../../src/document/site';
import { renderTemplatePage, templateSite } from '../../src/features/templates/templatePage';
import { templateSrcDoc } from '../../src/features/templates/templateSrcDoc';
import { templateToElements } from '../../src/features/templates/templateToElements';
import { CATEGORIES, type Category } from '../../src/features/templates/types';

const templates = generateTemplates(50);
const byCategory = (category: Category) => templates.filter((t) => t.category === category);

function decodeSvg(dataUrl: string): string {
  expect(dataUrl.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
  return decodeURIComponent(dataUrl.slice(dataUrl.indexOf(',') + 1));
}

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
      // Drawn in the template's own colours.
      expect(svg).toContain(t.palette.primary);
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
      expect(t.sections[0].kind).toBe('header');
      expect(t.sections.at(-1)?.kind).toBe('footer');
    }
    const premium = templates.filter((t) => t.isPremium).length;
    expect(premium).toBeGreaterThan(0);
    expect(premium).toBeLessThan(50);
    expect(new Set(templates.map((t) => t.rating)).size).toBeGreaterThan(5);
  });

  it('writes French with French typography (no-break space before « : ? ! »)', () => {
    for (const t of templates) {
      const texts = [t.description, ...t.sections.flatMap((s) => Object.values(s).flat())];
      for (const text of texts.filter((x): x is string => typeof x === 'string')) {
        if (text.startsWith('data:')) continue;
        expect(text).not.toMatch(/ [:;!?%]/);
      }
    }
    expect(byCategory('medical').every((t) => /médical/i.test(t.name + t.description))).toBe(true);
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

describe('the sample page (html and css): the template as a site, drawn by the export', () => {
  function parse(html: string) {
    return new DOMParser().parseFromString(html, 'text/html');
  }

  it('is the export of the template elements as a one-page site named after the template', () => {
    for (const t of templates) {
      const site = templateSite(t);
      expect(site).toMatchObject({ name: t.name, templateId: t.id });
      expect(site.pages).toHaveLength(1);
      expect(site.pages[0].elements).toEqual(templateToElements(t, (i) => `accueil-${i}`));
      expect({ html: t.html, css: t.css }).toEqual(
        renderSitePage(site, homePage(site), { fitToWindow: false }),
      );
    }
  });

  it('gives « Aperçu » and the page behind the canvas renderSitePageInline of that site', () => {
    for (const t of templates) {
      const site = templateSite(t);
      expect(templateSrcDoc(t)).toBe(
        renderSitePageInline(site, homePage(site), { fitToWindow: false }),
      );
    }
    const doc = templateSrcDoc(templates[2]);
    expect(doc).toContain(templates[2].css);
    expect(doc).not.toContain('<link rel="stylesheet"');
  });

  it('is a French document titled with the template name, linking its stylesheet, with no script', () => {
    for (const t of templates) {
      const doc = parse(t.html);
      expect(doc.documentElement.lang).toBe('fr');
      expect(doc.title).toBe(t.name);
      expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('styles.css');
      expect(doc.querySelectorAll('.page > header')).toHaveLength(1);
      expect(doc.querySelectorAll('.page > footer')).toHaveLength(1);
      expect(doc.querySelectorAll('script, iframe, object')).toHaveLength(0);
      expect(t.css).toContain('.page {');
    }
  });

  it('shows the texts of its sections, the brand over the header band', () => {
    for (const t of templates) {
      const texts = [...parse(t.html).querySelectorAll('.page :is(p, h1, h2, h3)')].map(
        (p) => p.textContent,
      );
      for (const s of t.sections) {
        if (s.kind === 'header') expect(texts[0]).toBe(s.brand);
        if (s.kind === 'hero') expect(texts).toContain(s.title);
        if (s.kind === 'footer') s.links.forEach((link) => expect(texts).toContain(link));
      }
    }
  });

  it('uses only local pictures', () => {
    expect(templates.filter((t) => t.html.includes('<img')).length).toBeGreaterThan(30);
    for (const t of templates) {
      const images = [...parse(t.html).querySelectorAll('img')];
      const expected = t.sections.reduce(
        (n, s) =>
          n + (s.kind === 'gallery' ? s.images.length : s.kind === 'hero' && s.image ? 1 : 0),
        0,
      );
      expect(images).toHaveLength(expected);
      for (const img of images) expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    }
  });

  it('escapes text: content is never markup', () => {
    expect(escapeHtml(`<b>"l'été" & co</b>`)).toBe(
      '&lt;b&gt;&quot;l&#39;été&quot; &amp; co&lt;/b&gt;',
    );
    const t = templates[0];
    const sections = t.sections.map((s) =>
      s.kind === 'hero' ? { ...s, title: '<script>alert(1)</script>' } : s,
    );
    const { html, css } = renderTemplatePage(
      templateSite({ ...t, name: '<img onerror=x>', sections }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img onerror');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(css).not.toContain('<');
  });

  it('keeps one stylesheet string for the templates of the same look (category and variant)', () => {
    // Template 50 is the 8th business template: the look of template 1 again.
    expect(templates[49].css).toBe(templates[0].css);
    expect(new Set(templates.map((t) => t.css)).size).toBe(49);
  });
});
