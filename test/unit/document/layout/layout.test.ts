import fc from 'fast-check';
import { createElement } from '../../../../src/document/createElement';
import {
  descendants,
  pageLayout,
  type LayoutNode,
} from '../../../../src/document/layout/flowLayout';
import {
  desktopStyle,
  flowItems,
  orderedItems,
  screenFontSize,
  screenStyles,
} from '../../../../src/document/layout/screenStyles';
import { SCREEN_MEDIA } from '../../../../src/document/layout/screens';
import { renderPage } from '../../../../src/document/render/renderPage';
import { isValidSite } from '../../../../src/document/schema/documentSchema';
import { normalizeDocument } from '../../../../src/document/schema/normalizeDocument';
import { createSite } from '../../../../src/document/site';
import type { EditorElement, ElementType, Override } from '../../../../src/document/types';

/** An element of `type` at (x, y), w × h. */
function el(
  id: string,
  type: ElementType,
  [x, y, width, height]: [number, number, number, number],
  extra: Partial<EditorElement['styles']> = {},
): EditorElement {
  const element = createElement(type, id, { x, y });
  element.styles = { ...element.styles, size: { width, height }, ...extra };
  return element;
}

const ids = (nodes: readonly LayoutNode[]): string[] =>
  nodes.map((n) => (n.element ? n.element.id : `[${n.direction}: ${ids(n.children).join(' ')}]`));

/** The elements of the tree in reading order (depth first). */
const readingOrder = (root: LayoutNode) =>
  [...descendants(root)].filter((n) => n.element).map((n) => n.element!.id);

function nodeOf(root: LayoutNode, id: string): LayoutNode {
  const node = [...descendants(root)].find((n) => n.element?.id === id);
  if (!node) throw new Error(`no node ${id}`);
  return node;
}

const withOverride = (element: EditorElement, screen: 'tablet' | 'phone', o: Override) => ({
  ...element,
  overrides: { ...element.overrides, [screen]: o },
});

describe('pageLayout: the reading tree (recursive XY-cut)', () => {
  it('reads bands top to bottom and a band’s columns left to right', () => {
    const root = pageLayout([
      el('right', 'text', [600, 100, 400, 40]),
      el('left', 'text', [48, 100, 400, 300]),
      el('under-right', 'text', [600, 200, 400, 40]),
      el('below', 'text', [48, 500, 1000, 40]),
    ]);
    expect(ids(root.children)).toEqual(['[row: left [column: right under-right]]', 'below']);
    expect(readingOrder(root)).toEqual(['left', 'right', 'under-right', 'below']);
  });

  it('reads a grid whose rows line up row by row', () => {
    const grid = [0, 1].flatMap((row) =>
      [0, 1].map((col) =>
        el(`r${row}c${col}`, 'text', [48 + col * 500, 100 + row * 200, 400, 100]),
      ),
    );
    expect(readingOrder(pageLayout(grid.reverse()))).toEqual(['r0c0', 'r0c1', 'r1c0', 'r1c1']);
  });

  it('cuts at the widest gap first: a picture keeps its caption, a card title its text', () => {
    // Three pictures 24 px apart, each with its caption 16 px under it.
    const gallery = [0, 1, 2].flatMap((col) => [
      el(`img${col}`, 'image', [48 + col * 360, 100, 336, 200]),
      el(`cap${col}`, 'text', [48 + col * 360, 316, 336, 30]),
    ]);
    const root = pageLayout(gallery);
    expect(readingOrder(root)).toEqual(['img0', 'cap0', 'img1', 'cap1', 'img2', 'cap2']);
    expect(ids(root.children)).toEqual([
      '[row: [column: img0 cap0] [column: img1 cap1] [column: img2 cap2]]',
    ]);
    // Rows farther apart than the columns: read row by row, each cell's title with its text.
    const grid = [0, 1].flatMap((row) =>
      [0, 1].flatMap((col) => [
        el(`t${row}${col}`, 'text', [48 + col * 524, 100 + row * 300, 500, 30]),
        el(`p${row}${col}`, 'text', [48 + col * 524, 138 + row * 300, 500, 60]),
      ]),
    );
    expect(readingOrder(pageLayout(grid))).toEqual([
      't00',
      'p00',
      't01',
      'p01',
      't10',
      'p10',
      't11',
      'p11',
    ]);
  });

  it('puts the header first and the footer last, wherever they are drawn', () => {
    const root = pageLayout([
      el('footer', 'footer', [0, 0, 1152, 80]),
      el('text', 'text', [48, 200, 400, 40]),
      el('header', 'header', [0, 900, 1152, 80]),
    ]);
    expect(ids(root.children)).toEqual(['header', 'text', 'footer']);
  });

  it('keeps what sits inside a container inside it, and only what is wholly inside', () => {
    const root = pageLayout([
      el('card', 'container', [100, 100, 300, 300]),
      el('title', 'text', [120, 120, 200, 40]),
      el('overflowing', 'text', [350, 120, 200, 40]),
      el('small-card', 'container', [110, 200, 280, 150]),
      el('in-small', 'text', [120, 220, 200, 40]),
      el('cover', 'container', [0, 500, 400, 400]),
    ]);
    const card = nodeOf(root, 'card');
    expect(ids(card.children)).toEqual(['title', 'small-card']);
    expect(ids(nodeOf(root, 'small-card').children)).toEqual(['in-small']);
    expect(nodeOf(root, 'overflowing')).toBeDefined();
    expect(ids(root.children)).toContain('cover');
    // A container drawn above a text (later in the list) does not take it: it would hide it.
    const above = pageLayout([
      el('under', 'text', [20, 20, 50, 20]),
      el('box', 'container', [0, 0, 400, 400]),
    ]);
    expect(nodeOf(above, 'box').children).toEqual([]);
    expect(ids(above.children).sort()).toEqual(['box', 'under']);
  });

  it('holds every element exactly once, whatever the positions (property)', () => {
    const box = fc.tuple(
      fc.integer({ min: -200, max: 1300 }),
      fc.integer({ min: -200, max: 3000 }),
      fc.integer({ min: 0, max: 1200 }),
      fc.integer({ min: 0, max: 800 }),
    );
    const element = fc.tuple(
      fc.constantFrom<ElementType>('text', 'image', 'button', 'container', 'header', 'footer'),
      box,
    );
    fc.assert(
      fc.property(fc.array(element, { maxLength: 40 }), (list) => {
        const elements = list.map(([type, b], i) => el(`e${i}`, type, b));
        const order = readingOrder(pageLayout(elements));
        expect([...order].sort()).toEqual(elements.map((e) => e.id).sort());
        expect(readingOrder(pageLayout(elements))).toEqual(order);
        for (const screen of ['tablet', 'phone'] as const) {
          const root = pageLayout(elements);
          const styles = screenStyles(root, screen);
          for (const node of descendants(root)) {
            if (node.element) expect(styles.has(node)).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('screenStyles: Tablette and Mobile', () => {
  const page = [
    el('header', 'header', [0, 0, 1152, 80], { backgroundColor: '#112233' }),
    el('brand', 'text', [48, 20, 300, 40], { fontSize: 22 }),
    el('title', 'text', [48, 200, 600, 60], { fontSize: 48 }),
    el('body', 'text', [48, 262, 600, 60], { fontSize: 12 }),
    el('photo', 'image', [700, 200, 400, 300]),
    el('cta', 'button', [48, 400, 200, 36]),
    el('far', 'text', [48, 900, 600, 40]),
  ];

  it('stacks side-by-side elements on a phone, in reading order, groups taking no room', () => {
    const root = pageLayout(page);
    const styles = screenStyles(root, 'phone');
    const items = flowItems(root, 'phone');
    expect(ids(items)).toEqual(['header', 'title', 'body', 'cta', 'photo', 'far']);
    const group = [...descendants(root)].find((n) => !n.element)!;
    expect(styles.has(group)).toBe(false);
  });

  it('keeps them side by side on a tablet, in a row that wraps when they do not fit', () => {
    const root = pageLayout(page);
    const row = root.children.find((n) => n.direction === 'row')!;
    const style = screenStyles(root, 'tablet').get(row)!;
    expect(style).toMatchObject({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });
    expect(ids(flowItems(root, 'tablet'))).toEqual(['header', ids([row])[0], 'far']);
  });

  it('clamps the design’s vertical gaps to 8–48 px and keeps 16 px from the sides', () => {
    const root = pageLayout(page);
    const phone = screenStyles(root, 'phone');
    expect(phone.get(nodeOf(root, 'body'))!.margin).toBe('8px 16px 0'); // 2 px apart
    expect(phone.get(nodeOf(root, 'title'))!.margin).toBe('48px 16px 0'); // 120 px under the header
    // The last element keeps 16 px from the bottom; a band reaches the window's sides.
    expect(phone.get(nodeOf(root, 'far'))!.margin).toBe('48px 16px 16px');
    expect(phone.get(nodeOf(root, 'header'))!.margin).toBe('0px 0 0');
  });

  it('scales headings down, never lets text under 16 px on phones', () => {
    expect(screenFontSize(12, 'phone')).toBe(16);
    expect(screenFontSize(16, 'phone')).toBe(16);
    expect(screenFontSize(48, 'phone')).toBe(35);
    expect(screenFontSize(48, 'tablet')).toBe(42);
    expect(screenFontSize(12, 'tablet')).toBe(14);
    const root = pageLayout(page);
    const phone = screenStyles(root, 'phone');
    expect(phone.get(nodeOf(root, 'body'))!.fontSize).toBe('16px');
    expect(phone.get(nodeOf(root, 'title'))!.fontSize).toBe('35px');
  });

  it('keeps a picture’s ratio and a button at least 44 px high', () => {
    const root = pageLayout(page);
    const phone = screenStyles(root, 'phone');
    expect(phone.get(nodeOf(root, 'photo'))).toMatchObject({
      aspectRatio: '400 / 300',
      height: 'auto',
    });
    expect(phone.get(nodeOf(root, 'cta'))).toMatchObject({
      minHeight: '44px',
      minWidth: '44px',
      width: '200px',
      maxWidth: 'calc(100% - 32px)',
    });
  });

  it('on a phone, lines a row’s short labels up on the left, and keeps narrow boxes in the window', () => {
    const nav = [
      el('bar', 'header', [0, 0, 1152, 80]),
      el('brand', 'text', [48, 20, 300, 40]),
      ...['Accueil', 'Services', 'Contact'].map((label, i) => ({
        ...el(`nav${i}`, 'text', [600 + i * 130, 28, 124, 24], { textAlign: 'center' }),
        content: label,
      })),
      el('badge', 'button', [48, 200, 500, 48]),
      el('icon', 'image', [48, 300, 100, 100]),
      el('photo', 'image', [600, 300, 336, 200]),
    ];
    const root = pageLayout(nav);
    const phone = screenStyles(root, 'phone');
    expect(phone.get(nodeOf(root, 'nav1'))!.textAlign).toBe('left');
    expect(screenStyles(root, 'tablet').get(nodeOf(root, 'nav1'))!.textAlign).toBeUndefined();
    // Its design width, within the window less its 16 px margins.
    expect(phone.get(nodeOf(root, 'badge'))!.maxWidth).toBe('calc(100% - 32px)');
    // A picture spans a phone; an icon keeps its size.
    expect(phone.get(nodeOf(root, 'photo'))!.width).toBe('auto');
    expect(phone.get(nodeOf(root, 'icon'))!.width).toBe('100px');
  });

  it('lays a header’s children out inside it, at least 16 px from its sides', () => {
    const root = pageLayout(page);
    const header = screenStyles(root, 'phone').get(nodeOf(root, 'header'))!;
    expect(header).toMatchObject({
      display: 'flex',
      flexDirection: 'column',
      padding: '20px 24px 20px',
    });
    expect(header.boxShadow).toBe('none');
  });

  it('applies the person’s overrides of that screen only', () => {
    const changed = page.map((e) =>
      e.id === 'title'
        ? withOverride(e, 'phone', { fontSize: 30, textAlign: 'center' })
        : e.id === 'photo'
          ? withOverride(withOverride(e, 'phone', { hidden: true }), 'tablet', { width: 300 })
          : e,
    );
    const root = pageLayout(changed);
    const phone = screenStyles(root, 'phone');
    const tablet = screenStyles(root, 'tablet');
    expect(phone.get(nodeOf(root, 'title'))).toMatchObject({
      fontSize: '30px',
      textAlign: 'center',
    });
    expect(tablet.get(nodeOf(root, 'title'))!.fontSize).toBe('42px');
    expect(phone.get(nodeOf(root, 'photo'))).toEqual({ display: 'none' });
    expect(tablet.get(nodeOf(root, 'photo'))).toMatchObject({ width: '300px', maxWidth: '100%' });
  });

  it('moves an element up or down among its screen’s items by its order shift', () => {
    const moved = page.map((e) => (e.id === 'photo' ? withOverride(e, 'phone', { order: -2 }) : e));
    const root = pageLayout(moved);
    const items = orderedItems(flowItems(root, 'phone'), 'phone');
    expect(ids(items)).toEqual(['header', 'title', 'photo', 'body', 'cta', 'far']);
    const phone = screenStyles(root, 'phone');
    expect(items.map((n) => phone.get(n)!.order)).toEqual([0, 1, 2, 3, 4, 5]);
    // On the tablet nothing moved, and no order is written.
    const tablet = screenStyles(root, 'tablet');
    expect(tablet.get(nodeOf(root, 'photo'))!.order).toBeUndefined();
  });
});

describe('desktopStyle: Ordinateur', () => {
  it('places an element from its parent’s corner, in z-order, a band bleeding to the edges', () => {
    const root = pageLayout([
      el('band', 'container', [0, 100, 1152, 400], { backgroundColor: '#FFEEDD' }),
      el('title', 'text', [48, 140, 300, 40]),
    ]);
    const band = nodeOf(root, 'band');
    expect(desktopStyle(band, null)).toMatchObject({
      left: 0,
      top: 100,
      zIndex: 0,
      boxShadow: '0 0 0 100vmax #FFEEDD',
      clipPath: 'inset(0 -100vmax)',
    });
    expect(desktopStyle(nodeOf(root, 'title'), band.element)).toMatchObject({
      left: 48,
      top: 40,
      zIndex: 1,
    });
  });
});

describe('renderPage: one stylesheet for the three screens', () => {
  it('writes the desktop rules, then a @media block for Tablette and one for Mobile', () => {
    const { css, html } = renderPage({
      elements: [el('a', 'text', [48, 40, 400, 40]), el('b', 'text', [600, 40, 400, 40])],
    });
    const tablet = css.indexOf(`@media ${SCREEN_MEDIA.tablet} {`);
    const phone = css.indexOf(`@media ${SCREEN_MEDIA.phone} {`);
    expect(tablet).toBeGreaterThan(css.indexOf('.text-2 {'));
    expect(phone).toBeGreaterThan(tablet);
    expect(SCREEN_MEDIA).toEqual({
      tablet: '(min-width: 600px) and (max-width: 991.98px)',
      phone: '(max-width: 599.98px)',
    });
    expect(css.slice(tablet)).toContain(
      '  .group-1 {\n    display: flex;\n    flex-direction: row;',
    );
    expect(html).toContain('<div class="group group-1">');
    expect(css).not.toMatch(/<|script/);
  });

  it('never puts a header or footer inside another (HTML forbids it): a plain box there', () => {
    const { html } = renderPage({
      elements: [
        el('top', 'header', [0, 0, 1152, 200]),
        el('inner', 'container', [10, 10, 600, 150]),
        el('nested', 'footer', [20, 20, 200, 50]),
        el('end', 'footer', [0, 400, 1152, 100]),
      ],
    });
    expect(html).toContain('<div class="el footer-1">');
    expect(html).toContain('<footer class="el footer-2">');
    expect(html).toContain('<header class="el header-1">');
  });

  it('writes no @media block for a page only ever shown at 1,152 px', () => {
    const { css } = renderPage(
      { elements: [el('a', 'text', [0, 0, 10, 10])] },
      { fitToWindow: false },
    );
    expect(css).not.toContain('@media');
  });
});

describe('normalizeDocument: overrides as they are saved', () => {
  it('rounds and clamps override numbers to the limits, and keeps a clean site as it is', () => {
    const text = withOverride(el('t', 'text', [0, 0, 10, 10]), 'phone', {
      fontSize: 5000.4,
      order: -1e9,
      width: 12.6,
      hidden: true,
    });
    const site = createSite({ name: 'S', templateId: null, homePageId: 'accueil' });
    const dirty = { ...site, pages: [{ ...site.pages[0], elements: [text] }] };
    const saved = normalizeDocument(dirty);
    expect(saved.pages[0].elements[0].overrides).toEqual({
      phone: { fontSize: 1000, order: -2000, width: 13, hidden: true },
    });
    expect(isValidSite(saved)).toBe(true);
    expect(normalizeDocument(saved)).toBe(saved);
  });
});
