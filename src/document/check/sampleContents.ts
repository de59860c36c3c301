import { composedPage } from '../sharedParts';
import { shownElements } from '../lockHide';
import { contactDetailsIn, type ContactKind } from '../sampleContacts';
import { isSample, SAMPLE_TYPES } from '../sampleContent';
import { collectionsOf, modelPage, publishedItems, sitePages } from '../collections/collections';
import type { CollectionKind, EditorElement, SiteDocument } from '../types';

/**
 * The sample content still in a site (« Contenu d’exemple à remplacer » in « Vérifier le site »,
 * the count « Exporter » gives): every text, button, picture and form marked `sample` that the
 * export writes (a hidden one is not), page by page in the site's order, in z-order on a page. What each is: a contact
 * detail (its link, or a telephone, e-mail or street in its words), a form that sends to a sample
 * address, a picture, a button's label, or words.
 */

export type SampleKind = ContactKind | 'form' | 'picture' | 'button' | 'text';

export interface SampleContent {
  pageId: string;
  elementId: string;
  kind: SampleKind;
  /** What it says, on one line: its words, its picture's alternative text, its form's address. */
  excerpt: string;
}

/** On one line; its no-break spaces kept (« 05 35 49 65 47 » stays whole). */
const oneLine = (value: string) => value.replace(/[ \t\r\n]+/g, ' ').trim();

function kindOf(element: EditorElement): SampleKind {
  if (element.type === 'image') return 'picture';
  if (element.type === 'form') return 'form';
  const link = element.properties.link;
  if (link?.kind === 'phone') return 'phone';
  if (link?.kind === 'email') return 'email';
  const contact = contactDetailsIn(element.content)[0]?.kind;
  return contact ?? (element.type === 'button' ? 'button' : 'text');
}

function excerptOf(element: EditorElement): string {
  if (element.type === 'image') return oneLine(element.properties.alt ?? '');
  if (element.type === 'form') {
    const to = element.properties.form?.destination;
    return to ? (to.kind === 'email' ? to.address : to.url) : '';
  }
  return oneLine(element.content);
}

const cache = new WeakMap<readonly EditorElement[], SampleContent[]>();

function pageSamples(pageId: string, elements: readonly EditorElement[]): SampleContent[] {
  const cached = cache.get(elements);
  if (cached && (cached.length === 0 || cached[0].pageId === pageId)) return cached;
  const found = shownElements(elements)
    .filter((element) => isSample(element) && SAMPLE_TYPES.has(element.type))
    .map((element) => ({
      pageId,
      elementId: element.id,
      kind: kindOf(element),
      excerpt: excerptOf(element),
    }));
  cache.set(elements, found);
  return found;
}

/** Every sample content the export would write, page by page. */
export function sampleContents(site: Pick<SiteDocument, 'pages' | 'shared'>): SampleContent[] {
  // A shared header's or footer's sample shows once, on the first page that shows it.
  const seen = new Set<string>();
  return site.pages.flatMap((page) =>
    pageSamples(page.id, composedPage(site, page).elements).filter((sample) => {
      if (seen.has(sample.elementId)) return false;
      seen.add(sample.elementId);
      return true;
    }),
  );
}

/** A published item still as a template or a section wrote it (`sample`, until it is saved). */
export interface SampleItem {
  collectionId: string;
  /** The collection's name (« Articles »), and its kind (the line says « Article d’exemple »). */
  collectionName: string;
  kind: CollectionKind;
  itemId: string;
  title: string;
  /**
   * What « Sélectionner » selects: the first « Liste » of the collection in the site's pages (its
   * card shows the item), else the first element of its « Modèle de page ».
   */
  pageId: string;
  elementId?: string;
}

/**
 * Every sample item the export would write (its page, its card in a list, its feed entry):
 * published, in a collection the site shows, in the collection's order.
 */
export function sampleItems(site: Pick<SiteDocument, 'pages' | 'collections'>): SampleItem[] {
  return collectionsOf(site).flatMap((collection) => {
    // A collection without its « Modèle de page » writes no page (itemPages.ts).
    const model = modelPage(site, collection.id);
    if (!model) return [];
    const listed = sitePages(site)
      .flatMap((page) => page.elements.map((element) => ({ page, element })))
      .find(({ element }) => element.properties.list?.collection === collection.id);
    const target = listed
      ? { pageId: listed.page.id, elementId: listed.element.id }
      : { pageId: model.id, elementId: model.elements[0]?.id };
    return publishedItems(collection)
      .filter((item) => item.sample)
      .map((item) => ({
        collectionId: collection.id,
        collectionName: collection.name,
        kind: collection.kind,
        itemId: item.id,
        title: oneLine(item.title),
        ...target,
      }));
  });
}

/** How much sample content the export would write: elements and items (« Exporter »'s question). */
export const sampleCount = (site: Pick<SiteDocument, 'pages' | 'shared' | 'collections'>) =>
  sampleContents(site).length + sampleItems(site).length;
