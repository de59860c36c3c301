import type { HeroContent } from '../content';
import { BUTTON_HEIGHT, CONTENT_WIDTH, SIDE, TYPE, type SectionDraft } from '../draw';
import { picture } from '../pictures';
import { CANVAS_WIDTH } from '../../types';

/**
 * The heroes: the page's one Titre 1, a line above it, a sentence, a button or two, and a picture
 * beside, behind or across half of them. Each is centred vertically once its text's height is known.
 */

const PADDING = 88;

/** The two buttons side by side (a row: stacked on phones); returns their bottom edge. */
function buttons(d: SectionDraft, c: HeroContent, x: number, y: number, inverse: boolean) {
  const first = d.buttonWidth(c.button);
  d.button(c.button, x, y, first, { inverse });
  d.button(c.secondary, x + first + 16, y, d.buttonWidth(c.secondary), {
    secondary: !inverse,
    inverse,
  });
  return y + BUTTON_HEIGHT;
}

/** « Héros avec image »: the text on the left, the picture on the right. */
export function heroImage(d: SectionDraft, c: HeroContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const width = 480;
  const mark = d.count;
  let y = d.text(c.eyebrow, SIDE, 0, width, { size: TYPE.small, weight: 'bold', color: p.primary });
  y = d.text(c.title, SIDE, y + 12, width, { level: 'h1', size: 44 });
  y = d.text(c.text, SIDE, y + 20, width, { size: TYPE.lead });
  y = buttons(d, c, SIDE, y + 32, false);
  const pictureHeight = 420;
  const inner = Math.max(y, pictureHeight);
  d.shift(mark, PADDING + (inner - y) / 2);
  const pictureX = SIDE + width + 48;
  d.image(
    picture('shop', p, 0),
    c.pictureAlt,
    [
      pictureX,
      PADDING + (inner - pictureHeight) / 2,
      SIDE + CONTENT_WIDTH - pictureX,
      pictureHeight,
    ],
    20,
  );
  const height = inner + 2 * PADDING;
  d.setHeight(0, height);
  return height;
}

/** « Héros sur image »: white text centred on a picture as wide as the page, darkened. */
export function heroOverlay(d: SectionDraft, c: HeroContent): number {
  const p = d.palette;
  d.band(0, p.text);
  const image = d.image(
    picture('shelves', p, 0, { dim: true }),
    c.shelvesAlt,
    [0, 0, CANVAS_WIDTH, 0],
    0,
  );
  const mark = d.count;
  const width = 880;
  const x = (CANVAS_WIDTH - width) / 2;
  let y = d.text(c.eyebrow, x, 0, width, {
    size: TYPE.small,
    weight: 'bold',
    align: 'center',
    color: p.accent,
  });
  y = d.text(c.title, x, y + 12, width, {
    level: 'h1',
    size: 52,
    align: 'center',
    color: '#FFFFFF',
  });
  y = d.text(c.text, (CANVAS_WIDTH - 680) / 2, y + 20, 680, {
    size: TYPE.lead,
    align: 'center',
    color: p.surface,
  });
  const button = d.buttonWidth(c.button, 220);
  y = d.button(c.button, (CANVAS_WIDTH - button) / 2, y + 36, button, { inverse: true });
  const padding = 120;
  d.shift(mark, padding);
  const height = y + 2 * padding;
  image.styles.size.height = height;
  d.setHeight(0, height);
  return height;
}

/** « Héros partagé »: the picture across the left half, the text on the primary colour. */
export function heroSplit(d: SectionDraft, c: HeroContent): number {
  const p = d.palette;
  d.band(0, p.primary);
  const half = CANVAS_WIDTH / 2;
  const image = d.image(picture('shelves', p, 1), c.shelvesAlt, [0, 0, half, 0], 0);
  const mark = d.count;
  const x = half + 64;
  const width = SIDE + CONTENT_WIDTH - x;
  let y = d.text(c.eyebrow, x, 0, width, { size: TYPE.small, weight: 'bold', color: p.surface });
  y = d.text(c.title, x, y + 12, width, { level: 'h1', size: 44, color: '#FFFFFF' });
  y = d.text(c.text, x, y + 20, width, { size: TYPE.lead, color: p.surface });
  y = d.button(c.button, x, y + 32, d.buttonWidth(c.button), { inverse: true });
  const height = Math.max(560, y + 2 * PADDING);
  d.shift(mark, (height - y) / 2);
  image.styles.size.height = height;
  d.setHeight(0, height);
  return height;
}
