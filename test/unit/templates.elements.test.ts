import { pageHeight } from '../../src/document/render/renderPage';
import { CANVAS_WIDTH, SPEC_ELEMENT_TYPES } from '../../src/document/types';
import { generateTemplates } from '../../src/features/templates/generateTemplates';
import {
  flattenBlocks,
  layoutTemplate,
  SECTION_HEIGHTS,
} from '../../src/features/templates/layout';
import { categoryPalette, contrastRatio } from '../../src/features/templates/palette';
import { templateToElements } from '../../src/features/templates/templateToElements';
import { CATEGORIES, type Template } from '../../src/features/templates/types';

const templates = generateTemplates(50);
/** Templates 1, 8, 15, … 43: the 7 page structures of the business category. */
const oneOfEachStructure = templates.filter((_, i) => i % 7 === 0).slice(0, 7);
const makeId = (index: number) => `el-${index}`;

function sectionTops(template: Template) {
  let top = 0;
  return template.sections.map((s) => {
    const range = { kind: s.kind, top, bottom: top + SECTION_HEIGHTS[s.kind] };
    top = range.bottom;
    return range;
  });
}

describe('templateToElements(template, makeId)', () => {
  it('makes headers, footers, texts, buttons, images and containers', () => {
    const types = new Set(
      oneOfEachStructure.flatMap((t) => templateToElements(t, makeId).map((e) => e.type)),
    );
    expect([...types].sort()).toEqual([...SPEC_ELEMENT_TYPES].sort());
    for (const t of templates) {
      const elements = templateToElements(t, makeId);
      expect(elements.filter((e) => e.type === 'header')).toHaveLength(1);
      expect(elements.filter((e) => e.type === 'footer')).toHaveLength(1);
      expect(elements.filter((e) => e.type === 'button').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('names elements with makeId(index), in order; titles carry their level, pictures their text', () => {
    const t = templates[0];
    const elements = templateToElements(t, makeId);
    expect(elements.map((e) => e.id)).toEqual(elements.map((_, i) => `el-${i}`));
    const blocks = flattenBlocks(layoutTemplate(t.sections, t.palette).sections).filter(
      (b) => b.type,
    );
    elements.forEach((e, i) => {
      const { tag, alt } = blocks[i];
      const heading = tag === 'h1' || tag === 'h2' || tag === 'h3';
      const picture = e.type === 'image' && alt;
      expect(e.properties).toEqual(heading ? { level: tag } : picture ? { alt } : {});
    });
    // Every picture of the template says what it shows.
    const pictures = elements.filter((e) => e.type === 'image');
    expect(pictures.length).toBeGreaterThan(0);
    for (const p of pictures) expect(p.properties.alt).toMatch(/\S/);
    // One h1 per page: the hero's title.
    expect(elements.filter((e) => e.properties.level === 'h1')).toHaveLength(1);
  });

  it('keeps every element inside the canvas width', () => {
    for (const t of templates) {
      for (const e of templateToElements(t, makeId)) {
        const { position, size } = e.styles;
        expect(position.x).toBeGreaterThanOrEqual(0);
        expect(position.y).toBeGreaterThanOrEqual(0);
        expect(size.width).toBeGreaterThan(0);
        expect(size.height).toBeGreaterThan(0);
        expect(position.x + size.width).toBeLessThanOrEqual(CANVAS_WIDTH);
      }
    }
  });

  it('places elements section after section, each inside its own section', () => {
    for (const t of oneOfEachStructure) {
      const elements = templateToElements(t, makeId);
      const ranges = sectionTops(t);
      const bottom = ranges.at(-1)!.bottom;
      expect(elements[0]).toMatchObject({ type: 'header', styles: { position: { x: 0, y: 0 } } });
      const footer = elements.find((e) => e.type === 'footer')!;
      expect(footer.styles.position.y + footer.styles.size.height).toBe(bottom);
      // The section each element belongs to never goes backwards in the list.
      let section = 0;
      for (const e of elements) {
        const { y } = e.styles.position;
        const index = ranges.findIndex((r) => y >= r.top && y < r.bottom);
        expect(index).toBeGreaterThanOrEqual(section);
        section = index;
        expect(y + e.styles.size.height).toBeLessThanOrEqual(ranges[index].bottom);
      }
      expect(section).toBe(ranges.length - 1);
    }
  });

  it('carries the texts and pictures of the sections', () => {
    for (const t of oneOfEachStructure) {
      const elements = templateToElements(t, makeId);
      const contents = elements.map((e) => e.content);
      for (const s of t.sections) {
        if (s.kind === 'header') expect(contents).toContain(s.brand);
        if (s.kind === 'hero') {
          expect(contents).toContain(s.title);
          expect(contents).toContain(s.button);
          if (s.image) expect(contents).toContain(s.image);
        }
        if (s.kind === 'features') s.items.forEach((item) => expect(contents).toContain(item.text));
        if (s.kind === 'gallery') s.images.forEach((img) => expect(contents).toContain(img.src));
        if (s.kind === 'cta') expect(contents).toContain(s.button);
        if (s.kind === 'footer') s.links.forEach((link) => expect(contents).toContain(link));
      }
      const title = elements.find(
        (e) => e.content === t.sections.find((s) => s.kind === 'hero')!.title,
      )!;
      expect(title).toMatchObject({ type: 'text', styles: { fontWeight: 'bold' } });
      expect(title.styles.fontSize).toBeGreaterThanOrEqual(40);
    }
  });

  it('uses editor-valid styles: hex colours, known weights and alignments', () => {
    for (const t of oneOfEachStructure) {
      for (const e of templateToElements(t, makeId)) {
        expect(e.styles.color).toMatch(/^#[0-9A-F]{6}$/);
        expect(e.styles.backgroundColor).toMatch(/^(#[0-9A-F]{6}|transparent)$/);
        expect(['normal', 'bold', 'light']).toContain(e.styles.fontWeight);
        expect(['left', 'center', 'right']).toContain(e.styles.textAlign);
        expect(e.styles.margin).toBe(0);
      }
    }
  });

  it('gives the same elements from a layout already computed', () => {
    for (const t of oneOfEachStructure) {
      const layout = layoutTemplate(t.sections, t.palette);
      expect(templateToElements(t, makeId, layout)).toEqual(templateToElements(t, makeId));
    }
  });

  it('makes a page exactly as tall as the layout (the preview frame is that tall)', () => {
    for (const t of templates) {
      const layout = layoutTemplate(t.sections, t.palette);
      expect(pageHeight(templateToElements(t, makeId, layout))).toBe(layout.height);
    }
  });

  it('puts each element at its block box in the template page (hero title)', () => {
    const t = templates[0];
    const blocks = flattenBlocks(layoutTemplate(t.sections, t.palette).sections).filter(
      (b) => b.type,
    );
    const elements = templateToElements(t, makeId);
    expect(elements).toHaveLength(blocks.length);
    const title = blocks.find((b) => b.tag === 'h1')!;
    expect(elements[blocks.indexOf(title)]).toMatchObject({
      content: title.text,
      styles: { position: { x: title.x, y: title.y } },
    });
    const page = new DOMParser().parseFromString(t.html, 'text/html');
    const paragraph = [...page.querySelectorAll('h1')].find((p) => p.textContent === title.text)!;
    // In the page's markup the title sits inside the hero's section, placed from its corner.
    const hero = blocks.find(
      (b) => b.tag === 'section' && b.y <= title.y && b.y + b.height > title.y,
    )!;
    expect(paragraph.parentElement?.closest('.el')).not.toBeNull();
    const name = paragraph.className.replace('el ', '');
    expect(t.css).toContain(
      `.${name} {\n  left: ${title.x - hero.x}px;\n  top: ${title.y - hero.y}px;\n  width: ${title.width}px;\n  height: ${title.height}px;\n`,
    );
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
