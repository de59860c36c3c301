import { fittedFontSize, type WordMeasure } from '../fonts/fitWords';
import { elementBoxStyle, type ElementBoxStyle } from '../style/elementBoxStyle';
import type { EditorElement, OverrideScreen } from '../types';
import { isBand, union, type Box, type LayoutNode } from './flowLayout';
import { PHONE_MIN_WIDTH, TABLET_MIN_WIDTH } from './screens';

/**
 * How each node of a page's reading tree (flowLayout.ts) looks on each screen, as CSS declarations
 * (camelCase, numbers in pixels except the unitless ones): the exported stylesheet writes them,
 * Ordinateur's unconditioned and the others in `@media` rules, and the editor's canvas puts the
 * very same objects in `style` attributes, so the canvas shows each screen as the export does.
 *
 * Ordinateur: every element where the canvas draws it, absolutely positioned, an element inside
 * another placed from its parent's corner; groups take no room. Tablette and Mobile: a flow,
 * one thing under another with the design's gaps clamped to 8–48 px, 16 px from the window's
 * sides, headings scaled down and body text at least 16 px on phones, pictures at their ratio,
 * buttons at least 44 px high; a tablet keeps side by side what fits; a phone stacks everything.
 * Then the person's overrides of that screen.
 *
 * With a word measure (fonts/wordMeasure.ts), no word is broken from the screen's narrowest window
 * up (320 px, 600 px): a tablet's row keeps each item as wide as its widest word needs (its items
 * then wrap to more lines), and a text whose word is still too long for its box is made smaller.
 */

/** The narrowest window of each smaller screen. */
const NARROWEST: Record<OverrideScreen, number> = {
  tablet: TABLET_MIN_WIDTH,
  phone: PHONE_MIN_WIDTH,
};

/** CSS declarations, as `cssDeclarations` and React's `style` take them. */
export type FlowStyle = Record<string, string | number>;

/** What a group is on Ordinateur (and on phones): no box, its children are its parent's. */
export const GROUP_STYLE: FlowStyle = { display: 'contents' };

/** The page's box on Tablette and Mobile (`.page`), and its frame's (`.page-frame`). */
export const FLOW_PAGE_STYLE: FlowStyle = {
  width: 'auto',
  height: 'auto',
  transform: 'none',
  display: 'flex',
  flexDirection: 'column',
};
export const FLOW_FRAME_STYLE: FlowStyle = { height: 'auto' };

/** The room between the window's sides and what is not a full-width band. */
export const SIDE_MARGIN = 16;
/** Vertical gaps of the design are kept within these bounds. */
export const GAP = { min: 8, max: 48 } as const;
/** The smallest height of a button on Tablette and Mobile: a finger's target. */
export const TAP_TARGET = 44;
/** The most room on a button's sides on Tablette and Mobile. */
export const BUTTON_SIDE_PADDING = 12;
/** The smallest text on phones. */
export const PHONE_MIN_FONT_SIZE = 16;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const px = (value: number) => `${Math.round(value)}px`;

/** A design font size on a smaller screen: headings scaled down, body text kept readable. */
export function screenFontSize(size: number, screen: OverrideScreen): number {
  if (screen === 'phone') {
    return size <= PHONE_MIN_FONT_SIZE ? PHONE_MIN_FONT_SIZE : Math.round(16 + (size - 16) * 0.6);
  }
  return size <= 16 ? Math.max(14, size) : Math.round(16 + (size - 16) * 0.8);
}

/** The element's Ordinateur style: its box style, placed from its parent's corner, in z-order. */
export function desktopStyle(
  node: LayoutNode,
  parent: EditorElement | null,
  parentStyle?: ElementBoxStyle | null,
): ElementBoxStyle & FlowStyle {
  const element = node.element!;
  const style: ElementBoxStyle & FlowStyle = {
    ...(node.style ?? elementBoxStyle(element)),
    zIndex: node.index,
  };
  if (parent) {
    const outer = parentStyle ?? elementBoxStyle(parent);
    style.left -= outer.left + outer.margin;
    style.top -= outer.top + outer.margin;
  }
  // A band's colour reaches the window's edges when the window is wider than the canvas.
  if (!parent && isBand(element, node.box) && style.backgroundColor !== 'transparent') {
    style.boxShadow = `0 0 0 100vmax ${style.backgroundColor}`;
    style.clipPath = 'inset(0 -100vmax)';
  }
  return style;
}

const override = (node: LayoutNode, screen: OverrideScreen) => node.element?.overrides?.[screen];

/** The flex items of a container on a screen: on phones, groups take no room. */
export function flowItems(container: LayoutNode, screen: OverrideScreen): LayoutNode[] {
  if (screen === 'tablet') return container.children;
  return container.children.flatMap((child) =>
    child.element ? [child] : flowItems(child, screen),
  );
}

/**
 * The items in the order they show on `screen`: each moved by its override's `order` (how many
 * places up, negative, or down), ahead of or after the ones it passed.
 */
export function orderedItems(items: readonly LayoutNode[], screen: OverrideScreen): LayoutNode[] {
  let moved = false;
  const keyed = items.map((node, i) => {
    const shift = override(node, screen)?.order ?? 0;
    if (shift !== 0) moved = true;
    return { node, i, key: i + shift + Math.sign(shift) * 0.5 };
  });
  if (!moved) return [...items];
  return keyed.sort((a, b) => a.key - b.key || a.i - b.i).map((k) => k.node);
}

type Placement = 'flex-start' | 'center' | 'flex-end';

/** Where a box sits across its frame: left, centred or right as on the design. */
function placement(box: Box, frame: Box, screen: OverrideScreen): Placement {
  const before = box.left - frame.left;
  const after = frame.right - box.right;
  if (Math.abs(before - after) <= Math.max(8, (frame.right - frame.left) * 0.05)) return 'center';
  // On a phone, what stood on the right of a row now stands under the rest: it starts the line.
  return before < after || screen === 'phone' ? 'flex-start' : 'flex-end';
}

interface Place {
  screen: OverrideScreen;
  /** What the node's widest words need across (0 without a word measure): a row's item starts there. */
  need: number;
  /** The box across which the node's horizontal place is read on the design. */
  frame: Box;
  /** The node is an item of a tablet's row (side by side with others). */
  inRow: boolean;
  /** On a phone: the node stood side by side with others on the design (a menu's item). */
  fromRow: boolean;
}

/**
 * The narrowest a tablet's row item starts (its design width if smaller): four cards of a design
 * then take two lines at 768 px, where a card's word (« Commander ») would not fit a quarter.
 */
export const ROW_ITEM_MIN = 180;

/** The width an item of a tablet's row starts from (flex-basis), `need` at least. */
function rowBasis(box: Box, need = 0): number {
  const width = box.right - box.left;
  return Math.max(need, Math.min(width, Math.max(ROW_ITEM_MIN, width * 0.45)));
}

/**
 * An item of a tablet's row: a share of the row in proportion to its design width, on a line of
 * its own when the window is too narrow for it beside the others (flex-wrap). `need`: what its
 * widest words need, below which it does not start.
 */
function rowShare(box: Box, need = 0): FlowStyle {
  const width = box.right - box.left;
  return {
    flex: `${Math.max(1, Math.round(width))} 1 ${px(Math.ceil(rowBasis(box, need)))}`,
    minWidth: 0,
  };
}

/** The horizontal padding of a flow style, one side, in px (its `padding`'s second value). */
function sidePadding(style: FlowStyle): number {
  const values = String(style.padding ?? '0')
    .split(/\s+/)
    .map((value) => parseFloat(value) || 0);
  return values.length > 1 ? values[1] : values[0];
}

/** A text or button without children: what has words to fit. */
const hasWords = (node: LayoutNode) =>
  node.children.length === 0 && (node.element?.type === 'text' || node.element?.type === 'button');

/** The style of a group on a tablet (on phones groups take no room: GROUP_STYLE). */
function groupStyle(node: LayoutNode): FlowStyle {
  if (node.direction === 'column') return { display: 'flex', flexDirection: 'column' };
  let gap: number = GAP.max;
  for (let i = 1; i < node.children.length; i++) {
    gap = Math.min(gap, node.children[i].box.left - node.children[i - 1].box.right);
  }
  return {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'stretch',
    columnGap: px(clamp(gap, 16, GAP.max)),
    rowGap: px(16),
  };
}

/** The inner room of a header, footer or container laid out around its children. */
function holderPadding(node: LayoutNode, screen: OverrideScreen): string {
  const inner = union(node.children);
  const { box } = node;
  const side = Math.min(inner.left - box.left, box.right - inner.right);
  const most = screen === 'phone' ? 32 : GAP.max;
  const top = clamp(inner.top - box.top, GAP.min, most);
  const bottom = clamp(box.bottom - inner.bottom, GAP.min, most);
  const x = clamp(side, SIDE_MARGIN, screen === 'phone' ? 24 : 32);
  return `${px(top)} ${px(x)} ${px(bottom)}`;
}

/** A few words in a narrow box: a menu's item, a link of a footer. */
const short = (element: EditorElement) =>
  element.type === 'text' &&
  element.styles.size.width <= 200 &&
  element.content.length <= 30 &&
  !element.content.includes('\n');

/** An element's style on a smaller screen, before its margins. */
function elementStyle(node: LayoutNode, place: Place): FlowStyle {
  const element = node.element!;
  const { screen, frame, inRow, fromRow, need } = place;
  const o = override(node, screen) ?? {};
  if (o.hidden) return { display: 'none' };
  const base = node.style ?? elementBoxStyle(element);
  const width = node.box.right - node.box.left;
  const height = node.box.bottom - node.box.top;
  const wide = width >= (frame.right - frame.left) * 0.5;
  const style: FlowStyle = {
    position: 'static',
    zIndex: 'auto',
    height: 'auto',
    minHeight: 0,
    fontSize: px(o.fontSize ?? screenFontSize(base.fontSize, screen)),
  };
  if (isBand(element, node.box)) {
    style.boxShadow = 'none';
    style.clipPath = 'none';
  }
  /** Not stretched across: its design width, within the room there is. */
  const ownWidth = () => {
    style.width = px(width);
    style.maxWidth = '100%';
    if (inRow) style.flex = '0 1 auto';
    else style.alignSelf = placement(node.box, frame, screen);
  };
  /** Stretched across its column, or side by side in proportion to its design width. */
  const fill = () => {
    style.width = 'auto';
    if (inRow) {
      Object.assign(style, rowShare(node.box, need));
    }
  };

  if (node.children.length > 0) {
    fill();
    Object.assign(style, {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      justifyContent: 'flex-start',
      padding: o.padding === undefined ? holderPadding(node, screen) : px(o.padding),
    });
  } else {
    const padding = o.padding ?? Math.min(base.padding, screen === 'phone' ? 16 : 24);
    // A button in a narrow column keeps room for its word (« Commander » in a card of four).
    style.padding =
      element.type === 'button' && o.padding === undefined
        ? `${px(padding)} ${px(Math.min(padding, BUTTON_SIDE_PADDING))}`
        : px(padding);
    // A label drawn on its own colour (« 01 » on a badge) keeps its width; plain text fills.
    const label = element.type === 'text' && base.backgroundColor !== 'transparent' && !wide;
    if (element.type === 'button') {
      ownWidth();
      style.minHeight = px(TAP_TARGET);
      style.minWidth = px(TAP_TARGET);
    } else if (inRow && short(element)) {
      // A short label in a row (a menu's item) takes the room of its words.
      style.width = 'auto';
      style.flex = '0 1 auto';
    } else if (
      inRow ||
      wide ||
      // A menu spans its column: its items (or its « Menu » button and list on a phone).
      element.type === 'menu' ||
      // A form's fields span its column; its box grows with them (height auto).
      element.type === 'form' ||
      // A list's cards span its column, one under another on a phone.
      element.type === 'list' ||
      (element.type === 'text' && !label) ||
      // A picture across a phone's width, unless an icon.
      (screen === 'phone' && element.type === 'image' && width >= 160)
    )
      fill();
    else ownWidth();
    if (fromRow && short(element) && base.textAlign !== 'left') {
      // A menu's items or a footer's links, stacked on a phone, line up on the left.
      style.textAlign = 'left';
      if (base.justifyContent) style.justifyContent = 'flex-start';
    }
    // In a row stretched to its tallest item, a picture keeps its ratio, a button its height.
    if (inRow && element.type === 'image') style.alignSelf = 'flex-start';
    if (inRow && element.type === 'button') style.alignSelf = 'center';
    if (element.type === 'image') {
      if (width > 0 && height > 0)
        style.aspectRatio = `${Math.round(width)} / ${Math.round(height)}`;
    } else if (element.type !== 'text' && element.type !== 'button') {
      style.minHeight = px(Math.min(height, element.type === 'container' ? 240 : 120));
    }
  }
  if (o.textAlign) {
    style.textAlign = o.textAlign;
    if (base.justifyContent && node.children.length === 0) {
      style.justifyContent =
        o.textAlign === 'left' ? 'flex-start' : o.textAlign === 'right' ? 'flex-end' : 'center';
    }
  }
  if (screen === 'tablet') {
    if (o.width !== undefined) {
      style.width = px(o.width);
      style.maxWidth = '100%';
      if (inRow) style.flex = '0 1 auto';
    }
    if (o.height !== undefined) {
      style.height = px(o.height);
      if (element.type === 'image') delete style.aspectRatio;
    }
  }
  return style;
}

/** Every node's style on `screen` (elements and groups), and the page's order of its items. */
export function screenStyles(
  root: LayoutNode,
  screen: OverrideScreen,
  measure?: WordMeasure,
): Map<LayoutNode, FlowStyle> {
  const styles = new Map<LayoutNode, FlowStyle>();
  const needs = new Map<LayoutNode, number>();

  /** The font size of a text or button on this screen, before its words are fitted. */
  const fontSizeOf = (node: LayoutNode) => {
    const o = override(node, screen);
    return (
      o?.fontSize ?? screenFontSize((node.style ?? elementBoxStyle(node.element!)).fontSize, screen)
    );
  };
  /**
   * What `node`'s widest words need across on a tablet, its own padding and its holders' in:
   * its row then keeps it that wide. Words are measured at the screen's size; 0 without a measure.
   */
  const needOf = (node: LayoutNode): number => {
    if (!measure || screen !== 'tablet') return 0;
    let need = needs.get(node);
    if (need !== undefined) return need;
    const element = node.element;
    if (element && hasWords(node)) {
      const base = node.style ?? elementBoxStyle(element);
      const o = override(node, screen);
      const padding = o?.padding ?? Math.min(base.padding, 24);
      const side = element.type === 'button' ? Math.min(padding, BUTTON_SIDE_PADDING) : padding;
      need = Math.ceil(measure(element, fontSizeOf(node))) + 2 * side;
    } else {
      need = Math.max(0, ...flowItems(node, screen).map(needOf));
      if (element && node.children.length > 0) {
        const o = override(node, screen);
        need += 2 * (o?.padding ?? sidePadding({ padding: holderPadding(node, screen) }));
      }
    }
    needs.set(node, need);
    return need;
  };

  /**
   * Lays out `container`'s items. `room`: the narrowest its content box gets on this screen (the
   * screen's narrowest window at the root), which the words of its texts must fit.
   */
  const layOut = (
    container: LayoutNode,
    frame: Box,
    atRoot: boolean,
    inRow: boolean,
    room: number,
  ) => {
    const natural = flowItems(container, screen);
    const items = orderedItems(natural, screen);
    // On a phone, the items a group brought (groups are rows, or columns of rows) stood side by side.
    const fromRow = new Set(
      screen === 'phone'
        ? container.children.flatMap((child) => (child.element ? [] : flowItems(child, screen)))
        : [],
    );
    const reordered = items.some((item, i) => item !== natural[i]);
    let previous: LayoutNode | null = null;
    let last: { style: FlowStyle; top: number } | null = null;
    items.forEach((node, position) => {
      const need = inRow ? needOf(node) : 0;
      const place: Place = { screen, frame, inRow, fromRow: fromRow.has(node), need };
      const style: FlowStyle = node.element ? elementStyle(node, place) : groupStyle(node);
      if (reordered) style.order = position;
      styles.set(node, style);
      if (style.display === 'none') return;

      const band = atRoot && node.element !== null && isBand(node.element, node.box);
      let top = 0;
      if (previous && !inRow) {
        const gap = node.box.top - previous.box.bottom;
        top = gap < 0 ? 16 : clamp(gap, GAP.min, GAP.max);
      } else if (atRoot && !band) top = SIDE_MARGIN;
      style.margin = atRoot && !band ? `${px(top)} ${px(SIDE_MARGIN)} 0` : `${px(top)} 0 0`;
      // Within the window, its side margins included.
      if (atRoot && !band && style.maxWidth === '100%') {
        style.maxWidth = `calc(100% - ${px(2 * SIDE_MARGIN)})`;
      }
      if (!node.element && inRow) Object.assign(style, rowShare(node.box, need));

      // The narrowest the node gets: its share of a row, its own width, or its column's.
      const across = atRoot && !band ? room - 2 * SIDE_MARGIN : room;
      const own = parseFloat(String(style.width));
      let width = across;
      if (inRow && style.flex !== '0 1 auto') width = Math.min(rowBasis(node.box, need), across);
      else if (Number.isFinite(own)) width = Math.min(own, across);

      if (measure && node.element && hasWords(node)) {
        const size = fontSizeOf(node);
        const fitted = fittedFontSize(measure, node.element, size, width - 2 * sidePadding(style));
        if (fitted < size) style.fontSize = px(fitted);
      }
      if (!node.element) {
        layOut(node, node.box, false, node.direction === 'row', width);
      } else if (node.children.length > 0) {
        layOut(node, node.box, false, false, width - 2 * sidePadding(style));
      }
      previous = node;
      last = atRoot && !band ? { style, top } : null;
    });
    // The page's last item keeps its distance from the window's bottom edge (a band needs none).
    if (last) {
      const { style, top } = last as { style: FlowStyle; top: number };
      style.margin = `${px(top)} ${px(SIDE_MARGIN)} ${px(SIDE_MARGIN)}`;
    }
  };

  layOut(root, root.box, true, false, NARROWEST[screen]);
  return styles;
}
