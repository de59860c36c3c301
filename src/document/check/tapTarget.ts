import type { LayoutNode } from '../layout/flowLayout';
import { SIDE_MARGIN, type FlowStyle } from '../layout/screenStyles';
import { TABLET_MIN_WIDTH } from '../layout/screens';
import { PAGE_LINE_HEIGHT } from '../style/elementBoxStyle';

/**
 * The size of an element's tap target on Mobile, from its phone style (layout/screenStyles.ts),
 * for WCAG 2.2's target size (2.5.8, level AA: at least 24 × 24 CSS px). Without a browser the
 * size is what the styles say, read cautiously so that a target is never called too small when it
 * may not be:
 *   - width: an automatic width (`auto`) stretches the element across its column, the window less
 *     its margins: wide enough on any phone; a width in pixels is the design's, at most the room
 *     there is; a minimum width counts;
 *   - height: automatic on phones. A picture's follows its width and ratio (on the narrowest phone,
 *     320 px, when its width is automatic); a text's is its lines times the line height plus its
 *     padding, counting the lines it surely has (one per line of its content, more only where the
 *     words cannot fit on the widest phone even at a quarter of an em each); a minimum height
 *     counts (a button's 44 px);
 *   - an element holding others (a header, a container) is as tall as what it holds: not measured.
 * WCAG's spacing exception (a small target far enough from the others) is not measured either.
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

/**
 * The size of the element of `node` on phones, given its phone style; null when it is not shown
 * there (hidden, or inside something hidden) or holds other elements.
 */
export function phoneTargetSize(node: LayoutNode, style: FlowStyle | undefined): TargetSize | null {
  const element = node.element;
  if (!element || !style || style.display === 'none' || node.children.length > 0) return null;
  const fontSize = pixels(style.fontSize) ?? 16;
  const padding = pixels(style.padding) ?? 0;
  const minWidth = pixels(style.minWidth) ?? 0;
  const minHeight = pixels(style.minHeight) ?? 0;
  const setWidth = style.width === undefined || style.width === 'auto' ? null : pixels(style.width);
  const width = setWidth === null || setWidth === undefined ? null : Math.max(setWidth, minWidth);

  let height: number;
  const ratio =
    typeof style.aspectRatio === 'string' ? /^(\d+) \/ (\d+)$/.exec(style.aspectRatio) : null;
  const setHeight = style.height === 'auto' ? undefined : pixels(style.height);
  if (setHeight !== undefined) height = setHeight;
  else if (ratio && Number(ratio[1]) > 0) {
    const across = Math.min(width ?? Infinity, NARROWEST_PHONE - 2 * SIDE_MARGIN);
    height = (across * Number(ratio[2])) / Number(ratio[1]);
  } else {
    const room = (width ?? WIDEST_PHONE - 2 * SIDE_MARGIN) - 2 * padding;
    const content = element.type === 'image' ? '' : element.content;
    height = lines(content, fontSize, Math.max(room, fontSize)) * fontSize * PAGE_LINE_HEIGHT;
    height += 2 * padding;
  }
  return { width, height: Math.max(height, minHeight) };
}

/** True when a target of this size is smaller than WCAG's 24 × 24 px. */
export const isTooSmall = ({ width, height }: TargetSize) =>
  height < MIN_TARGET || (width !== null && width < MIN_TARGET);
