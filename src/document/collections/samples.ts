import { fr } from '../../i18n/fr';
import { LIMITS } from '../limits';
import { uniqueSlug } from '../slug';
import type { CollectionItem, CollectionKind, EditorElement, SiteDocument } from '../types';
import { collectionsOf, FEED_SLUG, isItemDate, type PlacedCollection } from './collections';
import { headerBottom, newCollection, type Ink } from './newCollection';

/**
 * The sample collections of templates, sections and the generator (docs/decisions.md, 33): a
 * section that shows articles, realisations or products draws a « Liste » of a collection of its
 * kind, with three sample items made from its words (« Contenu d’exemple »: `sample`, gone when
 * the person saves the item). The section names its collection `sample-<kind>` until it is placed
 * in a site (`placeSamples`): then the site's first collection of that kind, or a new one made
 * from the sample with its « Modèle de page ».
 */

/** A collection a section shows, as the section made it: its kind, name and items. */
export interface SampleCollection {
  kind: CollectionKind;
  items: CollectionItem[];
  /** The colours of the section's texts, its model page's. */
  ink?: Ink;
}

/** The id a section's list gives the collection it shows, until placed. */
export const sampleCollectionId = (kind: CollectionKind) => `sample-${kind}`;

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** « 14 mars 2026 » → `2026-03-14`, or undefined when it is not such a date. */
export function frenchDate(text: string): string | undefined {
  const match = /^(\d{1,2})(?:er)?\s+([a-zéû]+)\s+(\d{4})$/i.exec(text.trim());
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[2].toLowerCase()) + 1;
  if (month === 0) return undefined;
  const date = `${match[3]}-${String(month).padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return isItemDate(date) ? date : undefined;
}

/** One sample item: its words as a section shows them. */
export interface SampleWords {
  title: string;
  text: string;
  /** An article's date as written (« 14 mars 2026 »). */
  date?: string;
  /** A product's price in cents. */
  price?: number;
}

/** The sample items of a collection of `kind` from a section's words, ids from `makeId`. */
export function sampleItems(
  kind: CollectionKind,
  words: readonly SampleWords[],
  makeId: () => string,
): CollectionItem[] {
  const slugs: string[] = [FEED_SLUG];
  return words.map((w) => {
    const slug = uniqueSlug(w.title, slugs);
    slugs.push(slug);
    const title = w.title.slice(0, LIMITS.itemText);
    const content = {
      type: 'doc' as const,
      content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: w.text }] }],
    };
    const item: CollectionItem = { id: `item-${makeId()}`, slug, title, sample: true, content };
    if (kind === 'articles') {
      const date = w.date ? frenchDate(w.date) : undefined;
      if (date) item.date = date;
      item.summary = w.text.slice(0, LIMITS.itemSummary);
    }
    if (kind === 'produits' && w.price !== undefined) item.price = w.price;
    return item;
  });
}

/** Every list of `elements` that shows sample collection `from`, now collection `to`. */
function rebound(elements: EditorElement[], from: string, to: string): EditorElement[] {
  if (!elements.some((e) => e.properties.list?.collection === from)) return elements;
  return elements.map((element) => {
    const list = element.type === 'list' ? element.properties.list : undefined;
    if (!list || list.collection !== from) return element;
    return { ...element, properties: { ...element.properties, list: { ...list, collection: to } } };
  });
}

/** What placing samples adds to a site: collections, their model pages, the lists rebound. */
export interface PlacedSamples {
  /** The lists' elements, page by page, showing the site's collections. */
  elements: EditorElement[][];
  added: PlacedCollection[];
}

/**
 * The sample collections `samples` placed in `site`: each list of `elements` (pages' element
 * lists) that shows a sample collection shows instead the site's first collection of its kind,
 * else a new one made from the sample (with its model page), within the site's limits (past them
 * the list shows no collection and says so on the canvas).
 */
export function placeSamples(
  site: SiteDocument,
  elements: readonly EditorElement[][],
  samples: readonly SampleCollection[],
  makeId: () => string,
): PlacedSamples {
  // The same list where nothing is rebound (its page is then unchanged).
  let lists = elements.slice() as EditorElement[][];
  const added: PlacedSamples['added'] = [];
  let grown = site;
  for (const sample of samples) {
    const from = sampleCollectionId(sample.kind);
    if (!lists.some((list) => list.some((e) => e.properties.list?.collection === from))) continue;
    let target = collectionsOf(grown).find((c) => c.kind === sample.kind);
    if (
      !target &&
      collectionsOf(grown).length < LIMITS.collections &&
      grown.pages.length < LIMITS.pages
    ) {
      // Its model page under the site's header, or the header the placed pages draw.
      const bands = elements.flat().filter((e) => e.type === 'header');
      const top = Math.max(headerBottom(grown.shared?.header ?? []), headerBottom(bands));
      const name = fr.collections.kinds[sample.kind];
      const made = newCollection(grown, sample.kind, name, makeId, top, sample.ink);
      target = { ...made.collection, items: sample.items };
      const page = { ...made.page, collection: target.id };
      added.push({ collection: target, page });
      grown = {
        ...grown,
        pages: [...grown.pages, page],
        collections: [...collectionsOf(grown), target],
      };
    }
    if (target) {
      const to = target.id;
      lists = lists.map((list) => rebound(list, from, to));
    }
  }
  return { elements: lists, added };
}
