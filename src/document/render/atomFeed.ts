import type { PageAddresses } from '../site';
import type { SiteDocument } from '../types';
import { FEED_SLUG } from '../collections/collections';
import { escapeHtml } from './escapeHtml';
import { itemFolder, type ItemPage } from './itemPages';
import { pageUrl, siteBaseUrl } from './seo';

/** A collection's feed file: `articles/flux.xml`. */
export interface FeedFile {
  name: string;
  text: string;
}

/** A date `YYYY-MM-DD` as Atom's time: midnight UTC. */
const atomTime = (date: string) => `${date}T00:00:00Z`;

/**
 * The Atom feed (RFC 4287) of each collection of articles, `<collection>/flux.xml`: its published
 * articles newest first, each with its title, its page, its date, its summary and its author.
 * With the site's address the ids and links are absolute; without it the links are relative to
 * the feed and the ids are the items' own (`urn:toile:…`), which a feed reader keeps.
 */
export function atomFeeds(
  site: SiteDocument,
  items: readonly ItemPage[],
  addresses: PageAddresses = 'files',
): FeedFile[] {
  const base = siteBaseUrl(site);
  const feeds: FeedFile[] = [];
  const byCollection = new Map<string, ItemPage[]>();
  for (const entry of items) {
    if (entry.collection.kind !== 'articles') continue;
    const list = byCollection.get(entry.collection.id) ?? [];
    list.push(entry);
    byCollection.set(entry.collection.id, list);
  }
  for (const entries of byCollection.values()) {
    const { collection } = entries[0];
    const folder = itemFolder(entries[0].page);
    const dates = entries.map((e) => e.item.date).filter((d): d is string => Boolean(d));
    const updated = atomTime(dates.sort().at(-1) ?? '1970-01-01');
    const address = (entry: ItemPage) => {
      const file = addresses === 'files' ? `${entry.item.slug}.html` : entry.item.slug;
      return base === null ? file : pageUrl(base, site, entry.page, addresses);
    };
    const file = `${FEED_SLUG}.xml`;
    const self = base === null ? file : `${base}/${folder}/${file}`;
    const lines = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
      `  <title>${escapeHtml(site.name ? `${collection.name} — ${site.name}` : collection.name)}</title>`,
      `  <id>${escapeHtml(base === null ? `urn:toile:${collection.id}` : self)}</id>`,
      `  <updated>${updated}</updated>`,
      `  <link rel="self" href="${escapeHtml(self)}"/>`,
      `  <author><name>${escapeHtml(site.name || collection.name)}</name></author>`,
      ...entries.flatMap((entry) => {
        const { item } = entry;
        const link = address(entry);
        return [
          '  <entry>',
          `    <title>${escapeHtml(item.title)}</title>`,
          `    <link href="${escapeHtml(link)}"/>`,
          `    <id>${escapeHtml(base === null ? `urn:toile:${collection.id}:${item.id}` : link)}</id>`,
          `    <updated>${atomTime(item.date ?? '1970-01-01')}</updated>`,
          ...(entry.page.seo.description
            ? [`    <summary>${escapeHtml(entry.page.seo.description)}</summary>`]
            : []),
          ...(item.author ? [`    <author><name>${escapeHtml(item.author)}</name></author>`] : []),
          '  </entry>',
        ];
      }),
      '</feed>',
      '',
    ];
    feeds.push({ name: `${folder}/${file}`, text: lines.join('\n') });
  }
  return feeds;
}
