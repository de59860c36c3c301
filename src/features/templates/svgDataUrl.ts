/**
 * An SVG as a data URL, made locally (DESIGN.md decision 3). Only the characters a URL cannot
 * carry are escaped, which keeps the string about a third shorter than encodeURIComponent; the
 * SVG must use single quotes for its attributes.
 */
export function svgDataUrl(svg: string): string {
  const encoded = svg
    .replace(/\s+/g, ' ')
    .replace(/[%#<>"{}|\\^`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml;charset=utf-8,${encoded}`;
}
