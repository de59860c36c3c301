import { escapeHtml } from './escapeHtml';
import { faviconSvgOf, siteInitial, svgDataUrl } from './favicon';

/**
 * The HTML document around a rendered page (renderSite.ts): the exported file links its
 * stylesheet, the preview's, the miniatures' and the templates' `srcdoc` holds it inline. Kept
 * apart from the renderer so that inlining a page already rendered (a template's page,
 * render/templateSrcDoc.ts) loads nothing else.
 */

/** What a document has besides its title, styles and body. */
export interface DocumentHead {
  /** `<html lang>`. */
  lang?: string;
  /**
   * The head's lines after the title, markup already escaped (seo.ts, `seoHead`). Without them,
   * an empty icon, inline: no icon file to ask the host for (a 404 the browser would log).
   */
  head?: readonly string[];
  /**
   * Where the page's forms may send (render/formMarkup.ts, `formActionSources`): the CSP's
   * `form-action` allows these and nothing else; none, 'none'.
   */
  formActions?: readonly string[];
}

const EMPTY_ICON = '    <link rel="icon" href="data:,">';

/**
 * The policy an exported page states (and, as a header, its host: features/export/hosts.ts): no
 * script, no plugin, no `<base>`, forms only to `formActions` (none: 'none').
 */
export function pagePolicy(formActions: readonly string[]): string {
  const formAction = formActions.length > 0 ? formActions.join(' ') : "'none'";
  return `script-src 'none'; object-src 'none'; base-uri 'none'; form-action ${formAction}`;
}

/**
 * A whole HTML document titled `title` around `body`: its head holds `head`'s lines, then
 * `styles` (a link or a style element, see `stylesheetLink` and `inlineStyle`).
 */
export function htmlDocument(
  title: string,
  styles: string,
  body: string,
  { lang = 'fr', head = [EMPTY_ICON], formActions = [] }: DocumentHead = {},
): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '  <head>',
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    // Defence in depth: the page has no script, and says so to the browser.
    `    <meta http-equiv="Content-Security-Policy" content="${pagePolicy(formActions.map(escapeHtml))}">`,
    '    <meta name="generator" content="Toile">',
    `    <title>${escapeHtml(title)}</title>`,
    ...head,
    styles,
    '  </head>',
    '  <body>',
    body,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

const LINK_START = '    <link rel="stylesheet" href="';
const LINK_END = '">\n';

/** The head's link to the page's stylesheet, `styles.css` or `styles-<slug>.css`. */
export function stylesheetLink(fileName: string): string {
  return `${LINK_START}${escapeHtml(fileName)}">`;
}

/**
 * The head's `<style>` holding `css`: the preview's and the miniatures' `srcdoc`. The CSS never
 * holds `<` (no text of the person reaches it), so it cannot close `<style>` early; the
 * replacement below keeps that true even if that ever changed.
 */
export function inlineStyle(css: string): string {
  return `    <style>\n${css.replace(/</g, '\\3c ')}    </style>`;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);

/** The head's icon link to a file (or an address): the line `seoHead` writes. */
const ICON_LINK = /^ {4}<link rel="icon" href="(?!data:)[^"]*"(?: type="[^"]*")?>$/m;
const THEME_COLOUR = /^ {4}<meta name="theme-color" content="(#[0-9A-F]{6})">$/m;
const SITE_NAME = /^ {4}<meta property="og:site_name" content="([^"]*)">$/m;

/**
 * `head` with its icon link to a file replaced by the site's generated icon as a `data:` URL (a
 * document with no files around it asks for nothing). The icon is the initial of the site's name
 * (`og:site_name`) on its main colour (`theme-color`), which the head holds: so a page rendered
 * once (a template's) inlines to the very document `renderSitePageInline` gives.
 */
function inlineIcon(head: string): string {
  const colour = THEME_COLOUR.exec(head)?.[1];
  if (!colour || !ICON_LINK.test(head)) return head;
  const name = unescapeHtml(SITE_NAME.exec(head)?.[1] ?? '');
  const href = escapeHtml(svgDataUrl(faviconSvgOf(siteInitial(name), colour)));
  return head.replace(ICON_LINK, () => `    <link rel="icon" href="${href}" type="image/svg+xml">`);
}

/**
 * `html`, a document `htmlDocument` made with stylesheet links, with `sheets` inlined in place of
 * its links, in order (the first link gets the first sheet…): the document `htmlDocument` makes
 * with `inlineStyle` of each, its icon a `data:` URL (`inlineIcon`). The links are the first ones
 * in the document (the title before them is escaped, so it holds no markup). Sheets left without
 * a link go at the end of the head.
 */
export function inlineStylesheets(html: string, sheets: readonly string[]): string {
  const headEnd = html.indexOf('</head>');
  let out = headEnd === -1 ? html : inlineIcon(html.slice(0, headEnd)) + html.slice(headEnd);
  let from = 0;
  const left: string[] = [];
  for (const css of sheets) {
    const start = out.indexOf(LINK_START, from);
    const end = start === -1 ? -1 : out.indexOf(LINK_END, start);
    if (end === -1) {
      left.push(css);
      continue;
    }
    const style = inlineStyle(css);
    out = `${out.slice(0, start)}${style}${out.slice(end + 2)}`;
    from = start + style.length;
  }
  if (left.length === 0) return out;
  const styles = left.map((css) => `${inlineStyle(css)}\n`).join('');
  const head = out.indexOf('</head>');
  return head === -1 ? `${styles}${out}` : `${out.slice(0, head)}${styles}${out.slice(head)}`;
}

/** `inlineStylesheets` of one stylesheet. */
export function inlineStylesheet(html: string, css: string): string {
  return inlineStylesheets(html, [css]);
}
