import { fr } from '../../i18n/fr';
import { modelPage } from '../collections/collections';
import {
  CARD,
  PAGER_HEIGHT,
  cardOf,
  listItems,
  listPageCount,
  type Card,
} from '../collections/list';
import type { PageAddresses } from '../site';
import type { EditorElement, ItemPicture, SiteDocument } from '../types';
import { cssRule } from './css';
import { escapeHtml } from './escapeHtml';
import {
  FIRST_SCREEN_HEIGHT,
  isExportablePicture,
  pictureFileName,
  type PictureLookup,
} from './pictureFiles';

/**
 * A « Liste » in the exported page (document/collections/list.ts): a list of cards, each a link to
 * its item's page (`articles/<slug>.html`, from the site's top folder: item pages and the list's
 * next pages are written one folder down, itemPages.ts `oneFolderDown`), and, on a list that shows
 * them all, links to its previous and next pages (`articles/page-2.html`). Every text is escaped.
 */

/** Which page of which list is being written: a list's next pages are copies of its page. */
export interface ListPage {
  collection: string;
  /** From 2. */
  number: number;
  /** The address of the page the list is on (its first page). */
  first: string;
}

export interface ListContext {
  site?: Partial<Pick<SiteDocument, 'collections' | 'pages'>>;
  addresses?: PageAddresses;
  picture?: PictureLookup;
  assetUrl?: (id: string) => string | undefined;
  /** The level of the cards' titles (2 to 4): one under the heading before the list. */
  level: number;
  listPage?: ListPage;
}

/** An item's page, or the list's page `n`, from the site's top folder. */
const address = (folder: string, name: string, addresses: PageAddresses | undefined) =>
  `${folder}/${name}${addresses === 'clean' ? '' : '.html'}`;

function pictureHtml(picture: ItemPicture, context: ListContext, lazy: boolean): string {
  const file = context.picture?.(picture.assetId);
  const alt = ` alt="${escapeHtml(picture.alt)}"`;
  const loading = lazy ? ' loading="lazy"' : '';
  if (isExportablePicture(file)) {
    const src = pictureFileName(file);
    const srcset = file.phone
      ? ` srcset="${pictureFileName(file, 'phone')} ${file.phone.width}w, ${src} ${file.width}w"` +
        ` sizes="(max-width: 599px) 100vw, ${CARD.minWidth * 2}px"`
      : '';
    const size = ` width="${Math.round(file.width)}" height="${Math.round(file.height)}"`;
    return `<img class="card-picture" src="${src}"${srcset}${size}${alt}${loading}>`;
  }
  const url = context.assetUrl?.(picture.assetId);
  return url ? `<img class="card-picture" src="${escapeHtml(url)}"${alt}${loading}>` : '';
}

function cardHtml(card: Card, href: string | null, context: ListContext, lazy: boolean): string {
  const picture = card.picture ? pictureHtml(card.picture, context, lazy) : '';
  const meta = card.meta
    ? card.datetime
      ? `<p class="card-meta"><time datetime="${card.datetime}">${escapeHtml(card.meta)}</time></p>`
      : `<p class="card-meta">${escapeHtml(card.meta)}</p>`
    : '';
  const h = `h${context.level}`;
  const title = `<${h} class="card-title">${escapeHtml(card.title)}</${h}>`;
  const text = card.text ? `<p class="card-text">${escapeHtml(card.text)}</p>` : '';
  const inner = `${picture}<div class="card-body">${meta}${title}${text}</div>`;
  const body = href ? `<a class="card-link" href="${escapeHtml(href)}">${inner}</a>` : inner;
  return `<li class="card">${body}</li>`;
}

/** The list's cards (and its pager), inside its box. */
export function listContent(element: EditorElement, context: ListContext): string {
  const settings = element.properties?.list;
  const site = context.site ?? {};
  const number =
    context.listPage && context.listPage.collection === settings?.collection
      ? context.listPage.number
      : 1;
  const { collection, items } = listItems(site, settings, number);
  if (!collection || !settings || items.length === 0) return '';
  const model = site.pages ? modelPage({ pages: site.pages }, collection.id) : undefined;
  const folder = model?.slug;
  const lazy = Number(element.styles?.position?.y) >= FIRST_SCREEN_HEIGHT;
  const cards = items.map((item) =>
    cardHtml(
      cardOf(collection.kind, item),
      folder ? address(folder, item.slug, context.addresses) : null,
      context,
      lazy,
    ),
  );
  let html = `<ul class="cards">${cards.join('')}</ul>`;
  const pages = listPageCount(collection, settings);
  if (folder && pages > 1) {
    const t = fr.export.list;
    const links: string[] = [];
    if (number > 1) {
      const previous =
        number === 2 && context.listPage
          ? context.listPage.first
          : address(folder, `page-${number - 1}`, context.addresses);
      links.push(`<a class="pager-link" href="${escapeHtml(previous)}">${t.previous}</a>`);
    }
    if (number < pages) {
      const next = address(folder, `page-${number + 1}`, context.addresses);
      links.push(`<a class="pager-link" href="${escapeHtml(next)}">${t.next}</a>`);
    }
    html += `<nav class="pager" aria-label="${escapeHtml(t.pages(collection.name))}">${links.join('')}</nav>`;
  }
  return html;
}

/** A list's cards in its colours: its background and corners are its cards'. */
export function listCardRule(className: string, background: string, radius: number): string {
  return cssRule(
    `.${className} .card`,
    `background: ${background};\n  border-radius: ${Math.max(0, Math.round(radius))}px;`,
  );
}

/**
 * The lists' rules, on the sites that have one: cards side by side as wide as their list allows
 * (at least 280 px each: one column on a phone), each as tall as its words (its title and text
 * are short enough for the room the canvas keeps, list.ts `CARD`), its picture across its top; a
 * card is one link, which shows its focus. Words wrap as text does, never cut nor hidden.
 */
export const LIST_RULES: readonly string[] = [
  cssRule(
    '.cards',
    `display: grid;\n  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${CARD.minWidth}px), 1fr));\n  gap: ${CARD.gap}px;\n  margin: 0;\n  padding: 0;\n  list-style: none;\n  white-space: normal;`,
  ),
  cssRule('.card', 'overflow: hidden;\n  min-width: 0;'),
  cssRule(
    '.card-link',
    'display: block;\n  height: 100%;\n  color: inherit;\n  text-decoration: none;',
  ),
  cssRule('.card-link:focus-visible', 'outline: 3px solid #1D4ED8;\n  outline-offset: 2px;'),
  cssRule(
    '.card-picture',
    `display: block;\n  width: 100%;\n  height: ${CARD.picture}px;\n  object-fit: cover;`,
  ),
  cssRule('.card-body', `padding: ${CARD.padding}px;`),
  cssRule('.card-meta', 'margin: 0 0 6px;\n  font-size: 1em;'),
  cssRule('.card-title', 'margin: 0 0 8px;\n  font-size: 1.25em;\n  line-height: 1.25;'),
  cssRule('.card-text', 'margin: 0;\n  line-height: 1.5;'),
  cssRule(
    '.pager',
    `display: flex;\n  gap: 24px;\n  justify-content: center;\n  align-items: center;\n  min-height: ${PAGER_HEIGHT}px;`,
  ),
  cssRule(
    '.pager-link',
    'display: inline-flex;\n  align-items: center;\n  min-height: 44px;\n  color: inherit;\n  text-decoration: underline;',
  ),
];
