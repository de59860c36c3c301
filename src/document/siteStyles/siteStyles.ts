import { mapElementLists } from '../siteElements';
import { screenFontSize } from '../layout/screenStyles';
import { LIMITS } from '../limits';
import { PAGE_BACKGROUND, PAGE_LINE_HEIGHT } from '../style/elementBoxStyle';
import {
  BOUND_COLOR_FIELDS,
  COLOR_ROLES,
  MAX_CUSTOM_COLORS,
  TEXT_STYLE_IDS,
  type BoundColorField,
  type ColorRole,
  type EditorElement,
  type FontWeight,
  type SiteColor,
  type SiteDocument,
  type SiteStyles,
  type SiteTheme,
  type TextStyle,
  type TextStyleId,
} from '../types';
import { restyled, takesTextStyle, textValues, withTextValues } from './textValues';

/**
 * The site's look, set once (« Styles du site »): its colours and text styles, pure. Each bound
 * element holds its colour's and its style's values (textValues.ts), so a change of the site's
 * colour or style rewrites the elements bound to it, on every page, in one new site: one undo
 * step. Pages none of whose elements changed are kept as they were (the same objects).
 */

/** An upper-case `#RRGGBB`: the only form a colour of the site takes. */
export const SITE_COLOR_PATTERN = /^#[0-9A-F]{6}$/;
/** The longest name of an added colour. */
export const MAX_COLOR_NAME_LENGTH = 40;

/** A colour typed in a field (`#0e7490`, `0E7490`, `#abc`) as the site keeps it, or null. */
export function cleanHexColor(typed: string): string | null {
  let value = String(typed).trim().toUpperCase();
  if (!value.startsWith('#')) value = `#${value}`;
  if (/^#[0-9A-F]{3}$/.test(value)) value = `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return SITE_COLOR_PATTERN.test(value) ? value : null;
}

/** Whether `id` is a role's colour (never deleted nor renamed). */
export const isColorRole = (id: string): id is ColorRole =>
  (COLOR_ROLES as readonly string[]).includes(id);

/** A theme's text scale: the paragraph's size, and the ratio from one level to the next. */
export interface TextScale {
  base: number;
  ratio: number;
}

/** The scale of a new site's texts (its paragraph at 16 px, as a new text). */
export const DEFAULT_SCALE: TextScale = { base: 16, ratio: 1.25 };

const style = (desktop: number, weight: FontWeight, font: string): TextStyle => ({
  font,
  sizes: {
    desktop,
    tablet: screenFontSize(desktop, 'tablet'),
    phone: screenFontSize(desktop, 'phone'),
  },
  weight,
  lineHeight: PAGE_LINE_HEIGHT,
  letterSpacing: 0,
  uppercase: false,
});

/**
 * The six text styles of a scale: a paragraph at `base`, « Petit texte » a step down (14 px at
 * least), titles 2, 3 and 5 steps up, « Bouton » as a paragraph.
 */
export function textStylesFromScale({ base, ratio }: TextScale): Record<TextStyleId, TextStyle> {
  // Within the sizes a document may hold: a site read from a page whose paragraph is very large
  // still gets titles it can save.
  const { min, max } = LIMITS.fontSize;
  const step = (n: number) => Math.min(max, Math.max(min, Math.round(base * ratio ** n)));
  return {
    h1: style(step(5), 'bold', 'heading'),
    h2: style(step(3), 'bold', 'heading'),
    h3: style(step(2), 'bold', 'heading'),
    p: style(base, 'normal', 'body'),
    small: style(Math.max(14, step(-1)), 'normal', 'body'),
    button: style(base, 'bold', 'body'),
  };
}

/** A new site's colours: the spec's defaults of a new element (a button's blue, black text). */
export const DEFAULT_COLORS: Record<ColorRole, string> = {
  primary: '#3B82F6',
  secondary: '#1E3A8A',
  accent: '#F59E0B',
  background: PAGE_BACKGROUND,
  backgroundAlt: '#F3F4F6',
  text: '#000000',
  textMuted: '#4B5563',
};

/** The styles of a new site. */
export function defaultSiteStyles(): SiteStyles {
  return {
    colors: COLOR_ROLES.map((id) => ({ id, value: DEFAULT_COLORS[id] })),
    text: textStylesFromScale(DEFAULT_SCALE),
    page: { background: DEFAULT_COLORS.background, bound: 'background' },
  };
}

export function findColor(styles: SiteStyles, id: string): SiteColor | undefined {
  return styles.colors.find((color) => color.id === id);
}

/** An element's value of a colour field (a form's accent lives in its form settings). */
export function colorValueOf(element: EditorElement, field: BoundColorField): string | undefined {
  if (field === 'accent') return element.properties.form?.accent;
  return element.styles[field];
}

/** The fields of `element` that can take a colour of the site. */
export function colorFieldsOf(element: Pick<EditorElement, 'type'>): BoundColorField[] {
  if (element.type === 'form') return ['color', 'backgroundColor', 'accent'];
  if (element.type === 'image') return ['backgroundColor'];
  return ['color', 'backgroundColor'];
}

/** The element with `field` at `value`; its binding left as it is. */
function withColorValue(
  element: EditorElement,
  field: BoundColorField,
  value: string,
): EditorElement {
  if (colorValueOf(element, field) === value) return element;
  if (field === 'accent') {
    const form = element.properties.form;
    if (!form) return element;
    return { ...element, properties: { ...element.properties, form: { ...form, accent: value } } };
  }
  return { ...element, styles: { ...element.styles, [field]: value } };
}

/** The element with `field` bound to the colour `color` (its value taken), or unbound (null). */
export function withColorBinding(
  element: EditorElement,
  field: BoundColorField,
  color: SiteColor | null,
): EditorElement {
  const colors = { ...element.properties.colors };
  if (color) colors[field] = color.id;
  else delete colors[field];
  const properties = { ...element.properties };
  if (Object.keys(colors).length > 0) properties.colors = colors;
  else delete properties.colors;
  const bound = { ...element, properties };
  return color ? withColorValue(bound, field, color.value) : bound;
}

/** The element bound to the text style `id` of `styles` (its values taken), or unbound (null). */
export function withTextStyleBinding(
  element: EditorElement,
  id: TextStyleId | null,
  styles: SiteStyles,
): EditorElement {
  if (id === null || !takesTextStyle(element)) {
    if (element.properties.textStyle === undefined) return element;
    const properties = { ...element.properties };
    delete properties.textStyle;
    return { ...element, properties };
  }
  const bound = { ...element, properties: { ...element.properties, textStyle: id } };
  return withTextValues(bound, styles.text[id]);
}

/**
 * The site with each element mapped (the pages' and the shared header's and footer's); a list
 * whose elements all stay the same stays.
 */
export function mapSiteElements(
  site: SiteDocument,
  map: (element: EditorElement) => EditorElement,
): SiteDocument {
  return mapElementLists(site, (elements) => {
    let changed = false;
    const next = elements.map((element) => {
      const mapped = map(element);
      if (mapped !== element) changed = true;
      return mapped;
    });
    return changed ? next : elements;
  });
}

/** The elements bound to a colour take its value; those bound to a style, its values. */
function settleElement(element: EditorElement, styles: SiteStyles): EditorElement {
  let next = element;
  const colors = element.properties.colors;
  if (colors) {
    for (const field of BOUND_COLOR_FIELDS) {
      const id = colors[field];
      const color = id === undefined ? undefined : findColor(styles, id);
      if (color) next = withColorValue(next, field, color.value);
    }
  }
  return next;
}

/**
 * The site with new styles: every element bound to a colour that changed takes its new value, every
 * element bound to a text style that changed follows it where it held the style's values.
 */
export function withSiteStyles(site: SiteDocument, styles: SiteStyles): SiteDocument {
  const before = site.styles;
  const changedColors = new Set(
    styles.colors
      .filter((color) => findColor(before, color.id)?.value !== color.value)
      .map((color) => color.id),
  );
  const changedStyles = TEXT_STYLE_IDS.filter((id) => before.text[id] !== styles.text[id]);
  const next = mapSiteElements(site, (element) => {
    let result = element;
    const colors = element.properties.colors;
    if (colors && BOUND_COLOR_FIELDS.some((f) => colors[f] && changedColors.has(colors[f]))) {
      result = settleElement(result, styles);
    }
    const id = element.properties.textStyle;
    if (id && changedStyles.includes(id)) {
      result = restyled(result, before.text[id], styles.text[id]);
    }
    return result;
  });
  const bound = styles.page.bound ? findColor(styles, styles.page.bound) : undefined;
  const page = bound ? { background: bound.value, bound: bound.id } : styles.page;
  return { ...next, styles: { ...styles, page } };
}

/** The site with the colour `id` at `value` (`#RRGGBB`); the same site if nothing changes. */
export function setSiteColor(site: SiteDocument, id: string, value: string): SiteDocument {
  const clean = cleanHexColor(value);
  const color = findColor(site.styles, id);
  if (!clean || !color || color.value === clean) return site;
  const colors = site.styles.colors.map((c) => (c.id === id ? { ...c, value: clean } : c));
  return withSiteStyles(site, { ...site.styles, colors });
}

/** The id an added colour gets: the first `cN` not taken. */
function newColorId(styles: SiteStyles): string {
  for (let n = 1; ; n += 1) if (!findColor(styles, `c${n}`)) return `c${n}`;
}

/** How many colours a person added. */
export const customColorCount = (styles: SiteStyles) =>
  styles.colors.filter((color) => !isColorRole(color.id)).length;

export type ColorNameProblem = 'empty' | 'tooLong' | 'taken';

/** What is wrong with the name of an added colour (`except`: its own id, when renaming). */
export function colorNameProblem(
  styles: SiteStyles,
  name: string,
  roleNames: Record<ColorRole, string>,
  except?: string,
): ColorNameProblem | null {
  const clean = name.trim();
  if (clean === '') return 'empty';
  if (clean.length > MAX_COLOR_NAME_LENGTH) return 'tooLong';
  const folded = clean.toLocaleLowerCase('fr');
  const taken = styles.colors.some(
    (color) =>
      color.id !== except &&
      (color.name ?? roleNames[color.id as ColorRole] ?? '').toLocaleLowerCase('fr') === folded,
  );
  return taken ? 'taken' : null;
}

/** The site with a colour added (`name` already checked), and its id; null when full. */
export function addSiteColor(
  site: SiteDocument,
  name: string,
  value: string,
): { site: SiteDocument; id: string } | null {
  const clean = cleanHexColor(value);
  if (!clean || customColorCount(site.styles) >= MAX_CUSTOM_COLORS) return null;
  const id = newColorId(site.styles);
  const colors = [...site.styles.colors, { id, name: name.trim(), value: clean }];
  return { site: { ...site, styles: { ...site.styles, colors } }, id };
}

/** The site with the added colour `id` renamed (`name` already checked). */
export function renameSiteColor(site: SiteDocument, id: string, name: string): SiteDocument {
  const color = findColor(site.styles, id);
  if (!color || isColorRole(id) || color.name === name.trim()) return site;
  const colors = site.styles.colors.map((c) => (c.id === id ? { ...c, name: name.trim() } : c));
  return { ...site, styles: { ...site.styles, colors } };
}

/** How many elements of the site follow the colour `id` (the page's background counts one). */
export function colorUses(site: SiteDocument, id: string): number {
  let uses = site.styles.page.bound === id ? 1 : 0;
  for (const page of site.pages) {
    for (const element of page.elements) {
      const colors = element.properties.colors;
      if (!colors) continue;
      for (const field of BOUND_COLOR_FIELDS) if (colors[field] === id) uses += 1;
    }
  }
  return uses;
}

/**
 * The site without the added colour `id`: what followed it follows `replacement` (another colour
 * of the site) and takes its value. A role's colour is never deleted.
 */
export function removeSiteColor(site: SiteDocument, id: string, replacement: string): SiteDocument {
  const target = findColor(site.styles, replacement);
  if (isColorRole(id) || !findColor(site.styles, id) || !target || replacement === id) return site;
  const next = mapSiteElements(site, (element) => {
    const colors = element.properties.colors;
    if (!colors || !BOUND_COLOR_FIELDS.some((field) => colors[field] === id)) return element;
    let result = element;
    for (const field of BOUND_COLOR_FIELDS) {
      if (colors[field] === id) result = withColorBinding(result, field, target);
    }
    return result;
  });
  const page =
    site.styles.page.bound === id
      ? { background: target.value, bound: target.id }
      : site.styles.page;
  const colors = site.styles.colors.filter((color) => color.id !== id);
  return { ...next, styles: { ...site.styles, colors, page } };
}

/** The site with the text style `id` changed; bound elements follow. */
export function setTextStyle(site: SiteDocument, id: TextStyleId, value: TextStyle): SiteDocument {
  const before = site.styles.text[id];
  if (JSON.stringify(before) === JSON.stringify(value)) return site;
  return withSiteStyles(site, { ...site.styles, text: { ...site.styles.text, [id]: value } });
}

/** A ready look for a whole site (« Thèmes »): its colours, its two fonts, its text scale. */
export interface Theme {
  id: string;
  name: string;
  colors: Record<ColorRole, string>;
  fonts: { heading: string; body: string };
  scale: TextScale;
}

/**
 * The site restyled by `theme` in one step: the roles' colours, the site's two fonts and the text
 * styles of its scale; the colours a person added stay. Every bound element follows.
 */
export function applyTheme(site: SiteDocument, theme: Theme): SiteDocument {
  // The « Thèmes » tab restyles the site to measure the room its words need, then the store
  // restyles the same site with the same theme: the second is the first (both pure, never
  // changed after; 10 to 40 ms on a site of 10 000 elements).
  if (lastTheme?.site === site && lastTheme.theme === theme) return lastTheme.themed;
  const themed = themedSite(site, theme);
  lastTheme = { site, theme, themed };
  return themed;
}

/** The last site restyled by applyTheme, with what it was made from. */
let lastTheme: { site: SiteDocument; theme: Theme; themed: SiteDocument } | null = null;

function themedSite(site: SiteDocument, theme: Theme): SiteDocument {
  const colors = site.styles.colors.map((color) =>
    isColorRole(color.id) ? { ...color, value: theme.colors[color.id] } : color,
  );
  const scaled = textStylesFromScale(theme.scale);
  const text = Object.fromEntries(
    TEXT_STYLE_IDS.map((id) => {
      const current = site.styles.text[id];
      // A style keeps its own choices a scale does not make (spacing, capitals, its font role).
      return [id, { ...current, sizes: scaled[id].sizes }];
    }),
  ) as Record<TextStyleId, TextStyle>;
  const themed: SiteTheme = { headingFont: theme.fonts.heading, bodyFont: theme.fonts.body };
  const styles: SiteStyles = {
    ...site.styles,
    colors,
    text,
    page: { background: theme.colors.background, bound: 'background' },
  };
  return withSiteStyles({ ...site, theme: themed }, styles);
}

/** The text styles a bound element's typography would take, to show « Modifié » on its fields. */
export function boundTextStyle(element: EditorElement, styles: SiteStyles): TextStyle | null {
  const id = element.properties.textStyle;
  return id && takesTextStyle(element) ? styles.text[id] : null;
}

export { textValues };
