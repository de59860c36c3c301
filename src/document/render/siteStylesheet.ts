import { LIST_RULES } from './listMarkup';
import { fr } from '../../i18n/fr';
import { fontFaceRules } from '../fonts/fontCss';
import { facesOf, fontsOf } from '../fonts/resolveFont';
import { SCREEN_MEDIA } from '../layout/screens';
import { FLOW_FRAME_STYLE, FLOW_PAGE_STYLE, GROUP_STYLE } from '../layout/screenStyles';
import { shownElements } from '../lockHide';
import { withTextValues, takesTextStyle } from '../siteStyles/textValues';
import { elementBoxStyle, PAGE_BACKGROUND, type ElementBoxStyle } from '../style/elementBoxStyle';
import {
  CANVAS_WIDTH,
  OVERRIDE_SCREENS,
  TEXT_STYLE_IDS,
  type BoundColorField,
  type EditorElement,
  type OverrideScreen,
  type SiteStyles,
  type SiteTheme,
  type TextStyleId,
  type SharedParts,
} from '../types';
import { cssDeclarations, cssRule } from './css';
import { FORM_RULES } from './formMarkup';
import { MENU_PHONE_RULES, MENU_RULES, TEXT_LINK_RULE, TEXT_LINK_TOUCH_RULES } from './linkMarkup';

/**
 * The stylesheet every page of an exported site shares, `site.css` (each page links it before its
 * own, renderSite.ts): the site's colours as custom properties on `:root`, the page rules every
 * page has, the font faces the site uses, its six text styles as classes (`.ts-h1`…, their tablet
 * and phone sizes in the screens' `@media` blocks), and the rules of menus, links and forms when a
 * page has them. A page's own stylesheet (renderPage.ts) then holds only what is its elements' own:
 * a colour of the site is written `var(--color-…)`, a text that follows a style gets its class and
 * leaves out what the class gives. Nothing a person typed reaches it: names are ids the schema
 * bounds (`primary`, `c1`…), values are checked again here.
 */

/** The shared stylesheet's file name in the export. */
export const SITE_STYLESHEET = 'site.css';

/** The declarations every element shares, written once in `.el` rather than per element. */
const SHARED_KEYS: readonly (keyof ElementBoxStyle)[] = [
  'position',
  'boxSizing',
  'overflow',
  'border',
  // What most elements hold, as a default text does: written by those that differ.
  'margin',
  'padding',
  'display',
  'borderRadius',
  'backgroundColor',
  'fontWeight',
  'textAlign',
  'fontFamily',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'textTransform',
  'textDecoration',
  'whiteSpace',
  'overflowWrap',
];

/** The declarations a text style's class gives (font-size also per screen). */
export const TEXT_CLASS_KEYS = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'lineHeight',
  'letterSpacing',
  'textTransform',
] as const satisfies readonly (keyof ElementBoxStyle)[];
type TextClassKey = (typeof TEXT_CLASS_KEYS)[number];

/** A text style as its class draws it: the values an element bound to it computes to. */
export interface TextClass {
  /** The class name, `ts-h1`… */
  name: string;
  /** Its six values on Ordinateur, as `elementBoxStyle` writes them. */
  values: Pick<ElementBoxStyle, TextClassKey>;
  /** Its font size on Tablette and Mobile, as the screens' rules write it (`20px`). */
  sizes: Record<OverrideScreen, string>;
}

/** What the pages' stylesheets need to know of the shared one. */
export interface SiteSheet {
  /** The stylesheet, `site.css`. */
  css: string;
  /** What every element shares (`.el`): an element leaves these out. */
  shared: Partial<ElementBoxStyle>;
  /** The custom property of each colour of the site, with the value it holds. */
  colors: ReadonlyMap<string, { name: string; value: string }>;
  /** The class of each text style. */
  textClasses: ReadonlyMap<TextStyleId, TextClass>;
}

/** What the shared stylesheet is made from: the site's theme, styles and pages. */
export interface SheetSite {
  readonly theme?: SiteTheme;
  readonly styles?: SiteStyles;
  readonly pages: readonly { readonly elements: readonly EditorElement[] }[];
  readonly shared?: Readonly<SharedParts>;
}

export interface SheetOptions {
  /** See RenderOptions.fitToWindow. */
  fitToWindow?: boolean;
  /** See RenderOptions.fontUrl. */
  fontUrl?: (file: string) => string;
}

/** A colour id the CSS may name (`primary`, `backgroundAlt`, `c1`): anything else gets no name. */
const COLOR_ID = /^[a-z][A-Za-z0-9]{0,31}$/;
const HEX = /^#[0-9A-F]{6}$/;

/** `backgroundAlt` → `--color-background-alt`. */
export const colorProperty = (id: string) =>
  `--color-${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The class of the text style `id`. */
export const textClassName = (id: TextStyleId) => `ts-${id}`;

const px = (value: number) => `${Math.round(value)}px`;

/**
 * The declarations every element shares: those of a paragraph, in the site's text font (so only
 * headings and elements with a font of their own write theirs).
 */
function sharedStyle(theme: SiteTheme | undefined): Partial<ElementBoxStyle> {
  const reference = elementBoxStyle(
    { id: 'reference', type: 'text', content: '', styles: undefined as never, properties: {} },
    theme,
  );
  return Object.fromEntries(SHARED_KEYS.map((key) => [key, reference[key]]));
}

/** The colours of the site the CSS can name, each with its custom property. */
function siteColors(styles: SiteStyles | undefined) {
  const colors = new Map<string, { name: string; value: string }>();
  for (const color of styles?.colors ?? []) {
    if (COLOR_ID.test(color.id) && HEX.test(color.value) && !colors.has(color.id)) {
      colors.set(color.id, { name: colorProperty(color.id), value: color.value });
    }
  }
  return colors;
}

/** Each text style as its class, from what an element bound to it would compute to. */
function textClasses(styles: SiteStyles | undefined, theme: SiteTheme | undefined) {
  const classes = new Map<TextStyleId, TextClass>();
  if (!styles) return classes;
  for (const id of TEXT_STYLE_IDS) {
    const style = styles.text?.[id];
    if (!style) continue;
    // A paragraph drawn in the style: the very values an element bound to it holds and computes.
    const probe = withTextValues(
      {
        id: 'style',
        type: 'text',
        content: '',
        styles: { fontSize: style.sizes.desktop, fontWeight: style.weight } as never,
        properties: {},
      },
      style,
    );
    const box = elementBoxStyle(probe, theme);
    const values = Object.fromEntries(TEXT_CLASS_KEYS.map((key) => [key, box[key]])) as Pick<
      ElementBoxStyle,
      TextClassKey
    >;
    const sizes = Object.fromEntries(
      OVERRIDE_SCREENS.map((screen) => [screen, px(style.sizes[screen])]),
    ) as Record<OverrideScreen, string>;
    classes.set(id, { name: textClassName(id), values, sizes });
  }
  return classes;
}

/** A `@media` block of rules, indented. */
export function mediaBlock(query: string, rules: readonly string[]): string {
  const body = rules.map((rule) => rule.replace(/^/gm, '  ')).join('\n\n');
  return `@media ${query} {\n${body}\n}`;
}

/** The page's own background: its colour of the site when it follows one. */
function pageBackground(
  styles: SiteStyles | undefined,
  colors: SiteSheet['colors'],
): string | undefined {
  if (!styles) return undefined;
  const value = styles.page?.background;
  if (typeof value !== 'string' || !HEX.test(value)) return undefined;
  const bound = styles.page.bound === undefined ? undefined : colors.get(styles.page.bound);
  return bound && bound.value === value ? `var(${bound.name})` : value;
}

/** The shared stylesheet of a site (or of a page on its own: `pages` its one page). */
export function siteSheet(
  site: SheetSite,
  { fitToWindow = true, fontUrl }: SheetOptions = {},
): SiteSheet {
  const { theme, styles } = site;
  const shared = sharedStyle(theme);
  const colors = siteColors(styles);
  const classes = textClasses(styles, theme);
  const lists = site.shared
    ? [...site.pages, { elements: site.shared.header }, { elements: site.shared.footer }]
    : site.pages;
  const elements = lists.flatMap((page) =>
    shownElements(Array.isArray(page.elements) ? page.elements : []),
  );
  const has = (test: (element: EditorElement) => boolean) => elements.some(test);
  const hasMenu = has((element) => element.type === 'menu');
  const hasForm = has((element) => element.type === 'form');
  const hasList = has((element) => element.type === 'list');
  // A text's link rules: whether its link leads anywhere is the page's to say; the rules only
  // reach the links it writes.
  const hasLink = has((element) => element.type === 'text' && element.properties?.link != null);

  const faces = facesOf(elements, theme);
  const fonts = faces.length
    ? `/* ${fr.editor.fonts.cssComment(fontsOf(faces).map((font) => font.name))} */\n${fontFaceRules(faces, fontUrl)}`
    : '';
  const frame = fitToWindow
    ? [
        `/* ${fr.export.cssScale} */`,
        `--scale: min(1, tan(atan2(100cqw, ${CANVAS_WIDTH}px)));`,
        'height: calc(var(--page-height) * var(--scale));',
      ]
    : ['height: var(--page-height);'];
  const scale = fitToWindow
    ? ['transform: scale(var(--scale));', 'transform-origin: top left;']
    : [];
  const rules: string[] = [
    // The comments hold non-ASCII characters: say the encoding, for hosts that do not.
    `@charset "UTF-8";\n/* ${fr.export.siteCssIntro} */`,
    ...(fonts ? [fonts] : []),
  ];
  if (colors.size > 0) {
    const lines = [...colors].map(([id, { name, value }]) => {
      const role = (fr.siteStyles.roles as Record<string, string | undefined>)[id];
      return `${name}: ${value};${role === undefined ? '' : ` /* ${role} */`}`;
    });
    rules.push(`/* ${fr.export.cssColors} */\n${cssRule(':root', lines.join('\n  '))}`);
  }
  rules.push(
    cssRule('*,\n*::before,\n*::after', 'box-sizing: border-box;'),
    cssRule('html,\nbody', 'margin: 0;\n  padding: 0;'),
    cssRule(
      'body',
      [
        `background: ${pageBackground(styles, colors) ?? PAGE_BACKGROUND};`,
        ...(fitToWindow ? ['container-type: inline-size;'] : []),
      ].join('\n  '),
    ),
    cssRule('.page-frame', [...frame, 'overflow: clip;'].join('\n  ')),
    cssRule(
      '.page',
      [
        'position: relative;',
        `width: ${CANVAS_WIDTH}px;`,
        'height: var(--page-height);',
        'margin: 0 auto;',
        ...scale,
      ].join('\n  '),
    ),
    cssRule('.el', cssDeclarations(shared)),
    cssRule('.group', cssDeclarations(GROUP_STYLE)),
    cssRule('.page img', 'display: block;\n  width: 100%;\n  height: 100%;\n  object-fit: cover;'),
  );
  // The classes write what differs from `.el`: its font size and weight at least.
  const classRules = [...classes].map(([id, textClass]) => {
    const own = Object.fromEntries(
      Object.entries(textClass.values).filter(
        ([key, value]) =>
          key === 'fontSize' ||
          key === 'fontWeight' ||
          (shared as Record<string, unknown>)[key] !== value,
      ),
    );
    return `/* ${fr.siteStyles.textStyleNames[id]} */\n${cssRule(`.${textClass.name}`, cssDeclarations(own))}`;
  });
  if (classRules.length > 0) rules.push(`/* ${fr.export.cssTextStyles} */`, ...classRules);
  if (hasMenu) rules.push(...MENU_RULES);
  if (hasLink) rules.push(TEXT_LINK_RULE);
  if (hasForm) rules.push(...FORM_RULES);
  if (hasList) rules.push(...LIST_RULES);

  if (fitToWindow) {
    for (const screen of OVERRIDE_SCREENS) {
      const media = [
        cssRule('.page-frame', cssDeclarations(FLOW_FRAME_STYLE)),
        cssRule('.page', cssDeclarations(FLOW_PAGE_STYLE)),
        // More specific than an element's own rule (`.text-1`, in the page's stylesheet, which
        // comes after this one): on these screens every element is in the flow.
        cssRule('.page .el', cssDeclarations(FLOW_SHARED)),
        ...[...classes.values()].map((textClass) =>
          cssRule(`.${textClass.name}`, `font-size: ${textClass.sizes[screen]};`),
        ),
      ];
      if (hasLink) media.push(...TEXT_LINK_TOUCH_RULES);
      if (hasMenu && screen === 'phone') media.push(...MENU_PHONE_RULES);
      rules.push(mediaBlock(SCREEN_MEDIA[screen], media));
    }
  }
  return { css: `${rules.join('\n\n')}\n`, shared, colors, textClasses: classes };
}

/** What every element is on Tablette and Mobile, written once per screen. */
export const FLOW_SHARED = { position: 'static', zIndex: 'auto' } as const;

/**
 * The value of an element's colour field as its page writes it: its colour of the site's custom
 * property when it follows one and holds its value (always, unless a file was edited by hand),
 * else the value itself.
 */
export function colorValue(
  sheet: SiteSheet,
  element: EditorElement,
  field: BoundColorField,
  value: string,
): string {
  const id = element.properties?.colors?.[field];
  const color = id === undefined ? undefined : sheet.colors.get(id);
  return color && color.value === value.trim().toUpperCase() ? `var(${color.name})` : value;
}

/** The text style class an element follows (a text or a button bound to a style), if any. */
export function textClassOf(sheet: SiteSheet, element: EditorElement): TextClass | undefined {
  const id = element.properties?.textStyle;
  if (id === undefined || !takesTextStyle(element)) return undefined;
  return sheet.textClasses.get(id);
}
