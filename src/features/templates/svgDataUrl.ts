/**
 * An SVG as a data URL, made locally (docs/decisions.md, 3). Only the characters a URL cannot
 * carry are escaped, which keeps the string about a third shorter than encodeURIComponent; the
 * SVG must use single quotes for its attributes. Spaces are escaped too (%20): a URL has none, and
 * the W3C checker rejects an `src` that holds one (test/e2e/htmlValidity.e2e.mjs).
 */
export function svgDataUrl(svg: string): string {
  const encoded = svg
    .replace(/\s+/g, ' ')
    .replace(/[ %#<>"{}|\\^`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml;charset=utf-8,${encoded}`;
}
