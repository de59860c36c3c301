import { elementLists } from '../siteElements';
import { fr } from '../../i18n/fr';
import { parseColour, toHex } from '../check/contrast';
import { PAGE_BACKGROUND } from '../style/elementBoxStyle';
import {
  BOUND_COLOR_FIELDS,
  COLOR_ROLES,
  MAX_CUSTOM_COLORS,
  type ColorRole,
  type EditorElement,
  type SiteColor,
  type SiteDocument,
  type SiteStyles,
  type TextStyle,
  type TextStyleId,
  SITE_SCHEMA_VERSION,
} from '../types';
import {
  colorFieldsOf,
  colorValueOf,
  DEFAULT_COLORS,
  DEFAULT_SCALE,
  mapSiteElements,
  textStylesFromScale,
  withColorBinding,
} from './siteStyles';
import { fieldValue, takesTextStyle, TEXT_STYLE_FIELDS, textValues } from './textValues';

/**
 * A site's colours and text styles read from what its elements hold: how a site of schema 3 (or
 * older) opens in schema 4, and how a template's or a generated site gets its styles (with the
 * colours its design chose, `known`). Then every element whose colour is one of the site's follows
 * it, and every text whose typography is its level's style follows that style. Values never
 * change: the site draws the same, to the pixel.
 */

/** A colour as the site keeps it (`#RRGGBB`), or null: transparent, translucent, not a colour. */
export function opaqueHex(value: string | undefined): string | null {
  if (value === undefined) return null;
  const rgba = parseColour(value);
  return rgba && rgba.a === 1 ? toHex(rgba) : null;
}

/** Counts, most used first (ties: first seen first). */
class Tally {
  private counts = new Map<string, number>();
  add(value: string | null, weight = 1) {
    if (value !== null) this.counts.set(value, (this.counts.get(value) ?? 0) + weight);
  }
  ranked(): string[] {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
  }
  first(except: ReadonlySet<string> = new Set()): string | undefined {
    return this.ranked().find((value) => !except.has(value));
  }
}

const allElements = (site: SiteDocument): EditorElement[] => elementLists(site).flat();

const holds = (element: EditorElement) =>
  element.type === 'container' || element.type === 'header' || element.type === 'footer';

/** The roles' colours: `known` ones kept, the others read from what the elements use most. */
function inferColors(
  elements: readonly EditorElement[],
  known: Partial<Record<ColorRole, string>>,
) {
  const buttons = new Tally();
  const texts = new Tally();
  const boxes = new Tally();
  const any = new Tally();
  for (const element of elements) {
    for (const field of colorFieldsOf(element)) {
      any.add(opaqueHex(colorValueOf(element, field)));
    }
    const background = opaqueHex(element.styles.backgroundColor);
    if (element.type === 'button') buttons.add(background);
    if (element.type === 'form') buttons.add(opaqueHex(element.properties.form?.accent));
    if (holds(element)) boxes.add(background);
    if (element.type === 'text' || element.type === 'menu')
      texts.add(opaqueHex(element.styles.color));
  }
  const roles: Partial<Record<ColorRole, string>> = {};
  for (const role of COLOR_ROLES) {
    const value = known[role] === undefined ? null : opaqueHex(known[role]);
    if (value) roles[role] = value;
  }
  const taken = () => new Set(Object.values(roles));
  roles.background ??= PAGE_BACKGROUND;
  roles.primary ??= buttons.first(taken()) ?? DEFAULT_COLORS.primary;
  roles.text ??= texts.first(taken()) ?? DEFAULT_COLORS.text;
  roles.backgroundAlt ??= boxes.first(taken()) ?? DEFAULT_COLORS.backgroundAlt;
  roles.textMuted ??= texts.first(taken()) ?? DEFAULT_COLORS.textMuted;
  roles.secondary ??= any.first(taken()) ?? DEFAULT_COLORS.secondary;
  roles.accent ??= any.first(taken()) ?? DEFAULT_COLORS.accent;
  const colors: SiteColor[] = COLOR_ROLES.map((id) => ({ id, value: roles[id]! }));
  // Other colours used more than once become colours of the site, most used first.
  const counts = new Map<string, number>();
  for (const element of elements) {
    for (const field of colorFieldsOf(element)) {
      const value = opaqueHex(colorValueOf(element, field));
      if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  const extra = [...counts.entries()]
    .filter(([value, n]) => n > 1 && !colors.some((color) => color.value === value))
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_CUSTOM_COLORS);
  extra.forEach(([value], i) =>
    colors.push({ id: `c${i + 1}`, name: fr.siteStyles.customColorName(i + 1), value }),
  );
  return colors;
}

/** Which text style a text or button would follow, by its level (« Petit texte »: by its size). */
function styleOfLevel(element: EditorElement): TextStyleId | null {
  if (element.type === 'button') return 'button';
  if (element.type !== 'text') return null;
  const level = element.properties.level;
  return level === 'h1' || level === 'h2' || level === 'h3' ? level : 'p';
}

const styleKey = (style: TextStyle) =>
  TEXT_STYLE_FIELDS.map((field) => String(fieldValue(style, field))).join('|');

/** The text styles: each the typography its level's texts hold most (defaults where none). */
function inferTextStyles(elements: readonly EditorElement[]): Record<TextStyleId, TextStyle> {
  const byLevel = new Map<TextStyleId, { tally: Tally; values: Map<string, TextStyle> }>();
  for (const element of elements) {
    const id = styleOfLevel(element);
    if (!id || element.content.trim() === '') continue;
    let entry = byLevel.get(id);
    if (!entry) byLevel.set(id, (entry = { tally: new Tally(), values: new Map() }));
    const values = textValues(element);
    const key = styleKey(values);
    entry.values.set(key, values);
    entry.tally.add(key, element.content.length);
  }
  const mostUsed = (id: TextStyleId) => {
    const entry = byLevel.get(id);
    const key = entry?.tally.first();
    return key === undefined ? undefined : entry!.values.get(key);
  };
  const p = mostUsed('p');
  const base = p?.sizes.desktop ?? DEFAULT_SCALE.base;
  const defaults = textStylesFromScale({ ...DEFAULT_SCALE, base });
  // « Petit texte »: the paragraphs' most used typography smaller than the paragraph's.
  let small: TextStyle | undefined;
  const paragraphs = byLevel.get('p');
  if (paragraphs) {
    small = paragraphs.tally
      .ranked()
      .map((key) => paragraphs.values.get(key)!)
      .find((values) => values.sizes.desktop < base);
  }
  return {
    h1: mostUsed('h1') ?? defaults.h1,
    h2: mostUsed('h2') ?? defaults.h2,
    h3: mostUsed('h3') ?? defaults.h3,
    p: p ?? defaults.p,
    small: small ?? defaults.small,
    button: mostUsed('button') ?? defaults.button,
  };
}

/** The element bound to the site's colours it uses and to its level's text style if it is it. */
function bindElement(element: EditorElement, styles: SiteStyles): EditorElement {
  let next = element;
  for (const field of colorFieldsOf(element)) {
    if (element.properties.colors?.[field]) continue;
    const value = colorValueOf(element, field);
    // Only a colour written exactly as the site's (`#0e7490` or `rgb()` stay the element's own):
    // its value then needs no change at all.
    const color = styles.colors.find((c) => c.value === value);
    if (color) next = withColorBinding(next, field, color);
  }
  if (takesTextStyle(element) && next.properties.textStyle === undefined) {
    const level = styleOfLevel(element);
    const own = textValues(element);
    const candidates: TextStyleId[] = level === 'p' ? ['p', 'small'] : level ? [level] : [];
    const id = candidates.find((c) => styleKey(styles.text[c]) === styleKey(own));
    if (id) next = { ...next, properties: { ...next.properties, textStyle: id } };
  }
  return next;
}

/**
 * The styles `site` holds, inferred, and its elements bound to them. `known`: the colours of roles
 * its design chose (a template's, a generated site's palette). A site that has styles keeps them.
 */
export function withInferredStyles(
  site: Omit<SiteDocument, 'styles' | 'schemaVersion'> & Partial<Pick<SiteDocument, 'styles'>>,
  known: Partial<Record<ColorRole, string>> = {},
): SiteDocument {
  const elements = allElements(site as SiteDocument);
  const styles: SiteStyles = site.styles ?? {
    colors: inferColors(elements, known),
    text: inferTextStyles(elements),
    page: { background: PAGE_BACKGROUND },
  };
  const background = styles.colors.find((color) => color.value === styles.page.background);
  const page = background ? { ...styles.page, bound: background.id } : styles.page;
  const withStyles = {
    ...site,
    schemaVersion: SITE_SCHEMA_VERSION,
    styles: { ...styles, page },
  } as SiteDocument;
  return mapSiteElements(withStyles, (element) => bindElement(element, withStyles.styles));
}

export { BOUND_COLOR_FIELDS };
