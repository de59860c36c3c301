import { pageFileName } from '../../document/site';
import type { SiteDocument } from '../../document/types';

/**
 * Links in « Aperçu ». The preview's frame runs no script, and Chromium runs no listener in such a
 * frame either (not even the editor's own), so a click there cannot be caught: a link is followed
 * by the frame itself. Each address of the page is therefore written, for the preview only, as
 * `about:blank#…`: following it loads an empty document of the frame's own origin (no request to
 * any host) whose address says where the link led; the dialog reads it when the frame loads and
 * shows that page of the site, or opens an outside address in a new tab. A link to a section of
 * the page shown (`#horaires`) is left as it is: the frame scrolls to it by itself.
 */

const PREFIX = 'about:blank#toile-';
const PAGE = `${PREFIX}page:`;
const OUTSIDE = `${PREFIX}lien:`;

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * `html` (a page of `site`, rendered inline) with its links rewritten for the preview: a page of
 * the site or a section of one → `about:blank#toile-page:<file>#<section>`, an outside address →
 * `about:blank#toile-lien:<address>`; no new tab (the frame may open none).
 */
export function previewHtml(html: string, site: Pick<SiteDocument, 'pages' | 'homePageId'>) {
  const files = new Set(site.pages.map((page) => pageFileName(site, page)));
  return html.replace(/<a ([^>]*)>/g, (_tag: string, attributes: string) => {
    const rewritten = attributes
      .replace(/ ?target="_blank"/, '')
      .replace(/href="([^"]*)"/, (whole, raw: string) => {
        const href = decodeAttribute(raw);
        if (href.startsWith('#')) return whole;
        const file = href.split('#')[0];
        if (files.has(file)) return `href="${PAGE}${encodeURIComponent(href)}"`;
        if (/^https?:/i.test(href)) return `href="${OUTSIDE}${encodeURIComponent(href)}"`;
        return whole;
      });
    return `<a ${rewritten}>`;
  });
}

/** Where a link followed in the preview led, read from the frame's address. */
export type PreviewNavigation =
  { kind: 'page'; file: string; section: string | null } | { kind: 'outside'; href: string } | null;

export function previewNavigation(address: string): PreviewNavigation {
  try {
    if (address.startsWith(PAGE)) {
      const [file, section = null] = decodeURIComponent(address.slice(PAGE.length)).split('#');
      return { kind: 'page', file, section: section || null };
    }
    if (address.startsWith(OUTSIDE)) {
      const href = decodeURIComponent(address.slice(OUTSIDE.length));
      return /^https?:\/\//i.test(href) ? { kind: 'outside', href } : null;
    }
  } catch {
    // A malformed address: nothing to follow.
  }
  return null;
}
