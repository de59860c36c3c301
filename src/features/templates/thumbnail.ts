import type { EditorElement } from '../../document/types';
import { svgDataUrl } from './svgDataUrl';
import type { TemplatePalette } from './types';

/**
 * A 400x300 miniature of a template's home page: its first screen, the top 1152x864 of its real
 * elements (templatePages.ts) at their real boxes and in their real colours. Bands, cards,
 * buttons and pictures are drawn as boxes (a picture as a simple landscape in the template's
 * colours, darkened where the page darkens it), texts as bars as long as their words, the menu as
 * its links. Kept small (a few kilobytes): the library's prerendered page carries 50 of them.
 * Cached by the generator per (category, plan), so 10,000 templates share 49.
 */

export const THUMBNAIL_WIDTH = 400;
export const THUMBNAIL_HEIGHT = 300;
const VIEW_WIDTH = 1152;
/** What the first screen is: the top of the page a 1152 px wide window shows, 4:3. */
export const FIRST_SCREEN_HEIGHT = (VIEW_WIDTH * THUMBNAIL_HEIGHT) / THUMBNAIL_WIDTH;

/** Average advance of a character, in ems: a line's words as a bar of that length. */
const CHAR_EM = 0.5;
const LINE_HEIGHT = 1.4;

const r = Math.round;

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') {
  return `<rect x='${r(x)}' y='${r(y)}' width='${r(w)}' height='${r(h)}'${rx ? ` rx='${r(rx)}'` : ''} fill='${fill}'${extra}/>`;
}

/** Bars grouped by colour, thickness and opacity: one path each, a few bytes a line. */
class Bars {
  private readonly groups = new Map<string, string[]>();

  add(x: number, y: number, width: number, thickness: number, colour: string, faint: boolean) {
    if (width < 1) return;
    const key = `${colour}|${r(thickness)}|${faint ? 1 : 0}`;
    let list = this.groups.get(key);
    if (!list) this.groups.set(key, (list = []));
    list.push(`M${r(x)} ${r(y)}h${r(width)}`);
  }

  /** The bars, painted over everything before them. */
  flush(): string {
    let out = '';
    for (const [key, segments] of this.groups) {
      const [colour, thickness, faint] = key.split('|');
      out += `<path d='${segments.join('')}' stroke='${colour}' stroke-width='${thickness}' stroke-linecap='round'${faint === '1' ? " opacity='.6'" : ''}/>`;
    }
    this.groups.clear();
    return out;
  }
}

/** The lines of a text as bars: as many as its words fill in its box, each as long as they are. */
function textBars(e: EditorElement, bars: Bars) {
  const s = e.styles;
  const { x } = s.position;
  const { width, height } = s.size;
  const pad = s.padding;
  const inner = Math.max(1, width - 2 * pad);
  const lineHeight = s.fontSize * LINE_HEIGHT;
  const boxLines = Math.max(1, Math.floor((height - 2 * pad) / lineHeight + 0.25));
  const length = e.content.length * s.fontSize * CHAR_EM * (s.fontWeight === 'bold' ? 1.06 : 1);
  const lines = Math.min(boxLines, Math.max(1, Math.ceil(length / inner)));
  const thickness = Math.max(6, s.fontSize * 0.62);
  for (let i = 0; i < lines; i += 1) {
    const rest = length - i * inner;
    const w = Math.min(inner, i === lines - 1 ? rest : inner * (i % 2 ? 0.94 : 0.98)) - thickness;
    const left =
      s.textAlign === 'center'
        ? x + (width - w) / 2
        : s.textAlign === 'right'
          ? x + width - pad - w - thickness / 2
          : x + pad + thickness / 2;
    const y = s.position.y + pad + i * lineHeight + lineHeight / 2;
    bars.add(left, y, w, thickness, s.color, s.fontWeight !== 'bold');
  }
}

/** A picture: a landscape in the template's colours, or its darkened version. */
function picture(e: EditorElement, p: TemplatePalette): string {
  const { x, y } = e.styles.position;
  const { width: w, height: h } = e.styles.size;
  const dim = e.content.includes("opacity='.72'");
  const id = `c${r(x)}-${r(y)}`;
  const ground = `M${r(x)} ${r(y + h * 0.8)}L${r(x + w * 0.42)} ${r(y + h * 0.45)}L${r(x + w)} ${r(y + h * 0.85)}V${r(y + h)}H${r(x)}Z`;
  return (
    `<clipPath id='${id}'>${rect(x, y, w, h, '#000', e.styles.borderRadius)}</clipPath><g clip-path='url(#${id})'>` +
    rect(x, y, w, h, dim ? p.text : p.surface) +
    `<circle cx='${r(x + w * 0.72)}' cy='${r(y + h * 0.3)}' r='${r(Math.min(w, h) * 0.12)}' fill='${p.accent}'${dim ? " opacity='.35'" : ''}/>` +
    `<path d='${ground}' fill='${p.primary}' opacity='${dim ? '.4' : '.85'}'/></g>`
  );
}

function menuBars(e: EditorElement, links: number, bars: Bars) {
  const s = e.styles;
  const barWidth = 64;
  const gap = 28;
  const total = links * barWidth + (links - 1) * gap;
  const start =
    s.textAlign === 'center'
      ? s.position.x + (s.size.width - total) / 2
      : s.position.x + s.size.width - total;
  const y = s.position.y + s.size.height / 2;
  for (let i = 0; i < links; i += 1) {
    bars.add(start + i * (barWidth + gap), y, barWidth, 10, s.color, false);
  }
}

/**
 * The miniature of a page's `elements` (in paint order), whose menu lists `links` pages, as an
 * SVG data URL. Pure.
 */
export function renderThumbnail(
  elements: readonly EditorElement[],
  palette: TemplatePalette,
  links = 1,
): string {
  const bars = new Bars();
  let body = '';
  for (const e of elements) {
    const s = e.styles;
    if (s.position.y >= FIRST_SCREEN_HEIGHT) continue;
    const { x, y } = s.position;
    const { width, height } = s.size;
    switch (e.type) {
      case 'image':
        body += bars.flush() + picture(e, palette);
        break;
      case 'button': {
        body += bars.flush() + rect(x, y, width, height, s.backgroundColor, s.borderRadius);
        const label = Math.min(width - 32, e.content.length * s.fontSize * CHAR_EM);
        bars.add(x + (width - label) / 2, y + height / 2, label, 9, s.color, false);
        break;
      }
      case 'menu':
        menuBars(e, links, bars);
        break;
      case 'text':
        if (s.backgroundColor !== 'transparent') {
          body += bars.flush() + rect(x, y, width, height, s.backgroundColor, s.borderRadius);
        }
        if (e.content.trim()) textBars(e, bars);
        break;
      default:
        if (s.backgroundColor !== 'transparent') {
          body += bars.flush() + rect(x, y, width, height, s.backgroundColor, s.borderRadius);
        }
    }
  }
  body += bars.flush();
  return svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' width='${THUMBNAIL_WIDTH}' height='${THUMBNAIL_HEIGHT}' viewBox='0 0 ${VIEW_WIDTH} ${FIRST_SCREEN_HEIGHT}'>${rect(0, 0, VIEW_WIDTH, FIRST_SCREEN_HEIGHT, palette.background)}${body}</svg>`,
  );
}
