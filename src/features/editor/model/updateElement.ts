import { isListSettings, listHeight } from '../../../document/collections/list';
import { LIMITS } from '../../../document/limits';
import { isAllowedImageUrl } from '../../../document/validate/isAllowedImageUrl';
import { safeStyles } from '../../../document/validate/safeStyles';
import type { ElementChanges } from './elementChanges';
import { colorValueOf, withColorBinding } from '../../../document/siteStyles/siteStyles';
import {
  BOUND_COLOR_FIELDS,
  HEADING_LEVELS,
  ITEM_FIELDS,
  type EditorElement,
  type ElementStyles,
  type Link,
} from '../../../document/types';
import { isLinkShape } from '../../../document/linkShape';
import { brokenLinkReason } from '../../../document/links';
import { SLUG_PATTERN } from '../../../document/slug';
import { replaceElement, type ElementList } from './elementList';
import { isFontChoice } from '../../../document/fonts/fonts';
import { LETTER_SPACING, LINE_HEIGHT, roundTypography } from '../../../document/fonts/typography';
import { PAGE_LINE_HEIGHT } from '../../../document/style/elementBoxStyle';
import { isAssetId } from '../../../document/assets/assetLimits';
import { isFormSettings } from '../../../document/form';
import { fieldLabel, formHeight } from '../../../document/formFields';
import { afterEdit } from '../../../document/sampleContent';

/** The longest text an element holds (what a saved file accepts too). */
export const MAX_TEXT_LENGTH = LIMITS.text;
/** The longest alternative text of a picture (what a saved file accepts too). */
export const MAX_ALT_LENGTH = LIMITS.alt;

/**
 * Content the element may take: an image only an address `isAllowedImageUrl` accepts (or none),
 * any other element a text up to MAX_TEXT_LENGTH. Anything else leaves the content as it was.
 */
function acceptableContent(element: EditorElement, content: unknown): content is string {
  if (typeof content !== 'string') return false;
  if (element.type === 'image') return content === '' || isAllowedImageUrl(content);
  return content.length <= MAX_TEXT_LENGTH;
}

/** The element's properties with its heading level set, if it is a text and the level is one. */
function withLevel(element: EditorElement, level: unknown): EditorElement['properties'] {
  if (element.type !== 'text' || !(HEADING_LEVELS as readonly unknown[]).includes(level)) {
    return element.properties;
  }
  const rest = { ...element.properties };
  delete rest.level;
  return level === 'p' ? rest : { ...rest, level: level as (typeof HEADING_LEVELS)[number] };
}

/** The types a link can sit on: a click on them leads somewhere. */
export const LINKABLE_TYPES: ReadonlySet<EditorElement['type']> = new Set([
  'text',
  'button',
  'image',
]);

/**
 * A link `element` may take: of the right shape, on a text, button or picture, its address one
 * Toile writes (http(s), e-mail, phone: links.ts). Whether its page still exists is not asked:
 * a link may outlive its page (« Vérifier le site » lists it).
 */
export function acceptableLink(element: EditorElement, link: unknown): link is Link {
  if (!LINKABLE_TYPES.has(element.type)) return false;
  return isLinkShape(link) && brokenLinkReason(link, { pages: [] }) !== 'badAddress';
}

/** An anchor's form: lower-case words joined by hyphens (`nos-services`), as page addresses. */
export function isAnchor(value: unknown): value is string {
  return typeof value === 'string' && value.length <= LIMITS.slug && SLUG_PATTERN.test(value);
}

/** The element's properties with `key` set to `value`, or removed when `value` is undefined. */
function withProperty<K extends keyof EditorElement['properties']>(
  properties: EditorElement['properties'],
  key: K,
  value: EditorElement['properties'][K] | undefined,
): EditorElement['properties'] {
  const rest = { ...properties };
  delete rest[key];
  return value === undefined ? rest : { ...rest, [key]: value };
}

/** The types with « Typographie »: their font, italic, line height and letter spacing. */
export const TYPOGRAPHY_TYPES: ReadonlySet<EditorElement['type']> = new Set([
  'text',
  'button',
  'menu',
  'form',
]);
/** The types « Souligné » applies to (a menu marks its current page by underlining it). */
export const UNDERLINE_TYPES: ReadonlySet<EditorElement['type']> = new Set(['text', 'button']);

const within = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** « Interligne » as the editor takes it: 1 to 3, to the hundredth; the default is no property. */
export function acceptableLineHeight(value: unknown): value is number {
  return within(value, LINE_HEIGHT.editorMin, LINE_HEIGHT.editorMax);
}

/** « Espacement des lettres » as the editor takes it: −5 to 20 px, to the hundredth. */
export function acceptableLetterSpacing(value: unknown): value is number {
  return within(value, LETTER_SPACING.editorMin, LETTER_SPACING.editorMax);
}

/**
 * The properties `changes` give `element` for its type: font, italic, underline, line height and
 * letter spacing; a refused value (an unknown font, a spacing out of bounds, a type without
 * typography) changes nothing. The defaults are no property at all.
 */
function withTypography(
  element: EditorElement,
  properties: EditorElement['properties'],
  changes: ElementChanges,
): EditorElement['properties'] {
  if (!TYPOGRAPHY_TYPES.has(element.type)) return properties;
  let next = properties;
  const { font, italic, underline, lineHeight, letterSpacing, uppercase } = changes;
  if (font === null) next = withProperty(next, 'font', undefined);
  else if (isFontChoice(font)) next = withProperty(next, 'font', font);
  if (typeof italic === 'boolean') next = withProperty(next, 'italic', italic || undefined);
  if (typeof uppercase === 'boolean') {
    next = withProperty(next, 'uppercase', uppercase || undefined);
  }
  if (typeof underline === 'boolean' && UNDERLINE_TYPES.has(element.type)) {
    next = withProperty(next, 'underline', underline || undefined);
  }
  if (lineHeight === null) next = withProperty(next, 'lineHeight', undefined);
  else if (acceptableLineHeight(lineHeight)) {
    const value = roundTypography(lineHeight);
    next = withProperty(next, 'lineHeight', value === PAGE_LINE_HEIGHT ? undefined : value);
  }
  if (letterSpacing === null) next = withProperty(next, 'letterSpacing', undefined);
  else if (acceptableLetterSpacing(letterSpacing)) {
    const value = roundTypography(letterSpacing);
    next = withProperty(next, 'letterSpacing', value === 0 ? undefined : value);
  }
  return next;
}

/** The typography fields `changes` holds (any, even refused: merging decides). */
const touchesTypography = (changes: ElementChanges) =>
  changes.font !== undefined ||
  changes.italic !== undefined ||
  changes.underline !== undefined ||
  changes.lineHeight !== undefined ||
  changes.letterSpacing !== undefined ||
  changes.uppercase !== undefined;

/**
 * A form as the editor keeps it, or null when `value` is not one (form.ts, `isFormSettings`): a
 * label left empty says its kind (« Nom »), no colour is no property.
 */
export function acceptableForm(value: unknown): EditorElement['properties']['form'] | null {
  if (!isFormSettings(value)) return null;
  const form = {
    ...value,
    fields: value.fields.map((field) =>
      field.label.trim() === '' ? { ...field, label: fieldLabel(field) } : field,
    ),
  };
  if (form.accent === undefined) delete form.accent;
  if (form.destination === undefined) delete form.destination;
  return form;
}

/** The properties `changes` give `element`, or the element's own when they change nothing valid. */
function mergeProperties(
  element: EditorElement,
  changes: ElementChanges,
): EditorElement['properties'] {
  let properties = element.properties;
  if (changes.level !== undefined) properties = { ...withLevel(element, changes.level) };
  if (changes.link === null) properties = withProperty(properties, 'link', undefined);
  else if (changes.link !== undefined && acceptableLink(element, changes.link)) {
    const { newTab, ...rest } = changes.link as Link & { newTab?: boolean };
    const link = (
      newTab && rest.kind !== 'email' && rest.kind !== 'phone' ? { ...rest, newTab: true } : rest
    ) as Link;
    properties = withProperty(properties, 'link', link);
  }
  if (element.type === 'image' && changes.alt !== undefined) {
    const { alt } = changes;
    if (alt === null) properties = withProperty(properties, 'alt', undefined);
    else if (typeof alt === 'string' && alt.length <= MAX_ALT_LENGTH) {
      properties = withProperty(properties, 'alt', alt);
    }
  }
  if (element.type === 'image' && changes.assetId !== undefined) {
    if (changes.assetId === null) properties = withProperty(properties, 'assetId', undefined);
    else if (isAssetId(changes.assetId)) {
      properties = withProperty(properties, 'assetId', changes.assetId);
    }
  } else if (element.type === 'image' && changes.content && properties.assetId !== undefined) {
    // A typed address replaces the stored picture.
    if (acceptableContent(element, changes.content)) {
      properties = withProperty(properties, 'assetId', undefined);
    }
  }
  if (changes.anchor === null || changes.anchor === '') {
    properties = withProperty(properties, 'anchor', undefined);
  } else if (isAnchor(changes.anchor)) {
    properties = withProperty(properties, 'anchor', changes.anchor);
  }
  if (touchesTypography(changes)) properties = withTypography(element, properties, changes);
  if (changes.field === null) properties = withProperty(properties, 'field', undefined);
  else if (
    changes.field !== undefined &&
    (ITEM_FIELDS as readonly string[]).includes(changes.field)
  ) {
    properties = withProperty(properties, 'field', changes.field);
  }
  if (element.type === 'form' && changes.form !== undefined) {
    const form = acceptableForm(changes.form);
    if (form) properties = withProperty(properties, 'form', form);
  }
  if (element.type === 'list' && isListSettings(changes.list)) {
    properties = withProperty(properties, 'list', changes.list);
  }
  return properties;
}

/** A form's box at least as tall as its fields need (form.ts, `formHeight`), on Ordinateur. */
function fitForm(element: EditorElement): EditorElement {
  const { form } = element.properties;
  if (element.type !== 'form' || !form) return element;
  const { size, fontSize, padding } = element.styles;
  const lineHeight = element.properties.lineHeight ?? PAGE_LINE_HEIGHT;
  const needed = Math.min(
    LIMITS.size.max,
    formHeight(form, size.width, fontSize, padding, lineHeight),
  );
  if (size.height >= needed) return element;
  return { ...element, styles: { ...element.styles, size: { ...size, height: needed } } };
}

/** A list's box at least as tall as its cards (collections/list.ts, `listHeight`), on Ordinateur. */
function fitList(element: EditorElement): EditorElement {
  const { list } = element.properties;
  if (element.type !== 'list' || !list) return element;
  const { size } = element.styles;
  const needed = Math.min(LIMITS.size.max, listHeight(list, size.width));
  if (size.height >= needed) return element;
  return { ...element, styles: { ...element.styles, size: { ...size, height: needed } } };
}

/**
 * `element` with `changes` merged in: styles, position and size are merged field by field, then
 * validated (safeStyles): numbers become finite integers within their bounds, and a value that is
 * not acceptable (NaN, an unsafe colour, an unknown weight…) leaves the previous one in place. A
 * change of what it says (its words, picture, link or form's destination) makes it the person's:
 * no longer « Contenu d’exemple » (document/sampleContent.ts).
 */
export function mergeElement(element: EditorElement, changes: ElementChanges): EditorElement {
  return afterEdit(element, unbindChangedColors(element, mergeValues(element, changes)));
}

/**
 * A colour field given a value of its own (« Personnalisée ») no longer follows the site's colour
 * it followed; binding one is `withColorBinding`'s (document/siteStyles).
 */
function unbindChangedColors(before: EditorElement, after: EditorElement): EditorElement {
  const colors = after.properties.colors;
  if (!colors) return after;
  let next = after;
  for (const field of BOUND_COLOR_FIELDS) {
    if (colors[field] !== undefined && colorValueOf(after, field) !== colorValueOf(before, field)) {
      next = withColorBinding(next, field, null);
    }
  }
  return next;
}

function mergeValues(element: EditorElement, changes: ElementChanges): EditorElement {
  const { styles } = changes;
  // A stored picture set: the address is emptied (the picture is the stored one).
  const setsAsset = element.type === 'image' && isAssetId(changes.assetId);
  const content = setsAsset
    ? { content: '' }
    : acceptableContent(element, changes.content)
      ? { content: changes.content }
      : {};
  const touchesProperties =
    changes.level !== undefined ||
    changes.link !== undefined ||
    changes.anchor !== undefined ||
    changes.alt !== undefined ||
    changes.assetId !== undefined ||
    touchesTypography(changes) ||
    changes.form !== undefined ||
    changes.field !== undefined ||
    changes.list !== undefined ||
    (element.type === 'image' && Boolean(changes.content));
  const properties = touchesProperties ? { properties: mergeProperties(element, changes) } : {};
  if (!styles) {
    const merged = { ...element, ...content, ...properties };
    if (changes.list !== undefined) return fitList(merged);
    return changes.form !== undefined ? fitForm(merged) : merged;
  }
  const merged = {
    ...element.styles,
    ...styles,
    position: { ...element.styles.position, ...styles.position },
    size: { ...element.styles.size, ...styles.size },
  };
  return {
    ...element,
    ...content,
    ...properties,
    styles: safeStyles({ ...element, styles: merged }, element.styles),
  };
}

/** Whether two links lead to the same place the same way. */
function sameLink(a: Link | undefined, b: Link | undefined): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameStyles(a: ElementStyles, b: ElementStyles): boolean {
  for (const key in a) {
    const k = key as keyof ElementStyles;
    if (k === 'position' || k === 'size') continue;
    if (a[k] !== b[k]) return false;
  }
  return (
    a.position.x === b.position.x &&
    a.position.y === b.position.y &&
    a.size.width === b.size.width &&
    a.size.height === b.size.height
  );
}

function sameTypography(a: EditorElement['properties'], b: EditorElement['properties']): boolean {
  return (
    a.font === b.font &&
    a.italic === b.italic &&
    a.underline === b.underline &&
    a.lineHeight === b.lineHeight &&
    a.letterSpacing === b.letterSpacing &&
    a.uppercase === b.uppercase
  );
}

/** Whether two versions of one element hold the same values. */
export function sameElement(a: EditorElement, b: EditorElement): boolean {
  return (
    a === b ||
    (a.content === b.content &&
      a.type === b.type &&
      a.properties.level === b.properties.level &&
      a.properties.anchor === b.properties.anchor &&
      a.properties.alt === b.properties.alt &&
      a.properties.assetId === b.properties.assetId &&
      a.properties.field === b.properties.field &&
      sameTypography(a.properties, b.properties) &&
      sameLink(a.properties.link, b.properties.link) &&
      (a.properties.form === b.properties.form ||
        JSON.stringify(a.properties.form) === JSON.stringify(b.properties.form)) &&
      sameStyles(a.styles, b.styles))
  );
}

/**
 * The document with element `id` updated. Returns the same document when the id is unknown, so
 * callers can tell that nothing changed (and record no history step).
 */
export function updateElement<D extends ElementList>(
  document: D,
  id: string,
  changes: ElementChanges,
): D {
  const index = document.elements.findIndex((element) => element.id === id);
  if (index === -1) return document;
  // An anchor is unique on its page: one another element holds is refused.
  const { anchor } = changes;
  if (typeof anchor === 'string' && anchor !== '') {
    if (document.elements.some((e) => e.id !== id && e.properties.anchor === anchor)) {
      return document;
    }
  }
  const merged = mergeElement(document.elements[index], changes);
  // An update that changes nothing is no change: no undo step, nothing to save.
  if (sameElement(merged, document.elements[index])) return document;
  return replaceElement(document, index, merged);
}
