import {
  CANVAS_WIDTH,
  type ElementType,
  type FontWeight,
  type TextAlign,
} from '../../document/types';
import type { TemplatePalette, TemplateSection } from './types';

/**
 * The geometry of a template's sample page at the canvas design width (1152 px). Every section
 * has a fixed height and every block a fixed box. The template's elements (templateToElements.ts),
 * which its page is drawn from, and its thumbnail (thumbnail.ts) both come from this one
 * description. Coordinates are page coordinates (top-left of the page is 0,0).
 */

export const PAGE_WIDTH = CANVAS_WIDTH;
export const GUTTER = 48;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * GUTTER;
const COLUMN_GAP = 24;
const COLUMN_WIDTH = (CONTENT_WIDTH - 2 * COLUMN_GAP) / 3;

export const SECTION_HEIGHTS: Record<TemplateSection['kind'], number> = {
  header: 80,
  hero: 520,
  features: 460,
  text: 340,
  gallery: 500,
  cta: 300,
  footer: 160,
};

export type BlockTag =
  | 'header'
  | 'footer'
  | 'section'
  | 'nav'
  | 'div'
  | 'article'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'p'
  | 'a'
  | 'img'
  | 'span';

export interface BlockStyle {
  color: string;
  backgroundColor: string;
  fontSize: number;
  /** In px, so text boxes have a known height. */
  lineHeight: number;
  fontWeight: FontWeight;
  textAlign: TextAlign;
  borderRadius: number;
  padding: number;
}

export interface LayoutBlock {
  /** Unique within the page (`s2-card1-title`). */
  key: string;
  /** What the block is, in HTML's words (the thumbnail draws an `img` as a picture). */
  tag: BlockTag;
  /** The editor element this block becomes, or null for a purely structural box. */
  type: ElementType | null;
  x: number;
  y: number;
  width: number;
  height: number;
  text?: string;
  src?: string;
  /** What the picture shows. */
  alt?: string;
  style: BlockStyle;
  children: LayoutBlock[];
}

export interface TemplateLayout {
  width: number;
  height: number;
  /** One block per section, in page order. */
  sections: LayoutBlock[];
}

const WHITE = '#FFFFFF';
const FOOTER_TEXT = '#CBD5E1';

function style(overrides: Partial<BlockStyle>): BlockStyle {
  return {
    color: 'inherit',
    backgroundColor: 'transparent',
    fontSize: 16,
    lineHeight: 24,
    fontWeight: 'normal',
    textAlign: 'left',
    borderRadius: 0,
    padding: 0,
    ...overrides,
  };
}

/** Builds blocks with page coordinates from boxes given relative to a parent. */
function at(
  parent: { x: number; y: number },
  key: string,
  tag: BlockTag,
  type: ElementType | null,
  box: [x: number, y: number, width: number, height: number],
  blockStyle: BlockStyle,
  extra: Partial<Pick<LayoutBlock, 'text' | 'src' | 'alt' | 'children'>> = {},
): LayoutBlock {
  return {
    key,
    tag,
    type,
    x: parent.x + box[0],
    y: parent.y + box[1],
    width: box[2],
    height: box[3],
    style: blockStyle,
    children: [],
    ...extra,
  };
}

const columnX = (index: number) => GUTTER + index * (COLUMN_WIDTH + COLUMN_GAP);

function layoutSection(
  section: TemplateSection,
  index: number,
  top: number,
  p: TemplatePalette,
): LayoutBlock {
  const k = `s${index}`;
  const origin = { x: 0, y: top };
  const height = SECTION_HEIGHTS[section.kind];
  const box: [number, number, number, number] = [0, 0, PAGE_WIDTH, height];
  const title = (size: number, line: number, extra: Partial<BlockStyle> = {}) =>
    style({ color: p.text, fontSize: size, lineHeight: line, fontWeight: 'bold', ...extra });
  const body = (size: number, line: number, extra: Partial<BlockStyle> = {}) =>
    style({ color: p.muted, fontSize: size, lineHeight: line, ...extra });
  const button = (extra: Partial<BlockStyle> = {}) =>
    style({
      color: WHITE,
      backgroundColor: p.primary,
      fontSize: 16,
      lineHeight: 24,
      fontWeight: 'bold',
      textAlign: 'center',
      borderRadius: 12,
      padding: 12,
      ...extra,
    });

  switch (section.kind) {
    case 'header': {
      const root = at(origin, k, 'header', 'header', box, style({ backgroundColor: WHITE }));
      const linkWidth = 124;
      const ctaWidth = section.cta ? 180 : 0;
      const navWidth = section.links.length * linkWidth;
      const navX = PAGE_WIDTH - GUTTER - ctaWidth - (ctaWidth ? 24 : 0) - navWidth;
      const nav = at(origin, `${k}-nav`, 'nav', null, [navX, 0, navWidth, height], style({}));
      nav.children = section.links.map((link, i) =>
        at(
          nav,
          `${k}-link${i}`,
          'a',
          'text',
          [i * linkWidth, 28, linkWidth, 24],
          body(15, 24, { color: p.text, textAlign: 'center' }),
          { text: link },
        ),
      );
      root.children = [
        at(
          origin,
          `${k}-brand`,
          'div',
          'text',
          [GUTTER, 24, 320, 32],
          title(22, 32, { color: p.primary }),
          { text: section.brand },
        ),
        nav,
      ];
      if (section.cta) {
        root.children.push(
          at(
            origin,
            `${k}-cta`,
            'a',
            'button',
            [PAGE_WIDTH - GUTTER - ctaWidth, 16, ctaWidth, 48],
            button(),
            { text: section.cta },
          ),
        );
      }
      return root;
    }
    case 'hero': {
      const root = at(
        origin,
        k,
        'section',
        'container',
        box,
        style({ backgroundColor: p.surface }),
      );
      if (section.image) {
        const left = section.imageSide === 'left';
        const textX = left ? 560 : GUTTER;
        root.children = [
          at(origin, `${k}-title`, 'h1', 'text', [textX, 100, 544, 150], title(42, 50), {
            text: section.title,
          }),
          at(origin, `${k}-text`, 'p', 'text', [textX, 266, 520, 112], body(18, 28), {
            text: section.text,
          }),
          at(origin, `${k}-button`, 'a', 'button', [textX, 400, 240, 56], button(), {
            text: section.button,
          }),
          at(
            origin,
            `${k}-image`,
            'img',
            'image',
            [left ? GUTTER : 656, 60, 448, 400],
            style({ borderRadius: 24 }),
            { src: section.image, alt: section.title },
          ),
        ];
      } else {
        root.children = [
          at(
            origin,
            `${k}-title`,
            'h1',
            'text',
            [136, 110, 880, 116],
            title(46, 58, { textAlign: 'center' }),
            { text: section.title },
          ),
          at(
            origin,
            `${k}-text`,
            'p',
            'text',
            [226, 246, 700, 84],
            body(18, 28, { textAlign: 'center' }),
            { text: section.text },
          ),
          at(
            origin,
            `${k}-button`,
            'a',
            'button',
            [(PAGE_WIDTH - 240) / 2, 360, 240, 56],
            button(),
            {
              text: section.button,
            },
          ),
        ];
      }
      return root;
    }
    case 'features': {
      const root = at(origin, k, 'section', null, box, style({}));
      root.children = [
        at(
          origin,
          `${k}-title`,
          'h2',
          'text',
          [GUTTER, 64, CONTENT_WIDTH, 44],
          title(32, 44, { textAlign: 'center' }),
          { text: section.title },
        ),
        ...section.items.slice(0, 3).map((item, i) => {
          const card = at(
            origin,
            `${k}-card${i}`,
            'article',
            'container',
            [columnX(i), 140, COLUMN_WIDTH, 256],
            style({ backgroundColor: p.surface, borderRadius: 16 }),
          );
          card.children = [
            at(
              card,
              `${k}-card${i}-badge`,
              'span',
              'text',
              [24, 24, 48, 44],
              title(16, 20, {
                color: WHITE,
                backgroundColor: p.primary,
                textAlign: 'center',
                borderRadius: 12,
                padding: 12,
              }),
              { text: String(i + 1).padStart(2, '0') },
            ),
            at(card, `${k}-card${i}-title`, 'h3', 'text', [24, 88, 288, 30], title(19, 30), {
              text: item.title,
            }),
            at(card, `${k}-card${i}-text`, 'p', 'text', [24, 128, 288, 96], body(16, 24), {
              text: item.text,
            }),
          ];
          return card;
        }),
      ];
      return root;
    }
    case 'text': {
      const root = at(origin, k, 'section', null, box, style({}));
      root.children = [
        at(origin, `${k}-title`, 'h2', 'text', [GUTTER, 64, 440, 88], title(32, 44), {
          text: section.title,
        }),
        at(origin, `${k}-text`, 'p', 'text', [560, 64, 544, 210], body(18, 30), {
          text: section.text,
        }),
      ];
      return root;
    }
    case 'gallery': {
      const root = at(origin, k, 'section', null, box, style({}));
      root.children = [
        at(origin, `${k}-title`, 'h2', 'text', [GUTTER, 64, CONTENT_WIDTH, 44], title(32, 44), {
          text: section.title,
        }),
        ...section.images
          .slice(0, 3)
          .flatMap((image, i) => [
            at(
              origin,
              `${k}-image${i}`,
              'img',
              'image',
              [columnX(i), 136, COLUMN_WIDTH, 240],
              style({ borderRadius: 16 }),
              { src: image.src, alt: image.alt },
            ),
            at(
              origin,
              `${k}-caption${i}`,
              'p',
              'text',
              [columnX(i), 392, COLUMN_WIDTH, 56],
              title(17, 28, { color: p.text }),
              { text: image.alt },
            ),
          ]),
      ];
      return root;
    }
    case 'cta': {
      const root = at(origin, k, 'section', null, box, style({}));
      const band = at(
        origin,
        `${k}-band`,
        'div',
        'container',
        [GUTTER, 50, CONTENT_WIDTH, 200],
        style({ backgroundColor: p.primary, borderRadius: 24 }),
      );
      band.children = [
        at(band, `${k}-title`, 'h2', 'text', [48, 36, 640, 72], title(28, 36, { color: WHITE }), {
          text: section.title,
        }),
        at(band, `${k}-text`, 'p', 'text', [48, 116, 640, 56], body(17, 28, { color: WHITE }), {
          text: section.text,
        }),
        at(
          band,
          `${k}-button`,
          'a',
          'button',
          [CONTENT_WIDTH - 48 - 240, 72, 240, 56],
          button({ color: p.primary, backgroundColor: WHITE }),
          { text: section.button },
        ),
      ];
      root.children = [band];
      return root;
    }
    case 'footer': {
      const root = at(origin, k, 'footer', 'footer', box, style({ backgroundColor: p.text }));
      const linkWidth = 150;
      const navWidth = section.links.length * linkWidth;
      const nav = at(
        origin,
        `${k}-nav`,
        'nav',
        null,
        [PAGE_WIDTH - GUTTER - navWidth, 40, navWidth, 32],
        style({}),
      );
      nav.children = section.links.map((link, i) =>
        at(
          nav,
          `${k}-link${i}`,
          'a',
          'text',
          [i * linkWidth, 4, linkWidth, 24],
          body(15, 24, { color: WHITE, textAlign: 'right' }),
          { text: link },
        ),
      );
      root.children = [
        at(
          origin,
          `${k}-text`,
          'p',
          'text',
          [GUTTER, 40, 560, 72],
          body(15, 24, { color: FOOTER_TEXT }),
          {
            text: section.text,
          },
        ),
        nav,
      ];
      return root;
    }
  }
}

/** Lays the sections out one under the other at the design width. Pure. */
export function layoutTemplate(
  sections: TemplateSection[],
  palette: TemplatePalette,
): TemplateLayout {
  let top = 0;
  const blocks = sections.map((section, index) => {
    const block = layoutSection(section, index, top, palette);
    top += SECTION_HEIGHTS[section.kind];
    return block;
  });
  return { width: PAGE_WIDTH, height: top, sections: blocks };
}

/** Every block of the layout, parents before their children (page order, then depth). */
export function flattenBlocks(blocks: LayoutBlock[]): LayoutBlock[] {
  return blocks.flatMap((block) => [block, ...flattenBlocks(block.children)]);
}
