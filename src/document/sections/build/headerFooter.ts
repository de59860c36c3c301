import type { FooterContent, HeaderContent } from '../content';
import { CONTENT_WIDTH, SIDE, TYPE, type SectionDraft } from '../draw';
import { CANVAS_WIDTH } from '../../types';

/**
 * The site's header and footer: a `header` or `footer` element as wide as the canvas (the page's
 * banner and content information, read first and last on every screen: flowLayout.ts) holding the
 * name, the « Menu » (the site's pages, folded under a « Menu » button on phones) and the rest.
 */

const RIGHT = SIDE + CONTENT_WIDTH;

function holder(d: SectionDraft, type: 'header' | 'footer', height: number, background: string) {
  d.add(type, '', [0, 0, CANVAS_WIDTH, height], { backgroundColor: background });
}

/** The room between a menu's items (render/linkMarkup.ts, MENU_RULES: `gap: 4px 24px`). */
const MENU_GAP = 24;
/** The smallest a menu's items are made to stand on one line. */
const MENU_MIN_SIZE = 14;

/**
 * How wide the site's pages' names (the theme's `menu`) are side by side at `size`, in the
 * body font; 0 without them.
 */
function menuWidth(d: SectionDraft, size: number): number {
  const names = d.menuNames;
  if (names.length === 0) return 0;
  const words = names.reduce((sum, name) => sum + d.wordsWidth(name, size), 0);
  return words + MENU_GAP * (names.length - 1);
}

/**
 * A « Menu » from `x` to `right`, its items on one line: when the pages' names need more room,
 * its box reaches further left, down to `left`, then its size goes down (not under 14 px).
 */
function menu(
  d: SectionDraft,
  [left, x, right]: [left: number, x: number, right: number],
  y: number,
  color: string,
  align: 'right' | 'center',
) {
  let size: number = TYPE.body;
  while (size > MENU_MIN_SIZE && menuWidth(d, size) > right - left) size -= 1;
  const start = Math.max(left, Math.min(x, right - menuWidth(d, size)));
  d.add('menu', '', [start, y, right - start, 48], { color, fontSize: size, textAlign: align });
}

/** The width of the site's name in a header: its words on one line, at most `most`. */
function brandWidth(d: SectionDraft, brand: string, size: number, most: number): number {
  return Math.min(most, d.wordsWidth(brand, size, 'bold') + 4);
}

/** « En-tête avec menu »: the name on the left, the menu on the right. */
export function headerMenu(d: SectionDraft, c: HeaderContent): number {
  const p = d.palette;
  const height = 88;
  holder(d, 'header', height, p.background);
  const brand = brandWidth(d, c.brand, 26, 320);
  d.text(c.brand, SIDE, 26, brand, { size: 26, weight: 'bold', color: p.text });
  menu(d, [SIDE + brand + 40, 520, RIGHT], 20, p.text, 'right');
  return height;
}

/** « En-tête avec bouton »: the name, the menu and a button on the right. */
export function headerButton(d: SectionDraft, c: HeaderContent): number {
  const p = d.palette;
  const height = 92;
  holder(d, 'header', height, p.background);
  const brand = brandWidth(d, c.brand, 26, 300);
  d.text(c.brand, SIDE, 28, brand, { size: 26, weight: 'bold', color: p.text });
  const width = d.buttonWidth(c.button, 160);
  const buttonX = RIGHT - width;
  menu(d, [SIDE + brand + 40, 440, buttonX - 32], 22, p.text, 'right');
  d.button(c.button, buttonX, 20, width);
  return height;
}

/** « En-tête centré »: the name and a line under it, centred above the menu. */
export function headerCentred(d: SectionDraft, c: HeaderContent): number {
  const p = d.palette;
  holder(d, 'header', 0, p.surface);
  let y = d.text(c.brand, SIDE, 28, CONTENT_WIDTH, {
    size: 32,
    weight: 'bold',
    align: 'center',
    color: p.text,
  });
  y = d.text(c.tagline, SIDE, y + 4, CONTENT_WIDTH, {
    size: TYPE.small,
    align: 'center',
    color: p.muted,
  });
  menu(d, [SIDE, SIDE, RIGHT], y + 16, p.text, 'center');
  const height = y + 16 + 48 + 20;
  d.setHeight(0, height);
  return height;
}

/** « Pied de page simple »: the name and the menu, the copyright under them. */
export function footerSimple(d: SectionDraft, c: FooterContent): number {
  const p = d.palette;
  holder(d, 'footer', 0, p.text);
  const brand = brandWidth(d, c.brand, 22, 300);
  d.text(c.brand, SIDE, 40, brand, { size: 22, weight: 'bold', color: '#FFFFFF' });
  menu(d, [SIDE + brand + 40, 480, RIGHT], 34, p.surface, 'right');
  const y = d.text(c.copyright, SIDE, 104, CONTENT_WIDTH, { size: TYPE.small, color: p.surface });
  const height = y + 36;
  d.setHeight(0, height);
  return height;
}

/** « Pied de page en colonnes »: the name and a line, then hours, address and contact; the copyright. */
export function footerColumns(d: SectionDraft, c: FooterContent): number {
  const p = d.palette;
  holder(d, 'footer', 0, p.text);
  const top = 64;
  let bottom = d.text(c.brand, SIDE, top, 240, { size: 24, weight: 'bold', color: '#FFFFFF' });
  bottom = d.text(c.text, SIDE, bottom + 12, 240, { size: TYPE.small, color: p.surface });
  const columnX = [376, 632];
  const columnWidth = [224, 160];
  c.columns.slice(0, 2).forEach((column, i) => {
    const y = d.text(column.title, columnX[i], top, columnWidth[i], {
      size: TYPE.small,
      weight: 'bold',
      color: '#FFFFFF',
    });
    bottom = Math.max(
      bottom,
      d.text(column.lines, columnX[i], y + 8, columnWidth[i], {
        size: TYPE.small,
        color: p.surface,
      }),
    );
  });
  const x = 820;
  const width = RIGHT - x;
  let y = d.text(c.contactTitle, x, top, width, {
    size: TYPE.small,
    weight: 'bold',
    color: '#FFFFFF',
  });
  y = d.text(c.phone, x, y + 8, width, {
    size: TYPE.small,
    color: p.surface,
    link: { kind: 'phone', number: c.phone.replace(/\s/g, '') },
  });
  y = d.text(c.email, x, y + 4, width, {
    size: TYPE.small,
    color: p.surface,
    link: { kind: 'email', address: c.email },
  });
  bottom = Math.max(bottom, y);
  const end = d.text(c.copyright, SIDE, bottom + 48, CONTENT_WIDTH, {
    size: TYPE.small,
    color: p.surface,
  });
  const height = end + 40;
  d.setHeight(0, height);
  return height;
}
