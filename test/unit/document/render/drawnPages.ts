import { sitePages } from '../../../../src/document/collections/collections';
import { renderSitePages } from '../../../../src/document/render/siteFiles';
import type { RenderOptions } from '../../../../src/document/render/renderPage';
import type { SiteDocument } from '../../../../src/document/types';

/**
 * Each page of a site as exported (`renderSitePages`), in a form that says what it draws and not
 * how its files spell it: its HTML with its elements' classes named in reading order (`n1`, `n2`…),
 * and the declarations that apply to each selector on each screen, `site.css` and the page's
 * stylesheet taken together in their order (a later one wins; a screen's declaration that a later
 * one for every screen beats is dropped, as the browser drops it). Z-indexes become their rank.
 * Two sites whose pages give the same drawn pages draw the same, wherever a rule is written.
 */
export interface DrawnPage {
  html: string;
  rules: Record<string, Record<string, string>>;
}

/** An element's or a group's class: `text-3`, `h-menu-1`, `f-group-2`. */
const ELEMENT_CLASS = /\b(?:[hf]-)?[a-z]+-\d+\b/g;
/** The same, tested once. */
const AN_ELEMENT_CLASS = /\b(?:[hf]-)?[a-z]+-\d+\b/;

/** Between a rule's context and its selector in a key. */
const SEP = '\u0001';

interface Declaration {
  value: string;
  order: number;
}

/** The rules of a stylesheet in our format, each `[context, selector, declarations]`. */
function parse(css: string): [string, string, string[]][] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@charset[^;]*;/g, '');
  const out: [string, string, string[]][] = [];
  const rules = (body: string, context: string) => {
    let at = 0;
    while (at < body.length) {
      const open = body.indexOf('{', at);
      if (open === -1) break;
      const prelude = body.slice(at, open).trim();
      if (prelude.startsWith('@media')) {
        let depth = 1;
        let i = open + 1;
        while (depth > 0 && i < body.length) {
          if (body[i] === '{') depth++;
          else if (body[i] === '}') depth--;
          i++;
        }
        rules(body.slice(open + 1, i - 1), prelude);
        at = i;
        continue;
      }
      const close = body.indexOf('}', open);
      const lines = body
        .slice(open + 1, close)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      out.push([context, prelude, lines]);
      at = close + 1;
    }
  };
  rules(text, 'desktop');
  return out;
}

function drawn(html: string, sheets: readonly string[]): DrawnPage {
  const names = new Map<string, string>();
  for (const [, classes] of html.matchAll(/class="([^"]*)"/g)) {
    for (const name of classes.split(' ')) {
      if (/^(?:[hf]-)?[a-z]+-\d+$/.test(name) && !names.has(name)) {
        names.set(name, `n${names.size + 1}`);
      }
    }
  }
  const rename = (text: string) => text.replace(ELEMENT_CLASS, (name) => names.get(name) ?? name);
  const merged = new Map<string, Map<string, Declaration>>();
  let order = 0;
  for (const sheet of sheets) {
    for (const [context, selector, lines] of parse(rename(sheet))) {
      // A rule of an element this page does not draw (another page's, in `site.css`).
      if (AN_ELEMENT_CLASS.test(selector)) continue;
      const key = `${context}${SEP}${selector}`;
      let declarations = merged.get(key);
      if (!declarations) merged.set(key, (declarations = new Map()));
      for (const line of lines) {
        const colon = line.indexOf(':');
        const property = /^[a-z-]+$/.test(line.slice(0, colon)) ? line.slice(0, colon) : line;
        declarations.set(property, { value: line, order: order++ });
      }
    }
  }
  // A screen's declaration beaten by a later one for every screen: not drawn.
  for (const [key, declarations] of merged) {
    const [context, selector] = key.split(SEP);
    if (context === 'desktop') continue;
    const always = merged.get(`desktop${SEP}${selector}`);
    for (const [property, { order: at }] of declarations) {
      if ((always?.get(property)?.order ?? -1) > at) declarations.delete(property);
    }
  }
  const zIndexes = [...merged]
    .filter(([key]) => key.startsWith(`desktop${SEP}`))
    .flatMap(([, d]) =>
      d.get('z-index') ? [Number.parseInt(d.get('z-index')!.value.slice(9))] : [],
    )
    .sort((a, b) => a - b);
  const rules: DrawnPage['rules'] = {};
  for (const [key, declarations] of merged) {
    const out: Record<string, string> = {};
    for (const [property, { value }] of declarations) {
      out[property] =
        property === 'z-index' && key.startsWith(`desktop${SEP}`)
          ? `z-index: ${zIndexes.indexOf(Number.parseInt(value.slice(9)))}`
          : value;
    }
    rules[key] = out;
  }
  return { html: rename(html), rules };
}

/** Each page of `site` as drawn, in the site's page order. */
export function drawnPages(site: SiteDocument, options: RenderOptions = {}): DrawnPage[] {
  const { siteCss, pages } = renderSitePages(site, options);
  return sitePages(site).map((page) => {
    const { html, css } = pages.get(page.id)!;
    return drawn(html, [siteCss, css]);
  });
}
