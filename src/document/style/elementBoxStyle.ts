import { safeStyles } from '../validate/safeStyles';
import { FONT_WEIGHT_CSS, HEADER_FOOTER_BACKGROUND } from '../types';
import type { EditorElement, SiteTheme, TextAlign } from '../types';
import { findFont, fontFamilyCss, SYSTEM_FONT_STACK } from '../fonts/fonts';
import { elementFontId } from '../fonts/resolveFont';
import { safeLetterSpacing, safeLineHeight } from '../fonts/typography';

/**
 * How an element looks on the page, computed once for the canvas (as a React `style` object) and
 * for the export (serialized into styles.css), so the exported page renders as the canvas draws.
 * Editor chrome (selection border, the container's dashed outline, grid dots) is not part of it.
 */

/**
 * The system font (the reader's own: no web font to download), what a page uses unless the site or
 * the element chooses a font (document/fonts, docs/decisions.md « Fonts »).
 */
export const PAGE_FONT_FAMILY = SYSTEM_FONT_STACK;
/**
 * Unitless line height of an element's text unless it has its own « Interligne ». It must suit
 * headings too: at 1.2 a template's titles (line heights from 1.19 to 1.67 of their size in
 * templates/layout.ts) keep their line count inside the very boxes the template draws, so
 * « Modifier le contenu du template » never clips a heading.
 */
export const PAGE_LINE_HEIGHT = 1.2;
/** The page's own background, behind the elements. */
export const PAGE_BACKGROUND = '#FFFFFF';
/** Spec: a container is at least 100 px high. */
export const CONTAINER_MIN_HEIGHT = 100;

/** CSS properties of an element's box, camelCase; numbers are pixels except the unitless ones. */
export interface ElementBoxStyle {
  position: 'absolute';
  left: number;
  top: number;
  width: number;
  height: number;
  minHeight?: number;
  margin: number;
  padding: number;
  boxSizing: 'border-box';
  display: 'block' | 'flex';
  alignItems?: 'center';
  justifyContent?: 'flex-start' | 'center' | 'flex-end';
  overflow: 'hidden';
  border: 'none';
  borderRadius: number;
  color: string;
  backgroundColor: string;
  fontFamily: string;
  fontSize: number;
  fontWeight: number;
  fontStyle: 'normal' | 'italic';
  lineHeight: number;
  /** Pixels, or 'normal'. */
  letterSpacing: 'normal' | number;
  textAlign: TextAlign;
  textTransform: 'none' | 'uppercase';
  textDecoration: 'none' | 'underline';
  whiteSpace: 'pre-wrap';
  /** Never 'break-word': a word is never cut (render/renderPage.ts makes a too long one smaller). */
  overflowWrap: 'normal';
  cursor?: 'pointer';
}

/** CSS properties whose numbers carry no unit (React's list agrees). */
export const UNITLESS_PROPERTIES: ReadonlySet<string> = new Set([
  'fontWeight',
  'lineHeight',
  'zIndex',
  'order',
]);

const JUSTIFY: Record<TextAlign, ElementBoxStyle['justifyContent']> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/** The part of an element's style its font choices make (« Police », « Italique »…). */
export type ElementTypography = Pick<
  ElementBoxStyle,
  'fontFamily' | 'fontStyle' | 'lineHeight' | 'letterSpacing' | 'textDecoration' | 'textTransform'
>;

/**
 * The font, italic, line height, letter spacing and underline of `element` on a site of `theme`
 * (the element's own font, else the site's: document/fonts/resolveFont.ts). Without a theme, the
 * site's fonts are the system font.
 */
export function elementTypography(element: EditorElement, theme?: SiteTheme): ElementTypography {
  const properties = element.properties ?? {};
  return {
    fontFamily: fontFamilyCss(findFont(elementFontId(element, theme))),
    fontStyle: properties.italic === true ? 'italic' : 'normal',
    lineHeight: safeLineHeight(properties.lineHeight) ?? PAGE_LINE_HEIGHT,
    letterSpacing: safeLetterSpacing(properties.letterSpacing) ?? 'normal',
    textDecoration: properties.underline === true ? 'underline' : 'none',
    textTransform: properties.uppercase === true ? 'uppercase' : 'none',
  };
}

/**
 * The box style of `element`, from validated values only. Text and containers read from the top;
 * buttons, headers, footers and menus centre their one line vertically. An image's picture fills the
 * box's content area (object-fit: cover), inside its padding and background.
 */
export function elementBoxStyle(element: EditorElement, theme?: SiteTheme): ElementBoxStyle {
  const s = safeStyles(element);
  const typography = elementTypography(element, theme);
  const { type } = element;
  const centred = type === 'button' || type === 'header' || type === 'footer' || type === 'menu';
  const headerOrFooter = type === 'header' || type === 'footer';
  const style: ElementBoxStyle = {
    position: 'absolute',
    left: s.position.x,
    top: s.position.y,
    width: s.size.width,
    height: s.size.height,
    margin: s.margin,
    padding: s.padding,
    boxSizing: 'border-box',
    display: centred ? 'flex' : 'block',
    overflow: 'hidden',
    border: 'none',
    borderRadius: s.borderRadius,
    color: s.color,
    backgroundColor:
      headerOrFooter && s.backgroundColor.toLowerCase() === 'transparent'
        ? HEADER_FOOTER_BACKGROUND
        : s.backgroundColor,
    fontFamily: typography.fontFamily,
    fontSize: s.fontSize,
    fontWeight: FONT_WEIGHT_CSS[s.fontWeight],
    fontStyle: typography.fontStyle,
    lineHeight: typography.lineHeight,
    letterSpacing: typography.letterSpacing,
    textAlign: s.textAlign,
    textTransform: typography.textTransform,
    textDecoration: typography.textDecoration,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'normal',
  };
  if (centred) {
    style.alignItems = 'center';
    style.justifyContent = JUSTIFY[s.textAlign];
  }
  if (type === 'container') style.minHeight = CONTAINER_MIN_HEIGHT;
  if (type === 'button') style.cursor = 'pointer';
  return style;
}

/** The bottom edge of an element's box on the page (margins included), for the page's height. */
export function elementBottom(element: EditorElement): number {
  const box = elementBoxStyle(element);
  return box.top + box.margin * 2 + Math.max(box.height, box.minHeight ?? 0);
}
