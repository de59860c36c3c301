import {
  FONT_WEIGHT_CSS,
  FONT_WEIGHTS,
  type EditorElement,
  type FontWeight,
  type SiteTheme,
  type SharedParts,
} from '../types';
import {
  canonicalFontId,
  faceFor,
  faceKey,
  findFont,
  SYSTEM_FONT_ID,
  type FontDefinition,
  type FontFaceKey,
} from './fonts';

/**
 * Which font an element is drawn with (docs/decisions.md, « Fonts »): its own « Police » if it has
 * one, else the site's: « Police des titres » for a text of level Titre 1, 2 or 3, « Police du
 * texte » for everything else. A font this version does not know falls back the same way (an
 * element's to the site's font, the site's to the system font); a family name from an older
 * file (« Lora ») is that font (fonts.ts, `canonicalFontId`). Pure; the canvas, the preview and
 * the export all ask here.
 */

/** The levels drawn with the site's heading font. */
const HEADING_LEVELS: ReadonlySet<unknown> = new Set(['h1', 'h2', 'h3']);

/** Whether `element` is a heading (a text of level h1, h2 or h3). */
export function isHeading(element: Pick<EditorElement, 'type' | 'properties'>): boolean {
  return element.type === 'text' && HEADING_LEVELS.has(element.properties?.level);
}

/** The site's font for `role`: a known font id, or 'system'. */
export function themeFontId(theme: SiteTheme | undefined, role: 'heading' | 'body'): string {
  if (!theme) return SYSTEM_FONT_ID;
  return canonicalFontId(role === 'heading' ? theme.headingFont : theme.bodyFont) ?? SYSTEM_FONT_ID;
}

/** The font `element` is drawn with: a known font id, or 'system'. */
export function elementFontId(
  element: Pick<EditorElement, 'type' | 'properties'>,
  theme?: SiteTheme,
): string {
  const font = element.properties?.font;
  // « Police des titres » or « Police du texte » chosen by a text style, whatever the level.
  if (font === 'heading' || font === 'body') return themeFontId(theme, font);
  const own = canonicalFontId(font);
  if (own !== undefined) return own;
  return themeFontId(theme, isHeading(element) ? 'heading' : 'body');
}

/** Whether `element` shows letters at all (a picture, an empty box, do not need a font). */
export function showsText(element: Pick<EditorElement, 'type' | 'content'>): boolean {
  if (element.type === 'image') return false;
  if (element.type === 'menu') return true;
  return typeof element.content === 'string' && element.content.trim() !== '';
}

const weightOf = (element: EditorElement): number => {
  const weight = element.styles?.fontWeight;
  return FONT_WEIGHT_CSS[
    (FONT_WEIGHTS as readonly unknown[]).includes(weight) ? (weight as FontWeight) : 'normal'
  ];
};

/** The face `element` needs (its font, weight and style), or null: the system font, no text. */
export function elementFace(element: EditorElement, theme?: SiteTheme): FontFaceKey | null {
  if (!showsText(element)) return null;
  const font = findFont(elementFontId(element, theme));
  if (!font) return null;
  return faceFor(font, weightOf(element), element.properties?.italic === true);
}

/** The faces a list of elements needs, each once, sorted (font, weight, style). */
export function facesOf(elements: Iterable<EditorElement>, theme?: SiteTheme): FontFaceKey[] {
  const faces = new Map<string, FontFaceKey>();
  for (const element of elements) {
    const face = elementFace(element, theme);
    if (face) faces.set(faceKey(face), face);
  }
  return [...faces.values()].sort(compareFaces);
}

/** Font id (alphabetical), then weight, then upright before italic: a stable order for the CSS. */
export function compareFaces(a: FontFaceKey, b: FontFaceKey): number {
  return (
    a.fontId.localeCompare(b.fontId) ||
    a.weight - b.weight ||
    (a.style === b.style ? 0 : a.style === 'normal' ? -1 : 1)
  );
}

/** The faces the whole site needs: every page's. */
export function siteFaces(site: {
  readonly pages: readonly { readonly elements: readonly EditorElement[] }[];
  readonly shared?: Readonly<SharedParts>;
  readonly theme?: SiteTheme;
}): FontFaceKey[] {
  const shared = site.shared ? [...site.shared.header, ...site.shared.footer] : [];
  return facesOf([...site.pages.flatMap((page) => page.elements), ...shared], site.theme);
}

/** The fonts of a list of faces, each once, in the faces' order. */
export function fontsOf(faces: readonly FontFaceKey[]): FontDefinition[] {
  const ids = [...new Set(faces.map((face) => face.fontId))];
  return ids.map((id) => findFont(id)!).filter(Boolean);
}

/** Whether any of `elements` is drawn in a font of the registry (so its page has `@font-face`). */
export function usesFonts(elements: Iterable<EditorElement>, theme?: SiteTheme): boolean {
  for (const element of elements) if (elementFace(element, theme)) return true;
  return false;
}
