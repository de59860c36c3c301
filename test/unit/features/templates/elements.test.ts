import { CANVAS_WIDTH } from '../../../../src/document/types';
import { generateTemplates } from '../../../../src/features/templates/generateTemplates';
import { illustration } from '../../../../src/features/templates/illustrations';
import { categoryPalette, contrastRatio } from '../../../../src/features/templates/palette';
import { counter, templatePages } from '../../../../src/features/templates/templatePages';
import { FIRST_SCREEN_HEIGHT, renderThumbnail } from '../../../../src/features/templates/thumbnail';
import { CATEGORIES } from '../../../../src/features/templates/types';

const templates = generateTemplates(50);
const makeId = counter;

describe('templatePages(template, makeId): the recipe built by the section library', () => {
  it('builds every page of the recipe, named as it names them', () => {
    for (const t of templates) {
      const pages = templatePages(t, makeId());
      expect(pages.map((p) => p.name)).toEqual(t.recipe.pages.map((p) => p.name));
      pages.forEach((page, i) => {
        expect(page.tops).toHaveLength(t.recipe.pages[i].sections.length);
        expect(page.tops[0]).toBe(0);
      });
    }
    // Only the home page, when asked.
    expect(templatePages(templates[2], makeId(), 1)).toHaveLength(1);
  });

  it('makes headers, footers, menus, texts, buttons, pictures and containers', () => {
    const types = new Set(
      templates.flatMap((t) => templatePages(t, makeId())[0].elements.map((e) => e.type)),
    );
    for (const type of ['header', 'footer', 'menu', 'text', 'button', 'image', 'container']) {
      expect(types).toContain(type);
    }
    for (const t of templates) {
      for (const page of templatePages(t, makeId())) {
        expect(page.elements.filter((e) => e.type === 'header')).toHaveLength(1);
        expect(page.elements.filter((e) => e.type === 'footer')).toHaveLength(1);
        expect(page.elements.filter((e) => e.type === 'menu').length).toBeGreaterThanOrEqual(1);
        // One Titre 1 per page: its hero's title.
        expect(page.elements.filter((e) => e.properties.level === 'h1')).toHaveLength(1);
      }
    }
  });

  it('names elements with makeId, in order, unique across the pages', () => {
    const t = templates[2];
    const all = templatePages(t, makeId()).flatMap((p) => p.elements);
    expect(all.map((e) => e.id)).toEqual(all.map((_, i) => `e${i}`));
  });

  it('stacks the sections: each element within its section, the page as tall as its sections', () => {
    for (const t of templates) {
      for (const page of templatePages(t, makeId())) {
        const bounds = [...page.tops, page.height];
        let section = 0;
        for (const e of page.elements) {
          const { y } = e.styles.position;
          // The section an element belongs to never goes backwards in the list.
          while (section < page.tops.length - 1 && y >= bounds[section + 1]) section += 1;
          expect(y).toBeGreaterThanOrEqual(bounds[section]);
          expect(y + e.styles.size.height).toBeLessThanOrEqual(bounds[section + 1]);
        }
        expect(section).toBe(page.tops.length - 1);
      }
    }
  });

  it('keeps every element inside the canvas width, with editor-valid styles', () => {
    for (const t of templates) {
      for (const e of templatePages(t, makeId()).flatMap((p) => p.elements)) {
        const { position, size } = e.styles;
        expect(position.x).toBeGreaterThanOrEqual(0);
        expect(size.width).toBeGreaterThan(0);
        expect(position.x + size.width).toBeLessThanOrEqual(CANVAS_WIDTH);
        expect(e.styles.color).toMatch(/^#[0-9A-F]{6}$/i);
        expect(e.styles.backgroundColor).toMatch(/^(#[0-9A-F]{6}|transparent)$/i);
      }
    }
  });

  it('shows the category’s pictures in the template’s colours; portraits stay portraits', () => {
    for (const t of templates) {
      const ours = new Set(
        [0, 1, 2, 3, 4, 5].flatMap((n) => [
          illustration(t.category, t.palette, n),
          illustration(t.category, t.palette, n, true),
        ]),
      );
      for (const page of templatePages(t, makeId())) {
        for (const e of page.elements.filter((x) => x.type === 'image')) {
          expect(e.properties.alt).toMatch(/\S/);
          if (!/^Portrait de /.test(e.properties.alt ?? '')) expect(ours).toContain(e.content);
        }
      }
    }
  });

  it('carries the recipe’s words: the hero’s title, the brand, the footer', () => {
    for (const t of templates) {
      const [home] = templatePages(t, makeId(), 1);
      const contents = home.elements.map((e) => e.content);
      const hero = t.recipe.pages[0].sections.find((s) => s.id.startsWith('hero.'))!;
      expect(contents).toContain((hero.content as { title: string }).title);
      expect(contents).toContain(
        (t.recipe.pages[0].sections[0].content as { brand: string }).brand,
      );
    }
  });
});

describe('renderThumbnail(elements, palette, links)', () => {
  it('draws the first screen only, in the page’s colours, lightly', () => {
    const t = templates[0];
    const [home] = templatePages(t, makeId(), 1);
    const svg = decodeURIComponent(renderThumbnail(home.elements, t.palette).split(',')[1]);
    expect(svg).toContain(`viewBox='0 0 1152 ${FIRST_SCREEN_HEIGHT}'`);
    expect(svg).toContain(t.palette.background);
    expect(svg).toContain(t.palette.primary);
    // Nothing drawn from below the first screen.
    for (const m of svg.matchAll(/ y='(\d+)'/g)) {
      expect(Number(m[1])).toBeLessThan(FIRST_SCREEN_HEIGHT);
    }
    // Two different first screens, two different pictures.
    const other = templates[7];
    const [otherHome] = templatePages(other, makeId(), 1);
    expect(renderThumbnail(otherHome.elements, other.palette)).not.toBe(
      renderThumbnail(home.elements, t.palette),
    );
  });

  it('draws the menu with as many links as the site has pages', () => {
    const t = templates[0];
    const [home] = templatePages(t, makeId(), 1);
    const count = (links: number) =>
      (decodeURIComponent(renderThumbnail(home.elements, t.palette, links)).match(/h64/g) ?? [])
        .length;
    expect(count(3) - count(1)).toBe(2);
  });
});

describe('category palettes', () => {
  it('keep text legible: white on primary, text and muted on the background', () => {
    for (const category of CATEGORIES) {
      for (let variant = 0; variant < 7; variant += 1) {
        const p = categoryPalette(category, variant);
        expect(contrastRatio('#FFFFFF', p.primary)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.text, p.background)).toBeGreaterThanOrEqual(7);
        expect(contrastRatio(p.muted, p.surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.primary, p.surface)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
