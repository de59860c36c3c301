import { elementBottom, elementBoxStyle, PAGE_BACKGROUND } from '../style/elementBoxStyle';
import type { ElementBoxStyle } from '../style/elementBoxStyle';
import { PLACEHOLDER_IMAGE } from '../placeholderImage';
import { safeImageSource } from '../validate/safeStyles';
import { CANVAS_WIDTH } from '../types';
import type { EditorElement, ElementType } from '../types';
import { fr } from '../../i18n/fr';
import { cssDeclarations, cssRule } from './css';
import { escapeHtml } from './escapeHtml';

/**
 * The one page renderer: a pure function from a page's elements to HTML and CSS, used by
 * the export, the preview and the projects' miniatures through the site's functions (renderSite.ts). Nothing a person typed ever reaches the
 * CSS (class names are made here, values are validated by `elementBoxStyle`), and every text and
 * attribute of the HTML is escaped, so the output is inert whatever the document holds.
 */

export interface RenderedPage {
  /** The page's markup, the content of `<body>`. */
  html: string;
  /** styles.css: a few page rules, then one rule per element. */
  css: string;
}

export interface RenderOptions {
  /** The page's title when the project has no name. */
  untitled?: string;
  /**
   * Scale the 1,152 px page down to narrower windows (the default: the export, the preview,
   * the miniatures). False for a page only ever shown 1,152 px wide (a template's sample page,
   * drawn in frames of that width): its stylesheet then needs no container query, which the W3C
   * Nu checker's CSS validator does not know yet.
   */
  fitToWindow?: boolean;
}

/** Element type → HTML tag of the exported page. */
const TAGS: Record<ElementType, string> = {
  text: 'p',
  image: 'div',
  button: 'button',
  container: 'div',
  header: 'header',
  footer: 'footer',
};

/** The declarations every element shares, written once in `.page > *` rather than per element. */
const SHARED_KEYS: readonly (keyof ElementBoxStyle)[] = [
  'position',
  'boxSizing',
  'overflow',
  'border',
  'fontFamily',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'textTransform',
  'textDecoration',
  'whiteSpace',
  'overflowWrap',
];

const REFERENCE_BOX = elementBoxStyle({
  id: 'reference',
  type: 'text',
  content: '',
  styles: undefined as never,
  properties: {},
});
const SHARED_STYLE: Partial<ElementBoxStyle> = Object.fromEntries(
  SHARED_KEYS.map((key) => [key, REFERENCE_BOX[key]]),
);

/** The height of the page: down to the lowest element's bottom edge. */
export function pageHeight(elements: readonly EditorElement[]): number {
  let bottom = 0;
  for (const element of elements) bottom = Math.max(bottom, elementBottom(element));
  return bottom;
}

function pageRules(height: number, fitToWindow: boolean): string {
  // Scaled to the window: the page's box shrinks with the ratio of the window to the canvas.
  const frame = fitToWindow
    ? [
        `/* ${fr.export.cssScale} */`,
        `--scale: min(1, tan(atan2(100cqw, ${CANVAS_WIDTH}px)));`,
        `height: calc(${height}px * var(--scale));`,
      ]
    : [`height: ${height}px;`];
  const scale = fitToWindow
    ? ['transform: scale(var(--scale));', 'transform-origin: top left;']
    : [];
  return [
    // The comments hold non-ASCII characters: say the encoding, for hosts that do not.
    `@charset "UTF-8";\n/* ${fr.export.cssIntro} */`,
    cssRule('*,\n*::before,\n*::after', 'box-sizing: border-box;'),
    cssRule('html,\nbody', 'margin: 0;\n  padding: 0;'),
    cssRule(
      'body',
      [
        `background: ${PAGE_BACKGROUND};`,
        ...(fitToWindow ? ['container-type: inline-size;'] : []),
      ].join('\n  '),
    ),
    cssRule('.page-frame', [...frame, 'overflow: clip;'].join('\n  ')),
    cssRule(
      '.page',
      [
        'position: relative;',
        `width: ${CANVAS_WIDTH}px;`,
        `height: ${height}px;`,
        'margin: 0 auto;',
        ...scale,
      ].join('\n  '),
    ),
    cssRule('.page > *', cssDeclarations(SHARED_STYLE)),
    cssRule('.page img', 'display: block;\n  width: 100%;\n  height: 100%;\n  object-fit: cover;'),
  ].join('\n\n');
}

/** The element's declarations, without those `.page > *` already gives it. */
const isShared = (property: string, value: unknown) =>
  (SHARED_STYLE as Record<string, unknown>)[property] === value;

function ownDeclarations(box: ElementBoxStyle): string {
  return cssDeclarations(box, isShared);
}

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

function elementMarkup(element: EditorElement, className: string): string {
  if (element.type === 'image') {
    // A refused or empty address shows the default picture, as the canvas does.
    const src = urlInAttribute(safeImageSource(element.content) ?? PLACEHOLDER_IMAGE);
    return `<div class="${className}"><img src="${escapeHtml(src)}" alt=""></div>`;
  }
  const tag = TAGS[element.type] ?? 'div';
  const content = typeof element.content === 'string' ? escapeHtml(element.content) : '';
  const type = element.type === 'button' ? ' type="button"' : '';
  return `<${tag} class="${className}"${type}>${content}</${tag}>`;
}

/** The page's markup and styles. Elements keep their z-order: the last one is on top. */
export function renderPage(
  page: { readonly elements: readonly EditorElement[] },
  { fitToWindow = true }: Pick<RenderOptions, 'fitToWindow'> = {},
): RenderedPage {
  const elements = Array.isArray(page.elements) ? page.elements : [];
  const counts = new Map<string, number>();
  const markup: string[] = [];
  const rules: string[] = [pageRules(pageHeight(elements), fitToWindow)];
  for (const element of elements) {
    const type: ElementType = element.type in TAGS ? element.type : 'container';
    const n = (counts.get(type) ?? 0) + 1;
    counts.set(type, n);
    const className = `${type}-${n}`;
    markup.push(`      ${elementMarkup({ ...element, type }, className)}`);
    rules.push(cssRule(`.${className}`, ownDeclarations(elementBoxStyle({ ...element, type }))));
  }
  const html = [
    '    <div class="page-frame">',
    '      <div class="page">',
    ...markup.map((line) => `  ${line}`),
    '      </div>',
    '    </div>',
  ].join('\n');
  return { html, css: `${rules.join('\n\n')}\n` };
}
