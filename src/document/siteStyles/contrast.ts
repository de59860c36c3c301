import { elementLists } from '../siteElements';
import { AA_NORMAL_TEXT, contrastRatio, parseColour, toHex, type Rgba } from '../check/contrast';
import type { SiteDocument } from '../types';
import { findColor } from './siteStyles';

/**
 * The colour nearest to a given one that reads against a background (« Styles du site »,
 * « Couleurs »): the same hue and saturation, the lightness moved as little as it must, up or down,
 * so that the contrast reaches the ratio asked (4.5:1, normal text, WCAG AA). Pure.
 */

interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** An opaque colour's hue (0–360), saturation and lightness (0–1). */
function toHsl({ r, g, b }: Rgba): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

/** The colour of `hsl`, its channels whole (as `#RRGGBB` holds them). */
function fromHsl({ h, s, l }: Hsl): Rgba {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  const channel = (v: number) => Math.round((v + m) * 255);
  return { r: channel(r), g: channel(g), b: channel(b), a: 1 };
}

/** The lightness moves by thousandths: finer than `#RRGGBB` can tell apart. */
const STEPS = 1000;

/**
 * The nearest colour to `color` (same hue, lightness moved) whose contrast with `background`
 * reaches `ratio`, as `#RRGGBB`; `color` itself (upper-case) when it already does; null when
 * either is not a colour. Black or white reads against any background at 4.58:1 at least, so a
 * colour reaching 4.5:1 always exists.
 */
export function nearestReadableColor(
  color: string,
  background: string,
  ratio: number = AA_NORMAL_TEXT,
): string | null {
  const from = parseColour(color);
  const against = parseColour(background);
  if (!from || !against || from.a < 1 || against.a < 1) return null;
  if (contrastRatio(from, against) >= ratio) return toHex(from);
  const hsl = toHsl(from);
  const start = Math.round(hsl.l * STEPS);
  const reads = (step: number): Rgba | null => {
    const candidate = fromHsl({ ...hsl, l: step / STEPS });
    return contrastRatio(candidate, against) >= ratio ? candidate : null;
  };
  // Outwards from the colour's own lightness, a thousandth at a time, darker first at equal
  // distance (the first that reads is the nearest).
  for (let distance = 1; distance <= STEPS; distance += 1) {
    for (const step of [start - distance, start + distance]) {
      if (step < 0 || step > STEPS) continue;
      const found = reads(step);
      if (found) return toHex(found);
    }
  }
  return null;
}

/** The buttons' text checked on « Principale » when no button follows it: white, the usual. */
export const BUTTON_TEXT_DEFAULT = '#FFFFFF';

/**
 * The text colour of the site's buttons on « Principale »: the one most of the buttons whose
 * background follows « Principale » have (the first met on a tie), white when there are none.
 */
export function primaryButtonTextColor(site: SiteDocument): string {
  const counts = new Map<string, number>();
  for (const elements of elementLists(site)) {
    for (const element of elements) {
      if (element.type !== 'button' || element.properties.colors?.backgroundColor !== 'primary') {
        continue;
      }
      const colour = parseColour(element.styles.color);
      if (!colour || colour.a < 1) continue;
      const hex = toHex(colour);
      counts.set(hex, (counts.get(hex) ?? 0) + 1);
    }
  }
  let best = BUTTON_TEXT_DEFAULT;
  let most = 0;
  for (const [hex, n] of counts) {
    if (n > most) [best, most] = [hex, n];
  }
  return best;
}

/** A pair the colour editor checks: a text's colour on a background of the site. */
export interface ContrastCheck {
  /** The text: a colour of the site, or the buttons' text (`buttonText`). */
  text: 'text' | 'buttonText';
  background: 'background' | 'backgroundAlt' | 'primary';
  ratio: number;
  /** Below 4.5:1: the colour of the site to change, and its nearest value that reads. */
  proposal: { colorId: 'text' | 'primary'; value: string } | null;
}

/**
 * « Texte » on « Fond », « Texte » on « Fond alterné », the buttons' text on « Principale »:
 * their contrast, and for each below 4.5:1 the nearest colour that reads — a new « Texte » for
 * the first two, a new « Principale » for the buttons (their text is most often white, not a
 * colour of the site).
 */
export function siteContrastChecks(site: SiteDocument): ContrastCheck[] {
  const value = (id: string) => findColor(site.styles, id)?.value;
  const text = value('text');
  const buttonText = primaryButtonTextColor(site);
  const pairs: Array<[ContrastCheck['text'], string | undefined, ContrastCheck['background']]> = [
    ['text', text, 'background'],
    ['text', text, 'backgroundAlt'],
    ['buttonText', buttonText, 'primary'],
  ];
  const checks: ContrastCheck[] = [];
  for (const [textId, textValue, backgroundId] of pairs) {
    const foreground = textValue === undefined ? null : parseColour(textValue);
    const backgroundValue = value(backgroundId);
    const background = backgroundValue === undefined ? null : parseColour(backgroundValue);
    if (!foreground || !background) continue;
    const ratio = contrastRatio(foreground, background);
    let proposal: ContrastCheck['proposal'] = null;
    if (ratio < AA_NORMAL_TEXT) {
      const found =
        textId === 'text'
          ? nearestReadableColor(textValue!, backgroundValue!)
          : nearestReadableColor(backgroundValue!, textValue!);
      if (found) proposal = { colorId: textId === 'text' ? 'text' : 'primary', value: found };
    }
    checks.push({ text: textId, background: backgroundId, ratio, proposal });
  }
  return checks;
}
