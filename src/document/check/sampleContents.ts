import { composedPage } from '../sharedParts';
import { shownElements } from '../lockHide';
import { contactDetailsIn, type ContactKind } from '../sampleContacts';
import { isSample, SAMPLE_TYPES } from '../sampleContent';
import type { EditorElement, SiteDocument } from '../types';

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
