const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * `text` made safe for HTML text and for a double- or single-quoted attribute value: the five
 * characters that could end a text run, a tag or an attribute become entities.
 */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
