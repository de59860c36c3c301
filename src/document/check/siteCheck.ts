import { composedPage, partOf } from '../sharedParts';
import { shownElements } from '../lockHide';
import { pageLayout, type Box, type LayoutNode } from '../layout/flowLayout';
import { screenFontSize, screenStyles, type FlowStyle } from '../layout/screenStyles';
import { SCREENS, type Screen } from '../layout/screens';
import { brokenLinkReason } from '../links';
import { PAGE_BACKGROUND } from '../style/elementBoxStyle';
import { LINK_KINDS, type EditorElement, type Link, type Page, type SiteDocument } from '../types';
import {
  AA_NORMAL_TEXT,
  blend,
  contrastRatio,
  parseColour,
  requiredContrast,
  toHex,
  type Rgba,
} from './contrast';
import { isTooSmall, phoneTargetSize, type TargetShape } from './tapTarget';

/**
 * « Vérifier le site »: what would hurt the published site, page by page (docs/guide.md). Pure
 * and deterministic: the problems of page 1 before those of page 2; on a page, the page's own
 * (title, description, level-1 heading) before its elements', in z-order (the page's list), and
 * an element's in the order of SiteProblemKind. Each page's layout is computed once; what depends
 * on a page's elements only is remembered by the identity of its element list, so checking again
 * after an edit measures the changed page only.
 *
 * Contrast (WCAG 2, AA) is measured screen by screen, at the text's size there: on Ordinateur over
 * the text's own background, else that of the smallest element drawn under it that holds its box
 * (a picture: not measured), else the page's; on Tablette and Mobile, where elements flow, over
 * the elements that hold it in the page's reading tree. Translucent colours are blended onto what
 * is below. Tap targets on Mobile: tapTarget.ts.
 */

export type BrokenLinkReason = 'missingPage' | 'missingAnchor' | 'badAddress';

export type SiteProblem =
  /** Search engines show the page's title in their results. */
  | { kind: 'missingTitle'; pageId: string; pageName: string }
  | { kind: 'missingDescription'; pageId: string; pageName: string }
  | { kind: 'noH1'; pageId: string; pageName: string }
  /** `elementId`: the second level-1 heading in z-order. */
  | { kind: 'manyH1'; pageId: string; pageName: string; elementId: string; count: number }
  | {
      kind: 'brokenLink';
      pageId: string;
      elementId: string;
      reason: BrokenLinkReason;
      link: Link;
      /** For a missing anchor: the name of the page that lacks it. */
      targetPageName?: string;
    }
  | { kind: 'missingAlt'; pageId: string; elementId: string }
  | {
      kind: 'lowContrast';
      pageId: string;
      elementId: string;
      /** The contrast measured (unrounded), and the one required (4.5 or 3). */
      ratio: number;
      required: number;
      /** The text's colour and its background's, opaque, as `#RRGGBB`. */
      color: string;
      background: string;
      /** The screens where the text is too light, in the order of SCREENS. */
      screens: Screen[];
    }
  | {
      kind: 'smallTarget';
      pageId: string;
      elementId: string;
      /** A button, or an element holding a link. */
      target: 'button' | 'link';
      /** The element's whole box, or the words of a linked text. */
      shape: TargetShape;
      /** On Mobile, in CSS px; width null when the element stretches across its column. */
      width: number | null;
      height: number;
    };

export type SiteProblemKind = SiteProblem['kind'];

/** Problems found from a page's elements alone. */
type ElementProblem = Extract<SiteProblem, { kind: 'missingAlt' | 'lowContrast' | 'smallTarget' }>;

interface PageFindings {
  /** The page they were found for (its problems name it). */
  pageId: string;
  /** The ids of the page's level-1 headings, in z-order. */
  h1: string[];
  /** Per element index, its problems found from the page alone. */
  byIndex: Map<number, ElementProblem[]>;
}

/**
 * A « Menu »: its links are the site's pages, made as the page is written, never broken; its words
 * (the pages' names) are read in its colour.
 */
const isMenu = (element: EditorElement) => (element.type as string) === 'menu';
/** The types the exported page makes a link of (render/renderPage.ts): others' links are ignored. */
const LINKABLE: ReadonlySet<string> = new Set(['text', 'button', 'image']);

/** Colours read once each: a site uses a handful, thousands of times. */
const colourCache = new Map<string, Rgba | null>();
function colourOf(value: string): Rgba | null {
  let colour = colourCache.get(value);
  if (colour === undefined) {
    colour = parseColour(value);
    if (colourCache.size > 10_000) colourCache.clear();
    colourCache.set(value, colour);
  }
  return colour;
}

const PAGE_COLOUR = parseColour(PAGE_BACKGROUND)!;
/** Boxes that overlap by this much still hold one another (as the layout's containment). */
const SLACK = 1;
const contains = (outer: Box, inner: Box) =>
  inner.left >= outer.left - SLACK &&
  inner.top >= outer.top - SLACK &&
  inner.right <= outer.right + SLACK &&
  inner.bottom <= outer.bottom + SLACK;
const area = (b: Box) => (b.right - b.left) * (b.bottom - b.top);

/** A text of « Niveau » Titre 1 (the renderer's tag: any other level, or none, is not h1). */
const isH1 = (element: EditorElement) =>
  element.type === 'text' && element.properties?.level === 'h1';

/** Text a person reads in the element: a text, a button, a header… with words; a menu. */
const hasText = (element: EditorElement) =>
  element.type !== 'image' &&
  (isMenu(element) || (typeof element.content === 'string' && /\S/.test(element.content)));

/** A page's reading tree by element index: each element's node, and its holder's index (or -1). */
interface PageTree {
  nodes: readonly LayoutNode[];
  parents: Int32Array;
}

const hasLink = (element: EditorElement) => {
  const link = element.properties?.link;
  return LINKABLE.has(element.type) && typeof link === 'object' && link !== null;
};

/**
 * The backgrounds under each element's text, on Ordinateur and on the smaller screens, opaque;
 * null when a picture is under it (no contrast to measure).
 */
function backgrounds(tree: PageTree) {
  const { nodes, parents } = tree;
  const colours = nodes.map((node) => colourOf(node.style!.backgroundColor) ?? PAGE_COLOUR);
  /** Elements that paint something under those above them: a colour, or a picture. */
  const painted: number[] = [];
  const desktop: (Rgba | null | undefined)[] = new Array(nodes.length);
  const flow: (Rgba | undefined)[] = new Array(nodes.length);

  /**
   * Ordinateur: the element's own colour over the background of the smallest element drawn
   * under it (earlier in the list) that holds its box and paints, else the page's.
   */
  const onDesktop = (index: number): Rgba | null => {
    const known = desktop[index];
    if (known !== undefined) return known;
    const own = colours[index];
    let result: Rgba | null;
    if (own.a >= 1) result = own;
    else {
      const box = nodes[index].box;
      let below = -1;
      let belowArea = Infinity;
      for (const j of painted) {
        if (j >= index) break;
        const candidate = nodes[j].box;
        if (!contains(candidate, box)) continue;
        const size = area(candidate);
        if (size <= belowArea) {
          below = j;
          belowArea = size;
        }
      }
      const under =
        below < 0 ? PAGE_COLOUR : nodes[below].element!.type === 'image' ? null : onDesktop(below);
      result = under && blend(own, under);
    }
    desktop[index] = result;
    return result;
  };

  /** Tablette and Mobile: over the elements that hold it in the page's reading tree. */
  const onSmallScreens = (index: number): Rgba => {
    const known = flow[index];
    if (known) return known;
    const parent = parents[index];
    const result = blend(colours[index], parent >= 0 ? onSmallScreens(parent) : PAGE_COLOUR);
    flow[index] = result;
    return result;
  };

  return {
    /** Call in z-order: the elements below are registered as `index` grows. */
    register(index: number) {
      if (colours[index].a > 0 || nodes[index].element!.type === 'image') painted.push(index);
    },
    onDesktop,
    onSmallScreens,
  };
}

/**
 * The font size of a node's text on a screen, or null when it does not show there (hidden on that
 * screen, or inside an element hidden there).
 */
function fontSizeOn({ nodes, parents }: PageTree, index: number, screen: Screen): number | null {
  const node = nodes[index];
  const size = node.style!.fontSize;
  if (screen === 'desktop') return size;
  for (let i = index; i >= 0; i = parents[i]) {
    if (nodes[i].element!.overrides?.[screen]?.hidden) return null;
  }
  return node.element!.overrides?.[screen]?.fontSize ?? screenFontSize(size, screen);
}

function contrastProblem(
  pageId: string,
  tree: PageTree,
  index: number,
  desktopBackground: Rgba | null,
  smallBackground: Rgba,
): ElementProblem | null {
  const node = tree.nodes[index];
  const element = node.element!;
  const style = node.style!;
  const text = colourOf(style.color);
  if (!text) return null;
  const ratioOn = (background: Rgba) => contrastRatio(blend(text, background), background);
  // Tablette and Mobile share their background: one ratio for Ordinateur, one for them.
  const desktopRatio = desktopBackground && ratioOn(desktopBackground);
  const smallRatio =
    smallBackground === desktopBackground ? desktopRatio! : ratioOn(smallBackground);
  if (Math.min(desktopRatio ?? Infinity, smallRatio) >= AA_NORMAL_TEXT) return null;
  const bold = style.fontWeight >= 700;
  const failing: { ratio: number; required: number; background: Rgba; screen: Screen }[] = [];
  for (const screen of SCREENS) {
    const desktop = screen === 'desktop';
    const background = desktop ? desktopBackground : smallBackground;
    const ratio = desktop ? desktopRatio : smallRatio;
    const size = fontSizeOn(tree, index, screen);
    if (!background || ratio === null || size === null) continue;
    const required = requiredContrast(size, bold);
    if (ratio < required) failing.push({ ratio, required, background, screen });
  }
  if (failing.length === 0) return null;
  const worst = failing.reduce((a, b) => (b.ratio / b.required < a.ratio / a.required ? b : a));
  return {
    kind: 'lowContrast',
    pageId,
    elementId: element.id,
    ratio: worst.ratio,
    required: worst.required,
    color: toHex(blend(text, worst.background)),
    background: toHex(worst.background),
    screens: failing.map((f) => f.screen),
  };
}

const findingsCache = new WeakMap<readonly EditorElement[], PageFindings>();

/** What a page's elements alone tell: headings, pictures' text, contrast, tap targets on Mobile. */
function pageFindings(pageId: string, elements: readonly EditorElement[]): PageFindings {
  const cached = findingsCache.get(elements);
  if (cached?.pageId === pageId) return cached;
  const root = pageLayout(elements);
  const nodes: LayoutNode[] = new Array(elements.length);
  const parents = new Int32Array(elements.length);
  const walk = (node: LayoutNode, parent: number) => {
    for (const child of node.children) {
      if (child.element) {
        nodes[child.index] = child;
        parents[child.index] = parent;
        walk(child, child.index);
      } else walk(child, parent);
    }
  };
  walk(root, -1);
  const tree: PageTree = { nodes, parents };

  const needsPhone = elements.some((e) => e.type === 'button' || hasLink(e));
  let phone: Map<LayoutNode, FlowStyle> | null = null;
  if (needsPhone) phone = screenStyles(root, 'phone');

  const under = backgrounds(tree);
  const h1: string[] = [];
  const byIndex = new Map<number, ElementProblem[]>();
  elements.forEach((element, index) => {
    const node = nodes[index];
    const found: ElementProblem[] = [];
    if (isH1(element)) h1.push(element.id);
    if (element.type === 'image' && typeof element.properties?.alt !== 'string') {
      found.push({ kind: 'missingAlt', pageId, elementId: element.id });
    }
    if (hasText(element)) {
      const problem = contrastProblem(
        pageId,
        tree,
        index,
        under.onDesktop(index),
        under.onSmallScreens(index),
      );
      if (problem) found.push(problem);
    }
    if (phone && (element.type === 'button' || hasLink(element))) {
      const shape: TargetShape = element.type === 'text' ? 'words' : 'box';
      const size = phoneTargetSize(node, phone.get(node), shape);
      if (size && isTooSmall(size)) {
        found.push({
          kind: 'smallTarget',
          pageId,
          elementId: element.id,
          target: element.type === 'button' ? 'button' : 'link',
          shape,
          width: size.width,
          height: size.height,
        });
      }
    }
    under.register(index);
    if (found.length > 0) byIndex.set(index, found);
  });
  const findings = { pageId, h1, byIndex };
  findingsCache.set(elements, findings);
  return findings;
}

function linkProblem(
  element: EditorElement,
  pageId: string,
  site: Pick<SiteDocument, 'pages' | 'shared'>,
): SiteProblem | null {
  if (!hasLink(element)) return null;
  const link = element.properties.link!;
  const reason = (LINK_KINDS as readonly unknown[]).includes(link.kind)
    ? (brokenLinkReason(link, site) ?? null)
    : 'badAddress';
  if (reason === null) return null;
  const problem: SiteProblem = { kind: 'brokenLink', pageId, elementId: element.id, reason, link };
  if (reason === 'missingAnchor' && link.kind === 'anchor') {
    return { ...problem, targetPageName: site.pages.find((p) => p.id === link.pageId)?.name };
  }
  return problem;
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function checkPage(page: Page, site: Pick<SiteDocument, 'pages' | 'shared'>, out: SiteProblem[]) {
  // What the export writes: a hidden element (« Masquer ») is not checked.
  const elements = shownElements(Array.isArray(page.elements) ? page.elements : []);
  const { id: pageId, name: pageName } = page;
  const { h1, byIndex } = pageFindings(pageId, elements);
  // A « Modèle de page » is not a page of the export: each item's page takes its title and its
  // description from the item (itemPages.ts). Its elements are on each of them: checked.
  if (page.collection === undefined) {
    if (isBlank(page.seo?.title)) out.push({ kind: 'missingTitle', pageId, pageName });
    if (isBlank(page.seo?.description)) out.push({ kind: 'missingDescription', pageId, pageName });
  }
  if (h1.length === 0) out.push({ kind: 'noH1', pageId, pageName });
  else if (h1.length > 1) {
    out.push({ kind: 'manyH1', pageId, pageName, elementId: h1[1], count: h1.length });
  }
  elements.forEach((element, index) => {
    const link = linkProblem(element, pageId, site);
    if (link) out.push(link);
    const found = byIndex.get(index);
    if (found) out.push(...found);
  });
}

/** Every problem of the site, in page order, then element z-order. */
export function checkSite(site: Pick<SiteDocument, 'pages' | 'shared'>): SiteProblem[] {
  const problems: SiteProblem[] = [];
  // A problem of an element of the site's header or footer is named once, on the first page
  // that shows it (the page's own problems, a missing title or level-1 heading, on each).
  const named = new Set<string>();
  for (const page of site.pages) {
    const found: SiteProblem[] = [];
    checkPage(composedPage(site, page), site, found);
    for (const problem of found) {
      const id = 'elementId' in problem && problem.kind !== 'manyH1' ? problem.elementId : null;
      const key = id === null ? null : `${problem.kind} ${id}`;
      if (key !== null && partOf(site, id!) !== null) {
        if (named.has(key)) continue;
        named.add(key);
      }
      problems.push(problem);
    }
  }
  return problems;
}
