import {
  pageLayout,
  elementBox,
  isBand,
  type LayoutNode,
} from '../../../../src/document/layout/flowLayout';
import { flowItems, screenStyles } from '../../../../src/document/layout/screenStyles';
import { brokenLinkReason } from '../../../../src/document/links';
import { elementSchema, siteSchema } from '../../../../src/document/schema/documentSchema';
import {
  buildSection,
  DEFAULT_SECTION_PALETTE,
  SECTION_KINDS,
  SECTIONS,
  type SectionId,
  type SectionPalette,
  type SectionTheme,
} from '../../../../src/document/sections';
import { createSite } from '../../../../src/document/site';
import { CANVAS_WIDTH, type EditorElement } from '../../../../src/document/types';
import { fr } from '../../../../src/i18n/fr';
import { contrastRatio } from '../../../../src/features/templates/palette';

/** A template's palette (a cool one), to check the sections read in other colours too. */
const BLUE: SectionPalette = {
  primary: '#1E40AF',
  accent: '#F59E0B',
  background: '#FAFBFF',
  surface: '#E8EEFC',
  text: '#111936',
  muted: '#46506B',
};
const THEMES: [string, SectionTheme][] = [
  ['default palette', { palette: DEFAULT_SECTION_PALETTE }],
  ['a blue palette', { palette: BLUE }],
];
const TOP = 240;

function counter(prefix = 'e') {
  let n = 0;
  return () => `${prefix}${n++}`;
}

const build = (id: SectionId, theme: SectionTheme = THEMES[0][1], top = TOP) =>
  buildSection(id, theme, top, counter());

/** The box as the canvas draws it (x, y, right, bottom). */
const box = (e: EditorElement) => elementBox(e);
const WORDS = new Set(['text', 'button', 'menu']);
const overlap = (a: EditorElement, b: EditorElement) => {
  const p = box(a);
  const q = box(b);
  return p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
};
const levelOf = (e: EditorElement) => (e.type === 'text' ? (e.properties.level ?? 'p') : null);

/** The elements in the order a phone shows them (the flow of screenStyles, with `order`). */
function phoneOrder(elements: EditorElement[]) {
  const root = pageLayout(elements);
  const styles = screenStyles(root, 'phone');
  const shown: { element: EditorElement; fontSize: number }[] = [];
  const visit = (node: LayoutNode) => {
    const items = flowItems(node, 'phone')
      .map((item, index) => ({ item, key: Number(styles.get(item)?.order ?? index) }))
      .sort((a, b) => a.key - b.key);
    for (const { item } of items) {
      const style = styles.get(item)!;
      if (style.display === 'none') continue;
      shown.push({ element: item.element!, fontSize: parseFloat(String(style.fontSize)) });
      visit(item);
    }
  };
  visit(root);
  return shown;
}

describe('the section library', () => {
  it('has at least 14 kinds of 2 or 3 variants each, about 35 sections, each named in French', () => {
    expect(SECTION_KINDS.length).toBeGreaterThanOrEqual(14);
    for (const kind of SECTION_KINDS) {
      const variants = SECTIONS.filter((s) => s.kind === kind);
      expect(variants.length).toBeGreaterThanOrEqual(2);
      expect(variants.length).toBeLessThanOrEqual(3);
      expect(fr.editor.sections.kinds[kind]).toBeTruthy();
    }
    expect(SECTIONS.length).toBeGreaterThanOrEqual(35);
    const names = SECTIONS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-ZÀ-Ý][^\s].*[^\s]$/);
    // The kinds the product asked for, by their French names.
    for (const name of [
      'En-tête avec menu',
      'Héros avec image',
      'Héros sur image',
      'Héros partagé',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('refuses an unknown section', () => {
    expect(() => buildSection('hero.nope' as SectionId, THEMES[0][1], 0, counter())).toThrow(
      /hero\.nope/,
    );
  });
});

describe.each(SECTIONS.map((s) => [s.id, s] as const))('section %s', (id, info) => {
  describe.each(THEMES)('in the %s', (_label, theme) => {
    const { elements, height } = buildSection(id, theme, TOP, counter());
    const [band, ...inside] = elements;

    it('is valid for the document schema, alone and as a page of a site', () => {
      for (const element of elements) expect(elementSchema.safeParse(element).success).toBe(true);
      const site = createSite({ name: 'Essai', homePageId: 'accueil', elements });
      expect(siteSchema.safeParse(site).success).toBe(true);
      expect(new Set(elements.map((e) => e.id)).size).toBe(elements.length);
      for (const e of elements) {
        if (e.properties.link) expect(brokenLinkReason(e.properties.link, site)).toBeNull();
      }
    });

    it('is one full-width band from its top, holding every other element, on the canvas', () => {
      expect(isBand(band)).toBe(true);
      expect(band.styles.position).toEqual({ x: 0, y: TOP });
      expect(band.styles.size).toEqual({ width: CANVAS_WIDTH, height });
      expect(height).toBeGreaterThanOrEqual(80);
      const frame = box(band);
      for (const e of inside) {
        const b = box(e);
        expect(b.left).toBeGreaterThanOrEqual(0);
        expect(b.right).toBeLessThanOrEqual(CANVAS_WIDTH);
        expect(b.top).toBeGreaterThanOrEqual(frame.top);
        expect(b.bottom).toBeLessThanOrEqual(frame.bottom);
        expect(e.styles.size.width).toBeGreaterThan(0);
        expect(e.styles.size.height).toBeGreaterThan(0);
      }
    });

    it('has no two texts, buttons or menus on top of each other', () => {
      const words = elements.filter((e) => WORDS.has(e.type));
      for (let i = 0; i < words.length; i++) {
        for (let j = i + 1; j < words.length; j++) {
          if (overlap(words[i], words[j])) {
            throw new Error(`« ${words[i].content} » overlaps « ${words[j].content} »`);
          }
        }
      }
    });

    it('has exactly the titles of its kind: one Titre 1 in a hero, one Titre 2 elsewhere, Titre 3 under it', () => {
      const levels = elements.map(levelOf).filter((l) => l !== null);
      const count = (level: string) => levels.filter((l) => l === level).length;
      if (info.kind === 'hero') {
        expect(count('h1')).toBe(1);
        expect(count('h2')).toBe(0);
        expect(count('h3')).toBe(0);
      } else if (info.kind === 'header' || info.kind === 'footer') {
        expect(count('h1') + count('h2') + count('h3')).toBe(0);
      } else {
        expect(count('h1')).toBe(0);
        expect(count('h2')).toBe(1);
        const h2 = elements.find((e) => levelOf(e) === 'h2')!;
        const h3s = elements.filter((e) => levelOf(e) === 'h3');
        for (const h3 of h3s) {
          expect(elements.indexOf(h3)).toBeGreaterThan(elements.indexOf(h2));
          expect(h3.styles.fontSize).toBeLessThan(h2.styles.fontSize);
        }
      }
      // A title is bold and larger than the text around it.
      for (const e of elements.filter((x) => levelOf(x) !== null && levelOf(x) !== 'p')) {
        expect(e.styles.fontWeight).toBe('bold');
        expect(e.styles.fontSize).toBeGreaterThanOrEqual(20);
      }
    });

    it('says what each picture shows, and draws it locally', () => {
      for (const image of elements.filter((e) => e.type === 'image')) {
        expect(image.properties.alt?.trim()).toBeTruthy();
        expect(image.content).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
        expect(image.content).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      }
    });

    it('writes French as French: no Latin filler, no plain space before « : ; ! ? », no bare guillemets', () => {
      for (const e of elements.filter((x) => WORDS.has(x.type) && x.type !== 'menu')) {
        expect(e.content.trim()).not.toBe('');
        expect(e.content).not.toMatch(/lorem|ipsum|dolor sit/i);
        expect(e.content).not.toMatch(/ [:;!?»]|« /);
      }
    });

    it('is the same every time', () => {
      const again = buildSection(id, theme, TOP, counter());
      expect(again.elements).toEqual(elements);
      expect(again.height).toBe(height);
    });

    it('keeps its texts readable and in the design’s order on a phone', () => {
      const shown = phoneOrder(elements);
      for (const { element, fontSize } of shown) {
        if (WORDS.has(element.type)) expect(fontSize).toBeGreaterThanOrEqual(16);
      }
      // Every element shows, the band first, then the rest in the order they were designed
      // (each section lists its elements in reading order: a card, then what it holds).
      const visible = elements.filter((e) => !e.overrides?.phone?.hidden);
      expect(shown.map((s) => s.element.id)).toEqual(visible.map((e) => e.id));
    });

    it('has enough contrast between each text and what it sits on', () => {
      for (const e of elements.filter((x) => WORDS.has(x.type) && x.type !== 'menu')) {
        // What is under the text: its own colour, else the smallest holder under it.
        const under =
          e.styles.backgroundColor !== 'transparent'
            ? e.styles.backgroundColor
            : elements
                .filter(
                  (h) =>
                    h !== e &&
                    (h.type === 'container' || h.type === 'header' || h.type === 'footer') &&
                    h.styles.backgroundColor !== 'transparent' &&
                    box(h).left <= box(e).left &&
                    box(h).right >= box(e).right &&
                    box(h).top <= box(e).top &&
                    box(h).bottom >= box(e).bottom,
                )
                .sort(
                  (a, b) =>
                    a.styles.size.width * a.styles.size.height -
                    b.styles.size.width * b.styles.size.height,
                )[0]?.styles.backgroundColor;
        if (!under) continue;
        // Over a picture (« Héros sur image ») the band's dark colour stands for it.
        const large =
          e.styles.fontSize >= 24 || (e.styles.fontSize >= 19 && e.styles.fontWeight === 'bold');
        const ratio = contrastRatio(e.styles.color, under);
        if (ratio < (large ? 3 : 4.5)) {
          throw new Error(
            `« ${e.content} »: contrast ${ratio.toFixed(2)} (${e.styles.color} on ${under})`,
          );
        }
      }
    });
  });
});

describe('buildSection', () => {
  it('places the section from the top it is given', () => {
    const a = build('features.three', THEMES[0][1], 0);
    const b = build('features.three', THEMES[0][1], 1000);
    expect(b.height).toBe(a.height);
    b.elements.forEach((e, i) => {
      expect(e.styles.position.y).toBe(a.elements[i].styles.position.y + 1000);
      expect(e.styles.position.x).toBe(a.elements[i].styles.position.x);
    });
  });

  it('takes content of its own, the defaults for the rest', () => {
    const { elements } = buildSection('hero.image', THEMES[0][1], 0, counter(), {
      title: 'Atelier Ferrand, ébéniste à Nantes',
    });
    const h1 = elements.find((e) => e.properties.level === 'h1')!;
    expect(h1.content).toBe('Atelier Ferrand, ébéniste à Nantes');
    expect(elements.some((e) => e.content === 'Voir nos pains')).toBe(true);
  });

  it('gives its titles the theme’s heading font and its other texts the body font, when named', () => {
    const { elements } = buildSection(
      'pricing.plans',
      { palette: BLUE, fonts: { heading: 'lora', body: 'inter' } },
      0,
      counter(),
    );
    for (const e of elements.filter((x) => x.type === 'text' || x.type === 'button')) {
      const heading = e.type === 'text' && e.properties.level !== undefined;
      expect(e.properties.font).toBe(heading ? 'lora' : 'inter');
    }
    // Without fonts, the texts follow the site's.
    for (const e of build('pricing.plans').elements) expect(e.properties.font).toBeUndefined();
  });

  it('draws in the theme’s colours', () => {
    const { elements } = build('cta.banner', { palette: BLUE });
    expect(elements[0].styles.backgroundColor).toBe(BLUE.primary);
  });
});
