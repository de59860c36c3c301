import { shownElements } from '../lockHide';
import { richHtml, type RichFigure } from '../collections/richHtml';
import type { ElementContent } from './itemPages';
import { elementBottom, elementTypography } from '../style/elementBoxStyle';
import { fittedFontSize, type WordMeasure } from '../fonts/fitWords';
import { PLACEHOLDER_IMAGE } from '../placeholderImage';
import { safeImageSource } from '../validate/safeStyles';
import {
  HEADING_LEVELS,
  OVERRIDE_SCREENS,
  type EditorElement,
  type ElementType,
  type HeadingLevel,
  type OverrideScreen,
  type SiteDocument,
} from '../types';
import { fr } from '../../i18n/fr';
import type { PageAddresses } from '../site';
import { cssDeclarationList, cssDeclarations, cssRule } from './css';
import { escapeHtml } from './escapeHtml';
import { pageLayout, type LayoutNode } from '../layout/flowLayout';
import { desktopStyle, screenStyles } from '../layout/screenStyles';
import { SCREEN_MEDIA } from '../layout/screens';
import {
  FIRST_SCREEN_HEIGHT,
  isExportablePicture,
  pictureFileName,
  type ExportPicture,
  type PictureLookup,
} from './pictureFiles';
import {
  anchorAttribute,
  linkAttributes,
  linkDestinationName,
  MENU_LABEL,
  menuContent,
  TEXT_LINK_HOLDER,
  type LinkContext,
} from './linkMarkup';
import { formAccentRule, formAttributes, formContent } from './formMarkup';
import { listCardRule, listContent, type ListContext, type ListPage } from './listMarkup';
import {
  colorValue,
  FLOW_SHARED,
  mediaBlock,
  SITE_STYLESHEET,
  siteSheet,
  textClassOf,
  type SiteSheet,
} from './siteStylesheet';

/**
 * The one page renderer: a pure function from a page's elements to HTML and CSS, used by
 * the export, the preview and the projects' miniatures through the site's functions (renderSite.ts). Nothing a person typed ever reaches the
 * CSS (class names are made here, values are validated by `elementBoxStyle`), and every text and
 * attribute of the HTML is escaped, so the output is inert whatever the document holds.
 */

export interface RenderedPage {
  /** The page's markup, the content of `<body>`. */
  html: string;
  /** The page's own stylesheet (`styles.css`): its height, then one rule per element. */
  css: string;
  /** The stylesheet every page of the site shares (`site.css`, siteStylesheet.ts), before it. */
  siteCss: string;
  /**
   * The rules of the site's shared parts' elements, as the page writes them, and the page's
   * stylesheet without what `site.css` already says of them: what the export writes once
   * (siteFiles.ts, `renderSitePages`). Only for a page showing a shared part.
   */
  parts?: { rules: readonly PartRule[]; css: (written: WrittenRules) => string };
}

/**
 * A rule of an element of the site's header or footer (or of a group of them) on one page: its
 * class (`h-text-1`, `f-footer-1`: the same on every page showing the part), the screen it is for
 * (`desktop`, `tablet`, `phone`, or `accent` for a form's button), its declarations.
 */
export interface PartRule {
  name: string;
  screen: 'desktop' | OverrideScreen | 'accent';
  /** `property: value;` each; for `accent`, the whole rule as one. */
  declarations: readonly string[];
}

/** What `site.css` says of the shared parts' rules: by `name screen`, its declarations. */
export type WrittenRules = ReadonlyMap<string, ReadonlySet<string>>;

/** The key of a part rule in `WrittenRules`. */
export const partRuleKey = (rule: Pick<PartRule, 'name' | 'screen'>) =>
  `${rule.name} ${rule.screen}`;

/** The ids of the site's header's and footer's elements drawn on the page (sharedParts.ts). */
export interface PartIds {
  header: ReadonlySet<string>;
  footer: ReadonlySet<string>;
}

/**
 * Where a footer's z-order starts: above every element of the page's own (their z-index is their
 * place in the page), whatever page it is drawn on, so that its rules are the same on every page.
 */
const FOOTER_LAYER = 10_000;

export interface RenderOptions {
  /**
   * The site the page belongs to: its links to other pages and its menus need it, its theme gives
   * the fonts of headings and text. Without it (a page on its own), links are not written, menus
   * are empty and the site's fonts are the system font.
   */
  site?: NonNullable<LinkContext['site']> &
    Partial<Pick<SiteDocument, 'theme' | 'styles' | 'collections'>>;
  /**
   * The address of a font file in the `@font-face` rules (document/fonts/fontCss.ts): by default
   * `fonts/<file>`, the exported site's; the app's own asset address for a `srcdoc` document.
   */
  fontUrl?: (file: string) => string;
  /** The page's title when the project has no name. */
  untitled?: string;
  /**
   * Scale the 1,152 px page down to narrower windows (the default: the export, the preview,
   * the miniatures). False for a page only ever shown 1,152 px wide (a template's sample page,
   * drawn in frames of that width): its stylesheet then needs no container query, which the W3C
   * Nu checker's CSS validator does not know yet.
   */
  fitToWindow?: boolean;
  /**
   * The address of a stored picture (an image's `assetId`, docs/decisions.md « Pictures »): the
   * canvas's object URL for the preview, a file of the export. Without it, or when it knows no
   * such picture, the image shows the default picture: a `blob:` address never reaches a file.
   */
  assetUrl?: (id: string) => string | undefined;
  /**
   * The export's stored pictures (pictureFiles.ts): an image showing one gets its file, its phone
   * variant in a `srcset`, its width and height. Wins over `assetUrl`.
   */
  picture?: PictureLookup;
  /**
   * The site's word measure (document/fonts/wordMeasure.ts, in the site's fonts): with it, a text
   * whose widest word is longer than its box is made smaller, on every screen, so that no word
   * breaks (the export, the preview). Without it (a project's miniature, a sample page shown at
   * one width), sizes are the document's.
   */
  wordMeasure?: WordMeasure;
  /**
   * How the pages name each other (document/site.ts, `PageAddresses`): by their files (the
   * default: the preview, a folder opened from the disk) or by clean addresses (a host that
   * serves them: the export for Apache, Netlify, GitHub Pages or nginx).
   */
  addresses?: PageAddresses;
  /**
   * HTML written in an element's place instead of its escaped words, by element id: an item page's
   * rich content and date (itemPages.ts).
   */
  contents?: ReadonlyMap<string, ElementContent>;
  /** A list's next page (listMarkup.ts): the page is written with that list at that page. */
  listPage?: ListPage;
}

/** Element type → HTML tag of the exported page. */
const TAGS: Record<ElementType, string> = {
  text: 'p',
  image: 'div',
  button: 'button',
  container: 'div',
  header: 'header',
  footer: 'footer',
  menu: 'nav',
  form: 'form',
  list: 'div',
};

/** The height of the page: down to the lowest element's bottom edge. */
export function pageHeight(elements: readonly EditorElement[]): number {
  let bottom = 0;
  for (const element of elements) bottom = Math.max(bottom, elementBottom(element));
  return bottom;
}

type Skip = (property: string, value: unknown) => boolean;
const sharedBy =
  (shared: object): Skip =>
  (property, value) =>
    (shared as Record<string, unknown>)[property] === value;
const isFlowShared = sharedBy(FLOW_SHARED);

/**
 * An address as a valid URL in the page: the characters URLs may not hold raw (spaces, quotes,
 * angle brackets… in a pasted or older `data:` picture) percent-encoded, which browsers decode
 * back to the same picture. The W3C Nu checker refuses them raw.
 */
function urlInAttribute(url: string): string {
  return url.replace(
    /[\s"<>\\^`{|}]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** A text's tag: its « Niveau » (p, h1, h2, h3), p for anything else (an older or odd file). */
function headingLevel(properties: EditorElement['properties'] | undefined): HeadingLevel {
  const level = properties?.level;
  return (HEADING_LEVELS as readonly unknown[]).includes(level) ? (level as HeadingLevel) : 'p';
}

/** ` loading="lazy"` for a picture below the first screen (pictureFiles.ts). */
function lazy(element: EditorElement): string {
  const top = Number(element.styles?.position?.y);
  return Number.isFinite(top) && top >= FIRST_SCREEN_HEIGHT ? ' loading="lazy"' : '';
}

/**
 * A stored picture as the export writes it: its file, its phone variant for narrow windows (a
 * phone shows it across its width), its size (so the page keeps its room while it loads).
 */
function pictureTag(file: ExportPicture, alt: string, element: EditorElement): string {
  const src = pictureFileName(file);
  let srcset = '';
  if (file.phone) {
    const designWidth = Math.max(1, Math.round(Number(element.styles?.size?.width) || 0));
    srcset =
      ` srcset="${pictureFileName(file, 'phone')} ${file.phone.width}w, ${src} ${file.width}w"` +
      ` sizes="(max-width: 599px) 100vw, ${designWidth}px"`;
  }
  const size = ` width="${Math.round(file.width)}" height="${Math.round(file.height)}"`;
  return `<img src="${src}"${srcset}${size} alt="${escapeHtml(alt)}"${lazy(element)}>`;
}

/** A picture by its address (the preview's object URL, a typed or default picture). */
const addressTag = (url: string, alt: string, element: EditorElement) =>
  `<img src="${escapeHtml(urlInAttribute(url))}" alt="${escapeHtml(alt)}"${lazy(element)}>`;

/**
 * How a picture inside an element's rich content is written: the export's file as any stored
 * picture (its phone variant, its size), else the preview's address; one this browser does not
 * hold is left out (a default picture would say something the item does not).
 */
function richFigure(
  element: EditorElement,
  assetUrl: RenderOptions['assetUrl'],
  picture: PictureLookup | undefined,
): RichFigure {
  return ({ assetId, alt }) => {
    const file = picture?.(assetId);
    if (isExportablePicture(file)) return `<figure>${pictureTag(file, alt, element)}</figure>`;
    const url = assetUrl?.(assetId);
    if (url === undefined) return '';
    return `<figure>${addressTag(url, alt, element)}</figure>`;
  };
}

/** The element's opening tag and content; its children and its closing tag follow. */
function openElement(
  element: EditorElement,
  className: string,
  inLandmark: boolean,
  context: LinkContext,
  anchors: Set<string>,
  assetUrl?: RenderOptions['assetUrl'],
  picture?: PictureLookup,
  given?: ElementContent,
  list?: ListContext,
): [string, string] {
  const classes = `el ${className}`;
  const properties = element.properties ?? {};
  const id = anchorAttribute(properties.anchor, anchors);
  if (given && element.type === 'text') {
    if ('rich' in given) {
      const html = richHtml(given.rich, '', richFigure(element, assetUrl, picture));
      return [`<article class="${classes} rich"${id}>${html}`, '</article>'];
    }
    const tag = headingLevel(properties);
    return [`<${tag} class="${classes}"${id}>${given.html}`, `</${tag}>`];
  }
  const canLink = element.type === 'text' || element.type === 'button' || element.type === 'image';
  const link = canLink ? linkAttributes(properties.link, context) : null;
  if (element.type === 'image') {
    // A refused or empty address shows the default picture, as the canvas does.
    // A stored picture: its address from `assetUrl`, else the default picture (never `content`).
    const assetId = typeof properties.assetId === 'string' ? properties.assetId : undefined;
    const file = assetId === undefined ? undefined : picture?.(assetId);
    const stored = assetId === undefined ? undefined : (assetUrl?.(assetId) ?? PLACEHOLDER_IMAGE);
    const alt = typeof properties.alt === 'string' ? properties.alt : '';
    const img = isExportablePicture(file)
      ? pictureTag(file, alt, element)
      : addressTag(stored ?? safeImageSource(element.content) ?? PLACEHOLDER_IMAGE, alt, element);
    if (link === null) return [`<div class="${classes}"${id}>${img}`, '</div>'];
    // A linked picture with nothing to read is named by where it leads.
    const name = alt ? '' : linkDestinationName(properties.link!, context.site);
    const label = name ? ` aria-label="${escapeHtml(name)}"` : '';
    return [`<a class="${classes}"${id}${link}${label}>${img}`, '</a>'];
  }
  const content = typeof element.content === 'string' ? escapeHtml(element.content) : '';
  if (element.type === 'menu') {
    const label = ` aria-label="${escapeHtml(MENU_LABEL)}"`;
    return [`<nav class="${classes}"${id}${label}>${menuContent(context)}`, '</nav>'];
  }
  if (element.type === 'form') {
    const form = `<form class="${classes}"${id}${formAttributes(element)}>`;
    return [`${form}${formContent(element, className)}`, '</form>'];
  }
  if (element.type === 'list') {
    const cards = list ? listContent(element, list) : '';
    return [`<div class="${classes}"${id}>${cards}`, '</div>'];
  }
  if (element.type === 'button' && link !== null) {
    return [`<a class="${classes}"${id}${link}>${content}`, '</a>'];
  }
  // HTML allows no header or footer inside another: one drawn inside a header is a plain box.
  const landmark = element.type === 'header' || element.type === 'footer';
  const level = element.type === 'text' ? headingLevel(properties) : null;
  const tag = level ?? (landmark && inLandmark ? 'div' : (TAGS[element.type] ?? 'div'));
  if (link !== null) {
    // A linked text keeps its level (a heading stays a heading), its words are the link.
    return [
      `<${tag} class="${classes} ${TEXT_LINK_HOLDER}"${id}><a class="text-link"${link}>${content}</a>`,
      `</${tag}>`,
    ];
  }
  const type = element.type === 'button' ? ' type="button"' : '';
  return [`<${tag} class="${classes}"${id}${type}>${content}`, `</${tag}>`];
}

/**
 * The page's markup and styles. The markup follows the page's reading tree (flowLayout.ts): an
 * element inside another is inside it in the HTML, and the order of the HTML is the order a person
 * reads the page in. Ordinateur's rules place every element where the canvas draws it, with its
 * z-order; `@media` rules lay the same markup out for Tablette and Mobile (screenStyles.ts). What
 * every page shares is in the site's stylesheet (siteStylesheet.ts, `sheet`: the site's, else the
 * page's own as a site of one page), which the page's follows in the document.
 */
export function renderPage(
  page: { readonly elements: readonly EditorElement[]; readonly id?: string },
  {
    fitToWindow = true,
    site,
    assetUrl,
    fontUrl,
    picture,
    wordMeasure: measure,
    sheet: given,
    parts,
    addresses,
    contents,
    listPage,
  }: Pick<
    RenderOptions,
    | 'fitToWindow'
    | 'site'
    | 'assetUrl'
    | 'fontUrl'
    | 'picture'
    | 'wordMeasure'
    | 'addresses'
    | 'contents'
    | 'listPage'
  > & { sheet?: SiteSheet; parts?: PartIds } = {},
): RenderedPage {
  const context: LinkContext = { site, pageId: page.id, addresses };
  const theme = site?.theme;
  const sheet =
    given ?? siteSheet({ theme, styles: site?.styles, pages: [page] }, { fitToWindow, fontUrl });
  const isShared: Skip = sharedBy(sheet.shared);
  const anchors = new Set<string>();
  // A hidden element (« Masquer ») is not in the page at all.
  const elements = shownElements(Array.isArray(page.elements) ? page.elements : []).map(
    (element): EditorElement =>
      element.type in TAGS ? element : { ...element, type: 'container' as ElementType },
  );
  // A shared part's element is named within its part (`h-…`, `f-…`), the same on every page.
  const prefixOf = (element: EditorElement | null): string =>
    !element || !parts
      ? ''
      : parts.header.has(element.id)
        ? 'h-'
        : parts.footer.has(element.id)
          ? 'f-'
          : '';
  const counts = new Map<string, number>();
  const named = (base: string) => {
    const n = (counts.get(base) ?? 0) + 1;
    counts.set(base, n);
    return `${base}-${n}`;
  };
  const classNames = elements.map((element) => named(`${prefixOf(element)}${element.type}`));
  const firstFooter = parts ? elements.findIndex((element) => parts.footer.has(element.id)) : -1;
  const root = pageLayout(elements);
  /** The part of a node and everything in it, `null` when they are not all of one (memoized). */
  const nodeParts = new Map<LayoutNode, string | null>();
  const partOfNode = (node: LayoutNode): string | null => {
    let part = nodeParts.get(node);
    if (part !== undefined) return part;
    part = node.element ? prefixOf(node.element) : undefined;
    for (const child of node.children) {
      const inner = partOfNode(child);
      part = part === undefined || part === inner ? inner : null;
      if (part === null) break;
    }
    part ??= '';
    nodeParts.set(node, part);
    return part;
  };
  const groupPrefix = (node: LayoutNode): string => partOfNode(node) ?? '';
  const flow = fitToWindow
    ? OVERRIDE_SCREENS.map((screen) => ({ screen, styles: screenStyles(root, screen, measure) }))
    : [];
  const names = new Map<LayoutNode, string>();
  /** The classes of the shared parts' elements and groups. */
  const partNames = new Set<string>();
  /** A shared part's rule, kept apart as well as in its place among the page's. */
  const partRule = (name: string, screen: PartRule['screen'], declarations: string[]) => {
    const rule: PartRule = { name, screen, declarations };
    partRules.push(rule);
    return rule;
  };
  /** The nodes of texts that follow a style and whose size is the style's on every screen. */
  const styleSized = new Set<LayoutNode>();
  const markup: string[] = [];
  /** The level of the last heading written (reading order): a list's card titles go one under. */
  let lastHeading = 0;
  /** The page's rules; a shared part's are kept apart, to be written once (`WrittenRules`). */
  const partRules: PartRule[] = [];
  const rules: (string | PartRule)[] = [
    `@charset "UTF-8";\n/* ${fr.export.cssIntro(SITE_STYLESHEET)} */`,
    // The page's height: the shared rules of `.page-frame` and `.page` use it.
    cssRule('.page-frame', `--page-height: ${pageHeight(elements)}px;`),
  ];
  const write = (
    node: LayoutNode,
    parent: LayoutNode | null,
    indent: string,
    inLandmark = false,
  ) => {
    const { element } = node;
    if (!element) {
      const prefix = parts ? groupPrefix(node) : '';
      const name = named(`${prefix}group`);
      if (prefix) partNames.add(name);
      names.set(node, name);
      markup.push(`${indent}<div class="group ${name}">`);
      for (const child of node.children) write(child, parent, `${indent}  `, inLandmark);
      markup.push(`${indent}</div>`);
      return;
    }
    const name = classNames[node.index];
    names.set(node, name);
    const inPart = prefixOf(element) !== '';
    if (inPart) partNames.add(name);
    // The layout's box styles know no site: the element's font is the site's (elementTypography).
    const desktop: ReturnType<typeof desktopStyle> = {
      ...desktopStyle(node, parent?.element ?? null, parent?.style),
      ...elementTypography(element, theme),
    };
    // A box holding others lays its own words out as a column: the white space between its
    // children's tags (the markup's indentation) is then not drawn, where its `pre-wrap` would
    // make lines of it below its words (a taller content than its box).
    if (node.children.length > 0 && desktop.display === 'block') {
      Object.assign(desktop, { display: 'flex', flexDirection: 'column' });
    }
    // A word longer than its box: the text smaller, never a word cut (overflow-wrap: normal).
    if (measure && node.children.length === 0) {
      const inner = desktop.width - 2 * desktop.padding;
      desktop.fontSize = fittedFontSize(measure, element, desktop.fontSize, inner);
    }
    // The site's colours by their names (the band's shadow is its background's colour).
    const background = desktop.backgroundColor;
    desktop.color = colorValue(sheet, element, 'color', desktop.color);
    desktop.backgroundColor = colorValue(sheet, element, 'backgroundColor', background);
    if (desktop.boxShadow === `0 0 0 100vmax ${background}`) {
      desktop.boxShadow = `0 0 0 100vmax ${desktop.backgroundColor}`;
    }
    // A list's colour and corners are its cards' (listMarkup.ts), its box is only their place.
    let cardRule: string | null = null;
    if (element.type === 'list') {
      cardRule = listCardRule(name, desktop.backgroundColor, desktop.borderRadius);
      Object.assign(desktop, { backgroundColor: 'transparent', borderRadius: 0 });
    }
    // A text that follows a style: its class gives what it holds as the style does. Its size only
    // when it is the style's on every screen: its own size on one screen, written in this later
    // stylesheet, would otherwise also win over the class's on the others.
    const textClass = textClassOf(sheet, element);
    let skip = isShared;
    if (textClass) {
      const sized =
        desktop.fontSize === textClass.values.fontSize &&
        flow.every(({ screen, styles }) => {
          const size = styles.get(node)?.fontSize;
          return size === undefined || size === textClass.sizes[screen];
        });
      if (sized) styleSized.add(node);
      skip = (property, value) => {
        if (property === 'fontSize') return sized;
        if (property in textClass.values) {
          return (textClass.values as Record<string, unknown>)[property] === value;
        }
        return isShared(property, value);
      };
    }
    // A footer's z-order from the same start on every page (FOOTER_LAYER).
    if (parts?.footer.has(element.id)) {
      desktop.zIndex = FOOTER_LAYER + node.index - firstFooter;
    }
    if (inPart) rules.push(partRule(name, 'desktop', cssDeclarationList(desktop, skip)));
    else rules.push(cssRule(`.${name}`, cssDeclarations(desktop, skip)));
    if (element.type === 'form') {
      const accent = (value: string) => colorValue(sheet, element, 'accent', value);
      const rule = formAccentRule(element, name, accent);
      if (inPart) rules.push(partRule(name, 'accent', [rule]));
      else rules.push(rule);
    }
    if (cardRule !== null) {
      if (inPart) rules.push(partRule(name, 'accent', [cardRule]));
      else rules.push(cardRule);
    }
    if (element.type === 'text') {
      const level = headingLevel(element.properties);
      if (level !== 'p') lastHeading = Number(level.slice(1));
    }
    const [open, close] = openElement(
      element,
      textClass ? `${name} ${textClass.name}` : name,
      inLandmark,
      context,
      anchors,
      assetUrl,
      picture,
      contents?.get(element.id),
      element.type === 'list'
        ? {
            site,
            addresses,
            picture,
            assetUrl,
            level: lastHeading ? Math.min(lastHeading + 1, 4) : 2,
            listPage,
          }
        : undefined,
    );
    const landmark = inLandmark || element.type === 'header' || element.type === 'footer';
    if (node.children.length === 0) {
      markup.push(`${indent}${open}${close}`);
      return;
    }
    // The element's own text is followed by its first child with no white space between them,
    // which its `white-space: pre-wrap` would show as an empty line.
    const first = markup.length;
    for (const child of node.children) write(child, node, `${indent}  `, landmark);
    markup[first] = `${indent}${open}${markup[first].trimStart()}`;
    markup.push(`${indent}${close}`);
  };
  for (const child of root.children) write(child, null, '        ');

  const medias: { screen: OverrideScreen; items: (string | PartRule)[] }[] = [];
  for (const { screen, styles } of flow) {
    const media: (string | PartRule)[] = [];
    for (const [node, name] of names) {
      const style = styles.get(node);
      const skip = styleSized.has(node)
        ? (property: string, value: unknown) =>
            property === 'fontSize' || isFlowShared(property, value)
        : isFlowShared;
      if (!style) continue;
      if (partNames.has(name)) {
        const declarations = cssDeclarationList(style, skip);
        if (declarations.length > 0) media.push(partRule(name, screen, declarations));
        continue;
      }
      const declarations = cssDeclarations(style, skip);
      if (declarations) media.push(cssRule(`.${name}`, declarations));
    }
    medias.push({ screen, items: media });
  }
  const html = [
    '    <div class="page-frame">',
    '      <div class="page">',
    ...markup,
    '      </div>',
    '    </div>',
  ].join('\n');
  const screens = medias.map(({ screen, items }) => ({ query: SCREEN_MEDIA[screen], items }));
  if (partRules.length === 0) {
    // Nothing shared: every rule is a string, written at once.
    const blocks = rules as string[];
    for (const { query, items } of screens) {
      if (items.length > 0) blocks.push(mediaBlock(query, items as string[]));
    }
    return { html, css: `${blocks.join('\n\n')}\n`, siteCss: sheet.css };
  }
  return withPartRules(html, sheet.css, partRules, pageCss(rules, screens));
}

/**
 * A page's stylesheet from its rules (on Ordinateur, then in each screen's `@media` block), written
 * without the declarations of the shared parts' rules that `site.css` holds (`written`). Its own
 * rules are joined at once, in runs between the shared parts' rules: a page waiting for the
 * others before its stylesheet is written (siteFiles.ts) keeps a few strings, and nothing else of
 * its rendering (this function's closure holds only them).
 */
function pageCss(
  rules: readonly (string | PartRule)[],
  medias: readonly { query: string; items: readonly (string | PartRule)[] }[],
): (written?: WrittenRules) => string {
  const runs = (items: readonly (string | PartRule)[]) => {
    const out: (string | PartRule)[] = [];
    let run: string[] = [];
    for (const item of items) {
      if (typeof item === 'string') {
        run.push(item);
        continue;
      }
      if (run.length > 0) out.push(run.join('\n\n'));
      run = [];
      out.push(item);
    }
    if (run.length > 0) out.push(run.join('\n\n'));
    return out;
  };
  const desktop = runs(rules);
  const screens = medias.map(({ query, items }) => ({ query, items: runs(items) }));
  return (written) => {
    const text = (item: string | PartRule): string => {
      if (typeof item === 'string') return item;
      const there = written?.get(partRuleKey(item));
      const left = there ? item.declarations.filter((d) => !there.has(d)) : item.declarations;
      if (left.length === 0) return '';
      return item.screen === 'accent' ? left[0] : cssRule(`.${item.name}`, left.join('\n  '));
    };
    const out = desktop.map(text).filter(Boolean);
    for (const { query, items } of screens) {
      const media = items.map(text).filter(Boolean);
      if (media.length > 0) out.push(mediaBlock(query, media));
    }
    return `${out.join('\n\n')}\n`;
  };
}

/** A rendered page whose stylesheet is written when read (outside `renderPage`: see `pageCss`). */
function withPartRules(
  html: string,
  siteCss: string,
  rules: readonly PartRule[],
  css: (written?: WrittenRules) => string,
): RenderedPage {
  let whole: string | undefined;
  return {
    html,
    get css() {
      return (whole ??= css());
    },
    siteCss,
    parts: { rules, css },
  };
}
