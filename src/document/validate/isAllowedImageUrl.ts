/**
 * Only these image sources are ever used (docs/decisions.md, « What bad input gets »): a web address over
 * http(s), or a picture carried in the page itself (`data:image/…`). Anything else (`javascript:`,
 * `file:`, a relative path, a typo) is refused.
 */
export function isAllowedImageUrl(input: string): boolean {
  const value = input.trim();
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
