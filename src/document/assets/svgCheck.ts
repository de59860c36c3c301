import type { Dimensions } from './imageHeader';

/**
 * What makes an SVG refused (docs/decisions.md, « Pictures »): a script (or an HTML island, which
 * can hold one), an event handler (`onload`), or a reference to anything outside the file (an
 * external `href`, `url(…)`, `@import`), which would be fetched when the picture is shown.
 * A clean SVG is then passed through DOMPurify's SVG profile (svgSanitize in features/media),
 * and it is only ever shown through `<img>`, where nothing in it runs.
 */
export type SvgProblem = 'script' | 'handler' | 'external' | 'damaged';

/** References inside the file: `#id`, and pictures carried in it. */
const INTERNAL_REFERENCE = /^\s*(?:#|data:image\/(?:png|jpeg|gif|webp|avif);)/i;
/** `url(…)` in a style, or `@import`: anything but `url(#id)` and a carried picture. */
const CSS_URL = /url\(\s*(['"]?)\s*([^'")\s]*)/gi;

function cssReachesOut(css: string): boolean {
  if (/@import/i.test(css)) return true;
  for (const match of css.matchAll(CSS_URL)) {
    if (!INTERNAL_REFERENCE.test(match[2])) return true;
  }
  return false;
}

export interface SvgCheck {
  problem: SvgProblem | null;
  /** Its size in CSS pixels: width and height if absolute, else the viewBox's, else 300 × 150. */
  dimensions: Dimensions;
}

/** A length in CSS pixels (unitless or px), or null for percentages, em and the like. */
function pixels(value: string | null): number | null {
  if (!value) return null;
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(value);
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function svgDimensions(root: Element): Dimensions {
  let width = pixels(root.getAttribute('width'));
  let height = pixels(root.getAttribute('height'));
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = box.length === 4 && box.every(Number.isFinite) ? box.slice(2) : [];
  if (boxWidth > 0 && boxHeight > 0) {
    if (width === null && height === null) [width, height] = [boxWidth, boxHeight];
    else if (width === null) width = (height! * boxWidth) / boxHeight;
    else if (height === null) height = (width * boxHeight) / boxWidth;
  }
  const clamp = (n: number) => Math.min(100_000, Math.max(1, Math.round(n)));
  return { width: clamp(width ?? 300), height: clamp(height ?? 150) };
}

/** Reads an SVG's text (never running it) and tells what is wrong with it, if anything. */
export function checkSvg(text: string): SvgCheck {
  const fallback = { width: 300, height: 150 };
  // Entities can expand to millions of characters, and can name outside files.
  if (/<!ENTITY/i.test(text)) return { problem: 'external', dimensions: fallback };
  // Found in the text first: even an inert parse makes Chromium look at an `onload` handler.
  if (/<(?:[a-z]+:)?script[\s>/]/i.test(text)) return { problem: 'script', dimensions: fallback };
  if (/<[^>]*\son[a-z]+\s*=/i.test(text)) return { problem: 'handler', dimensions: fallback };
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (!root || root.localName !== 'svg' || parsed.getElementsByTagName('parsererror').length > 0) {
    return { problem: 'damaged', dimensions: fallback };
  }
  const dimensions = svgDimensions(root);
  let problem: SvgProblem | null = null;
  const worse = (found: SvgProblem) => {
    const rank: Record<SvgProblem, number> = { script: 3, handler: 2, external: 1, damaged: 0 };
    if (problem === null || rank[found] > rank[problem]) problem = found;
  };
  for (const element of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    const name = element.localName.toLowerCase();
    if (name === 'script' || name === 'foreignobject' || name === 'iframe') worse('script');
    if (name === 'style' && cssReachesOut(element.textContent ?? '')) worse('external');
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.localName.toLowerCase();
      const value = attribute.value;
      if (attributeName.startsWith('on')) worse('handler');
      else if (attributeName === 'href' || attributeName === 'src') {
        if (/^\s*javascript:/i.test(value)) worse('script');
        else if (!INTERNAL_REFERENCE.test(value)) worse('external');
      } else if (/url\(|@import/i.test(value) && cssReachesOut(value)) worse('external');
    }
  }
  return { problem, dimensions };
}
