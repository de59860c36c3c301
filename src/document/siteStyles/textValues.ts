import { isHeading } from '../fonts/resolveFont';
import { canonicalFontId } from '../fonts/fonts';
import { roundTypography } from '../fonts/typography';
import { screenFontSize } from '../layout/screenStyles';
import { PAGE_LINE_HEIGHT } from '../style/elementBoxStyle';
import {
  OVERRIDE_SCREENS,
  STYLE_SCREENS,
  type EditorElement,
  type Override,
  type OverrideScreen,
  type TextStyle,
} from '../types';

/**
 * An element's typography read as a text style, and written from one. A text style's values are
 * held by each element bound to it (its `styles` and `properties`, like any element's): the canvas
 * and the export draw an element without looking its style up, and a value the element holds that
 * differs from its style's is that element's own (« Modifié »).
 */

/** The fields of a text style, as « Modifié » lists them. */
export const TEXT_STYLE_FIELDS = [
  'font',
  'desktop',
  'tablet',
  'phone',
  'weight',
  'lineHeight',
  'letterSpacing',
  'uppercase',
] as const;
export type TextStyleField = (typeof TEXT_STYLE_FIELDS)[number];

/** The element types a text style applies to: those whose words are the element. */
export function takesTextStyle(element: Pick<EditorElement, 'type'>): boolean {
  return element.type === 'text' || element.type === 'button';
}

/** The font an element draws with, as a text style names it: `heading`, `body` or a font id. */
export function fontChoiceOf(element: Pick<EditorElement, 'type' | 'properties'>): string {
  const own = element.properties?.font;
  if (own === 'heading' || own === 'body') return own;
  const id = own === undefined ? undefined : (canonicalFontId(own) ?? own);
  return id ?? (isHeading(element) ? 'heading' : 'body');
}

/** The element's typography, as a text style (a tablet's and a phone's size as they show). */
export function textValues(element: EditorElement): TextStyle {
  const { styles, properties } = element;
  const desktop = styles.fontSize;
  const sizeOn = (screen: OverrideScreen) =>
    element.overrides?.[screen]?.fontSize ?? screenFontSize(desktop, screen);
  return {
    font: fontChoiceOf(element),
    sizes: { desktop, tablet: sizeOn('tablet'), phone: sizeOn('phone') },
    weight: styles.fontWeight,
    lineHeight: roundTypography(properties.lineHeight ?? PAGE_LINE_HEIGHT),
    letterSpacing: roundTypography(properties.letterSpacing ?? 0),
    uppercase: properties.uppercase === true,
  };
}

/** One field's value in a text style. */
export function fieldValue(style: TextStyle, field: TextStyleField): string | number | boolean {
  switch (field) {
    case 'desktop':
    case 'tablet':
    case 'phone':
      return style.sizes[field];
    default:
      return style[field];
  }
}

/** The fields where the element's own values differ from `style`'s: « Modifié » when any. */
export function modifiedFields(element: EditorElement, style: TextStyle): TextStyleField[] {
  const own = textValues(element);
  return TEXT_STYLE_FIELDS.filter((field) => fieldValue(own, field) !== fieldValue(style, field));
}

/** The override of `screen` without its font size; undefined when nothing is left. */
function withoutFontSize(override: Override | undefined): Override | undefined {
  if (!override || override.fontSize === undefined) return override;
  const { fontSize: _size, ...rest } = override;
  void _size;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/**
 * The element drawn with `values`: its size, weight, font, line height, spacing and capitals. A
 * value the element would take anyway (the font of its level, 1.2, no spacing, a tablet's size
 * made from the desktop's) is written as no value, as the editor writes it.
 */
export function withTextValues(element: EditorElement, values: TextStyle): EditorElement {
  // Built by adding, never by `delete` (which makes objects slow to read in V8): a site of 10,000
  // elements is restyled in one go.
  const {
    font: _font,
    lineHeight: _lineHeight,
    letterSpacing: _letterSpacing,
    uppercase: _uppercase,
    ...properties
  } = element.properties as EditorElement['properties'];
  void [_font, _lineHeight, _letterSpacing, _uppercase];
  const typed: EditorElement['properties'] = properties;
  const defaultFont = isHeading(element) ? 'heading' : 'body';
  if (values.font !== defaultFont) typed.font = values.font;
  const lineHeight = roundTypography(values.lineHeight);
  if (lineHeight !== PAGE_LINE_HEIGHT) typed.lineHeight = lineHeight;
  const letterSpacing = roundTypography(values.letterSpacing);
  if (letterSpacing !== 0) typed.letterSpacing = letterSpacing;
  if (values.uppercase) typed.uppercase = true;

  const desktop = values.sizes.desktop;
  let overrides: EditorElement['overrides'];
  for (const screen of OVERRIDE_SCREENS) {
    const size = values.sizes[screen];
    const rest = withoutFontSize(element.overrides?.[screen]);
    const next = size === screenFontSize(desktop, screen) ? rest : { ...rest, fontSize: size };
    if (next) (overrides ??= {})[screen] = next;
  }

  const { overrides: _overrides, ...rest } = element;
  void _overrides;
  const next: EditorElement = {
    ...rest,
    styles: { ...element.styles, fontSize: desktop, fontWeight: values.weight },
    properties: typed,
  };
  if (overrides) next.overrides = overrides;
  return next;
}

/**
 * The element after its style changed from `before` to `after`: each value it held as the style
 * did follows the style; its own values stay.
 */
export function restyled(
  element: EditorElement,
  before: TextStyle,
  after: TextStyle,
): EditorElement {
  const own = textValues(element);
  const values: TextStyle = { ...own, sizes: { ...own.sizes } };
  let changed = false;
  for (const field of TEXT_STYLE_FIELDS) {
    if (fieldValue(own, field) !== fieldValue(before, field)) continue;
    if (fieldValue(after, field) === fieldValue(before, field)) continue;
    changed = true;
    if ((STYLE_SCREENS as readonly string[]).includes(field)) {
      values.sizes[field as keyof TextStyle['sizes']] =
        after.sizes[field as keyof TextStyle['sizes']];
    } else {
      (values as unknown as Record<string, unknown>)[field] = fieldValue(after, field);
    }
  }
  return changed ? withTextValues(element, values) : element;
}
