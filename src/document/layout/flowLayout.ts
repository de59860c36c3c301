import { elementBoxStyle, type ElementBoxStyle } from '../style/elementBoxStyle';
import { CANVAS_WIDTH, type EditorElement, type ElementType } from '../types';

/**
 * The reading structure of a page, computed from its desktop positions: which element sits inside
 * which (a card's texts inside the card), and in what order a person reads them, by recursive
 * XY-cut (split the elements by the horizontal gaps between them into bands, read top to bottom;
 * split a band by its vertical gaps into columns, read left to right; and so on). The exported
 * page's markup follows this tree, whatever the screen: on Ordinateur every element is placed
 * where the canvas draws it (groups take no room), on Tablette and Mobile the tree flows
 * (screenStyles.ts). Pure: the same elements give the same tree.
 */

/** A box in page coordinates (the element's border box as the canvas draws it). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface LayoutNode {
  /** The element this node shows, or null for a group: a row of columns, or a column of a row. */
  element: EditorElement | null;
  /** The element's place in the page's list (its z-order), -1 for a group. */
  index: number;
  /** The element's box style (elementBoxStyle, computed once), null for a group. */
  style: ElementBoxStyle | null;
  /** How the node's children are read: one under another, or side by side (a row). */
  direction: 'column' | 'row';
  box: Box;
  children: LayoutNode[];
}

/** The element types that can hold others (a section, a card, a header or a footer). */
const HOLDERS: ReadonlySet<ElementType> = new Set(['container', 'header', 'footer']);
/** A box that reaches this close to both edges of the canvas spans its width: a band. */
const BAND_SLACK = 8;
/** Boxes that touch or overlap by this much still read one after the other. */
const CUT_SLACK = 1;

export function elementBox(element: EditorElement, box = elementBoxStyle(element)): Box {
  const left = box.left + box.margin;
  const top = box.top + box.margin;
  return {
    left,
    top,
    right: left + box.width,
    bottom: top + Math.max(box.height, box.minHeight ?? 0),
  };
}

const area = (b: Box) => (b.right - b.left) * (b.bottom - b.top);
const contains = (outer: Box, inner: Box) =>
  inner.left >= outer.left - CUT_SLACK &&
  inner.top >= outer.top - CUT_SLACK &&
  inner.right <= outer.right + CUT_SLACK &&
  inner.bottom <= outer.bottom + CUT_SLACK;

/** The smallest box holding every node's box (`nodes` not empty). */
export function union(nodes: readonly LayoutNode[]): Box {
  const box = { ...nodes[0].box };
  for (const { box: b } of nodes) {
    box.left = Math.min(box.left, b.left);
    box.top = Math.min(box.top, b.top);
    box.right = Math.max(box.right, b.right);
    box.bottom = Math.max(box.bottom, b.bottom);
  }
  return box;
}

/** A header, footer or container as wide as the canvas: its background reaches the window's edges. */
export function isBand(element: EditorElement, box: Box = elementBox(element)): boolean {
  return (
    HOLDERS.has(element.type) && box.left <= BAND_SLACK && box.right >= CANVAS_WIDTH - BAND_SLACK
  );
}

/**
 * The nodes split where nothing crosses a line across `axis`, in order along it, and the gap
 * before each group after the first (negative: boxes that touch or overlap by a pixel).
 */
function split(
  nodes: readonly LayoutNode[],
  axis: 'x' | 'y',
): { groups: LayoutNode[][]; gaps: number[] } {
  const start = axis === 'y' ? 'top' : 'left';
  const end = axis === 'y' ? 'bottom' : 'right';
  const sorted = [...nodes].sort((a, b) => a.box[start] - b.box[start] || a.index - b.index);
  const groups: LayoutNode[][] = [];
  const gaps: number[] = [];
  let reach = -Infinity;
  for (const node of sorted) {
    if (groups.length === 0) groups.push([node]);
    else if (node.box[start] >= reach - CUT_SLACK) {
      gaps.push(node.box[start] - reach);
      groups.push([node]);
    } else groups[groups.length - 1].push(node);
    reach = Math.max(reach, node.box[end]);
  }
  return { groups, gaps };
}

/** The groups of a split rejoined except at its widest gaps (`widest`, the largest of `gaps`). */
function atWidestGaps(
  { groups, gaps }: { groups: LayoutNode[][]; gaps: number[] },
  widest: number,
): LayoutNode[][] {
  const parts: LayoutNode[][] = [groups[0]];
  gaps.forEach((gap, i) => {
    if (gap >= widest - CUT_SLACK) parts.push(groups[i + 1]);
    else parts[parts.length - 1] = [...parts[parts.length - 1], ...groups[i + 1]];
  });
  return parts;
}

const group = (direction: LayoutNode['direction'], children: LayoutNode[]): LayoutNode => ({
  element: null,
  index: -1,
  style: null,
  direction,
  box: union(children),
  children,
});

/**
 * The nodes in reading order, as a column. They are cut where the widest gap runs across them:
 * into bands read top to bottom where it runs across the page, into columns read left to right
 * (a row) where it runs down; then each part again. Cutting at the widest gap first keeps a
 * picture with its caption and a card's title with its text when the space between columns is
 * wider than the space between a picture and its caption.
 */
function readColumn(nodes: readonly LayoutNode[]): LayoutNode[] {
  if (nodes.length <= 1) return [...nodes];
  const bands = split(nodes, 'y');
  const columns = split(nodes, 'x');
  const widestBand = bands.gaps.length > 0 ? Math.max(...bands.gaps) : -Infinity;
  const widestColumn = columns.gaps.length > 0 ? Math.max(...columns.gaps) : -Infinity;
  if (bands.gaps.length > 0 && widestBand >= widestColumn) {
    return atWidestGaps(bands, widestBand).flatMap((band) => readColumn(band));
  }
  if (columns.gaps.length > 0) {
    return [
      group(
        'row',
        atWidestGaps(columns, widestColumn).map((column) => {
          const read = readColumn(column);
          return read.length === 1 ? read[0] : group('column', read);
        }),
      ),
    ];
  }
  // Boxes that overlap both ways (a text over a picture): top to bottom, then left to right.
  return [...nodes].sort(
    (a, b) => a.box.top - b.box.top || a.box.left - b.box.left || a.index - b.index,
  );
}

/**
 * The page's reading tree. Each element sits in the smallest header, footer or container under it
 * (earlier in the list) that holds its whole box; the root's children start with the page's
 * headers and end with its footers.
 */
export function pageLayout(elements: readonly EditorElement[]): LayoutNode {
  const nodes: LayoutNode[] = elements.map((element, index) => {
    const style = elementBoxStyle(element);
    return {
      element,
      index,
      style,
      direction: 'column',
      box: elementBox(element, style),
      children: [],
    };
  });
  const holders = nodes
    .filter((node) => HOLDERS.has(node.element!.type))
    .map((node) => ({ node, area: area(node.box) }))
    .sort((a, b) => a.area - b.area || a.node.index - b.node.index);
  const top: LayoutNode[] = [];
  const inside = new Map<LayoutNode, LayoutNode[]>();
  for (const node of nodes) {
    const size = area(node.box);
    const parent = holders.find(
      (holder) =>
        holder.node.index < node.index &&
        holder.area >= size &&
        contains(holder.node.box, node.box),
    )?.node;
    if (!parent) top.push(node);
    else {
      const list = inside.get(parent);
      if (list) list.push(node);
      else inside.set(parent, [node]);
    }
  }
  for (const [parent, children] of inside) parent.children = readColumn(children);

  const byTop = (a: LayoutNode, b: LayoutNode) => a.box.top - b.box.top || a.index - b.index;
  const headers = top.filter((n) => n.element!.type === 'header').sort(byTop);
  const footers = top.filter((n) => n.element!.type === 'footer').sort(byTop);
  const rest = top.filter((n) => n.element!.type !== 'header' && n.element!.type !== 'footer');
  return {
    element: null,
    index: -1,
    style: null,
    direction: 'column',
    box: {
      left: 0,
      top: 0,
      right: CANVAS_WIDTH,
      bottom: top.reduce((b, n) => Math.max(b, n.box.bottom), 0),
    },
    children: [...headers, ...readColumn(rest), ...footers],
  };
}

/** Every node of the tree under `node`, depth first, in reading order (`node` excluded). */
export function* descendants(node: LayoutNode): Generator<LayoutNode> {
  for (const child of node.children) {
    yield child;
    yield* descendants(child);
  }
}
