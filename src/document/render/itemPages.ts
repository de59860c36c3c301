import { modelPage, itemsInListOrder, collectionsOf } from '../collections/collections';
import { formatItemDate, formatPrice } from '../collections/itemFields';
import { richPlainText } from '../collections/richHtml';
import { richPictures } from '../collections/richPictures';
import type {
  Collection,
  CollectionItem,
  EditorElement,
  ItemPicture,
  Page,
  RichText,
  SiteDocument,
} from '../types';
import { PAGE_LINE_HEIGHT } from '../style/elementBoxStyle';
import { escapeHtml } from './escapeHtml';
import { pictureFileName, type PictureLookup, isExportablePicture } from './pictureFiles';
import { siteBaseUrl } from './seo';

/**
 * The pages of a site's items (docs/decisions.md, 32): for each published item of each
 * collection, its collection's « Modèle de page » with each bound element showing the item's
 * field (« Lier au champ »), at `<collection>/<slug>.html`. An element bound to a field the item
 * leaves empty is not on its page. The rich content is written as HTML (`contents`), in an
 * `<article>`; the date in a `<time datetime>`; the elements below the content move down by what
 * the content needs beyond its box on the model.
 */

/**
 * What an element shows instead of its words (renderPage.ts, `contents`): HTML, or rich content
 * (paragraphs, lists, pictures), which renderPage writes in an `<article class="… rich">` with the
 * pictures as it writes any (the export's files, the preview's addresses).
 */
export type ElementContent = { html: string } | { rich: RichText };

/** A stored picture's size in pixels, when it is known (the export's `PictureLookup` is one). */
export type PictureSize = (id: string) => { width: number; height: number } | undefined;

export interface ItemPage {
  collection: Collection;
  item: CollectionItem;
  /** The model page filled in: its slug is `<collection>/<slug>`, its id `item-<item id>`. */
  page: Page;
  contents: ReadonlyMap<string, ElementContent>;
}

/** The id of `item`'s page among the export's pages (and its files' `pageId`). */
export const itemPageId = (item: Pick<CollectionItem, 'id'>) => `item-${item.id}`;

/** The folder of an item page's files, and its stylesheet's name there. */
export const itemFolder = (page: Page) => page.slug.slice(0, page.slug.lastIndexOf('/'));

/** The words of a field as a page shows them, or '' when the item leaves it empty. */
function fieldText(item: CollectionItem, field: string): string {
  switch (field) {
    case 'title':
      return item.title;
    case 'date':
      return item.date ? formatItemDate(item.date) : '';
    case 'summary':
      return item.summary ?? '';
    case 'author':
      return item.author ?? '';
    case 'client':
      return item.client ?? '';
    case 'categories':
      return (item.categories ?? []).join(', ');
    case 'price':
      return item.price === undefined ? '' : formatPrice(item.price);
    case 'link':
      return item.link ?? '';
    case 'content':
      return richPlainText(item.content);
    default:
      return '';
  }
}

/** Characters of a line of rich content, at most, by em of its box's width (generous). */
const EM_PER_CHAR = 0.6;

/** The lines `text` takes at `size` in `width` pixels (at least one), by EM_PER_CHAR. */
const lineCount = (text: string, size: number, width: number) =>
  Math.max(1, Math.ceil((text.length * EM_PER_CHAR * size) / Math.max(1, width)));

/**
 * How tall `item`'s rich content is drawn in a box `width` wide at `fontSize`, with the rules of
 * `RICH_RULES`: each block's lines (its characters at a generous width each), its line height and
 * its margin; a picture at its size, no wider than the box (without `size`, as a square as wide
 * as the box; with it, none where it knows no size: such a picture is not written).
 * Over rather than under: more room under the content, never text over what follows.
 */
export function richHeight(
  item: CollectionItem,
  width: number,
  fontSize: number,
  lineHeight: number,
  size?: PictureSize,
): number {
  const blocks = item.content?.content ?? [];
  let height = 0;
  const lines = (text: string, size: number, indent: number) =>
    lineCount(text, size, width - indent);
  const walk = (list: typeof blocks, indent: number) => {
    for (const block of list) {
      if (block.type === 'paragraph' || block.type === 'heading') {
        const size =
          block.type === 'heading' ? fontSize * (block.attrs.level === 2 ? 1.5 : 1.25) : fontSize;
        const text = (block.content ?? []).map((i) => (i.type === 'text' ? i.text : ' ')).join('');
        const leading = block.type === 'heading' ? 1.25 : lineHeight;
        height += lines(text, size, indent) * size * leading + 0.75 * fontSize;
      } else if (block.type === 'image') {
        // With sizes, one they do not know is not written (renderPage.ts, `richFigure`).
        const known = size ? size(block.attrs.assetId) : { width: 1, height: 1 };
        if (!known) continue;
        const drawn = size ? Math.min(width - indent, known.width) : width - indent;
        height += Math.ceil((drawn * known.height) / Math.max(1, known.width)) + 0.75 * fontSize;
      } else if (block.type === 'blockquote') walk(block.content, indent + fontSize * 1.25);
      else for (const listItem of block.content) walk(listItem.content, indent + fontSize * 1.5);
    }
  };
  walk(blocks, 0);
  return Math.ceil(height);
}

/** The rules of rich content, in every item page's stylesheet. */
export const RICH_RULES = [
  '.rich {\n  white-space: normal;\n  height: auto;\n  overflow-wrap: break-word;\n}',
  '.rich > :first-child {\n  margin-top: 0;\n}',
  '.rich p,\n.rich ul,\n.rich ol,\n.rich blockquote {\n  margin: 0 0 0.75em;\n}',
  '.rich h2,\n.rich h3 {\n  margin: 0.5em 0 0.5em;\n  line-height: 1.25;\n}',
  '.rich h2 {\n  font-size: 1.5em;\n}',
  '.rich h3 {\n  font-size: 1.25em;\n}',
  '.rich ul,\n.rich ol {\n  padding-left: 1.5em;\n}',
  '.rich li > p {\n  margin: 0;\n}',
  '.rich blockquote {\n  padding-left: 1em;\n  border-left: 3px solid currentColor;\n}',
  '.rich a {\n  color: inherit;\n  text-decoration: underline;\n}',
  '.rich figure {\n  margin: 0 0 0.75em;\n}',
  // At its own size, no wider than the text (the page's images fill their box: not these).
  '.rich img {\n  display: block;\n  width: auto;\n  max-width: 100%;\n  height: auto;\n}',
].join('\n\n');

/** The item's picture an element bound to `field` shows. */
const pictureOf = (item: CollectionItem, field: string): ItemPicture | undefined =>
  field === 'image' ? (item.image ?? item.images?.[0]) : (item.images?.[0] ?? item.image);

/** The model page's element `element` showing `item`, or null when it has nothing to show. */
function filled(
  element: EditorElement,
  item: CollectionItem,
  contents: Map<string, ElementContent>,
): EditorElement | null {
  const field = element.properties.field;
  if (!field) return element;
  const { sample: _sample, field: _field, ...properties } = element.properties;
  void _sample;
  void _field;
  if (element.type === 'image') {
    const picture = pictureOf(item, field);
    if (!picture) return null;
    return {
      ...element,
      content: '',
      properties: { ...properties, assetId: picture.assetId, alt: picture.alt },
    };
  }
  if (element.type === 'button') {
    if (!item.link) return null;
    return { ...element, properties: { ...properties, link: { kind: 'url', href: item.link } } };
  }
  const text = fieldText(item, field);
  // A content of pictures alone has no words, and is shown all the same.
  const pictures = field === 'content' && richPictures(item.content).length > 0;
  if (!text.trim() && !pictures) return null;
  if (field === 'content' && item.content) {
    contents.set(element.id, { rich: item.content });
  } else if (field === 'date' && item.date) {
    contents.set(element.id, {
      html: `<time datetime="${item.date}">${escapeHtml(text)}</time>`,
    });
  }
  return { ...element, content: text, properties };
}

/** Elements whose top is at or under `bottom` moved down by `by` (up when negative). */
function movedBelow(elements: EditorElement[], bottom: number, by: number): EditorElement[] {
  if (by === 0) return elements;
  return elements.map((element) => {
    const { y } = element.styles.position;
    if (y < bottom) return element;
    return {
      ...element,
      styles: { ...element.styles, position: { ...element.styles.position, y: y + by } },
    };
  });
}

/** How tall `text` is drawn in `element`'s box (generous: see EM_PER_CHAR). */
function textHeight(element: EditorElement, text: string): number {
  const { size, fontSize, padding } = element.styles;
  const lineHeight = element.properties.lineHeight ?? PAGE_LINE_HEIGHT;
  const width = size.width - 2 * padding;
  const lines = text.split('\n').reduce((n, line) => n + lineCount(line, fontSize, width), 0);
  return Math.ceil(lines * fontSize * lineHeight + 2 * padding);
}

/** The page of `item` drawn from `model`. */
function itemPage(
  site: SiteDocument,
  collection: Collection,
  item: CollectionItem,
  model: Page,
  picture?: PictureLookup,
  size: PictureSize | undefined = picture,
): ItemPage {
  const contents = new Map<string, ElementContent>();
  let elements = model.elements;
  // Top to bottom, each bound element takes its item's value; what is under it follows its new
  // height: a text grows to its words, the rich content to its blocks (shorter ones too), and an
  // element the item leaves empty gives its place to the next one.
  const bound = model.elements
    .filter((element) => element.properties.field !== undefined)
    .sort((a, b) => a.styles.position.y - b.styles.position.y);
  for (const original of bound) {
    const current = elements.find((e) => e.id === original.id)!;
    const { y } = current.styles.position;
    const bottom = y + current.styles.size.height;
    const next = filled(current, item, contents);
    if (next === null) {
      const below = elements.filter((e) => e.id !== current.id && e.styles.position.y >= bottom);
      const nextTop = Math.min(...below.map((e) => e.styles.position.y));
      elements = elements.filter((e) => e.id !== current.id);
      if (Number.isFinite(nextTop)) elements = movedBelow(elements, bottom, y - nextTop);
      continue;
    }
    let height = next.styles.size.height;
    if (next.type === 'text') {
      const given = contents.get(next.id);
      const rich = given !== undefined && 'rich' in given;
      const needed = rich
        ? richHeight(
            item,
            next.styles.size.width - 2 * next.styles.padding,
            next.styles.fontSize,
            next.properties.lineHeight ?? PAGE_LINE_HEIGHT,
            size,
          ) +
          2 * next.styles.padding
        : textHeight(next, next.content);
      height = rich ? needed : Math.max(height, needed);
    }
    const sized =
      height === next.styles.size.height
        ? next
        : { ...next, styles: { ...next.styles, size: { ...next.styles.size, height } } };
    elements = movedBelow(
      elements.map((e) => (e.id === current.id ? sized : e)),
      bottom,
      height - current.styles.size.height,
    );
  }
  const base = siteBaseUrl(site);
  const shown = item.image ?? item.images?.[0];
  const file = shown && picture ? picture(shown.assetId) : undefined;
  const image =
    base !== null && isExportablePicture(file) ? `${base}/${pictureFileName(file)}` : undefined;
  const description = (item.summary ?? richPlainText(item.content)).replace(/\s+/g, ' ').trim();
  const { collection: _model, ...rest } = model;
  void _model;
  return {
    collection,
    item,
    contents,
    page: {
      ...rest,
      id: itemPageId(item),
      name: item.title,
      slug: `${model.slug}/${item.slug}`,
      seo: {
        title: item.title,
        description:
          description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description,
        noindex: model.seo.noindex,
        ...(image ? { image } : {}),
      },
      elements,
    },
  };
}

/**
 * Every published item's page, collection by collection, newest article first. `picture`: the
 * export's stored pictures (the sharing picture's file, the size of those in rich content);
 * `size`, without it, the sizes the preview knows.
 */
export function itemPages(
  site: SiteDocument,
  picture?: PictureLookup,
  size: PictureSize | undefined = picture,
): ItemPage[] {
  const pages: ItemPage[] = [];
  for (const collection of collectionsOf(site)) {
    const model = modelPage(site, collection.id);
    if (!model) continue;
    for (const item of itemsInListOrder(collection)) {
      pages.push(itemPage(site, collection, item, model, picture, size));
    }
  }
  return pages;
}

/**
 * The page of the published item `itemId` alone (« Aperçu », once the sizes of the pictures in its
 * content are known), or undefined when no such item has a page.
 */
export function itemPageOf(
  site: SiteDocument,
  itemId: string,
  size?: PictureSize,
): ItemPage | undefined {
  for (const collection of collectionsOf(site)) {
    const item = collection.items.find((i) => i.id === itemId && !i.draft);
    const model = item && modelPage(site, collection.id);
    if (item && model) return itemPage(site, collection, item, model, undefined, size);
  }
  return undefined;
}

/**
 * `html`, a page written for the site's top folder, for a page one folder down: each relative
 * address of a link, a picture or a stylesheet gets `../` (an anchor on the page, an absolute
 * address and a `mailto:` or `tel:` stay).
 */
export function oneFolderDown(html: string): string {
  const relative = (url: string) => url !== '' && !/^(?:[a-z][a-z0-9+.-]*:|#|\/|\.\.\/)/i.test(url);
  return html
    .replace(/ (href|src)="([^"]*)"/g, (whole, name: string, url: string) =>
      relative(url) ? ` ${name}="../${url}"` : whole,
    )
    .replace(/ srcset="([^"]*)"/g, (_whole, list: string) => {
      const entries = list.split(', ').map((entry) => (relative(entry) ? `../${entry}` : entry));
      return ` srcset="${entries.join(', ')}"`;
    });
}
