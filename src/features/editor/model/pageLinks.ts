import type { SiteDocument } from '../../../document/types';

/** The links of one page that lead to another page. */
export interface LinkingPage {
  pageId: string;
  name: string;
  /** How many of its elements link there (a link to the page or to an anchor on it). */
  count: number;
}

export interface LinksToPage {
  /** All the links, every linking page together. */
  total: number;
  /** The pages holding them, in the site's order. */
  pages: LinkingPage[];
}

/**
 * The links of the OTHER pages that lead to page `pageId` (`properties.link` of kind `page` or
 * `anchor`): what breaks when it is deleted. A page's links to itself go with it, so they are not
 * counted.
 */
export function linksToPage(site: SiteDocument, pageId: string): LinksToPage {
  const pages: LinkingPage[] = [];
  let total = 0;
  for (const page of site.pages) {
    if (page.id === pageId) continue;
    let count = 0;
    for (const element of page.elements) {
      const link = element.properties.link;
      if (link && (link.kind === 'page' || link.kind === 'anchor') && link.pageId === pageId) {
        count += 1;
      }
    }
    if (count > 0) {
      pages.push({ pageId: page.id, name: page.name, count });
      total += count;
    }
  }
  return { total, pages };
}
