import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { PLACEHOLDER_IMAGE } from '../../../../src/document/placeholderImage';
import { composedPage, withSharedParts } from '../../../../src/document/sharedParts';
import { RESERVED_SLUGS } from '../../../../src/document/slug';
import { withInferredStyles } from '../../../../src/document/siteStyles/infer';
import { defaultSiteStyles } from '../../../../src/document/siteStyles/siteStyles';
import {
  COLOR_ROLES,
  HEADING_LEVELS,
  SITE_SCHEMA_VERSION,
  TEXT_ALIGNS,
  TEXT_STYLE_IDS,
  type SiteStyles,
  type EditorElement,
  type ElementProperties,
  type Link,
  type Override,
  type Page,
  type PageDocument,
  type SiteDocument,
} from '../../../../src/document/types';
import { documentArbitrary, elementArbitrary } from './projectsArbitrary';

/**
 * Sites for the projects feature's tests: the fixtures of every schema version, what an older
 * one-page document must open as (its site written out here; its styles, those read from its
 * elements: test/unit/document/siteStyles/infer.test.ts holds them to drawing the same; its
 * header and footer, the site's where they can be shared: `withSharedParts`, which the tests hold
 * to drawing every element as before through `withoutSharedParts`), arbitrary valid sites, and
 * the bad sites that storage, files and share links must all refuse.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests write invalid values on purpose
export type Loose = Record<string, any>;

export const fixtureText = (name: string): string =>
  readFileSync(resolve(__dirname, '../../../fixtures', name), 'utf8');
export const fixture = (name: string): Loose => JSON.parse(fixtureText(name)) as Loose;

/**
 * The site of test/fixtures/project-v4-file.json as schema 4 wrote it: Accueil (home), À propos,
 * Contact. It is the site of project-v3-file.json as schema 4 opened it: the same elements, with
 * the site's colours and text styles read from them and the elements that use them bound to them.
 */
export const threePageSiteV4 = (): Loose => fixture('project-v4-file.json').document;

/**
 * The three-page site as a current site (schema 5) that shares nothing: each page holds its own
 * elements, exactly those of project-v4-file.json (as test/siteOf.mjs makes it). A site a person
 * may save, export and share as it is.
 */
export const threePageSite = (): SiteDocument =>
  ({ ...threePageSiteV4(), schemaVersion: SITE_SCHEMA_VERSION }) as SiteDocument;

/**
 * The three-page site as Toile opens project-v4-file.json (written out here): Accueil's header
 * (at the top, first) becomes the site's « En-tête du site »; À propos and Contact, which had no
 * header, do not show it. Accueil's footer stays its own: it is drawn lower than right under the
 * page's last element, where a shared footer would go. Every page draws as before.
 */
export function threePageSiteShared(): SiteDocument {
  const site = threePageSite();
  const [home, ...others] = site.pages;
  const [header, ...own] = home.elements;
  return {
    ...site,
    pages: [{ ...home, elements: own }, ...others.map((page) => ({ ...page, showHeader: false }))],
    shared: { header: [header], footer: [] },
  };
}

/** The site of test/fixtures/project-v3-file.json, as schema 3 wrote it (no styles). */
export const threePageSiteV3 = (): Loose => fixture('project-v3-file.json').document;

/**
 * `site` without what schema 5 added, as schema 4 would hold it: each page's elements as it is
 * drawn (`composedPage`: the shared header's, its own, the shared footer's moved under its last
 * element), no shared parts, no page saying it hides them, the schema version 4. An element lost,
 * moved or changed on the way shows here.
 */
export function withoutSharedParts(site: SiteDocument | Loose): Loose {
  const copy = loose(site);
  copy.pages = copy.pages.map((page: Loose) => {
    const drawn = loose(composedPage(copy as SiteDocument, page as Page));
    delete drawn.showHeader;
    delete drawn.showFooter;
    return drawn;
  });
  delete copy.shared;
  copy.schemaVersion = 4;
  return copy;
}

/**
 * `site` without what schemas 4 and 5 added: its pages as drawn (`withoutSharedParts`), no
 * styles, no element following a colour or a text style, the schema version 3. What it holds
 * otherwise (every value an element draws with) is untouched.
 */
export function withoutStyles(site: SiteDocument | Loose): Loose {
  const copy = withoutSharedParts(site);
  delete copy.styles;
  copy.schemaVersion = 3;
  for (const page of copy.pages) {
    for (const element of page.elements) {
      delete element.properties.colors;
      delete element.properties.textStyle;
    }
  }
  return copy;
}

/** A JSON copy of `value`, to write anything into. */
export const loose = (value: unknown): Loose => JSON.parse(JSON.stringify(value)) as Loose;

/**
 * What a one-page document of schema 1 or 2 opens as (docs/architecture.md, « The site document »): its
 * elements, exactly, on one page « Accueil » that is the home page; its name and template kept;
 * the site's colours and text styles read from those elements, which follow them where they
 * hold exactly their values (document/siteStyles/infer.ts); its header (and footer) the site's
 * where they can be shared (document/sharedParts.ts): the page draws them as before.
 */
export function expectedSiteOf(page: PageDocument): SiteDocument {
  return withSharedParts(withInferredStyles(writtenSiteOf(page))).site;
}

/** The site of schema 3 a one-page document became: what `expectedSiteOf` reads its styles from. */
export function writtenSiteOf(page: PageDocument): Omit<SiteDocument, 'styles' | 'schemaVersion'> {
  return {
    name: page.name,
    templateId: page.templateId,
    homePageId: 'accueil',
    pages: [
      {
        id: 'accueil',
        name: 'Accueil',
        slug: 'accueil',
        seo: { title: '', description: '', noindex: false },
        elements: page.elements,
      },
    ],
    theme: { headingFont: 'system', bodyFont: 'system' },
    settings: { language: 'fr' },
  };
}

/**
 * A page document written the way schema 1 wrote it: flat styles, no margin nor properties, the
 * name as `title`. Only for pages whose margins are 0 (schema 1 had none).
 */
export function pageToV1(page: PageDocument): Loose {
  return {
    templateId: page.templateId,
    title: page.name,
    elements: page.elements.map(({ id, type, content, styles }) => ({
      id,
      type,
      content,
      styles: {
        x: styles.position.x,
        y: styles.position.y,
        width: styles.size.width,
        height: styles.size.height,
        color: styles.color,
        backgroundColor: styles.backgroundColor,
        fontSize: styles.fontSize,
        fontWeight: styles.fontWeight,
        textAlign: styles.textAlign,
        borderRadius: styles.borderRadius,
        padding: styles.padding,
      },
    })),
  };
}

/** Arbitrary page documents that schema 1 could hold (no margins): what a v1 document becomes. */
export const v1PageArbitrary: fc.Arbitrary<PageDocument> = documentArbitrary.map((page) => ({
  ...page,
  elements: page.elements.map((e) => ({ ...e, styles: { ...e.styles, margin: 0 } })),
}));

// ---- Arbitrary valid sites ----

const newTab = { newTab: fc.boolean() };
const webUrl = fc.webUrl({
  validSchemes: ['http', 'https'],
  withQueryParameters: true,
  withFragments: true,
});
const imageUrl = fc.oneof(fc.webUrl({ validSchemes: ['https'] }), fc.constant(PLACEHOLDER_IMAGE));
const ANCHORS = ['haut', 'contact', 'tarifs-2026'];

/** Links of every kind, to pages of the site and to pages that are gone (a valid state). */
const linkArbitrary = (pageIds: string[]): fc.Arbitrary<Link> => {
  const pageId = fc.oneof(fc.constantFrom(...pageIds), fc.constant('page-supprimee'));
  return fc.oneof(
    fc.record(
      { kind: fc.constant('page' as const), pageId, ...newTab },
      { requiredKeys: ['kind', 'pageId'] },
    ),
    fc.record(
      {
        kind: fc.constant('anchor' as const),
        pageId,
        anchor: fc.constantFrom(...ANCHORS),
        ...newTab,
      },
      { requiredKeys: ['kind', 'pageId', 'anchor'] },
    ),
    fc.record(
      { kind: fc.constant('url' as const), href: webUrl, ...newTab },
      { requiredKeys: ['kind', 'href'] },
    ),
    fc.record({
      kind: fc.constant('email' as const),
      address: fc.constantFrom('bonjour@boulangerie.fr', 'a.b+c@exemple.co'),
    }),
    fc.record({
      kind: fc.constant('phone' as const),
      number: fc.constantFrom('+33 1 23 45 67 89', '01.23.45.67.89', '(0)4 78'),
    }),
  );
};

/** Tenths, never -0 (which JSON writes as 0). */
const tenths = (min: number, max: number) =>
  fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);

const propertiesArbitrary = (pageIds: string[], index: number): fc.Arbitrary<ElementProperties> =>
  fc.record(
    {
      level: fc.constantFrom(...HEADING_LEVELS),
      link: linkArbitrary(pageIds),
      alt: fc.string({ maxLength: 40 }),
      assetId: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
      // Unique on its page: the element's index is in it.
      anchor: fc.constantFrom(...ANCHORS).map((anchor) => `${anchor}-${index}`),
      font: fc.constantFrom('system', 'Inter', 'Lora'),
      lineHeight: tenths(0.5, 5),
      letterSpacing: tenths(-20, 100),
      italic: fc.boolean(),
      underline: fc.boolean(),
      uppercase: fc.boolean(),
      // Every site has the roles' colours: an element may follow any of them.
      colors: fc.record(
        {
          color: fc.constantFrom(...COLOR_ROLES),
          backgroundColor: fc.constantFrom(...COLOR_ROLES),
          accent: fc.constantFrom(...COLOR_ROLES),
        },
        { requiredKeys: [] },
      ),
      textStyle: fc.constantFrom(...TEXT_STYLE_IDS),
    },
    { requiredKeys: [] },
  );

const overrideArbitrary: fc.Arbitrary<Override> = fc.record(
  {
    hidden: fc.boolean(),
    order: fc.integer({ min: -2000, max: 2000 }),
    fontSize: fc.integer({ min: 1, max: 1000 }),
    textAlign: fc.constantFrom(...TEXT_ALIGNS),
    width: fc.integer({ min: 0, max: 100_000 }),
    height: fc.integer({ min: 0, max: 100_000 }),
    padding: fc.integer({ min: 0, max: 100_000 }),
  },
  { requiredKeys: [] },
);

const siteElementArbitrary = (id: string, pageIds: string[], index: number) =>
  fc
    .tuple(
      elementArbitrary(id),
      propertiesArbitrary(pageIds, index),
      fc.option(
        fc.record({ tablet: overrideArbitrary, phone: overrideArbitrary }, { requiredKeys: [] }),
        { nil: undefined },
      ),
    )
    .map(([element, properties, overrides]): EditorElement =>
      overrides === undefined ? { ...element, properties } : { ...element, properties, overrides },
    );

const slugArbitrary = fc
  .stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,6}){0,2}$/)
  .filter((slug) => !RESERVED_SLUGS.has(slug));
const pageNameArbitrary = fc.oneof(
  fc.constantFrom('Accueil', 'À propos', 'Contact', 'Nos tarifs', "L'équipe"),
  fc
    .string({ minLength: 1, maxLength: 60 })
    .map((name) => name.trim())
    .filter((name) => name !== ''),
);
const seoArbitrary = fc.record(
  {
    title: fc.string({ maxLength: 80 }),
    description: fc.string({ maxLength: 160 }),
    image: imageUrl,
    noindex: fc.boolean(),
  },
  { requiredKeys: ['title', 'description', 'noindex'] },
);

const pageArbitrary = (
  id: string,
  slug: string,
  pageIds: string[],
  p: number,
): fc.Arbitrary<Page> =>
  fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/), { maxLength: 5 }).chain((ids) =>
    fc.record({
      id: fc.constant(id),
      name: pageNameArbitrary,
      slug: fc.constant(slug),
      seo: seoArbitrary,
      // Element ids are unique in the site: each carries its page's number.
      elements: ids.length
        ? fc.tuple(...ids.map((e, i) => siteElementArbitrary(`p${p}.${e}`, pageIds, i)))
        : fc.constant([]),
    }),
  );

const upperHex = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`);

/** Arbitrary styles: the roles' colours, up to 3 added ones, the text styles of a new site. */
const stylesArbitrary: fc.Arbitrary<SiteStyles> = fc
  .tuple(
    fc.tuple(...COLOR_ROLES.map(() => upperHex)),
    fc.array(fc.tuple(fc.constantFrom('Crème', 'Brique', 'Sapin', 'Nuit'), upperHex), {
      maxLength: 3,
    }),
    fc.option(fc.constantFrom(...COLOR_ROLES), { nil: undefined }),
  )
  .map(([roles, added, bound]) => {
    const colors = [
      ...COLOR_ROLES.map((id, i) => ({ id, value: roles[i] })),
      ...added.map(([name, value], i) => ({ id: `c${i + 1}`, name, value })),
    ];
    const background = bound ? roles[COLOR_ROLES.indexOf(bound)] : '#FFFFFF';
    const page = bound ? { background, bound } : { background };
    return { ...defaultSiteStyles(), colors, page };
  });

/** Arbitrary valid sites (schema 5, sharing nothing): 1 to 4 pages, every optional field sometimes there. */
export const siteArbitrary: fc.Arbitrary<SiteDocument> = fc
  .uniqueArray(slugArbitrary, { minLength: 1, maxLength: 4 })
  .chain((slugs) => {
    const pageIds = slugs.map((_, p) => `page-${p}`);
    return fc.record(
      {
        schemaVersion: fc.constant(SITE_SCHEMA_VERSION),
        name: fc.string({ unit: 'grapheme', maxLength: 60 }),
        templateId: fc.option(fc.stringMatching(/^[0-9]{1,2}$/), { nil: null }),
        homePageId: fc.constantFrom(...pageIds),
        pages: fc.tuple(...slugs.map((slug, p) => pageArbitrary(pageIds[p], slug, pageIds, p))),
        theme: fc.record({
          headingFont: fc.constantFrom('system', 'Lora'),
          bodyFont: fc.constantFrom('system', 'Inter'),
        }),
        styles: stylesArbitrary,
        settings: fc.record(
          { language: fc.constant('fr' as const), siteUrl: webUrl, favicon: imageUrl },
          { requiredKeys: ['language'] },
        ),
      },
      {
        requiredKeys: [
          'schemaVersion',
          'name',
          'templateId',
          'homePageId',
          'pages',
          'theme',
          'styles',
          'settings',
        ],
      },
    );
  });

// ---- Bad sites ----

/**
 * The smallest valid element: what the large sites are made of, so that even 20,001 of them fit
 * in a project file (LIMITS.fileBytes) and are refused for their number, not their size.
 */
const tinyElement = (id: string): Loose => ({
  id,
  type: 'text',
  content: '',
  styles: {
    position: { x: 0, y: 0 },
    size: { width: 0, height: 0 },
    color: '#000',
    backgroundColor: '#000',
    fontSize: 1,
    fontWeight: 'bold',
    textAlign: 'left',
    borderRadius: 0,
    padding: 0,
    margin: 0,
  },
  properties: {},
});
export const tinyElements = (count: number, prefix: string): Loose[] =>
  Array.from({ length: count }, (_, i) => tinyElement(`${prefix}${i.toString(36)}`));

/** Pages `big-0`, `big-1`…, with the given numbers of tiny elements. */
export const tinyPages = (counts: number[]): Loose[] =>
  counts.map((count, p) => ({
    id: `big-${p}`,
    name: `Page ${p + 1}`,
    slug: `page-${p + 1}`,
    seo: { title: '', description: '', noindex: false },
    elements: tinyElements(count, `${p.toString(36)}_`),
  }));

/** `pages` in place of the site's, the first of them its home page. */
const withPages = (site: Loose, pages: Loose[]) => {
  site.pages = pages;
  site.homePageId = pages[0]?.id ?? site.homePageId;
};

/** 20,001 elements: ten pages of 1,819 and one of 1,811, each within its page's limit. */
export const SITE_OVER_LIMIT = [...Array<number>(10).fill(1819), 1811];

/** Where in the site the schema must object: the path of (or around) the value that breaks a rule. */
export type Where = (string | number)[];

/**
 * Edits of the three-page site (threePageSite) that make it a site Toile must refuse, from
 * anywhere: storage, a file, a share link. Each breaks one rule of the schema.
 */
/** A colour or a text style a refused site follows without defining it: Toile names it. */
export interface Named {
  kind: 'color' | 'textStyle';
  id: string;
}

export const BAD_SITE_EDITS: ReadonlyArray<[string, (site: Loose) => void, Where, Named?]> = [
  ['two pages with one slug', (s) => (s.pages[2].slug = s.pages[1].slug), ['pages', 2, 'slug']],
  ['an empty slug', (s) => (s.pages[1].slug = ''), ['pages', 1, 'slug']],
  ['a reserved slug (index)', (s) => (s.pages[1].slug = 'index'), ['pages', 1, 'slug']],
  ['a reserved slug (projet)', (s) => (s.pages[2].slug = 'projet'), ['pages', 2, 'slug']],
  ['a slug that is no address', (s) => (s.pages[1].slug = 'À-propos'), ['pages', 1, 'slug']],
  ['a slug of 61 characters', (s) => (s.pages[1].slug = 'a'.repeat(61)), ['pages', 1, 'slug']],
  ['a home page that names no page', (s) => (s.homePageId = 'page-supprimee'), ['homePageId']],
  ['zero pages', (s) => (s.pages = []), ['pages']],
  ['51 pages', (s) => withPages(s, tinyPages(Array<number>(51).fill(0))), ['pages']],
  ['two pages with one id', (s) => (s.pages[2].id = s.pages[1].id), ['pages', 2, 'id']],
  [
    'a page of 2,001 elements',
    (s) => (s.pages[1].elements = tinyElements(2001, 'b')),
    ['pages', 1, 'elements'],
  ],
  ['20,001 elements in all (11 pages)', (s) => withPages(s, tinyPages(SITE_OVER_LIMIT)), ['pages']],
  [
    'one element id on two pages',
    (s) => (s.pages[2].elements[0].id = s.pages[0].elements[0].id),
    ['pages', 2, 'elements', 0, 'id'],
  ],
  ['a page name of 61 characters', (s) => (s.pages[1].name = 'n'.repeat(61)), ['pages', 1, 'name']],
  ['an empty page name', (s) => (s.pages[1].name = ''), ['pages', 1, 'name']],
  ['a page name with spaces around', (s) => (s.pages[1].name = ' À propos '), ['pages', 1, 'name']],
  [
    'an unsafe link (javascript:)',
    (s) => (s.pages[0].elements[3].properties.link = { kind: 'url', href: 'javascript:alert(1)' }),
    ['pages', 0, 'elements', 3, 'properties', 'link'],
  ],
  [
    'an unsafe link (data:)',
    (s) =>
      (s.pages[0].elements[4].properties.link = {
        kind: 'url',
        href: 'data:text/html,<script>alert(1)</script>',
      }),
    ['pages', 0, 'elements', 4, 'properties', 'link'],
  ],
  [
    'a link of an unknown kind',
    (s) => (s.pages[0].elements[3].properties.link = { kind: 'script', code: 'alert(1)' }),
    ['pages', 0, 'elements', 3, 'properties', 'link', 'kind'],
  ],
  [
    'an email link that is no address',
    (s) => (s.pages[2].elements[1].properties.link.address = 'x" onmouseover="alert(1)'),
    ['pages', 2, 'elements', 1, 'properties', 'link'],
  ],
  [
    'a phone link that is no number',
    (s) => (s.pages[2].elements[2].properties.link.number = 'javascript:alert(1)'),
    ['pages', 2, 'elements', 2, 'properties', 'link'],
  ],
  [
    'two anchors of one name on a page',
    (s) => (s.pages[1].elements[1].properties.anchor = 'histoire'),
    ['pages', 1, 'elements', 1, 'properties', 'anchor'],
  ],
  [
    'an unknown heading level',
    (s) => (s.pages[0].elements[1].properties.level = 'h4'),
    ['pages', 0, 'elements', 1, 'properties', 'level'],
  ],
  [
    'an override font size of 0',
    (s) => (s.pages[0].elements[1].overrides.phone.fontSize = 0),
    ['pages', 0, 'elements', 1, 'overrides', 'phone', 'fontSize'],
  ],
  [
    'a javascript: SEO image',
    (s) => (s.pages[2].seo.image = 'javascript:alert(1)'),
    ['pages', 2, 'seo', 'image'],
  ],
  [
    'a javascript: favicon',
    (s) => (s.settings.favicon = 'javascript:alert(1)'),
    ['settings', 'favicon'],
  ],
  ['a language other than French', (s) => (s.settings.language = 'en'), ['settings', 'language']],
  ['a site that says schema 2', (s) => (s.schemaVersion = 2), ['schemaVersion']],
  ['a site that says schema 3', (s) => (s.schemaVersion = 3), ['schemaVersion']],
  ['a site without its styles', (s) => delete s.styles, ['styles']],
  [
    'an element following a colour the site lacks',
    (s) => (s.pages[0].elements[1].properties.colors = { color: 'inconnue' }),
    ['pages', 0, 'elements', 1, 'properties', 'colors', 'color'],
    { kind: 'color', id: 'inconnue' },
  ],
  [
    'a button following an added colour the site lacks',
    (s) => (s.pages[1].elements[3].properties.colors.backgroundColor = 'c1'),
    ['pages', 1, 'elements', 3, 'properties', 'colors', 'backgroundColor'],
    { kind: 'color', id: 'c1' },
  ],
  [
    'an unknown text style',
    (s) => (s.pages[0].elements[1].properties.textStyle = 'h4'),
    ['pages', 0, 'elements', 1, 'properties', 'textStyle'],
    { kind: 'textStyle', id: 'h4' },
  ],
  [
    'a role without its colour (« Texte »)',
    (s) => (s.styles.colors = s.styles.colors.filter((c: Loose) => c.id !== 'text')),
    ['styles', 'colors'],
  ],
  [
    '13 added colours',
    (s) =>
      s.styles.colors.push(
        ...Array.from({ length: 13 }, (_, i) => ({
          id: `c${i + 1}`,
          name: `Couleur ${i + 1}`,
          value: '#123456',
        })),
      ),
    ['styles', 'colors'],
  ],
  [
    'a colour in lower case',
    (s) => (s.styles.colors[0].value = '#3b82f6'),
    ['styles', 'colors', 0, 'value'],
  ],
  [
    'two colours of one id',
    (s) =>
      s.styles.colors.push(
        { id: 'c1', name: 'A', value: '#111111' },
        { id: 'c1', name: 'B', value: '#222222' },
      ),
    ['styles', 'colors', 8],
  ],
  [
    'an added colour without a name',
    (s) => s.styles.colors.push({ id: 'c1', value: '#111111' }),
    ['styles', 'colors', 7, 'name'],
  ],
  [
    'a page background following a colour the site lacks',
    (s) => (s.styles.page.bound = 'inconnue'),
    ['styles', 'page', 'bound'],
    { kind: 'color', id: 'inconnue' },
  ],
  [
    'a text style without its phone size',
    (s) => delete s.styles.text.h2.sizes.phone,
    ['styles', 'text', 'h2', 'sizes', 'phone'],
  ],
  ['an unknown key in the styles', (s) => (s.styles.css = 'body{}'), ['styles']],
  ['an unknown key on the site', (s) => (s.author = 'x'), []],
  ['an unknown key on a page', (s) => (s.pages[1].layout = 'grille'), ['pages', 1]],
  ['an unknown key in the SEO', (s) => (s.pages[0].seo.keywords = 'pain'), ['pages', 0, 'seo']],
  ['an unknown key in the theme', (s) => (s.theme.css = 'body{}'), ['theme']],
  ['an unknown key in the settings', (s) => (s.settings.analytics = 'UA-1'), ['settings']],
  [
    'an unknown key in the properties',
    (s) => (s.pages[0].elements[1].properties.onclick = 'x'),
    ['pages', 0, 'elements', 1, 'properties'],
  ],
  [
    'an unknown key in a link',
    (s) => (s.pages[0].elements[2].properties.link.target = '_top'),
    ['pages', 0, 'elements', 2, 'properties', 'link'],
  ],
  [
    'an unknown screen in the overrides',
    (s) => (s.pages[0].elements[3].overrides.watch = {}),
    ['pages', 0, 'elements', 3, 'overrides'],
  ],
  [
    'an unknown key in an override',
    (s) => (s.pages[0].elements[3].overrides.phone.zIndex = 9),
    ['pages', 0, 'elements', 3, 'overrides', 'phone'],
  ],
];

/** The three-page site with `edit` applied to a JSON copy. */
export function editedSite(edit: (site: Loose) => void): Loose {
  const site = loose(threePageSite());
  edit(site);
  return site;
}

/**
 * The three-page site once its page « Contact » is deleted: the button of Accueil still links
 * to an anchor of it. A valid state (the export drops the link; docs/architecture.md, « The site document »).
 */
export function siteWithLinkToDeletedPage(): SiteDocument {
  const site = threePageSite();
  return { ...site, pages: site.pages.filter((page) => page.id !== 'page-contact') };
}

/**
 * The site of the site benchmark (test/bench/site.bench.mjs): `pages` pages of `perPage`
 * elements of every type, with French texts. A site a person can make: every page and the whole
 * site within LIMITS.
 */
export function benchmarkSite(pages: number, perPage: number): SiteDocument {
  const types = [
    'header',
    'text',
    'text',
    'button',
    'image',
    'container',
    'text',
    'footer',
  ] as const;
  return {
    schemaVersion: SITE_SCHEMA_VERSION,
    name: 'Banc d’essai — site',
    templateId: null,
    homePageId: 'page-0',
    pages: Array.from({ length: pages }, (_, p) => ({
      id: `page-${p}`,
      name: p === 0 ? 'Accueil' : `Page ${p + 1}`,
      slug: p === 0 ? 'accueil' : `page-${p + 1}`,
      seo: { title: '', description: '', noindex: false },
      elements: Array.from({ length: perPage }, (_, i): EditorElement => {
        const type = types[i % types.length];
        return {
          id: `p${p}-e${i}`,
          type,
          content: type === 'image' ? '' : `Page ${p + 1}, élément ${i + 1} — texte en français`,
          styles: {
            position: { x: 20 + (i % 8) * 140, y: 20 + Math.floor(i / 8) * 48 },
            size: { width: 120, height: 40 },
            color: '#111827',
            backgroundColor: type === 'button' ? '#3B82F6' : 'transparent',
            fontSize: 14,
            fontWeight: 'normal',
            textAlign: 'left',
            borderRadius: type === 'button' ? 8 : 0,
            padding: type === 'button' ? 12 : 0,
            margin: 0,
          },
          properties: {},
        };
      }),
    })),
    theme: { headingFont: 'system', bodyFont: 'system' },
    styles: defaultSiteStyles(),
    settings: { language: 'fr' },
  };
}
