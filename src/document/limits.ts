/**
 * THE bounds of the site document, in one table: what the editor lets a person make, what the
 * renderer lets through to CSS (validate/safeStyles.ts), what a save normalizes to
 * (schema/normalizeDocument.ts) and what Toile reads from outside (storage, a file, a share link:
 * schema/documentSchema.ts). Generous for a real site, small enough that a hostile file cannot
 * freeze the tab. Numbers in CSS pixels unless told.
 */
export const LIMITS = {
  /** Position on the canvas, either way from the origin. */
  position: { min: -100_000, max: 100_000 },
  /** Width and height. */
  size: { min: 0, max: 100_000 },
  fontSize: { min: 1, max: 1_000 },
  borderRadius: { min: 0, max: 100_000 },
  padding: { min: 0, max: 100_000 },
  margin: { min: -100_000, max: 100_000 },

  /** Pages in a site. */
  pages: 50,
  /** Elements on one page. */
  elementsPerPage: 2_000,
  /** Elements in the whole site. */
  elementsPerSite: 20_000,

  /** The site's name as the editor keeps it (a name is a title, not a paragraph). */
  name: 120,
  /** The site's name as read from outside: a little slack for older files. */
  storedName: 200,
  /** A page's name (« À propos »), as the Pages panel keeps it. */
  pageName: 60,
  /** A page's address in the site (`a-propos`). */
  slug: 60,
  /** A page's title and description for search engines. */
  seoTitle: 200,
  seoDescription: 500,
  /** Element, page and template ids. */
  id: 100,
  /** A picture's alternative text: a sentence or two, what screen readers say in its place. */
  alt: 1_000,
  /** A form's fields, its field's label, its e-mail's subject (docs/decisions.md, 18). */
  formFields: 20,
  formLabel: 300,
  formSubject: 200,
  /** Text of a text, button, header, footer or container element. */
  text: 20_000,
  /** An image address; `data:image/…` pictures carried in the page can be large. */
  imageUrl: 2_000_000,
  /**
   * A project file (`.toile.json`), in bytes, and the text a share link may unpack to: a site at
   * its element limit must travel in its own file (20,000 elements, indented, is about 10 MB).
   */
  fileBytes: 32 * 1024 * 1024,
  /**
   * A project file with its pictures, in bytes: the site's 32 Mo and the base64 of a project's
   * 300 Mo of pictures (ASSET_LIMITS.projectBytes, 400 Mo as base64), under the 512 Mi characters
   * a Chromium string may hold. The site part alone stays held to `fileBytes`.
   */
  projectFileBytes: 440 * 1024 * 1024,
  /** Collections in a site, and items in one collection (document/collections). */
  collections: 10,
  itemsPerCollection: 1_000,
  /** Cards a « Liste » shows (a page of it, when it shows them all). */
  listCards: 12,
  /** An item's short fields (title, author, client, a category) and its summary. */
  itemText: 300,
  itemSummary: 1_000,
  /** Categories of an item, pictures of a realisation. */
  itemCategories: 10,
  itemImages: 20,
  /** Blocks of an item's rich content, and its characters in all. */
  richBlocks: 2_000,
  richChars: 100_000,
  /** A product's price, in cents (a million euros). */
  priceCents: 100_000_000,
  /** The compressed part of a share link, in characters (Chromium accepts URLs up to 2 MB). */
  shareLinkChars: 2_000_000,
} as const;

export type Bounds = { readonly min: number; readonly max: number };

/** The numbers of a screen's override (document/types.ts, Override), within these bounds. */
export const OVERRIDE_BOUNDS: Readonly<
  Record<'order' | 'fontSize' | 'width' | 'height' | 'padding', Bounds>
> = {
  /** A shift in the screen's order: at most the whole page either way. */
  order: { min: -LIMITS.elementsPerPage, max: LIMITS.elementsPerPage },
  fontSize: LIMITS.fontSize,
  width: LIMITS.size,
  height: LIMITS.size,
  padding: LIMITS.padding,
};
