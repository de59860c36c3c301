import { LIMITS } from '../limits';
import { LIST_SHOWS } from '../types';
import { CARD } from './card';

export { CARD };
import type {
  Collection,
  CollectionItem,
  CollectionKind,
  ItemPicture,
  ListSettings,
  SiteDocument,
} from '../types';
import { findCollection, itemsInListOrder } from './collections';
import { formatItemDate, formatPrice } from './itemFormat';
import { richPlainText } from './richHtml';

/**
 * A « Liste » (docs/decisions.md, 33): the cards of a collection's items, each leading to the
 * item's page. Which items it shows (`listItems`), what a card says (`cardOf`) and how much room
 * its cards take (`listHeight`) are the same for the canvas and the export, from here.
 */

/** Cards a page of a list shows when it shows them all; the export writes the next pages. */
export const LIST_PAGE_SIZE = LIMITS.listCards;

/**
 * A card's title and words at most, in characters, cut at a word (« … »): three lines each in the
 * narrowest card, so that a card is never taller than `CARD.height` and no word is ever hidden.
 */
const CARD_CHARS = { title: 70, text: 90 } as const;

/** The room under the cards for « Page suivante » on a list that shows them all. */
export const PAGER_HEIGHT = 64;

/** How many cards stand side by side in a list `width` wide. */
export function listColumns(width: number): number {
  return Math.max(1, Math.floor((width + CARD.gap) / (CARD.minWidth + CARD.gap)));
}

/** How many cards a list's settings ask for, at most (a page of them when it shows them all). */
export function cardCount(settings: ListSettings): number {
  if (settings.show === 'all') return LIST_PAGE_SIZE;
  if (settings.show === 'chosen') return Math.max(1, settings.items?.length ?? 0);
  return settings.count;
}

/** How tall a list is on the canvas: its rows of cards at `width`, and its pager. */
export function listHeight(settings: ListSettings, width: number): number {
  const cards = cardCount(settings);
  const rows = Math.ceil(cards / Math.min(cards, listColumns(width)));
  const pager = settings.show === 'all' ? PAGER_HEIGHT : 0;
  return rows * CARD.height + (rows - 1) * CARD.gap + pager;
}

/** Whether `value` is a list's settings as the schema takes them (documentSchema.ts). */
export function isListSettings(value: unknown): value is ListSettings {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const allowed = new Set(['collection', 'show', 'count', 'category', 'items']);
  if (Object.keys(v).some((key) => !allowed.has(key))) return false;
  const id = (x: unknown) =>
    typeof x === 'string' && x.length <= LIMITS.id && /^[A-Za-z0-9_.:-]+$/.test(x);
  return (
    id(v.collection) &&
    (LIST_SHOWS as readonly unknown[]).includes(v.show) &&
    Number.isInteger(v.count) &&
    (v.count as number) >= 1 &&
    (v.count as number) <= LIMITS.listCards &&
    (v.category === undefined ||
      (typeof v.category === 'string' &&
        v.category.length > 0 &&
        v.category.length <= LIMITS.itemText)) &&
    (v.items === undefined ||
      (Array.isArray(v.items) && v.items.length <= LIMITS.itemsPerCollection && v.items.every(id)))
  );
}

/** A new list of collection `collection`: its three most recent items. */
export const newListSettings = (collection: string): ListSettings => ({
  collection,
  show: 'latest',
  count: 3,
});

/** The categories a collection's published items name, in the order they first appear. */
export function categoriesOf(collection: Collection): string[] {
  const seen = new Set<string>();
  for (const item of itemsInListOrder(collection)) {
    for (const category of item.categories ?? []) seen.add(category);
  }
  return [...seen];
}

/**
 * Every item a list shows, in its order, over all its pages: published items only, newest
 * article first (collections.ts, `itemsInListOrder`), or as chosen.
 */
export function listedItems(collection: Collection, settings: ListSettings): CollectionItem[] {
  const ordered = itemsInListOrder(collection);
  switch (settings.show) {
    case 'all':
      return ordered;
    case 'chosen': {
      const byId = new Map(ordered.map((item) => [item.id, item]));
      return (settings.items ?? []).flatMap((id) => byId.get(id) ?? []);
    }
    case 'category':
      return ordered
        .filter((item) => settings.category && item.categories?.includes(settings.category))
        .slice(0, settings.count);
    default:
      return ordered.slice(0, settings.count);
  }
}

/** How many pages a list takes in the export (1 but for a list that shows them all). */
export function listPageCount(collection: Collection, settings: ListSettings): number {
  if (settings.show !== 'all') return 1;
  return Math.max(1, Math.ceil(listedItems(collection, settings).length / LIST_PAGE_SIZE));
}

/** The items of page `page` (from 1) of a list, and its collection; none when it is gone. */
export function listItems(
  site: Pick<SiteDocument, 'collections'>,
  settings: ListSettings | undefined,
  page = 1,
): { collection: Collection | undefined; items: CollectionItem[] } {
  const collection = settings ? findCollection(site, settings.collection) : undefined;
  if (!settings || !collection) return { collection, items: [] };
  const items = listedItems(collection, settings);
  if (settings.show !== 'all') return { collection, items };
  const start = (page - 1) * LIST_PAGE_SIZE;
  return { collection, items: items.slice(start, start + LIST_PAGE_SIZE) };
}

/** What a card shows of an item: its picture, a line above the title, the title, a text. */
export interface Card {
  picture?: ItemPicture;
  /** The date (an article's, a realisation's), the client, or the price. */
  meta?: string;
  /** The date as `YYYY-MM-DD`, for `<time datetime>`. */
  datetime?: string;
  title: string;
  text?: string;
}

/** At most the first `max` characters of `text`, cut at a word. */
function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max)).trimEnd()}…`;
}

/** The card of `item`, in a collection of `kind`. */
export function cardOf(kind: CollectionKind, item: CollectionItem): Card {
  const picture = item.image ?? item.images?.[0];
  const text = excerpt(item.summary ?? richPlainText(item.content), CARD_CHARS.text);
  const card: Card = { title: excerpt(item.title, CARD_CHARS.title) };
  if (picture) card.picture = picture;
  if (text) card.text = text;
  if (kind === 'produits') {
    if (item.price !== undefined) card.meta = formatPrice(item.price);
  } else if (kind === 'realisations' && item.client) card.meta = item.client;
  else if (item.date) {
    card.meta = formatItemDate(item.date);
    card.datetime = item.date;
  }
  return card;
}
