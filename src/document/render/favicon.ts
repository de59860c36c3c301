import { composedPage } from '../sharedParts';
import { homePage } from '../site';
import type { ElementType, Page, SiteDocument } from '../types';
import { escapeHtml } from './escapeHtml';

/**
 * The site's generated icon (docs/decisions.md, « SEO export »): the initial of the site's name on
 * its main colour, in a rounded square. The export writes it as `favicon.svg` when the person set
 * no icon of their own; the preview and the miniatures, which have no files, carry it as a
 * `data:` URL. Pure: the same site always gives the same bytes.
 */

/** Toile's blue: the main colour of a site whose home page gives none. */
export const TOILE_BLUE = '#3B82F6';

/** The WCAG AA contrast for text (1.4.3): the letter is small text at a browser tab's 16 px. */
export const LETTER_CONTRAST = 4.5;

/** The letter's colours, in order of preference; the first with AA contrast wins. */
const LETTER_COLOURS = ['#FFFFFF', '#111827', '#000000'] as const;

/** Below this spread between the strongest and weakest channel (0–255), a colour is a grey. */
const NEUTRAL_CHROMA = 32;

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const BYTE = '(25[0-5]|2[0-4]\\d|1\\d\\d|\\d\\d?)';
const RGB = new RegExp(
  `^rgba?\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*(?:,\\s*(0|1|0?\\.\\d+|1\\.0+)\\s*)?\\)$`,
  'i',
);

/**
 * A colour written as hex (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`) or `rgb()` / `rgba()`, as
 * channels; null for anything else (named colours included: they count for nothing here).
 */
export function parseColour(value: unknown): Rgba | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(v);
  if (hex) {
    let digits = hex[1];
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const byte = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
  }
  const rgb = RGB.exec(v);
  if (rgb) {
    return {
      r: Number(rgb[1]),
      g: Number(rgb[2]),
      b: Number(rgb[3]),
      a: rgb[4] === undefined ? 1 : Number(rgb[4]),
    };
  }
  return null;
}

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
const toHex = ({ r, g, b }: Rgba) => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

/** WCAG 2 relative luminance of an opaque colour (`#RRGGBB`). */
function luminance(colour: string): number {
  const c = parseColour(colour) ?? { r: 0, g: 0, b: 0, a: 1 };
  const linear = (channel: number) => {
    const s = channel / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour of a colour that may be the site's: opaque (no alpha below 1) and not a grey, white
 * or black (its channels spread by at least NEUTRAL_CHROMA), as `#RRGGBB`; null otherwise.
 */
function brandColour(value: unknown): string | null {
  const c = parseColour(value);
  if (!c || c.a < 1) return null;
  if (Math.max(c.r, c.g, c.b) - Math.min(c.r, c.g, c.b) < NEUTRAL_CHROMA) return null;
  return toHex(c);
}

/** The most frequent brand colour among the backgrounds of `type`; ties go to the first seen. */
function mostFrequentBackground(elements: readonly unknown[], type: ElementType): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  for (const element of elements) {
    const e = element as { type?: unknown; styles?: { backgroundColor?: unknown } } | null;
    if (!e || e.type !== type) continue;
    const colour = brandColour(e.styles?.backgroundColor);
    if (!colour) continue;
    const count = (counts.get(colour) ?? 0) + 1;
    counts.set(colour, count);
    if (best === null || count > counts.get(best)!) best = colour;
  }
  return best;
}

/**
 * The site's main colour, `#RRGGBB`: the most frequent background of the home page's buttons
 * that is opaque and not a grey; failing that, of its headers; failing that, Toile's blue.
 */
export function siteMainColour(site: SiteDocument): string {
  const home = homePage(site) as Page | undefined;
  const page = (home && composedPage(site, home)) as { elements?: unknown } | undefined;
  const elements = Array.isArray(page?.elements) ? (page.elements as unknown[]) : [];
  return (
    mostFrequentBackground(elements, 'button') ??
    mostFrequentBackground(elements, 'header') ??
    TOILE_BLUE
  );
}

/** The letter's colour on `background`: white when it has AA contrast there, else dark. */
export function faviconLetterColour(background: string): string {
  // One of them always has it: where white is under 4.5:1, black is over 4.58:1.
  return (
    LETTER_COLOURS.find((colour) => contrastRatio(colour, background) >= LETTER_CONTRAST) ??
    '#000000'
  );
}

/**
 * The initial of a site's name: its first letter or digit, upper case (« boulangerie » → « B »,
 * « « Éclat » » → « É »); « T », for Toile, when the name has none.
 */
export function siteInitial(name: unknown): string {
  const text = typeof name === 'string' ? name.normalize('NFC') : '';
  const first = /[\p{L}\p{N}]/u.exec(text)?.[0];
  if (!first) return 'T';
  return [...first.toLocaleUpperCase('fr')][0];
}

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/** The icon's SVG for an initial on a background colour (`#RRGGBB`). */
export function faviconSvgOf(initial: string, background: string): string {
  const letter = escapeHtml(initial);
  const fill = escapeHtml(background);
  const ink = faviconLetterColour(background);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="${fill}"/>` +
    `<text x="32" y="46" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="${ink}">${letter}</text>` +
    '</svg>\n'
  );
}

/** The generated icon of `site`, as the text of `favicon.svg`. */
export function faviconSvg(site: SiteDocument): string {
  return faviconSvgOf(siteInitial(site.name), siteMainColour(site));
}

/** An SVG as a `data:` URL, every character a URL may not hold raw percent-encoded. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The generated icon of `site` as a `data:` URL: what a page with no files links to. */
export function faviconDataUrl(site: SiteDocument): string {
  return svgDataUrl(faviconSvg(site));
}
