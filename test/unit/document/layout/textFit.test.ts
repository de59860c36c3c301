import { createElement } from '../../../../src/document/createElement';
import { fontWidths } from '../../../../src/document/fonts/fontWidths';
import { wordMeasure } from '../../../../src/document/fonts/wordMeasure';
import {
  descendants,
  pageLayout,
  type LayoutNode,
} from '../../../../src/document/layout/flowLayout';
import { screenStyles } from '../../../../src/document/layout/screenStyles';
import { renderPage } from '../../../../src/document/render/renderPage';
import { siteSheet } from '../../../../src/document/render/siteStylesheet';
import { createSite } from '../../../../src/document/site';
import type { EditorElement, ElementType } from '../../../../src/document/types';

/**
 * With a word measure, the flow screens never break a word from their narrowest window up: a
 * tablet's row keeps each item as wide as its words need, a text still too wide for its box is
 * made smaller; on Ordinateur too, in the export.
 */

function el(
  id: string,
  type: ElementType,
  [x, y, width, height]: [number, number, number, number],
  content = '',
  extra: Partial<EditorElement['styles']> = {},
): EditorElement {
  const element = createElement(type, id, { x, y });
  element.styles = { ...element.styles, size: { width, height }, ...extra };
  element.content = content;
  return element;
}

const theme = { headingFont: 'system', bodyFont: 'system' };
const measure = wordMeasure(theme, fontWidths);
const px = (value: unknown) => parseFloat(String(value));

function nodeOf(root: LayoutNode, id: string): LayoutNode {
  return [...descendants(root)].find((n) => n.element?.id === id)!;
}

/** Four cards in a row, each a title (21 px, bold) over a line, as « Services en 4 colonnes ». */
function fourCards(title: string): EditorElement[] {
  const elements: EditorElement[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 96 + i * 240;
    elements.push(
      el(`card-${i}`, 'container', [x, 100, 216, 220], '', { backgroundColor: '#EEEEEE' }),
      el(`title-${i}`, 'text', [x + 24, 124, 168, 52], i === 1 ? title : 'Suivi', {
        fontSize: 21,
        fontWeight: 'bold',
      }),
      el(`text-${i}`, 'text', [x + 24, 190, 168, 80], 'Un interlocuteur unique.', {
        fontSize: 16,
      }),
    );
  }
  return elements;
}

describe('a tablet’s row', () => {
  it('starts each card as wide as its widest word needs, so the row wraps rather than cut it', () => {
    const root = pageLayout(fourCards('Téléconsultation'));
    const card = nodeOf(root, 'card-1');
    const without = screenStyles(root, 'tablet').get(card)!;
    const styles = screenStyles(root, 'tablet', measure);
    const basis = (style: Record<string, unknown>) => px(String(style.flex).split(' ')[2]);
    // 180 px without a measure: the card's 24 px sides leave 132 px, too few for the word.
    expect(basis(without)).toBe(180);
    const title = nodeOf(root, 'title-1').element!;
    const need = measure(title, 20) + 2 * 24;
    expect(basis(styles.get(card)!)).toBeGreaterThanOrEqual(need);
    // The title keeps its size there.
    expect(styles.get(nodeOf(root, 'title-1'))!.fontSize).toBe('20px');
    // A card whose words fit keeps its share.
    expect(basis(styles.get(nodeOf(root, 'card-0'))!)).toBe(180);
  });

  it('makes a word wider than the narrowest tablet smaller, never wider than its room', () => {
    const long = 'Anticonstitutionnellement'.repeat(2);
    const root = pageLayout([el('t', 'text', [96, 100, 960, 80], long, { fontSize: 52 })]);
    const style = screenStyles(root, 'tablet', measure).get(nodeOf(root, 't'))!;
    // The narrowest tablet (600 px) less the page's 16 px sides.
    expect(measure(nodeOf(root, 't').element!, px(style.fontSize))).toBeLessThanOrEqual(568);
    expect(px(style.fontSize)).toBeLessThan(40);
  });
});

describe('a phone', () => {
  it('makes a title whose word is wider than a 320 px phone smaller, the others not', () => {
    const root = pageLayout([
      el('band', 'container', [0, 0, 1152, 400], '', { backgroundColor: '#EEEEEE' }),
      el('h', 'text', [96, 60, 960, 70], 'Inscriptions et renseignements', { fontSize: 52 }),
      el('p', 'text', [96, 160, 960, 40], 'Écrivez-nous.', { fontSize: 52 }),
    ]);
    const styles = screenStyles(root, 'phone', measure);
    const h = nodeOf(root, 'h');
    // 320 px less the band's 24 px sides.
    expect(measure(h.element!, px(styles.get(h)!.fontSize))).toBeLessThanOrEqual(320 - 48);
    expect(px(styles.get(h)!.fontSize)).toBeLessThan(38);
    // Without a measure, the phone's size for 52 px: 38 px.
    expect(screenStyles(root, 'phone').get(h)!.fontSize).toBe('38px');
    expect(styles.get(nodeOf(root, 'p'))!.fontSize).toBe('38px');
  });
});

describe('renderPage with the fonts’ widths', () => {
  const site = { ...createSite({ name: 'Essai', homePageId: 'accueil', elements: [] }), theme };

  it('makes a text whose word is longer than its box smaller on Ordinateur, never cuts it', () => {
    const page = {
      id: 'accueil',
      elements: [el('t', 'text', [96, 100, 150, 40], 'Synchronisation', { fontSize: 24 })],
    };
    const plain = renderPage(page, { site });
    const fitted = renderPage(page, { site, wordMeasure: measure });
    const size = (css: string) => Number(/\.text-1 \{[^}]*font-size: (\d+)px/.exec(css)![1]);
    expect(size(plain.css)).toBe(24);
    expect(size(fitted.css)).toBeLessThan(24);
    expect(measure(page.elements[0], size(fitted.css))).toBeLessThanOrEqual(150);
    // `overflow-wrap: normal` is every element's, in the stylesheet every page shares (site.css).
    const shared = siteSheet({ pages: [page], theme: site.theme, styles: site.styles }).css;
    expect(shared).toMatch(/overflow-wrap: normal;/);
    for (const css of [shared, plain.css, fitted.css]) {
      expect(css).not.toMatch(/overflow-wrap: (break-word|anywhere)|word-break|hyphens: auto/);
    }
  });
});
