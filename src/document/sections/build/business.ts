import type {
  ArticlesContent,
  ContactContent,
  FaqContent,
  HoursContent,
  PricingContent,
  ProductsContent,
  RestaurantMenuContent,
} from '../content';
import {
  BUTTON_HEIGHT,
  CARD_PADDING,
  columns,
  CONTENT_WIDTH,
  SECTION_PADDING,
  SIDE,
  TYPE,
  type SectionDraft,
} from '../draw';
import { picture, type PictureMotif } from '../pictures';
import {
  CANVAS_WIDTH,
  type EditorElement,
  type FormField,
  type FormFieldKind,
  type FormSettings,
  type Link,
} from '../../types';
import { formHeight, newField } from '../../formFields';
import { PAGE_LINE_HEIGHT } from '../../style/elementBoxStyle';
import { fr } from '../../../i18n/fr';
import { AFTER_HEADING, heading } from './common';
import type { SampleWords } from '../../collections/samples';
import { parsePrice } from '../../collections/itemFormat';

/**
 * The sections of a business's practical pages: prices, questions, contact, hours and address,
 * a restaurant's menu, products, articles. Lines that pair a name with a price keep more room
 * between lines than between the name and the price, so the automatic layout reads them line by
 * line (XY-cut cuts at the widest gap first: flowLayout.ts).
 */

const RIGHT = SIDE + CONTENT_WIDTH;

function finish(d: SectionDraft, bottom: number): number {
  const height = bottom + SECTION_PADDING;
  d.setHeight(0, height);
  return height;
}

function sameHeight(cards: EditorElement[], bottom: number, top: number): number {
  for (const card of cards) card.styles.size.height = Math.round(bottom - top);
  return bottom;
}

/** « Tarifs en 3 formules »: three cards, the middle one on the primary colour. */
export function pricingPlans(d: SectionDraft, c: PricingContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const grid = columns(3);
  const inner = grid.width - 2 * CARD_PADDING;
  const plans = c.plans.slice(0, 3);
  const lists = plans.map((plan) => plan.features.map((f) => `✓ ${f}`).join('\n'));
  // Where the lists start and the buttons stand: the same line in every card.
  const listTop =
    top +
    CARD_PADDING +
    48 +
    Math.max(
      ...plans.map(
        (plan) =>
          d.measure(plan.name, TYPE.h3, inner, 'title') +
          8 +
          d.measure(plan.price, 40, inner, 'bold') +
          4 +
          d.measure(plan.period, TYPE.small, inner),
      ),
    ) +
    20;
  const buttonTop = listTop + Math.max(...lists.map((l) => d.measure(l, TYPE.body, inner))) + 28;
  const cards: EditorElement[] = [];
  plans.forEach((plan, i) => {
    const featured = i === 1;
    const x = grid.x(i);
    const ink = featured ? '#FFFFFF' : p.text;
    const quiet = featured ? p.surface : p.muted;
    cards.push(d.card([x, top, grid.width, 0], featured ? p.primary : p.surface));
    const left = x + CARD_PADDING;
    if (featured) {
      d.text(
        c.featured,
        left,
        top + CARD_PADDING,
        Math.min(inner, d.wordsWidth(c.featured, TYPE.small, 'bold') + 2 * 6 + 16),
        {
          size: TYPE.small,
          weight: 'bold',
          align: 'center',
          color: p.text,
          background: p.accent,
          radius: 16,
          padding: 6,
          height: 32,
        },
      );
    }
    let y = d.text(plan.name, left, top + CARD_PADDING + 48, inner, { level: 'h3', color: ink });
    y = d.text(plan.price, left, y + 8, inner, {
      size: 40,
      weight: 'bold',
      color: featured ? '#FFFFFF' : p.primary,
    });
    d.text(plan.period, left, y + 4, inner, { size: TYPE.small, color: quiet });
    d.text(lists[i], left, listTop, inner, { color: ink });
    d.button(plan.button, left, buttonTop, inner, featured ? { inverse: true } : {});
  });
  const bottom = sameHeight(cards, buttonTop + BUTTON_HEIGHT + CARD_PADDING, top);
  return finish(d, bottom);
}

/** « Tarifs en liste »: lines of a name, a detail and a price, on one panel. */
export function pricingList(d: SectionDraft, c: PricingContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = heading(d, c.listTitle, c.listIntro, SECTION_PADDING) + AFTER_HEADING;
  const panel = d.card([SIDE, top, CONTENT_WIDTH, 0], p.surface);
  const pad = 40;
  const priceWidth = 160;
  const nameWidth = CONTENT_WIDTH - 2 * pad - priceWidth - 24;
  let y = top + pad;
  c.list.forEach((line, i) => {
    if (i > 0) y += 32;
    // Read name, detail, then price (the automatic layout's order: the name and its detail are
    // one column of the line, the price another).
    const nameBottom = d.text(line.name, SIDE + pad, y, nameWidth, { level: 'h3', size: 20 });
    const detailBottom = d.text(line.detail, SIDE + pad, nameBottom + 4, nameWidth, {
      size: TYPE.small,
    });
    d.text(line.price, RIGHT - pad - priceWidth, y, priceWidth, {
      size: 22,
      weight: 'bold',
      align: 'right',
      color: p.primary,
    });
    y = detailBottom;
  });
  panel.styles.size.height = y + pad - top;
  const bottom = d.text(c.listNote, SIDE, y + pad + 24, CONTENT_WIDTH, {
    size: TYPE.small,
    align: 'center',
  });
  return finish(d, bottom);
}

/** « Questions en liste »: the title on the left, the questions and answers on the right. */
export function faqList(d: SectionDraft, c: FaqContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = SECTION_PADDING;
  const left = heading(d, c.title, c.intro, top, { align: 'left', width: 320 });
  const x = SIDE + 320 + 64;
  const width = RIGHT - x;
  let y = top;
  c.items.slice(0, 4).forEach((item, i) => {
    if (i > 0) y += 32;
    y = d.text(item.question, x, y, width, { level: 'h3', size: 20 });
    y = d.text(item.answer, x, y + 8, width);
  });
  return finish(d, Math.max(left, y));
}

/** « Questions en 2 colonnes »: six questions, three in each column, read column by column. */
export function faqColumns(d: SectionDraft, c: FaqContent): number {
  const p = d.palette;
  d.band(0, p.surface);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const grid = columns(2, 64);
  const bottoms = [top, top];
  c.items.slice(0, 6).forEach((item, i) => {
    const column = Math.floor(i / 3);
    const x = grid.x(column);
    const start = i % 3 === 0 ? top : bottoms[column] + 32;
    const y = d.text(item.question, x, start, grid.width, { level: 'h3', size: 20 });
    bottoms[column] = d.text(item.answer, x, y + 8, grid.width);
  });
  return finish(d, Math.max(...bottoms));
}

/** A field's kind from its label in the content: « E-mail », « Message », « Téléphone »… */
function fieldKind(label: string, index: number): FormFieldKind {
  if (/mail/i.test(label)) return 'email';
  if (/message|demande/i.test(label)) return 'message';
  if (/t[ée]l[ée]phone/i.test(label)) return 'phone';
  return index === 0 ? 'name' : 'text';
}

/**
 * The contact form: ONE « Formulaire » (docs/decisions.md, 18) with the content's fields and the
 * consent box, sending by e-mail to the business's address; its button in the primary colour.
 * Returns its bottom edge.
 */
function contactFormElement(
  d: SectionDraft,
  c: ContactContent,
  x: number,
  y: number,
  width: number,
) {
  const p = d.palette;
  const fields: FormField[] = [];
  c.fields.forEach((f, i) => {
    const field = newField(fieldKind(f.label, i), fields);
    fields.push({ ...field, label: f.label, required: field.kind !== 'phone' });
  });
  fields.push(newField('consent', fields));
  const form: FormSettings = {
    fields,
    destination: { kind: 'email', address: c.email, subject: fr.editor.form.defaultSubject },
    accent: p.primary,
  };
  const height = formHeight(form, width, TYPE.small, 0, PAGE_LINE_HEIGHT, d.lineCounter());
  d.add(
    'form',
    c.button,
    [x, y, width, height],
    { fontSize: TYPE.small, color: p.text, backgroundColor: 'transparent' },
    { form },
  );
  return y + height;
}

/** « Contact avec formulaire »: a card with the title, a line, the fields and « Envoyer ». */
export function contactForm(d: SectionDraft, c: ContactContent): number {
  const p = d.palette;
  d.band(0, p.surface);
  const width = 640;
  const x = (CANVAS_WIDTH - width) / 2;
  const top = SECTION_PADDING;
  const card = d.card([x, top, width, 0], p.background, 20);
  const pad = 48;
  const inner = width - 2 * pad;
  let y = d.text(c.title, x + pad, top + pad, inner, { level: 'h2' });
  y = d.text(c.intro, x + pad, y + 12, inner, { size: TYPE.lead });
  y = contactFormElement(d, c, x + pad, y + 32, inner);
  card.styles.size.height = y + pad - top;
  return finish(d, y + pad);
}

const phoneLink = (number: string): Link => ({ kind: 'phone', number: number.replace(/\s/g, '') });

/** The three ways to reach the business: label, value (a link where it can be one), a note. */
function details(c: ContactContent) {
  return [
    { label: c.phoneLabel, value: c.phone, note: c.phoneNote, link: phoneLink(c.phone) },
    {
      label: c.emailLabel,
      value: c.email,
      note: c.emailNote,
      link: { kind: 'email', address: c.email } as Link,
    },
    { label: c.addressLabel, value: c.address, note: c.addressNote, link: undefined },
  ];
}

/** « Coordonnées »: telephone, e-mail and address on three cards (no map: no other host). */
export function contactDetails(d: SectionDraft, c: ContactContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const grid = columns(3, 24);
  const pad = 24;
  const inner = grid.width - 2 * pad;
  const cards: EditorElement[] = [];
  let bottom = top;
  details(c).forEach((item, i) => {
    const x = grid.x(i) + pad;
    cards.push(d.card([grid.x(i), top, grid.width, 0], p.surface));
    let y = d.text(item.label, x, top + pad, inner, { level: 'h3', size: 20 });
    y = d.text(item.value, x, y + 10, inner, { size: 18, color: p.primary, link: item.link });
    bottom = Math.max(bottom, d.text(item.note, x, y + 8, inner, { size: TYPE.small }));
  });
  return finish(d, sameHeight(cards, bottom + pad, top));
}

/** « Formulaire et coordonnées »: the title and the details on the left, the form on the right. */
export function contactSplit(d: SectionDraft, c: ContactContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = SECTION_PADDING;
  const leftWidth = 400;
  let y = heading(d, c.title, c.intro, top, { align: 'left', width: leftWidth });
  details(c).forEach((item) => {
    y = d.text(item.label, SIDE, y + 28, leftWidth, {
      size: TYPE.small,
      weight: 'bold',
      color: p.text,
    });
    y = d.text(item.value, SIDE, y + 4, leftWidth, { size: 18, color: p.primary, link: item.link });
  });
  const x = SIDE + leftWidth + 64;
  const width = RIGHT - x;
  const card = d.card([x, top, width, 0], p.surface, 20);
  const formBottom = contactFormElement(d, c, x + 40, top + 40, width - 80) + 40;
  card.styles.size.height = formBottom - top;
  return finish(d, Math.max(y, formBottom));
}

/** Days and hours, one line each: the days on the left, the hours on the right, bold. */
function hourLines(
  d: SectionDraft,
  c: HoursContent,
  x: number,
  y: number,
  width: number,
  dark: boolean,
) {
  const p = d.palette;
  const daysWidth = Math.round(width * 0.5);
  c.hours.forEach((line, i) => {
    // More room between the lines than between the days and the hours: read line by line.
    if (i > 0) y += 24;
    const days = d.text(line.days, x, y, daysWidth, { color: dark ? p.surface : p.text });
    const time = d.text(line.time, x + daysWidth + 16, y, width - daysWidth - 16, {
      weight: 'bold',
      align: 'right',
      color: dark ? '#FFFFFF' : p.text,
    });
    y = Math.max(days, time);
  });
  return y;
}

/** « Horaires et adresse »: the hours on one card, the address and how to come on the other. */
export function hoursCards(d: SectionDraft, c: HoursContent): number {
  const p = d.palette;
  d.band(0, p.surface);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const grid = columns(2);
  const pad = 36;
  const inner = grid.width - 2 * pad;
  const cards = [d.card([grid.x(0), top, grid.width, 0], p.background)];
  let x = grid.x(0) + pad;
  let y = d.text(c.hoursTitle, x, top + pad, inner, { level: 'h3' });
  const left = hourLines(d, c, x, y + 20, inner, false);
  cards.push(d.card([grid.x(1), top, grid.width, 0], p.background));
  x = grid.x(1) + pad;
  y = d.text(c.addressTitle, x, top + pad, inner, { level: 'h3' });
  y = d.text(c.address, x, y + 20, inner, { size: 18, weight: 'bold', color: p.text });
  y = d.text(c.access, x, y + 12, inner);
  y = d.text(c.note, x, y + 16, inner, { size: TYPE.small, weight: 'bold', color: p.primary });
  return finish(d, sameHeight(cards, Math.max(left, y) + pad, top));
}

/** « Horaires en bandeau »: title, hours and address in three columns on the primary colour. */
export function hoursBand(d: SectionDraft, c: HoursContent): number {
  const p = d.palette;
  d.band(0, p.primary);
  const top = 72;
  const first = heading(d, c.title, c.intro, top, { align: 'left', width: 260, dark: true });
  const middleX = SIDE + 260 + 48;
  let y = d.text(c.hoursTitle, middleX, top, 340, { level: 'h3', size: 20, color: '#FFFFFF' });
  const hours = hourLines(d, c, middleX, y + 16, 340, true);
  const rightX = middleX + 340 + 48;
  const width = RIGHT - rightX;
  y = d.text(c.addressTitle, rightX, top, width, { level: 'h3', size: 20, color: '#FFFFFF' });
  y = d.text(c.address, rightX, y + 16, width, { weight: 'bold', color: '#FFFFFF' });
  y = d.text(c.access, rightX, y + 8, width, { size: TYPE.small, color: p.surface });
  const height = Math.max(first, hours, y) + top;
  d.setHeight(0, height);
  return height;
}

/** « Carte en 2 colonnes »: the menu's categories side by side, each dish a name, a price, a line. */
export function menuColumns(d: SectionDraft, c: RestaurantMenuContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const grid = columns(2);
  const pad = 36;
  const inner = grid.width - 2 * pad;
  const priceWidth = 96;
  const nameWidth = inner - priceWidth - 16;
  const cards: EditorElement[] = [];
  let bottom = top;
  c.categories.slice(0, 2).forEach((category, i) => {
    const x = grid.x(i) + pad;
    cards.push(d.card([grid.x(i), top, grid.width, 0], p.surface));
    let y = d.text(category.name, x, top + pad, inner, { level: 'h3', size: 24, color: p.primary });
    category.dishes.forEach((dish, j) => {
      y += j === 0 ? 20 : 24;
      const name = d.text(dish.name, x, y, nameWidth, { size: 18, weight: 'bold', color: p.text });
      const detail = d.text(dish.detail, x, name + 2, nameWidth, { size: TYPE.small });
      d.text(dish.price, x + nameWidth + 16, y, priceWidth, {
        size: 18,
        weight: 'bold',
        align: 'right',
        color: p.primary,
      });
      y = detail;
    });
    bottom = Math.max(bottom, y);
  });
  return finish(d, sameHeight(cards, bottom + pad, top));
}

/** « Carte avec photos »: three dishes, a picture, a name, a line and a price each. */
export function menuPictures(d: SectionDraft, c: RestaurantMenuContent): number {
  const p = d.palette;
  d.band(0, p.surface);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const grid = columns(3);
  const inner = grid.width - 48;
  const [salty, sweet] = c.categories;
  const dishes = [salty?.dishes[0], salty?.dishes[1], sweet?.dishes[1]].filter(
    (dish) => dish !== undefined,
  );
  const motifs: PictureMotif[] = ['dish', 'dish', 'tart'];
  const textTop = top + 16 + 180 + 20;
  const priceTop =
    textTop +
    Math.max(
      ...dishes.map(
        (dish) =>
          d.measure(dish.name, 20, inner, 'title') + 6 + d.measure(dish.detail, TYPE.small, inner),
      ),
    ) +
    12;
  const cards: EditorElement[] = [];
  let bottom = top;
  dishes.forEach((dish, i) => {
    const x = grid.x(i);
    cards.push(d.card([x, top, grid.width, 0], p.background));
    d.image(picture(motifs[i], p, i * 2 + 1), c.pictureAlts[i] ?? dish.name, [
      x + 16,
      top + 16,
      grid.width - 32,
      180,
    ]);
    const y = d.text(dish.name, x + 24, textTop, inner, { level: 'h3', size: 20 });
    d.text(dish.detail, x + 24, y + 6, inner, { size: TYPE.small });
    bottom = Math.max(
      bottom,
      d.text(dish.price, x + 24, priceTop, inner, { size: 20, weight: 'bold', color: p.primary }),
    );
  });
  return finish(d, sameHeight(cards, bottom + 24, top));
}

/**
 * « Produits en grille »: a « Liste » of the site's first three products (its « Produits »
 * collection, or one made of three sample products), each card its picture, price, name and
 * words, leading to the product's page.
 */
export function productsGrid(d: SectionDraft, c: ProductsContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const words = c.items.slice(0, 3).map((item) => ({
    title: item.name,
    text: item.detail,
    price: parsePrice(item.price) ?? undefined,
  }));
  return finish(d, d.list('produits', words, SIDE, top, CONTENT_WIDTH));
}

/** « Produit mis en avant »: one product, a large picture beside its name, price and words. */
export function productsFeatured(d: SectionDraft, c: ProductsContent): number {
  const p = d.palette;
  d.band(0, p.surface);
  const item = c.items[0];
  const top = SECTION_PADDING;
  const pictureWidth = 464;
  const pictureHeight = 400;
  const image = d.image(
    picture('loaves', p, 4),
    item.pictureAlt,
    [SIDE, top, pictureWidth, pictureHeight],
    20,
  );
  const x = SIDE + pictureWidth + 64;
  const width = RIGHT - x;
  const mark = d.count;
  let y = d.text(c.featuredEyebrow, x, 0, width, {
    size: TYPE.small,
    weight: 'bold',
    color: p.primary,
  });
  y = d.text(item.name, x, y + 8, width, { level: 'h2' });
  y = d.text(item.price, x, y + 8, width, { size: 28, weight: 'bold', color: p.primary });
  y = d.text(c.featuredText, x, y + 16, width, { size: 18 });
  y = d.text(item.detail, x, y + 8, width, { size: TYPE.small, weight: 'bold', color: p.text });
  y = d.button(c.button, x, y + 28, d.buttonWidth(c.button));
  const inner = Math.max(y, pictureHeight);
  d.shift(mark, top + (inner - y) / 2);
  d.place(image, top + (inner - pictureHeight) / 2);
  return finish(d, top + inner);
}

/** The three sample items of an articles section, from its words. */
const articleWords = (c: ArticlesContent): SampleWords[] =>
  c.items.slice(0, 3).map((item) => ({ title: item.title, text: item.excerpt, date: item.date }));

/**
 * « Articles en 3 colonnes »: a « Liste » of the site's three most recent articles (or
 * realisations: `c.collection`), cards side by side, each leading to its page; a button below.
 */
export function articlesCards(d: SectionDraft, c: ArticlesContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = heading(d, c.title, c.intro, SECTION_PADDING) + AFTER_HEADING;
  const bottom = d.list(c.collection ?? 'articles', articleWords(c), SIDE, top, CONTENT_WIDTH);
  const width = d.buttonWidth(c.more, 220);
  const y = d.button(c.more, (CANVAS_WIDTH - width) / 2, bottom + 40, width, {
    secondary: true,
  });
  return finish(d, y);
}

/** « Articles en liste »: the title on the left, then the same « Liste » of the three most recent. */
export function articlesList(d: SectionDraft, c: ArticlesContent): number {
  const p = d.palette;
  d.band(0, p.background);
  const top = heading(d, c.title, c.intro, SECTION_PADDING, { align: 'left' }) + 40;
  const bottom = d.list(c.collection ?? 'articles', articleWords(c), SIDE, top, CONTENT_WIDTH);
  const y = d.button(c.more, SIDE, bottom + 40, d.buttonWidth(c.more, 220), { secondary: true });
  return finish(d, y);
}
