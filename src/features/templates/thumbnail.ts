import { flattenBlocks, type LayoutBlock, type TemplateLayout } from './layout';
import { svgDataUrl } from './svgDataUrl';
import type { TemplatePalette } from './types';

/**
 * A 400x300 miniature of a template's own page (the top 1152x864 of its layout), in its colours:
 * boxes where the page has boxes, bars where it has text, the buttons and pictures in place.
 * It depends only on the layout's geometry and the palette, never on the words, so the 7
 * templates of a category give 7 distinct thumbnails and a given id always gets the same one.
 */

export const THUMBNAIL_WIDTH = 400;
export const THUMBNAIL_HEIGHT = 300;
const VIEW_WIDTH = 1152;
const VIEW_HEIGHT = (VIEW_WIDTH * THUMBNAIL_HEIGHT) / THUMBNAIL_WIDTH;

/** How much of each text line a bar covers: the last line of a paragraph is shorter. */
const LINE_SHARE = [1, 0.92, 0.97, 0.64];

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') {
  return `<rect x='${Math.round(x)}' y='${Math.round(y)}' width='${Math.round(w)}' height='${Math.round(h)}'${rx ? ` rx='${rx}'` : ''} fill='${fill}'${extra}/>`;
}

function textBars(block: LayoutBlock, palette: TemplatePalette): string {
  const s = block.style;
  const lines = Math.max(
    1,
    Math.min(Math.floor(block.height / s.lineHeight), s.fontSize > 24 ? 2 : 3),
  );
  const barHeight = Math.max(8, Math.round(s.fontSize * 0.62));
  const color = s.color === 'inherit' ? palette.text : s.color;
  let out = '';
  for (let i = 0; i < lines; i += 1) {
    const share = lines === 1 ? 0.7 : i === lines - 1 ? LINE_SHARE[3] : LINE_SHARE[i % 3];
    const width = block.width * share;
    const x =
      s.textAlign === 'center'
        ? block.x + (block.width - width) / 2
        : s.textAlign === 'right'
          ? block.x + block.width - width
          : block.x;
    const y = block.y + i * s.lineHeight + (s.lineHeight - barHeight) / 2;
    out += rect(
      x,
      y,
      width,
      barHeight,
      color,
      barHeight / 2,
      s.fontWeight === 'bold' ? '' : " opacity='.55'",
    );
  }
  return out;
}

function drawBlock(block: LayoutBlock, palette: TemplatePalette): string {
  const s = block.style;
  if (block.tag === 'img') {
    return (
      rect(block.x, block.y, block.width, block.height, palette.accent, s.borderRadius) +
      `<circle cx='${Math.round(block.x + block.width * 0.3)}' cy='${Math.round(block.y + block.height * 0.35)}' r='${Math.round(block.height * 0.12)}' fill='${palette.surface}'/>` +
      `<path d='M${block.x} ${block.y + block.height * 0.85} L${block.x + block.width * 0.45} ${block.y + block.height * 0.45} L${block.x + block.width} ${block.y + block.height * 0.9} V${block.y + block.height} H${block.x} Z' fill='${palette.primary}' opacity='.8'/>`
    );
  }
  if (block.type === 'button') {
    const label = block.width * 0.5;
    return (
      rect(block.x, block.y, block.width, block.height, s.backgroundColor, s.borderRadius) +
      rect(
        block.x + (block.width - label) / 2,
        block.y + block.height / 2 - 6,
        label,
        12,
        s.color,
        6,
      )
    );
  }
  let out = '';
  if (s.backgroundColor !== 'transparent') {
    out += rect(block.x, block.y, block.width, block.height, s.backgroundColor, s.borderRadius);
  }
  if (block.text !== undefined && s.backgroundColor === 'transparent')
    out += textBars(block, palette);
  return out;
}

/** The miniature of a laid-out page, as an SVG data URL. Pure. */
export function renderThumbnail(layout: TemplateLayout, palette: TemplatePalette): string {
  const blocks = flattenBlocks(layout.sections).filter((b) => b.y < VIEW_HEIGHT);
  const body = blocks.map((b) => drawBlock(b, palette)).join('');
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' width='${THUMBNAIL_WIDTH}' height='${THUMBNAIL_HEIGHT}' viewBox='0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}'>${rect(0, 0, VIEW_WIDTH, VIEW_HEIGHT, palette.background)}${body}</svg>`,
  );
}
