import { fr } from '../../i18n/fr';
import { findCollection, modelPage, sitePages } from '../collections/collections';
import { listPageCount } from '../collections/list';
import { pageAddress, type PageAddresses } from '../site';
import type { Page, SiteDocument } from '../types';
import type { ListPage } from './listMarkup';

/**
 * The next pages of the lists that show all their items, 12 a page (document/collections/list.ts):
 * page `n` of a collection's list is a copy of the page the list is on, written in the
 * collection's folder as `<collection>/page-<n>.html`, its list at its `n`th page. A collection
 * listed whole on several pages has its next pages written once, from the first of them.
 */

export interface ListCopy {
  page: Page;
  listPage: ListPage;
}

/** The id of page `n` of the list of `collection` (among the export's pages and files). */
export const listPageId = (collection: string, n: number) => `list-${collection}-${n}`;

export function listPages(site: SiteDocument, addresses?: PageAddresses): ListCopy[] {
  const copies: ListCopy[] = [];
  const done = new Set<string>();
  for (const page of sitePages(site)) {
    for (const element of page.elements) {
      const settings = element.type === 'list' ? element.properties.list : undefined;
      if (!settings || settings.show !== 'all' || done.has(settings.collection)) continue;
      const collection = findCollection(site, settings.collection);
      const folder = modelPage(site, settings.collection)?.slug;
      if (!collection || !folder) continue;
      done.add(collection.id);
      const first = pageAddress(site, page, addresses);
      const count = listPageCount(collection, settings);
      for (let n = 2; n <= count; n += 1) {
        const title = page.seo.title.trim() || page.name;
        copies.push({
          listPage: { collection: collection.id, number: n, first },
          page: {
            ...page,
            id: listPageId(collection.id, n),
            slug: `${folder}/page-${n}`,
            seo: { ...page.seo, title: fr.export.list.pageTitle(title, n) },
          },
        });
      }
    }
  }
  return copies;
}
