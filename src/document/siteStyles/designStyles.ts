import { fr } from '../../i18n/fr';
import { elementLists } from '../siteElements';
import { AA_NORMAL_TEXT, contrastRatio, parseColour } from '../check/contrast';
import type { SectionPalette } from '../sections/types';
import {
  BOUND_COLOR_FIELDS,
  MAX_CUSTOM_COLORS,
  type BoundColorField,
  type ColorBindings,
  type ColorRole,
  type EditorElement,
  type SiteColor,
  type SiteDocument,
  type SiteStyles,
} from '../types';
import { opaqueHex, withInferredStyles } from './infer';
import {
  colorFieldsOf,
  colorValueOf,
  findColor,
  isColorRole,
  mapSiteElements,
  withColorBinding,
} from './siteStyles';

/**
 * The site's colours of a design made by Toile (a template, a generated site, a section): its
 * palette becomes the colours of the roles, and every element painted in one of them follows it,
 * so that « Styles du site » and « Thèmes » restyle it. A field follows a colour of its kind: a
 * text never follows « Fond » nor « Fond alterné » (a light text on « Principale » would turn dark
 * with a dark theme), a background never « Texte » nor « Texte discret » (a dark footer would turn
 * light). Such a field follows an added colour of the same value instead, which themes keep. Values
 * never change: the site draws the same, to the pixel.
 */

/**
 * A palette (a template's TemplatePalette, a section's SectionPalette: the same six colours) as
 * the colours of the roles. The bands are painted in `background` and `surface`: « Fond » and
 * « Fond alterné ». « Secondaire » is the dark colour of the footers, the palette's text colour.
 */
export function paletteColors(palette: SectionPalette): Record<ColorRole, string> {
  return {
    primary: palette.primary,
    secondary: palette.text,
    accent: palette.accent,
    background: palette.background,
    backgroundAlt: palette.surface,
    text: palette.text,
    textMuted: palette.muted,
  };
}

/** The site's colours as the palette sections are drawn in (the reverse of paletteColors). */
export function sectionPaletteOf(styles: SiteStyles): SectionPalette {
  const value = (role: ColorRole) => findColor(styles, role)!.value;
  return {
    primary: value('primary'),
    accent: value('accent'),
    background: value('background'),
    surface: value('backgroundAlt'),
    text: value('text'),
    muted: value('textMuted'),
  };
}

/**
 * The palette sections are drawn in on a site whose styles are `styles`: its own colours when
 * sections read well in them (white on « Principale », « Texte » and « Texte discret » on « Fond »
 * and « Fond alterné », 4.5:1), else `fallback` (the template's palette, or the sections' own).
 */
export function sectionPaletteFor(styles: SiteStyles, fallback: SectionPalette): SectionPalette {
  const own = sectionPaletteOf(styles);
  const reads = (a: string, b: string) =>
    contrastRatio(parseColour(a)!, parseColour(b)!) >= AA_NORMAL_TEXT;
  const readable =
    reads('#FFFFFF', own.primary) &&
    [own.text, own.muted].every((ink) => reads(ink, own.background) && reads(ink, own.surface));
  return readable ? own : fallback;
}

/** The styles of a new site made from a design in `palette`, before any element: its colours. */
export function paletteStyles(palette: SectionPalette): SiteStyles {
  const empty = { name: '', templateId: null, homePageId: '', pages: [] };
  return withDesignStyles(
    { ...empty, theme: { headingFont: '', bodyFont: '' }, settings: { language: 'fr' } },
    palette,
  ).styles;
}

/** opaqueHex, remembered: a site holds a few colours, written thousands of times. */
const hexes = new Map<string, string | null>();
function hexOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  let hex = hexes.get(value);
  if (hex === undefined) {
    hex = opaqueHex(value);
    if (hexes.size > 500) hexes.clear();
    hexes.set(value, hex);
  }
  return hex;
}

/** The roles a field may follow, the likeliest first. */
const ROLES_OF: Record<BoundColorField, readonly ColorRole[]> = {
  color: ['text', 'textMuted', 'primary', 'accent', 'secondary'],
  backgroundColor: ['background', 'backgroundAlt', 'primary', 'secondary', 'accent'],
  accent: ['primary', 'accent', 'secondary', 'text', 'textMuted', 'background', 'backgroundAlt'],
};

/** The colour of the site a field holding `hex` follows: a role of its kind, else an added one. */
export function colorOfKind(
  styles: SiteStyles,
  field: BoundColorField,
  hex: string,
): SiteColor | undefined {
  for (const role of ROLES_OF[field]) {
    const color = findColor(styles, role);
    if (color?.value === hex) return color;
  }
  return styles.colors.find((color) => !isColorRole(color.id) && color.value === hex);
}

/**
 * The element with its colour fields following the site's colours of their kind (colorOfKind)
 * their values are; `keep`: a field already bound keeps its binding. The same element when
 * nothing changes (most of a designed site's, bound already by withInferredStyles).
 */
function rebound(element: EditorElement, styles: SiteStyles, keep: boolean): EditorElement {
  const before = element.properties.colors;
  const after: ColorBindings = {};
  let rewrite = false;
  for (const field of colorFieldsOf(element)) {
    const own = before?.[field];
    if (keep && own !== undefined) {
      after[field] = own;
      continue;
    }
    const value = colorValueOf(element, field);
    const hex = hexOf(value);
    const color = hex === null ? undefined : colorOfKind(styles, field, hex);
    if (!color) continue;
    after[field] = color.id;
    // A colour written otherwise (`#fff`) takes the site's writing of it.
    if (value !== color.value) rewrite = true;
  }
  const fields = Object.keys(after) as BoundColorField[];
  const same =
    fields.length === Object.keys(before ?? {}).length &&
    fields.every((field) => before?.[field] === after[field]);
  if (same && !rewrite) return element;
  let next: EditorElement = element;
  for (const field of BOUND_COLOR_FIELDS) {
    if (before?.[field] !== undefined && after[field] === undefined) {
      next = withColorBinding(next, field, null);
    }
  }
  for (const field of fields)
    next = withColorBinding(next, field, findColor(styles, after[field]!)!);
  return next;
}

/**
 * The element with each colour field that holds one of the site's colours following it (a
 * colour of its kind, colorOfKind); fields already bound, and other values, stay as they are.
 */
export function withSiteColorBindings(element: EditorElement, styles: SiteStyles): EditorElement {
  return rebound(element, styles, true);
}

/** `styles` with an added colour for each of `values` it lacks, as long as there is room. */
function withAddedColors(styles: SiteStyles, values: Iterable<string>): SiteStyles {
  const colors = styles.colors.slice();
  let added = colors.filter((color) => !isColorRole(color.id)).length;
  for (const value of values) {
    if (added >= MAX_CUSTOM_COLORS) break;
    if (colors.some((color) => !isColorRole(color.id) && color.value === value)) continue;
    let n = 1;
    while (colors.some((color) => color.id === `c${n}`)) n += 1;
    colors.push({ id: `c${n}`, name: fr.siteStyles.customColorName(n), value });
    added += 1;
  }
  return colors.length === styles.colors.length ? styles : { ...styles, colors };
}

/**
 * A site Toile designed in `palette` (a template's pages, a generated site), its styles read from
 * it (withInferredStyles, the palette's colours kept for the roles) and each colour field following
 * a colour of its kind. A colour the design painted where no role of its kind has it (a light
 * text on « Principale », the white of a button's words) becomes an added colour when it is used
 * more than once; a colour used once, or none of the site's, stays the element's own.
 */
export function withDesignStyles(
  site: Omit<SiteDocument, 'styles' | 'schemaVersion'> & Partial<Pick<SiteDocument, 'styles'>>,
  palette: SectionPalette,
): SiteDocument {
  const { styles: _previous, ...bare } = site as SiteDocument;
  void _previous;
  const inferred = withInferredStyles(bare, paletteColors(palette));
  const roleValues = new Set(
    inferred.styles.colors.filter((color) => isColorRole(color.id)).map((color) => color.value),
  );
  // A role's colour painted where no colour of the field's kind has it: how often.
  const needed = new Map<string, number>();
  for (const page of inferred.pages) {
    for (const element of page.elements) {
      for (const field of colorFieldsOf(element)) {
        const hex = hexOf(colorValueOf(element, field));
        if (hex !== null && roleValues.has(hex) && !colorOfKind(inferred.styles, field, hex)) {
          needed.set(hex, (needed.get(hex) ?? 0) + 1);
        }
      }
    }
  }
  const added = [...needed.entries()].filter(([, n]) => n > 1).map(([hex]) => hex);
  const styles = withAddedColors(inferred.styles, added);
  // Every field taken again: its inferred binding may be to a role of another kind.
  return mapSiteElements({ ...inferred, styles }, (element) => rebound(element, styles, false));
}

/** How many of a site's colour fields follow a colour of the site, and how many hold their own. */
export function colorBindingCount(site: SiteDocument): { bound: number; raw: number } {
  let bound = 0;
  let raw = 0;
  for (const elements of elementLists(site)) {
    for (const element of elements) {
      for (const field of colorFieldsOf(element)) {
        if (hexOf(colorValueOf(element, field)) === null) continue;
        if (element.properties.colors?.[field] !== undefined) bound += 1;
        else raw += 1;
      }
    }
  }
  return { bound, raw };
}
