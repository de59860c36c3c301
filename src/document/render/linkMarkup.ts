import { fr } from '../../i18n/fr';
import { sitePages } from '../collections/collections';
import { linkHref } from '../links';
import { pageAddress, type PageAddresses } from '../site';
import { SLUG_PATTERN } from '../slug';
import type { Link, Page, SiteDocument } from '../types';
import { cssRule } from './css';
import { escapeHtml } from './escapeHtml';

/**
 * Links and menus in the exported page: a linked button, picture or text becomes a real `<a>`,
 * a « Menu » lists the site's pages. Addresses come from `linkHref` (links.ts), which refuses
 * anything but the site's pages and anchors, http(s), mailto and tel; every attribute is escaped.
 */

/** What a page needs of its site to write its links: the pages, the home page, itself. */
export interface LinkContext {
  site?: Pick<SiteDocument, 'pages' | 'homePageId'>;
  /** The page being written: its own anchors are `#anchor`, its menu item is the current one. */
  pageId?: string;
  /** How pages name each other (site.ts, `PageAddresses`): their files by default. */
  addresses?: PageAddresses;
}

/** The attributes of an `<a>` for `link` (` href="…"`, and `target`, `rel`), or null if broken. */
export function linkAttributes(link: Link | undefined, context: LinkContext): string | null {
  if (!link || !context.site) return null;
  const href = linkHref(link, context.site, context.addresses);
  if (href === null) return null;
  const here = link.kind === 'anchor' && link.pageId === context.pageId;
  let attributes = ` href="${escapeHtml(here ? `#${link.anchor}` : href)}"`;
  if ('newTab' in link && link.newTab) {
    // The new tab gets no hold on this one (window.opener) and learns nothing of where it came from.
    attributes += ' target="_blank" rel="noopener noreferrer"';
  }
  return attributes;
}

/**
 * Words for a link that holds nothing to read (a picture without alternative text): where it
 * goes, so a screen reader says more than « lien ».
 */
export function linkDestinationName(link: Link, site: LinkContext['site']): string {
  switch (link.kind) {
    case 'page':
    case 'anchor':
      return site?.pages.find((p) => p.id === link.pageId)?.name ?? '';
    case 'url':
      try {
        return new URL(link.href).hostname;
      } catch {
        return link.href;
      }
    case 'email':
      return link.address;
    case 'phone':
      return link.number;
  }
}

/** The `id` attribute of an element that links can target, if its anchor is a valid one. */
export function anchorAttribute(anchor: unknown, taken: Set<string>): string {
  if (typeof anchor !== 'string' || !SLUG_PATTERN.test(anchor) || taken.has(anchor)) return '';
  taken.add(anchor);
  return ` id="${anchor}"`;
}

function menuList(className: string, pages: readonly Page[], context: LinkContext): string {
  const site = context.site!;
  const items = pages.map((page) => {
    const current = page.id === context.pageId ? ' aria-current="page"' : '';
    const href = escapeHtml(pageAddress(site, page, context.addresses));
    return `<li><a href="${href}"${current}>${escapeHtml(page.name)}</a></li>`;
  });
  return `<ul class="${className}">${items.join('')}</ul>`;
}

/**
 * A « Menu »: the site's pages in their order, the current one marked. Written twice: a bar
 * (Ordinateur, Tablette) and a `<details>` folded under a « Menu » button (Mobile), which opens
 * and closes without any script; the stylesheet shows one of them per screen.
 */
export function menuContent(context: LinkContext): string {
  const pages = context.site ? sitePages(context.site) : [];
  const t = fr.editor.menu;
  const bar = menuList('menu-bar', pages, context);
  const fold = `<details class="menu-fold"><summary>${escapeHtml(t.toggle)}</summary>${menuList('menu-items', pages, context)}</details>`;
  return `${bar}${fold}`;
}

/** The nav's accessible name. */
export const MENU_LABEL = fr.editor.menu.navLabel;

/** The menus' rules on Ordinateur and Tablette: the bar, its items side by side. */
export const MENU_RULES: readonly string[] = [
  cssRule(
    '.menu-bar',
    [
      'display: flex;',
      'flex: 1;',
      'flex-wrap: wrap;',
      'align-items: center;',
      'justify-content: inherit;',
      'gap: 4px 24px;',
      'margin: 0;',
      'padding: 0;',
      'list-style: none;',
    ].join('\n  '),
  ),
  // An item stays whole: a page's name (« Rendez-vous ») never breaks; the bar wraps between items.
  cssRule('.menu-bar a', 'white-space: nowrap;'),
  cssRule(
    '.menu-bar a,\n.menu-items a',
    [
      'display: inline-flex;',
      'align-items: center;',
      'min-height: 24px;',
      'color: inherit;',
      'text-decoration: none;',
    ].join('\n  '),
  ),
  cssRule(
    '.menu-bar a[aria-current="page"],\n.menu-items a[aria-current="page"],\n.menu-bar a:hover,\n.menu-items a:hover',
    'text-decoration: underline;\n  text-underline-offset: 0.3em;',
  ),
  cssRule('.menu-fold', 'display: none;'),
];

/** The three bars of the « Menu » button, as a CSS background (the canvas draws the same). */
export const MENU_ICON = [
  'linear-gradient(currentColor 0 0) top / 100% 2px no-repeat',
  'linear-gradient(currentColor 0 0) center / 100% 2px no-repeat',
  'linear-gradient(currentColor 0 0) bottom / 100% 2px no-repeat',
].join(', ');

/** On phones: the bar gives way to the folded menu, each item a finger's target. */
export const MENU_PHONE_RULES: readonly string[] = [
  cssRule('.menu-bar', 'display: none;'),
  cssRule('.menu-fold', 'display: block;\n  width: 100%;'),
  cssRule(
    '.menu-fold > summary',
    [
      'display: flex;',
      'align-items: center;',
      'gap: 8px;',
      'width: fit-content;',
      'min-height: 44px;',
      'padding: 0 12px;',
      'border: 1px solid currentColor;',
      'border-radius: 8px;',
      'cursor: pointer;',
      'list-style: none;',
    ].join('\n  '),
  ),
  cssRule('.menu-fold > summary::-webkit-details-marker', 'display: none;'),
  // Three bars drawn in the text's colour: the usual sign of a menu, with no text to read.
  cssRule(
    '.menu-fold > summary::before',
    ['content: "";', 'width: 18px;', 'height: 14px;', `background: ${MENU_ICON};`].join('\n  '),
  ),
  cssRule('.menu-items', 'margin: 8px 0 0;\n  padding: 0;\n  list-style: none;'),
  cssRule('.menu-items a', 'display: flex;\n  min-height: 44px;'),
];

/**
 * How far a text's link reaches above and below its words on Tablette and Mobile, without moving
 * anything (a padding its negative margin takes back): a line of 16 px text becomes a target of
 * 47 px, of 14 px text 45 px, a finger's (44 px), where WCAG 2.2 asks 24 (2.5.8).
 */
export const TEXT_LINK_REACH = 14;

/** The class of a text whose words are a link: on touch screens its box lets the reach out. */
export const TEXT_LINK_HOLDER = 'link-holder';

/**
 * On touch screens, a text's link reaches beyond its words (TEXT_LINK_REACH), within the width
 * of its text (its words fitted to it: render/renderPage.ts); the text's box, as tall as its
 * words there, does not clip the reach, which a finger then could not touch.
 */
export const TEXT_LINK_TOUCH_RULES: readonly string[] = [
  cssRule(`.el.${TEXT_LINK_HOLDER}`, 'overflow: visible;'),
  cssRule(
    '.el > a.text-link',
    [
      'display: inline-block;',
      'max-width: 100%;',
      `padding: ${TEXT_LINK_REACH}px 0;`,
      `margin: -${TEXT_LINK_REACH}px 0;`,
    ].join('\n  '),
  ),
];

/** The rule that shows a text's link as one (underlined, in the text's colour). */
export const TEXT_LINK_RULE = cssRule(
  '.el > a.text-link',
  'color: inherit;\n  text-decoration: underline;\n  text-underline-offset: 0.15em;',
);
