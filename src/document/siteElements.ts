import type { EditorElement, SharedParts, SiteDocument } from './types';

/**
 * The lists of elements a site holds: each page's, and its shared header's and footer's
 * (sharedParts.ts). What reads or changes every element of a site goes through these two, so an
 * element of the header counts, is styled and is exported once.
 */

const NONE: SharedParts = { header: [], footer: [] };

/** The site's shared parts (none when it has none). */
export function sharedOf(site: Pick<SiteDocument, 'shared'>): SharedParts {
  return site.shared ?? NONE;
}

/** Every list of elements the site holds: each page's, then the header's and the footer's. */
export function elementLists(site: Pick<SiteDocument, 'pages' | 'shared'>): EditorElement[][] {
  const shared = sharedOf(site);
  return [...site.pages.map((page) => page.elements), shared.header, shared.footer];
}

/**
 * The site with `change` made to each list of elements (each page's, the header's, the
 * footer's); the same site, and the same lists, where `change` returns its input.
 */
export function mapElementLists<S extends Pick<SiteDocument, 'pages' | 'shared'>>(
  site: S,
  change: (elements: EditorElement[]) => EditorElement[],
): S {
  let pagesChanged = false;
  const pages = site.pages.map((page) => {
    const elements = change(page.elements);
    if (elements === page.elements) return page;
    pagesChanged = true;
    return { ...page, elements };
  });
  let shared = site.shared;
  if (shared) {
    const header = change(shared.header);
    const footer = change(shared.footer);
    if (header !== shared.header || footer !== shared.footer) shared = { header, footer };
  }
  if (!pagesChanged && shared === site.shared) return site;
  const next = { ...site, pages: pagesChanged ? pages : site.pages };
  // A site without shared parts gets no `shared` key (schema 4's strict object has none).
  return shared ? { ...next, shared } : next;
}
