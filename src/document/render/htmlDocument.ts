import { escapeHtml } from './escapeHtml';

/**
 * The HTML document around a rendered page (renderSite.ts): the exported file links its
 * stylesheet, the preview's, the miniatures' and the templates' `srcdoc` holds it inline. Kept
 * apart from the renderer so that inlining a page already rendered (a template's page,
 * features/templates/templateSrcDoc.ts) loads nothing else.
 */

/**
 * A whole HTML document titled `title` around `body`: its head holds `styles` (a link or a style
 * element, see `stylesheetLink` and `inlineStyle`).
 */
export function htmlDocument(title: string, styles: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '  <head>',
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    // Defence in depth: the page has no script, and says so to the browser.
    `    <meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'">`,
    '    <meta name="generator" content="Toile">',
    `    <title>${escapeHtml(title)}</title>`,
    // No icon file to ask the host for (a 404 the browser would log): an empty one, inline.
    '    <link rel="icon" href="data:,">',
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

/**
 * `html`, a document `htmlDocument` made with a stylesheet link, with `css` inlined in place of
 * the link: the document `htmlDocument` makes with `inlineStyle(css)`. The link is the first one
 * in the document (the title before it is escaped, so it holds no markup). Without a link, the
 * styles go at the end of the head.
 */
export function inlineStylesheet(html: string, css: string): string {
  const start = html.indexOf(LINK_START);
  const end = start === -1 ? -1 : html.indexOf(LINK_END, start);
  if (end !== -1) return `${html.slice(0, start)}${inlineStyle(css)}${html.slice(end + 2)}`;
  const head = html.indexOf('</head>');
  return head === -1
    ? `${inlineStyle(css)}\n${html}`
    : `${html.slice(0, head)}${inlineStyle(css)}\n${html.slice(head)}`;
}
