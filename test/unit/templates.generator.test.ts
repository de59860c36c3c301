import { CONTENT } from '../../src/features/templates/content';
import {
  generateTemplates,
  generateTemplatesInSlices,
  TEMPLATE_SEED,
} from '../../src/features/templates/generateTemplates';
import { escapeHtml } from '../../src/document/render/escapeHtml';
import {
  renderTemplatePage,
  templateMarkup,
  templateSrcDoc,
} from '../../src/features/templates/renderTemplatePage';
import { CATEGORIES, type Category, type Template } from '../../src/features/templates/types';

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

describe('the sample page (html and css)', () => {
  function parse(t: Template) {
    return new DOMParser().parseFromString(t.html, 'text/html');
  }

  it('is a well-formed French document (parses as XML too)', () => {
    for (const t of templates) {
      const xml = new DOMParser().parseFromString(t.html, 'application/xhtml+xml');
      expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
      const doc = parse(t);
      expect(doc.documentElement.lang).toBe('fr');
      expect(doc.title).toBe(t.name);
      expect(doc.querySelectorAll('body > .tpl > header')).toHaveLength(1);
      expect(doc.querySelectorAll('body > .tpl > main > section').length).toBeGreaterThanOrEqual(3);
      expect(doc.querySelectorAll('body > .tpl > footer')).toHaveLength(1);
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
      expect(doc.querySelectorAll('script, iframe, link')).toHaveLength(0);
    }
  });

  it('shows the texts of its sections, the hero title in the h1', () => {
    for (const t of templates) {
      const doc = parse(t);
      const hero = t.sections.find((s) => s.kind === 'hero');
      expect(doc.querySelector('h1')?.textContent).toBe(hero?.kind === 'hero' && hero.title);
      const header = t.sections[0];
      expect(doc.querySelector('header')?.textContent).toContain(
        header.kind === 'header' && header.brand,
      );
    }
  });

  it('uses only local pictures, each with a text alternative', () => {
    expect(templates.filter((t) => t.html.includes('<img')).length).toBeGreaterThan(30);
    for (const t of templates) {
      const images = [...parse(t).querySelectorAll('img')];
      const expected = t.sections.reduce(
        (n, s) =>
          n + (s.kind === 'gallery' ? s.images.length : s.kind === 'hero' && s.image ? 1 : 0),
        0,
      );
      expect(images).toHaveLength(expected);
      for (const img of images) {
        expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
        expect(img.getAttribute('alt')?.length).toBeGreaterThan(3);
      }
    }
  });

  it('has a css rule for every block of the html, scoped under .tpl', () => {
    for (const t of templates.slice(0, 14)) {
      const keys = [...t.html.matchAll(/class="tpl-b tpl-([\w-]+)/g)].map((m) => m[1]);
      expect(keys.length).toBeGreaterThan(15);
      for (const key of keys) expect(t.css).toContain(`.tpl .tpl-${key}{`);
      for (const rule of t.css.split('\n')) expect(rule.startsWith('.tpl')).toBe(true);
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
    const { html } = renderTemplatePage('<img onerror=x>', sections, t.palette);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img onerror');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('gives a self-contained srcdoc and the bare markup', () => {
    const t = templates[2];
    const doc = templateSrcDoc(t);
    expect(doc.indexOf('<style>.tpl{')).toBeLessThan(doc.indexOf('</head>'));
    expect(doc).toContain(t.css);
    expect(templateMarkup(t).startsWith('<div class="tpl">')).toBe(true);
    expect(templateMarkup(t).endsWith('</div>')).toBe(true);
  });
});
