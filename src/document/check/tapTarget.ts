import type { LayoutNode } from '../layout/flowLayout';
import { SIDE_MARGIN, type FlowStyle } from '../layout/screenStyles';
import { TABLET_MIN_WIDTH } from '../layout/screens';
import { PAGE_LINE_HEIGHT } from '../style/elementBoxStyle';
import { safeLineHeight } from '../fonts/typography';
import { TEXT_LINK_REACH } from '../render/linkMarkup';

/**
 * The size of an element's tap target on Mobile, from its phone style (layout/screenStyles.ts),
 * for WCAG 2.2's target size (2.5.8, level AA: at least 24 × 24 CSS px). Without a browser the
 * size is what the styles say, read cautiously so that a target is never called too small when it
 * may not be. The target is what the exported page makes a link (render/linkMarkup.ts):
 *   - a button, or a linked picture, is its whole box. Width: an automatic width (`auto`)
 *     stretches it across its column, the window less its margins: wide enough on any phone; a
 *     width in pixels is the design's, at most the room there is; a minimum width counts (a
 *     button's 44 px). Height: a picture's follows its width and ratio (on the narrowest phone,
 *     320 px, when its width is automatic); a button's is its lines times the line height plus its
 *     padding, and at least its minimum height (44 px);
 *   - a linked text is its words (an `<a>` inside the text): its lines times the line height, its
 *     padding not included, and the reach the export gives it on touch screens above and below
 *     (render/linkMarkup.ts, TEXT_LINK_REACH); its width, that of its words, is not measured.
 * Lines are counted as those a text surely has: one per line of its content, more only where the
 * words cannot fit on the widest phone even at a quarter of an em each. An element holding others
 * (a header, a container) is as tall as what it holds: not measured. WCAG's spacing exception (a
 * small target far enough from the others) is not applied: every target is asked 24 × 24 px.
 */

/** The smallest height and width of a target (WCAG 2.2, 2.5.8). */
export const MIN_TARGET = 24;
/** The narrowest phone Toile lays pages out for, and the widest window Mobile applies to. */
export const NARROWEST_PHONE = 320;
const WIDEST_PHONE = TABLET_MIN_WIDTH - 1;
/** Fewer than a quarter of an em per character is narrower than any letter of a system font. */
const NARROWEST_GLYPH_EM = 0.25;

/** What a target measures on phones: `width` null when it stretches across its column. */
export interface TargetSize {
  width: number | null;
  height: number;
}

function pixels(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const match = /^(-?\d+(?:\.\d+)?)px$/.exec(value.trim());
  return match ? Number(match[1]) : undefined;
}

/** The lines a text surely takes in a box `room` px wide at `fontSize` px. */
function lines(content: string, fontSize: number, room: number): number {
  if (typeof content !== 'string' || content === '') return 0;
  const segments = content.split('\n');
  // A last line break opens no new line.
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  const perLine = Math.max(1, Math.floor(room / (fontSize * NARROWEST_GLYPH_EM)));
  return segments.reduce((sum, s) => sum + Math.max(1, Math.ceil(s.length / perLine)), 0);
}

/** What a tap reaches: the element's whole box, or the words of a linked text. */
export type TargetShape = 'box' | 'words';

/**
 * The size of the target of `node` on phones, given its phone style; null when the element is not
 * shown there (hidden, or inside something hidden) or holds other elements.
 */
export function phoneTargetSize(
  node: LayoutNode,
  style: FlowStyle | undefined,
  shape: TargetShape,
): TargetSize | null {
  const element = node.element;
  if (!element || !style || style.display === 'none' || node.children.length > 0) return null;
  const fontSize = pixels(style.fontSize) ?? 16;
  // The element's « Interligne », else the page's.
  const lineHeight = safeLineHeight(element.properties?.lineHeight) ?? PAGE_LINE_HEIGHT;
  const padding = pixels(style.padding) ?? 0;
  const setWidth = style.width === undefined || style.width === 'auto' ? null : pixels(style.width);
  const boxWidth =
    setWidth === null || setWidth === undefined
      ? null
      : Math.max(setWidth, pixels(style.minWidth) ?? 0);
  const room = (boxWidth ?? WIDEST_PHONE - 2 * SIDE_MARGIN) - 2 * padding;
  const textHeight = () =>
    lines(element.content, fontSize, Math.max(room, fontSize)) * fontSize * lineHeight;
  if (shape === 'words') return { width: null, height: textHeight() + 2 * TEXT_LINK_REACH };

  let height: number;
  const ratio =
    typeof style.aspectRatio === 'string' ? /^(\d+) \/ (\d+)$/.exec(style.aspectRatio) : null;
  const setHeight = style.height === 'auto' ? undefined : pixels(style.height);
  if (setHeight !== undefined) height = setHeight;
  else if (ratio && Number(ratio[1]) > 0) {
    const across = Math.min(boxWidth ?? Infinity, NARROWEST_PHONE - 2 * SIDE_MARGIN);
    height = (across * Number(ratio[2])) / Number(ratio[1]);
  } else height = (element.type === 'image' ? 0 : textHeight()) + 2 * padding;
  return { width: boxWidth, height: Math.max(height, pixels(style.minHeight) ?? 0) };
}

/** True when a target of this size is smaller than WCAG's 24 × 24 px. */
export const isTooSmall = ({ width, height }: TargetSize) =>
  height < MIN_TARGET || (width !== null && width < MIN_TARGET);
