import { LIMITS } from '../limits';
import { FONT_WEIGHTS, TEXT_ALIGNS } from '../types';
import type { ElementStyles, EditorElement } from '../types';
import { defaultStyles } from '../createElement';
import { isAllowedImageUrl } from './isAllowedImageUrl';

/**
 * Validation of style values before they reach CSS (docs/decisions.md, « What bad input gets »).
 * A document can come from outside (an imported file, a share link, storage): whatever it
 * holds, the canvas, the preview and the export only ever see the values these functions return.
 */

/**
 * A finite integer within [min, max]: numbers are rounded and clamped, anything else (NaN,
 * Infinity, strings, objects) becomes `fallback`.
 */
export function safeInteger(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  const n = Math.min(max, Math.max(min, Math.round(value)));
  // No negative zero: it would not survive a JSON round trip (saved files, share links).
  return n === 0 ? 0 : n;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const BYTE = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|\\d\\d?)';
const ALPHA = '(?:0|1|0?\\.\\d{1,3}|1\\.0{1,3})';
const RGB_COLOUR = new RegExp(
  `^rgba?\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*(?:,\\s*${ALPHA}\\s*)?\\)$`,
  'i',
);

/** The CSS named colours (CSS Color 4), the only words accepted besides `transparent`. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
    'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
    'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
    'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
    'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
    'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
    'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
    'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

/** True for a colour Toile lets through to CSS: hex, rgb()/rgba(), a named colour, transparent. */
export function isSafeColour(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 40) return false;
  const v = value.trim();
  if (HEX_COLOUR.test(v) || RGB_COLOUR.test(v)) return true;
  const word = v.toLowerCase();
  return word === 'transparent' || NAMED_COLOURS.has(word);
}

/** `value` trimmed when it is a safe colour, otherwise `fallback`. */
export function safeColour(value: unknown, fallback: string): string {
  return isSafeColour(value) ? value.trim() : fallback;
}

/**
 * The URL an image element may load, or null: only what the « URL de l'image » field accepts
 * (`isAllowedImageUrl`: `http:`, `https:` and `data:image/…`). http(s) URLs come back normalized by
 * the URL parser (quotes, spaces and angle brackets percent-encoded), safe in an attribute even
 * before escaping.
 */
export function safeImageSource(value: unknown): string | null {
  if (typeof value !== 'string' || !isAllowedImageUrl(value)) return null;
  const url = value.trim();
  return /^data:/i.test(url) ? url : new URL(url).href;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * The element's styles with every value validated: numbers rounded and clamped to their bounds,
 * missing or bad values replaced by `fallback` (the type's defaults unless told otherwise; the
 * reducers pass the element's previous styles, so a bad value changes nothing).
 */
export function safeStyles(element: EditorElement, fallback?: ElementStyles): ElementStyles {
  const raw = (element.styles ?? {}) as Partial<ElementStyles>;
  // Without previous styles, a bad position goes to the canvas origin.
  const d = fallback ?? defaultStyles(element.type, { x: 0, y: 0 });
  const B = LIMITS;
  const num = (v: unknown, b: { min: number; max: number }, fallback: number) =>
    safeInteger(v, b.min, b.max, fallback);
  return {
    position: {
      x: num(raw.position?.x, B.position, d.position.x),
      y: num(raw.position?.y, B.position, d.position.y),
    },
    size: {
      width: num(raw.size?.width, B.size, d.size.width),
      height: num(raw.size?.height, B.size, d.size.height),
    },
    color: safeColour(raw.color, d.color),
    backgroundColor: safeColour(raw.backgroundColor, d.backgroundColor),
    fontSize: num(raw.fontSize, B.fontSize, d.fontSize),
    fontWeight: oneOf(raw.fontWeight, FONT_WEIGHTS, d.fontWeight),
    textAlign: oneOf(raw.textAlign, TEXT_ALIGNS, d.textAlign),
    borderRadius: num(raw.borderRadius, B.borderRadius, d.borderRadius),
    padding: num(raw.padding, B.padding, d.padding),
    margin: num(raw.margin, B.margin, d.margin),
  };
}
