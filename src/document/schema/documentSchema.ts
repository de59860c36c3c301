import { z } from '../zod';
import { brokenLinkReason, isSafeWebUrl } from '../links';
import { slugProblem } from '../slug';
import {
  BOUND_COLOR_FIELDS,
  COLOR_ROLES,
  ELEMENT_TYPES,
  MAX_CUSTOM_COLORS,
  SPEC_ELEMENT_TYPES,
  FONT_WEIGHTS,
  HEADING_LEVELS,
  SHARED_PARTS,
  SITE_SCHEMA_VERSION,
  type SharedPart,
  STYLE_SCREENS,
  TEXT_ALIGNS,
  TEXT_STYLE_IDS,
  type EditorElement,
  type FormSettings,
  type Page,
  type SiteDocument,
} from '../types';
import { isAllowedImageUrl } from '../validate/isAllowedImageUrl';
import { isSafeColour } from '../validate/safeStyles';
import { LIMITS, OVERRIDE_BOUNDS, type Bounds } from '../limits';
import { LETTER_SPACING, LINE_HEIGHT } from '../fonts/typography';
import { isFormSettings } from '../form';
import {
  COLLECTION_KINDS,
  ITEM_FIELDS,
  LIST_SHOWS,
  type Collection,
  type RichText,
} from '../types';
import { isRichText } from '../collections/richText';
import { isItemDate, itemSlugProblem, KIND_FIELDS } from '../collections/collections';

/**
 * The site document (schema 4) and the page document of schema 2, as Toile accepts them from
 * outside: storage, a `.toile.json` file, a share link.
 * Strict on purpose (docs/decisions.md, « What bad input gets »): unknown keys (`__proto__`, `constructor`…)
 * are refused rather than dropped, numbers are finite integers within bounds, colours are those the
 * editor accepts (isSafeColour), and an image is only ever an http(s) address or a `data:image/…` picture.
 */

/**
 * A colour the editor lets through to CSS (`isSafeColour`: hex, rgb()/rgba(), a CSS named colour,
 * `transparent`): what the editor can hold, a saved file can carry, and nothing else.
 */
export const colourSchema = z
  .string()
  .max(40)
  .refine((value) => isSafeColour(value) && value === value.trim(), 'couleur invalide');

/** The image sources Toile ever uses (the editor's own rule), stored exactly as they are used. */
export function isSafeImageUrl(value: string): boolean {
  return value === value.trim() && isAllowedImageUrl(value);
}

const int = (min: number, max: number) => z.int().min(min).max(max);
const bounded = ({ min, max }: Bounds) => int(min, max);

export const stylesSchema = z.strictObject({
  position: z.strictObject({ x: bounded(LIMITS.position), y: bounded(LIMITS.position) }),
  size: z.strictObject({ width: bounded(LIMITS.size), height: bounded(LIMITS.size) }),
  color: colourSchema,
  backgroundColor: colourSchema,
  fontSize: bounded(LIMITS.fontSize),
  fontWeight: z.enum(FONT_WEIGHTS),
  textAlign: z.enum(TEXT_ALIGNS),
  borderRadius: bounded(LIMITS.borderRadius),
  padding: bounded(LIMITS.padding),
  margin: bounded(LIMITS.margin),
});

/** An element id, in every schema version. */
export const elementIdSchema = z
  .string()
  .min(1)
  .max(LIMITS.id)
  .regex(/^[A-Za-z0-9_.:-]+$/);

const checkContent = (element: { type: string; content: string }, ctx: z.RefinementCtx) => {
  if (element.type === 'image') {
    if (element.content !== '' && !isSafeImageUrl(element.content)) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: "adresse d'image refusée" });
    }
  } else if (element.content.length > LIMITS.text) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: 'texte trop long' });
  }
};

/** The element of schema 2: `properties` always empty, no overrides. */
export const elementV2Schema = z
  .strictObject({
    id: elementIdSchema,
    type: z.enum(SPEC_ELEMENT_TYPES),
    content: z.string().max(LIMITS.imageUrl),
    styles: stylesSchema,
    properties: z.strictObject({}),
  })
  .superRefine(checkContent);

const shortText = (max: number) => z.string().max(max);
const slugSchema = z.string().min(1).max(LIMITS.slug);
const newTab = z.boolean().optional();

export const linkSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('page'), pageId: elementIdSchema, newTab }),
  z.strictObject({
    kind: z.literal('anchor'),
    pageId: elementIdSchema,
    anchor: slugSchema,
    newTab,
  }),
  z.strictObject({ kind: z.literal('url'), href: shortText(2048), newTab }),
  z.strictObject({ kind: z.literal('email'), address: shortText(254) }),
  z.strictObject({ kind: z.literal('phone'), number: shortText(30) }),
]);

/**
 * A font: an id of document/fonts/fonts.ts or `system`, or (older files) a family name such as
 * « Lora ». A font this version does not know is kept, and drawn in the fallback font rather than
 * refusing the whole file (docs/decisions.md, « Fonts »): the value never reaches the CSS, the
 * renderer only writes the families of its own registry.
 */
const fontIdSchema = shortText(100);

/** A colour of the site's id: a role's, or `c1`… for one a person added. */
export const colorIdSchema = z.string().regex(/^(?:c[1-9][0-9]?|[a-zA-Z]{3,20})$/);
/** A colour of the site: `#RRGGBB`, upper-case, as the site keeps it. */
const siteHexSchema = z.string().regex(/^#[0-9A-F]{6}$/);
const styleSize = bounded(LIMITS.fontSize);

export const textStyleSchema = z.strictObject({
  font: fontIdSchema,
  sizes: z.strictObject(
    Object.fromEntries(STYLE_SCREENS.map((screen) => [screen, styleSize])) as {
      [S in (typeof STYLE_SCREENS)[number]]: typeof styleSize;
    },
  ),
  weight: z.enum(FONT_WEIGHTS),
  lineHeight: z.number().min(LINE_HEIGHT.min).max(LINE_HEIGHT.max),
  letterSpacing: z.number().min(LETTER_SPACING.min).max(LETTER_SPACING.max),
  uppercase: z.boolean(),
});

/**
 * The site's colours and text styles (schema 4): every role's colour once, then at most
 * MAX_CUSTOM_COLORS named ones, ids unique; the six text styles.
 */
export const siteStylesSchema = z
  .strictObject({
    colors: z
      .array(
        z.strictObject({
          id: colorIdSchema,
          name: z.string().min(1).max(40).optional(),
          value: siteHexSchema,
        }),
      )
      .max(COLOR_ROLES.length + MAX_CUSTOM_COLORS),
    text: z.strictObject(
      Object.fromEntries(TEXT_STYLE_IDS.map((id) => [id, textStyleSchema])) as {
        [I in (typeof TEXT_STYLE_IDS)[number]]: typeof textStyleSchema;
      },
    ),
    page: z.strictObject({ background: siteHexSchema, bound: colorIdSchema.optional() }),
  })
  .superRefine((styles, ctx) => {
    const ids = new Set<string>();
    styles.colors.forEach((color, i) => {
      const role = (COLOR_ROLES as readonly string[]).includes(color.id);
      if (ids.has(color.id) || (role ? color.name !== undefined : !/^c\d+$/.test(color.id))) {
        ctx.addIssue({ code: 'custom', path: ['colors', i], message: 'couleur refusée' });
      }
      if (!role && color.name === undefined) {
        ctx.addIssue({ code: 'custom', path: ['colors', i, 'name'], message: 'couleur sans nom' });
      }
      ids.add(color.id);
    });
    for (const role of COLOR_ROLES) {
      if (!ids.has(role)) {
        ctx.addIssue({ code: 'custom', path: ['colors'], message: `couleur ${role} absente` });
      }
    }
    if (styles.page.bound !== undefined && !ids.has(styles.page.bound)) {
      ctx.addIssue({ code: 'custom', path: ['page', 'bound'], message: 'couleur inconnue' });
    }
  });

export const propertiesSchema = z.strictObject({
  level: z.enum(HEADING_LEVELS).optional(),
  link: linkSchema.optional(),
  alt: shortText(LIMITS.alt).optional(),
  assetId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .optional(),
  anchor: slugSchema.optional(),
  font: fontIdSchema.optional(),
  lineHeight: z.number().min(LINE_HEIGHT.min).max(LINE_HEIGHT.max).optional(),
  letterSpacing: z.number().min(LETTER_SPACING.min).max(LETTER_SPACING.max).optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  /** A form's fields, destination and colour (form.ts, `isFormSettings`: strict, bounded). */
  form: z.custom<FormSettings>(isFormSettings, 'formulaire refusé').optional(),
  locked: z.boolean().optional(),
  hidden: z.boolean().optional(),
  groupId: shortText(LIMITS.id).optional(),
  sample: z.literal(true).optional(),
  uppercase: z.boolean().optional(),
  colors: z
    .strictObject(
      Object.fromEntries(BOUND_COLOR_FIELDS.map((field) => [field, colorIdSchema.optional()])) as {
        [F in (typeof BOUND_COLOR_FIELDS)[number]]: z.ZodOptional<typeof colorIdSchema>;
      },
    )
    .optional(),
  textStyle: z.enum(TEXT_STYLE_IDS).optional(),
  field: z.enum(ITEM_FIELDS).optional(),
  /** A « Liste »'s collection (which may have been deleted since: it then shows nothing) and choice. */
  list: z
    .strictObject({
      collection: elementIdSchema,
      show: z.enum(LIST_SHOWS),
      count: z.number().int().min(1).max(LIMITS.listCards),
      category: z.string().min(1).max(LIMITS.itemText).optional(),
      items: z.array(elementIdSchema).max(LIMITS.itemsPerCollection).optional(),
    })
    .optional(),
});

export const overrideSchema = z.strictObject({
  hidden: z.boolean().optional(),
  order: bounded(OVERRIDE_BOUNDS.order).optional(),
  fontSize: bounded(OVERRIDE_BOUNDS.fontSize).optional(),
  textAlign: z.enum(TEXT_ALIGNS).optional(),
  width: bounded(OVERRIDE_BOUNDS.width).optional(),
  height: bounded(OVERRIDE_BOUNDS.height).optional(),
  padding: bounded(OVERRIDE_BOUNDS.padding).optional(),
});

/** The element of schema 3: the spec's fields, type-specific properties, per-screen overrides. */
export const elementSchema = z
  .strictObject({
    id: elementIdSchema,
    type: z.enum(ELEMENT_TYPES),
    content: z.string().max(LIMITS.imageUrl),
    styles: stylesSchema,
    properties: propertiesSchema,
    overrides: z
      .strictObject({ tablet: overrideSchema.optional(), phone: overrideSchema.optional() })
      .optional(),
  })
  .superRefine(checkContent);

/** Element ids are unique in the list (a page of schema 2, or all the pages of a site). */
function checkUniqueIds(
  elements: readonly { id: string }[],
  seen: Set<string>,
  path: (index: number) => (string | number)[],
  ctx: z.RefinementCtx,
) {
  elements.forEach((element, index) => {
    if (seen.has(element.id)) {
      ctx.addIssue({ code: 'custom', path: path(index), message: 'id en double' });
    }
    seen.add(element.id);
  });
}

/** The page document of schema 2 (one page). */
export const pageDocumentSchema = z
  .strictObject({
    templateId: z.string().min(1).max(LIMITS.id).nullable(),
    name: z.string().max(LIMITS.storedName),
    elements: z.array(elementV2Schema).max(LIMITS.elementsPerPage),
  })
  .superRefine((document, ctx) => {
    checkUniqueIds(document.elements, new Set(), (i) => ['elements', i, 'id'], ctx);
  });

export const pageSchema = z.strictObject({
  id: elementIdSchema,
  name: z
    .string()
    .min(1)
    .max(LIMITS.pageName)
    .refine((name) => name === name.trim(), 'nom de page à espaces'),
  slug: slugSchema,
  seo: z.strictObject({
    title: shortText(LIMITS.seoTitle),
    description: shortText(LIMITS.seoDescription),
    image: z.string().max(LIMITS.imageUrl).refine(isSafeImageUrl).optional(),
    noindex: z.boolean(),
  }),
  elements: z.array(elementSchema).max(LIMITS.elementsPerPage),
  showHeader: z.boolean().optional(),
  showFooter: z.boolean().optional(),
  collection: elementIdSchema.optional(),
});

/** The site's header and footer (schema 5): each a list of elements, as a page's. */
const sharedSchema = z.strictObject({
  header: z.array(elementSchema).max(LIMITS.elementsPerPage),
  footer: z.array(elementSchema).max(LIMITS.elementsPerPage),
});

/** A picture of an item: one of the Médiathèque's. */
const itemPictureSchema = z.strictObject({
  assetId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  alt: shortText(LIMITS.alt),
});

/** An item of a collection; which fields it may have is its kind's (checked by the collection). */
const itemSchema = z.strictObject({
  id: elementIdSchema,
  slug: slugSchema,
  draft: z.boolean().optional(),
  sample: z.literal(true).optional(),
  title: shortText(LIMITS.itemText),
  date: z.string().refine(isItemDate, 'date refusée').optional(),
  image: itemPictureSchema.optional(),
  images: z.array(itemPictureSchema).max(LIMITS.itemImages).optional(),
  summary: shortText(LIMITS.itemSummary).optional(),
  content: z.custom<RichText>(isRichText, 'contenu refusé').optional(),
  author: shortText(LIMITS.itemText).optional(),
  categories: z.array(z.string().min(1).max(LIMITS.itemText)).max(LIMITS.itemCategories).optional(),
  client: shortText(LIMITS.itemText).optional(),
  price: z.number().int().min(0).max(LIMITS.priceCents).optional(),
  link: shortText(2048).refine(isSafeWebUrl, 'lien refusé').optional(),
});

/**
 * A collection: its items have only its kind's fields, unique ids and slugs (no `page-2`, no
 * `flux`: the list's next pages and the feed share the folder).
 */
const collectionSchema = z
  .strictObject({
    id: elementIdSchema,
    kind: z.enum(COLLECTION_KINDS),
    name: z.string().min(1).max(LIMITS.pageName),
    items: z.array(itemSchema).max(LIMITS.itemsPerCollection),
  })
  .superRefine((collection, ctx) => {
    const allowed = new Set<string>([
      'id',
      'slug',
      'draft',
      'sample',
      ...KIND_FIELDS[collection.kind],
    ]);
    const ids = new Set<string>();
    collection.items.forEach((item, i) => {
      for (const key of Object.keys(item)) {
        if (!allowed.has(key)) {
          ctx.addIssue({ code: 'custom', path: ['items', i, key], message: 'champ inconnu' });
        }
      }
      if (ids.has(item.id)) {
        ctx.addIssue({ code: 'custom', path: ['items', i, 'id'], message: 'id en double' });
      }
      ids.add(item.id);
      if (itemSlugProblem(collection as Collection, item.id, item.slug) !== null) {
        ctx.addIssue({ code: 'custom', path: ['items', i, 'slug'], message: 'adresse refusée' });
      }
    });
  });

/**
 * The collections of a site: ids unique, each with exactly one « Modèle de page », which is not
 * the home page; every page marked as a model names one of them.
 */
function checkCollections(
  site: { pages: Page[]; homePageId: string; collections?: Collection[] },
  ctx: z.RefinementCtx,
) {
  const collections = site.collections ?? [];
  const ids = new Set<string>();
  collections.forEach((collection, c) => {
    if (ids.has(collection.id)) {
      ctx.addIssue({ code: 'custom', path: ['collections', c, 'id'], message: 'id en double' });
    }
    ids.add(collection.id);
    const models = site.pages.filter((page) => page.collection === collection.id);
    if (models.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['collections', c], message: 'modèle de page' });
    }
  });
  site.pages.forEach((page, p) => {
    if (page.collection === undefined) return;
    if (!ids.has(page.collection) || page.id === site.homePageId) {
      ctx.addIssue({ code: 'custom', path: ['pages', p, 'collection'], message: 'collection' });
    }
  });
}

/** The fields of a site of schema 3 and 4 alike. */
const siteFields = (page: z.ZodType<Page>) => ({
  name: z.string().max(LIMITS.storedName),
  templateId: z.string().min(1).max(LIMITS.id).nullable(),
  homePageId: elementIdSchema,
  pages: z.array(page).min(1).max(LIMITS.pages),
  theme: z.strictObject({ headingFont: fontIdSchema, bodyFont: fontIdSchema }),
  settings: z.strictObject({
    language: z.literal('fr'),
    siteUrl: shortText(2048).refine(isSafeWebUrl, 'adresse du site refusée').optional(),
    favicon: z.string().max(LIMITS.imageUrl).refine(isSafeImageUrl).optional(),
    generator: z
      .strictObject({
        activity: z.string().regex(/^[a-z]{2,40}$/),
        name: shortText(LIMITS.storedName),
        city: shortText(120),
        since: z.number().int().min(1000).max(9999),
        year: z.number().int().min(1000).max(9999),
        trade: shortText(120).optional(),
        noun: z.strictObject({ word: shortText(120), gender: z.enum(['f', 'm']) }).optional(),
      })
      .optional(),
  }),
});

type SiteFields = z.infer<z.ZodObject<ReturnType<typeof siteFields>>>;

/** The rules across a site's pages (and, in schema 4, across its elements and its styles). */
function checkSite(
  site: SiteFields & {
    styles?: z.infer<typeof siteStylesSchema>;
    shared?: z.infer<typeof sharedSchema>;
  },
  ctx: z.RefinementCtx,
) {
  checkShared(site, ctx);
  if (!site.pages.some((page) => page.id === site.homePageId)) {
    ctx.addIssue({ code: 'custom', path: ['homePageId'], message: "page d'accueil inconnue" });
  }
  const pageIds = new Set<string>();
  const slugs: string[] = [];
  const elementIds = new Set<string>();
  let elementCount = 0;
  site.pages.forEach((page, p) => {
    if (pageIds.has(page.id)) {
      ctx.addIssue({ code: 'custom', path: ['pages', p, 'id'], message: 'page en double' });
    }
    pageIds.add(page.id);
    if (slugProblem(page.slug, slugs) !== null) {
      ctx.addIssue({ code: 'custom', path: ['pages', p, 'slug'], message: 'adresse refusée' });
    }
    slugs.push(page.slug);
    elementCount += page.elements.length;
    checkUniqueIds(page.elements, elementIds, (i) => ['pages', p, 'elements', i, 'id'], ctx);
    const anchors = new Set<string>();
    page.elements.forEach((element, i) => {
      const { anchor, link } = element.properties;
      if (anchor !== undefined) {
        if (anchors.has(anchor) || slugProblem(anchor, []) === 'format') {
          const path = ['pages', p, 'elements', i, 'properties', 'anchor'];
          ctx.addIssue({ code: 'custom', path, message: 'ancre refusée' });
        }
        anchors.add(anchor);
      }
      if (link && brokenLinkReason(link, { pages: [] }) === 'badAddress') {
        const path = ['pages', p, 'elements', i, 'properties', 'link'];
        ctx.addIssue({ code: 'custom', path, message: 'lien refusé' });
      }
    });
  });
  if (elementCount > LIMITS.elementsPerSite) {
    ctx.addIssue({ code: 'custom', path: ['pages'], message: "trop d'éléments" });
  }
  const colorIds = new Set(site.styles?.colors.map((color) => color.id) ?? []);
  const lists: [(string | number)[], EditorElement[]][] = site.pages.map((page, p) => [
    ['pages', p, 'elements'],
    page.elements,
  ]);
  if (site.shared) {
    for (const part of SHARED_PARTS) lists.push([['shared', part], site.shared[part]]);
  }
  for (const [at, elements] of lists) {
    elements.forEach((element, i) => {
      const colors = element.properties.colors;
      if (!colors) return;
      for (const field of BOUND_COLOR_FIELDS) {
        const id = colors[field];
        if (id !== undefined && !colorIds.has(id)) {
          const path = [...at, i, 'properties', 'colors', field];
          ctx.addIssue({ code: 'custom', path, message: `couleur ${id} inconnue` });
        }
      }
    });
  }
}

/**
 * The rules of the shared header and footer (schema 5): their elements' ids unique in the site
 * and counted once in its limit, their anchors unique on each page that shows them, one band at
 * most in each (of its own type: a header holds no footer); a page that shows the shared header's
 * band holds no header band of its own (two headers), and a page that says it shows a part the site lacks
 * is refused.
 */
function checkShared(
  site: SiteFields & { shared?: z.infer<typeof sharedSchema> },
  ctx: z.RefinementCtx,
) {
  const shared = site.shared;
  for (const [p, page] of site.pages.entries()) {
    for (const part of SHARED_PARTS) {
      const key = part === 'header' ? 'showHeader' : 'showFooter';
      if (page[key] === true && !shared?.[part].length) {
        ctx.addIssue({
          code: 'custom',
          path: ['pages', p, key],
          message: 'partie commune absente',
        });
      }
    }
  }
  if (!shared) return;
  const ids = new Set(site.pages.flatMap((page) => page.elements.map((e) => e.id)));
  const sharedAnchors = new Set<string>();
  const anchorsOf: Record<SharedPart, Set<string>> = { header: new Set(), footer: new Set() };
  for (const part of SHARED_PARTS) {
    const elements = shared[part];
    checkUniqueIds(elements, ids, (i) => ['shared', part, i, 'id'], ctx);
    const bands = elements.filter((e) => e.type === 'header' || e.type === 'footer');
    if (bands.length > 1 || bands.some((band) => band.type !== part)) {
      ctx.addIssue({ code: 'custom', path: ['shared', part], message: 'deux bandeaux' });
    }
    elements.forEach((element, i) => {
      const { anchor, link } = element.properties;
      if (anchor !== undefined) {
        if (sharedAnchors.has(anchor) || slugProblem(anchor, []) === 'format') {
          const path = ['shared', part, i, 'properties', 'anchor'];
          ctx.addIssue({ code: 'custom', path, message: 'ancre refusée' });
        }
        sharedAnchors.add(anchor);
        anchorsOf[part].add(anchor);
      }
      if (link && brokenLinkReason(link, { pages: [] }) === 'badAddress') {
        const path = ['shared', part, i, 'properties', 'link'];
        ctx.addIssue({ code: 'custom', path, message: 'lien refusé' });
      }
    });
  }
  const elementCount =
    site.pages.reduce((n, page) => n + page.elements.length, 0) +
    shared.header.length +
    shared.footer.length;
  if (elementCount > LIMITS.elementsPerSite) {
    ctx.addIssue({ code: 'custom', path: ['shared'], message: "trop d'éléments" });
  }
  site.pages.forEach((page, p) => {
    const showsHeader = page.showHeader !== false && shared.header.length > 0;
    const showsFooter = page.showFooter !== false && shared.footer.length > 0;
    const band = (part: 'header' | 'footer') => (e: { type: string }) => e.type === part;
    if (showsHeader && shared.header.some(band('header')) && page.elements.some(band('header'))) {
      ctx.addIssue({ code: 'custom', path: ['pages', p, 'showHeader'], message: 'deux en-têtes' });
    }
    if (showsFooter && shared.footer.some(band('footer')) && page.elements.some(band('footer'))) {
      ctx.addIssue({ code: 'custom', path: ['pages', p, 'showFooter'], message: 'deux pieds' });
    }
    // An anchor of the page must not be one of a part the page shows (drawn twice there).
    const shown = (part: SharedPart, anchor: string) =>
      page[part === 'header' ? 'showHeader' : 'showFooter'] !== false &&
      anchorsOf[part].has(anchor);
    page.elements.forEach((element, i) => {
      const anchor = element.properties.anchor;
      if (anchor !== undefined && (shown('header', anchor) || shown('footer', anchor))) {
        const path = ['pages', p, 'elements', i, 'properties', 'anchor'];
        ctx.addIssue({ code: 'custom', path, message: 'ancre en double' });
      }
    });
  });
}

/**
 * The site (schema 4). Beyond each field's own rule: 1 to 50 pages, page ids and slugs unique
 * and valid, the home page one of the pages, element ids unique in the site, at most 20,000
 * elements, anchors unique on their page, every colour an element follows one of the site's. A
 * link to a page that no longer exists is allowed (the person may have deleted it; the export
 * drops it and « Vérifier le site » will name it).
 */
const makeSiteSchema = (page: z.ZodType<Page>) =>
  z
    .strictObject({
      schemaVersion: z.literal(SITE_SCHEMA_VERSION),
      ...siteFields(page),
      styles: siteStylesSchema,
      shared: sharedSchema.optional(),
      collections: z.array(collectionSchema).max(LIMITS.collections).optional(),
    })
    .superRefine((site, ctx) => {
      checkSite(site, ctx);
      checkCollections(site, ctx);
    });

/** The pages of schema 3 and 4, which did not know the site's header and footer. */
const pageV4Schema = pageSchema.omit({ showHeader: true, showFooter: true, collection: true });

/** The site of schema 4: styles, no shared header nor footer. */
export const siteV4Schema = z
  .strictObject({
    schemaVersion: z.literal(4),
    ...siteFields(pageV4Schema),
    styles: siteStylesSchema,
  })
  .superRefine(checkSite);

/** The site of schema 3: no styles (and so no element following one). */
export const siteV3Schema = z
  .strictObject({ schemaVersion: z.literal(3), ...siteFields(pageV4Schema) })
  .superRefine(checkSite);

export const siteSchema = makeSiteSchema(pageSchema);

/**
 * Pages known valid: those a full check passed (and the editor's pages, which are never mutated:
 * a change makes a new page object). Saving a site then checks only its changed pages, plus the
 * rules across pages (ids, slugs, counts), instead of its 20,000 elements every time.
 */
const validPages = new WeakSet<object>();
const rememberedPageSchema = z.custom<Page>((value) => {
  if (typeof value !== 'object' || value === null) return false;
  if (validPages.has(value)) return true;
  // The page schema transforms nothing: a page that passes is valid as it is.
  if (!pageSchema.safeParse(value).success) return false;
  validPages.add(value);
  return true;
});
const rememberingSiteSchema = makeSiteSchema(rememberedPageSchema);

/** Whether `site` is a valid site (schema 4), checking again only the pages not seen valid. */
export function isValidSite(site: unknown): site is SiteDocument {
  return rememberingSiteSchema.safeParse(site).success;
}

/** Notes the pages of a site that a full check (`siteSchema`) just passed. */
export function rememberValidSite(site: SiteDocument): void {
  for (const page of site.pages) validPages.add(page);
}

/** The schemas and the editor's own types must describe the same documents. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const elementMatches: Same<z.infer<typeof elementSchema>, EditorElement> = true;
const siteMatches: Same<z.infer<typeof siteSchema>, SiteDocument> = true;
void elementMatches;
void siteMatches;

/** The site if `value` is a valid site document (schema 4), else `null`. */
export function parseSite(value: unknown): SiteDocument | null {
  const result = siteSchema.safeParse(value);
  return result.success ? (result.data as SiteDocument) : null;
}
