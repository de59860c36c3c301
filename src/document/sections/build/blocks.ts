import type {
  CtaContent,
  FeaturesContent,
  FiguresContent,
  GalleryContent,
  TeamContent,
  TestimonialsContent,
} from '../content';
import {
  CARD_PADDING,
  columns,
  CONTENT_WIDTH,
  SECTION_PADDING,
  SIDE,
  TYPE,
  type SectionDraft,
} from '../draw';
import { picture, type PictureMotif } from '../pictures';
import { CANVAS_WIDTH, type EditorElement } from '../../types';
import { AFTER_HEADING, heading, ordinal } from './common';

/**
 * Sections of cards and pictures in rows: services, gallery, team, testimonials, key figures, and
 * the calls to action. A card is a container holding its texts (flowLayout keeps them together on
 * every screen); the cards of a row share their top and their height.
 */

/** Cards of a row made equal: each as tall as the tallest content plus the card's padding. */
function equalCards(
  cards: EditorElement[],
  bottoms: number[],
  top: number,
  padding = CARD_PADDING,
) {
  const height = Math.max(...bottoms) - top + padding;
  for (const card of cards) card.styles.size.height = Math.round(height);
  return top + height;
}

/** A number on its badge: « 01 ». Returns its bottom edge. */
function badge(d: SectionDraft, index: number, x: number, y: number): number {
  return d.text(ordinal(index), x, y, 52, {
    size: 18,
    weight: 'bold',
    align: 'center',
    color: '#FFFFFF',
    background: d.palette.primary,
    radius: 12,
    padding: 10,
    height: 44,
  });
}

function servicesRow(
  d: SectionDraft,
  c: FeaturesContent,
  count: 3 | 4,
  cardBackground: string,
  top: number,
): number {
  const grid = columns(count, count === 3 ? 32 : 24);
  const padding = count === 3 ? CARD_PADDING : 24;
  const cards: EditorElement[] = [];
  const bottoms: number[] = [];
  const items = c.items.slice(0, count);
  const inner = grid.width - 2 * padding;
  // The titles share a size and a height, so the texts under them start on one line across the row.
  const titles = items.map((item) => item.title);
  const titleSize = d.rowSize(titles, count === 3 ? 22 : 20, inner);
  const titleHeight = Math.max(
    ...titles.map((title) => d.measure(title, titleSize, inner, 'title')),
  );
  items.forEach((item, i) => {
    const x = grid.x(i);
    cards.push(d.card([x, top, grid.width, 0], cardBackground));
    let y = badge(d, i, x + padding, top + padding);
    y = d.text(item.title, x + padding, y + 20, inner, {
      level: 'h3',
      size: titleSize,
      height: titleHeight,
    });
    bottoms.push(
      d.text(item.text, x + padding, y + 10, inner, { size: count === 3 ? TYPE.body : TYPE.small }),
    );
  });
  return equalCards(cards, bottoms, top, padding);
}

/** « Services en 3 colonnes ». */
export function featuresThree(d: SectionDraft, c: FeaturesContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const y = heading(d, c.title, c.intro, SECTION_PADDING);
  const height = servicesRow(d, c, 3, p.surface, y + AFTER_HEADING) + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

/** « Services en 4 colonnes ». */
export function featuresFour(d: SectionDraft, c: FeaturesContent): number {
  const p = d.palette;
  d.band(0, p.surface);
  const y = heading(d, c.title, c.intro, SECTION_PADDING);
  const height = servicesRow(d, c, 4, p.background, y + AFTER_HEADING) + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

const SERVICE_PICTURES: PictureMotif[] = ['loaves', 'tart', 'coffee', 'croissant'];

/** « Services avec images »: three cards, a picture at the top of each. */
export function featuresPictures(d: SectionDraft, c: FeaturesContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const grid = columns(3);
  const cards: EditorElement[] = [];
  const bottoms: number[] = [];
  const items = c.items.slice(0, 3);
  const titles = items.map((item) => item.title);
  const titleSize = d.rowSize(titles, TYPE.h3, grid.width - 48);
  const titleHeight = Math.max(
    ...titles.map((title) => d.measure(title, titleSize, grid.width - 48, 'title')),
  );
  items.forEach((item, i) => {
    const x = grid.x(i);
    cards.push(d.card([x, top, grid.width, 0], p.surface));
    d.image(picture(SERVICE_PICTURES[i], p, i), c.pictureAlts[i] ?? item.title, [
      x + 16,
      top + 16,
      grid.width - 32,
      180,
    ]);
    const y = d.text(item.title, x + 24, top + 216, grid.width - 48, {
      level: 'h3',
      size: titleSize,
      height: titleHeight,
    });
    bottoms.push(d.text(item.text, x + 24, y + 10, grid.width - 48));
  });
  const height = equalCards(cards, bottoms, top) + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

const GALLERY: PictureMotif[] = ['loaves', 'croissant', 'coffee', 'tart', 'oven', 'wheat'];

/** « Galerie en grille »: six pictures, three by three. */
export function galleryGrid(d: SectionDraft, c: GalleryContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const grid = columns(3);
  const size = 224;
  GALLERY.forEach((motif, i) => {
    const row = Math.floor(i / 3);
    d.image(picture(motif, p, i), c.pictureAlts[i] ?? '', [
      grid.x(i % 3),
      top + row * (size + 32),
      grid.width,
      size,
    ]);
  });
  const height = top + 2 * size + 32 + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

/** « Galerie en mosaïque »: one large picture, four smaller beside it. */
export function galleryMosaic(d: SectionDraft, c: GalleryContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const gap = 32;
  const big = (CONTENT_WIDTH - gap) / 2;
  const small = (big - gap) / 2;
  d.image(picture(GALLERY[0], p, 0), c.pictureAlts[0] ?? '', [SIDE, top, big, big], 16);
  // Column by column: the gaps are all alike, so the automatic layout reads the large picture,
  // then each column of the small ones.
  for (let i = 1; i <= 4; i++) {
    const column = Math.floor((i - 1) / 2);
    const row = (i - 1) % 2;
    d.image(
      picture(GALLERY[i], p, i),
      c.pictureAlts[i] ?? '',
      [SIDE + big + gap + column * (small + gap), top + row * (small + gap), small, small],
      16,
    );
  }
  const height = top + big + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

/** A portrait this wide or less keeps its size on a phone (screenStyles.ts fills wider ones). */
const PORTRAIT = 150;

/**
 * « Équipe en portraits »: four people, a round portrait, a name and a role each, centred in
 * their column. On a phone the portraits keep their size and stand on the left, so the names
 * and roles are set on the left there too (the one override this section needs).
 */
export function teamPortraits(d: SectionDraft, c: TeamContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const grid = columns(4, 32);
  const left = { textAlign: 'left' as const };
  let bottom = top;
  c.people.slice(0, 4).forEach((person, i) => {
    const x = grid.x(i);
    d.image(
      picture('portrait', p, i),
      person.pictureAlt,
      [x + (grid.width - PORTRAIT) / 2, top, PORTRAIT, PORTRAIT],
      PORTRAIT / 2,
    );
    const y = d.text(person.name, x, top + PORTRAIT + 20, grid.width, {
      level: 'h3',
      size: 20,
      align: 'center',
      phone: left,
    });
    bottom = Math.max(
      bottom,
      d.text(person.role, x, y + 4, grid.width, { size: TYPE.small, align: 'center', phone: left }),
    );
  });
  const height = bottom + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

/** « Équipe avec présentations »: three cards, a round portrait, a name, a role, a few words. */
export function teamBios(d: SectionDraft, c: TeamContent): number {
  const p = d.palette;
  d.band(0, p.surface);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const grid = columns(3);
  const cards: EditorElement[] = [];
  const bottoms: number[] = [];
  c.people.slice(0, 3).forEach((person, i) => {
    const x = grid.x(i);
    const inner = grid.width - 2 * CARD_PADDING;
    cards.push(d.card([x, top, grid.width, 0], p.background));
    d.image(
      picture('portrait', p, i),
      person.pictureAlt,
      [x + CARD_PADDING, top + CARD_PADDING, 96, 96],
      48,
    );
    let y = d.text(person.name, x + CARD_PADDING, top + CARD_PADDING + 116, inner, {
      level: 'h3',
      size: 20,
    });
    y = d.text(person.role, x + CARD_PADDING, y + 4, inner, {
      size: TYPE.small,
      weight: 'bold',
      color: p.primary,
    });
    bottoms.push(d.text(person.bio, x + CARD_PADDING, y + 12, inner, { size: TYPE.small }));
  });
  const height = equalCards(cards, bottoms, top) + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

/** « Témoignages en 3 colonnes »: three quotes on cards, who said them at the bottom of each. */
export function testimonialsCards(d: SectionDraft, c: TestimonialsContent): number {
  const p = d.palette;
  d.band(0, p.surface);
  const top = heading(d, c.title, '', SECTION_PADDING) + AFTER_HEADING;
  const grid = columns(3);
  const inner = grid.width - 2 * CARD_PADDING;
  const items = c.items.slice(0, 3);
  // The longest quote decides where the names go: the same line in every card.
  const quoteBottom =
    top + CARD_PADDING + Math.max(...items.map((item) => d.measure(item.quote, 18, inner)));
  const cards: EditorElement[] = [];
  const bottoms: number[] = [];
  items.forEach((item, i) => {
    const x = grid.x(i);
    cards.push(d.card([x, top, grid.width, 0], p.background));
    d.text(item.quote, x + CARD_PADDING, top + CARD_PADDING, inner, { size: 18, color: p.text });
    const y = d.text(item.name, x + CARD_PADDING, quoteBottom + 24, inner, {
      size: TYPE.small,
      weight: 'bold',
      color: p.text,
    });
    bottoms.push(d.text(item.detail, x + CARD_PADDING, y + 2, inner, { size: TYPE.small }));
  });
  const height = equalCards(cards, bottoms, top) + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

/** « Témoignage mis en avant »: one quote, large, on the primary colour. */
export function testimonialsFeatured(d: SectionDraft, c: TestimonialsContent): number {
  const p = d.palette;
  d.band(0, p.primary);
  const item = c.items[0];
  let y = heading(d, c.title, '', SECTION_PADDING, { dark: true });
  const width = 840;
  const x = (CANVAS_WIDTH - width) / 2;
  y = d.text(item.quote, x, y + 40, width, { size: 28, align: 'center', color: '#FFFFFF' });
  y = d.text(item.name, x, y + 28, width, {
    size: 18,
    weight: 'bold',
    align: 'center',
    color: '#FFFFFF',
  });
  y = d.text(item.detail, x, y + 4, width, { size: TYPE.small, align: 'center', color: p.surface });
  const height = y + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

/** « Chiffres clés en bandeau »: four figures side by side on the primary colour. */
export function figuresBand(d: SectionDraft, c: FiguresContent): number {
  const p = d.palette;
  d.band(0, p.primary);
  const top = heading(d, c.title, '', SECTION_PADDING, { dark: true }) + AFTER_HEADING;
  const grid = columns(4, 32);
  const items = c.items.slice(0, 4);
  // The figures share a size, each on one line, so their labels start on one line too.
  const values = items.map((item) => item.value);
  const size = d.rowSize(values, 48, grid.width, 'bold', true);
  const valueHeight = Math.max(
    ...values.map((value) => d.measure(value, size, grid.width, 'bold')),
  );
  let bottom = top;
  items.forEach((item, i) => {
    const x = grid.x(i);
    const y = d.text(item.value, x, top, grid.width, {
      size,
      weight: 'bold',
      align: 'center',
      color: '#FFFFFF',
      height: valueHeight,
    });
    bottom = Math.max(
      bottom,
      d.text(item.label, x, y + 4, grid.width, { align: 'center', color: p.surface }),
    );
  });
  const height = bottom + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

/** « Chiffres clés avec texte »: the title and a paragraph on the left, four figures on cards. */
export function figuresText(d: SectionDraft, c: FiguresContent): number {
  const p = d.palette;
  d.band(0, p.surface);
  const top = SECTION_PADDING;
  const left = heading(d, c.title, '', top, { align: 'left', width: 400 });
  const textBottom = d.text(c.text, SIDE, left + 16, 400, { size: TYPE.lead });
  const gridX = SIDE + 464;
  const grid = columns(2, 32, gridX, SIDE + CONTENT_WIDTH - gridX);
  const items = c.items.slice(0, 4);
  const cardHeight =
    Math.max(...items.map((item) => 68 + 8 + d.measure(item.label, TYPE.small, grid.width - 48))) +
    48;
  // Each figure on one line of its 68 px, all at one size.
  const valueSize = d.rowSize(
    items.map((item) => item.value),
    44,
    grid.width - 48,
    'bold',
    true,
  );
  items.forEach((item, i) => {
    const x = grid.x(i % 2);
    const y = top + Math.floor(i / 2) * (cardHeight + 32);
    d.card([x, y, grid.width, cardHeight], p.background);
    const value = d.text(item.value, x + 24, y + 24, grid.width - 48, {
      size: valueSize,
      weight: 'bold',
      color: p.primary,
      height: 68,
    });
    d.text(item.label, x + 24, value + 8, grid.width - 48, { size: TYPE.small });
  });
  const height = Math.max(textBottom, top + 2 * cardHeight + 32) + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

/** « Appel à l'action centré »: a card of the primary colour, its title, a line, a button. */
export function ctaCard(d: SectionDraft, c: CtaContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = 72;
  const card = d.card([SIDE, top, CONTENT_WIDTH, 0], p.primary, 24);
  let y = d.text(c.title, SIDE + 64, top + 64, CONTENT_WIDTH - 128, {
    level: 'h2',
    align: 'center',
    color: '#FFFFFF',
  });
  y = d.text(c.text, (CANVAS_WIDTH - 640) / 2, y + 16, 640, {
    size: TYPE.lead,
    align: 'center',
    color: p.surface,
  });
  const width = d.buttonWidth(c.button, 220);
  y = d.button(c.button, (CANVAS_WIDTH - width) / 2, y + 32, width, { inverse: true });
  card.styles.size.height = y + 64 - top;
  const height = y + 64 + top;
  d.setHeight(0, height);
  return height;
}

/** « Appel à l'action en bandeau »: the title and a line on the left, the button on the right. */
export function ctaBanner(d: SectionDraft, c: CtaContent): number {
  const p = d.palette;
  d.band(0, p.primary);
  const top = 64;
  const width = 620;
  let y = d.text(c.title, SIDE, top, width, { level: 'h2', size: 34, color: '#FFFFFF' });
  y = d.text(c.text, SIDE, y + 12, width, { size: TYPE.lead, color: p.surface });
  const button = d.buttonWidth(c.button, 220);
  d.button(c.button, SIDE + CONTENT_WIDTH - button, (top + y - 52) / 2, button, { inverse: true });
  const height = y + top;
  d.setHeight(0, height);
  return height;
}
