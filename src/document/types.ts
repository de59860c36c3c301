/** The element types of spec section 3, the only ones schemas 1 and 2 know (docs/decisions.md, 9). */
export const SPEC_ELEMENT_TYPES = [
  'text',
  'image',
  'button',
  'container',
  'header',
  'footer',
] as const;
/**
 * Every element type: the spec's, then « Menu », the site's navigation (its pages, as links),
 * « Formulaire », a contact form that sends (docs/decisions.md, 18), and « Liste », the cards of a
 * collection's items, each leading to its page (docs/decisions.md, 33).
 */
export const ELEMENT_TYPES = [...SPEC_ELEMENT_TYPES, 'menu', 'form', 'list'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** « Normal », « Gras », « Léger » in the properties panel. */
export const FONT_WEIGHTS = ['normal', 'bold', 'light'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/** « Gauche », « Centre », « Droite ». */
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

export interface ElementStyles {
  position: { x: number; y: number };
  size: { width: number; height: number };
  color: string;
  /** A hex colour or 'transparent'. */
  backgroundColor: string;
  fontSize: number;
  fontWeight: FontWeight;
  textAlign: TextAlign;
  borderRadius: number;
  padding: number;
  margin: number;
}

/** « Paragraphe », « Titre 1 », « Titre 2 », « Titre 3 »: the tag a text exports as. */
export const HEADING_LEVELS = ['p', 'h1', 'h2', 'h3'] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Where a link goes: a page of the site, an anchor on one, or outside. */
export type Link =
  | { kind: 'page'; pageId: string; newTab?: boolean }
  | { kind: 'anchor'; pageId: string; anchor: string; newTab?: boolean }
  | { kind: 'url'; href: string; newTab?: boolean }
  | { kind: 'email'; address: string }
  | { kind: 'phone'; number: string };
export const LINK_KINDS = ['page', 'anchor', 'url', 'email', 'phone'] as const;

/** What a form's field asks for: it gives the input's type and `autocomplete`. */
export const FORM_FIELD_KINDS = ['name', 'email', 'phone', 'message', 'consent', 'text'] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/** One field of a « Formulaire », in the order it shows. */
export interface FormField {
  /** Unique in its form, a slug: the input's `name` in what is sent (`nom`, `email`). */
  id: string;
  kind: FormFieldKind;
  /** What the label says; empty, the kind's name (« Nom », « E-mail »…). */
  label: string;
  required: boolean;
}

/** Where a form sends: an e-mail (`mailto:`, with a subject) or a form service's https address. */
export type FormDestination =
  { kind: 'email'; address: string; subject: string } | { kind: 'web'; url: string };

/** A « Formulaire »'s own data (its button's text is the element's `content`). */
export interface FormSettings {
  fields: FormField[];
  /** None yet: the exported form cannot send (its page keeps `form-action 'none'`). */
  destination?: FormDestination;
  /** The send button's colour (its text is white or black, whichever reads). */
  accent?: string;
}

/** Type-specific properties, all optional (the spec's element had an empty object here). */
export interface ElementProperties {
  /** Text: the heading level it exports as. */
  level?: HeadingLevel;
  /** Text, button, image: where a click leads. */
  link?: Link;
  /** Image: its alternative text ('' for a decorative picture). */
  alt?: string;
  /** Image: an uploaded picture, by content hash. */
  assetId?: string;
  /** Any element: an id that links can target (a slug, unique on its page). */
  anchor?: string;
  font?: string;
  lineHeight?: number;
  letterSpacing?: number;
  italic?: boolean;
  underline?: boolean;
  /** Form: its fields, where it sends, its button's colour. */
  form?: FormSettings;
  /** « Verrouiller »: not moved, resized, deleted nor edited on the canvas until unlocked. */
  locked?: boolean;
  /** « Masquer »: neither drawn on the canvas nor exported, still listed in « Calques ». */
  hidden?: boolean;
  /** « Grouper »: the id of the group (a container) this element belongs to. */
  groupId?: string;
  /**
   * « Contenu d’exemple »: still as a template or the generator wrote it (document/sampleContent.ts);
   * the person's first change of what it says removes it.
   */
  sample?: true;
  /** « Majuscules »: the text shown in capitals (`text-transform: uppercase`). */
  uppercase?: boolean;
  /**
   * « Couleurs du site »: the site's colour (its id in `SiteStyles.colors`) each colour field
   * follows. The element's own value (`styles.color`…) always holds that colour's value too, so
   * what draws an element never looks the binding up; changing the site's colour rewrites it.
   */
  colors?: ColorBindings;
  /**
   * « Style de texte »: the site's text style the element's typography follows. Its values are
   * the element's own too; a value that differs from the style's is « Modifié »
   * (document/siteStyles).
   */
  textStyle?: TextStyleId;
  /**
   * « Lier au champ »: on a collection's « Modèle de page », the field of the item this element
   * shows (its title, its picture…); each item's page shows that item's value in its place.
   */
  field?: ItemField;
  /** « Liste »: the collection whose items it shows, and which. */
  list?: ListSettings;
}

/**
 * Which items a « Liste » shows: the `count` most recent, the `count` most recent of a category,
 * chosen ones (in the order chosen), or all of them, 12 a page (the export writes the next pages).
 */
export const LIST_SHOWS = ['latest', 'category', 'chosen', 'all'] as const;
export type ListShow = (typeof LIST_SHOWS)[number];

/** A « Liste »'s settings. */
export interface ListSettings {
  /** The collection's id. */
  collection: string;
  show: ListShow;
  /** How many cards, 1 to 12 (`all`: 12 a page). */
  count: number;
  /** `category`: the category shown. */
  category?: string;
  /** `chosen`: the items shown, by id. */
  items?: string[];
}

/** The colour fields of an element that can follow a colour of the site. */
export const BOUND_COLOR_FIELDS = ['color', 'backgroundColor', 'accent'] as const;
export type BoundColorField = (typeof BOUND_COLOR_FIELDS)[number];
export type ColorBindings = Partial<Record<BoundColorField, string>>;

/** The screens smaller than the canvas, which get a flow layout and may be adjusted. */
export const OVERRIDE_SCREENS = ['tablet', 'phone'] as const;
export type OverrideScreen = (typeof OVERRIDE_SCREENS)[number];

/** A person's change of one element on one smaller screen. */
export interface Override {
  hidden?: boolean;
  order?: number;
  fontSize?: number;
  textAlign?: TextAlign;
  width?: number;
  height?: number;
  padding?: number;
}

export interface EditorElement {
  /** Time-based, made in `prepare` (never in a reducer). */
  id: string;
  type: ElementType;
  content: string;
  /** The spec's styles: desktop values. */
  styles: ElementStyles;
  properties: ElementProperties;
  overrides?: Partial<Record<OverrideScreen, Override>>;
}

/** What a page tells search engines and social networks. */
export interface PageSeo {
  title: string;
  description: string;
  image?: string;
  noindex: boolean;
}

/** One page of the site. Elements are in z-order (last on top). */
export interface Page {
  id: string;
  /** « Accueil », « À propos »: shown in the Pages panel and the menu. */
  name: string;
  /** Its address in the site (`a-propos` → `a-propos.html`), unique in the site. */
  slug: string;
  seo: PageSeo;
  elements: EditorElement[];
  /**
   * « Afficher l’en-tête du site »: false hides the site's shared header on this page (absent:
   * shown). Never written `true`: a page that says so where the site has no header is refused.
   */
  showHeader?: boolean;
  /** « Afficher le pied de page du site »: false hides the shared footer here (absent: shown). */
  showFooter?: boolean;
  /**
   * The id of the collection whose « Modèle de page » this page is: not a page of the site's own
   * (not in its menu, not exported as itself), the layout of each of the collection's item pages.
   */
  collection?: string;
}

/** The parts of the site every page shows: « En-tête du site », « Pied de page du site ». */
export const SHARED_PARTS = ['header', 'footer'] as const;
export type SharedPart = (typeof SHARED_PARTS)[number];

/**
 * The site's shared header and footer (document/sharedParts.ts). The header's elements are placed
 * from the top of each page that shows it; the footer's from its own top (y = 0), which each page
 * puts under its last element. An element belongs to one place: a page, the header or the footer.
 */
export type SharedParts = Record<SharedPart, EditorElement[]>;

/**
 * The colours every site has, by role (« Principale », « Secondaire », « Accent », « Fond »,
 * « Fond alterné », « Texte », « Texte discret »); a person may add up to
 * MAX_CUSTOM_COLORS more, each named (ids `c1`, `c2`…).
 */
export const COLOR_ROLES = [
  'primary',
  'secondary',
  'accent',
  'background',
  'backgroundAlt',
  'text',
  'textMuted',
] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];
export const MAX_CUSTOM_COLORS = 12;

/** A colour of the site: a role's (named by Toile) or one the person added (named by them). */
export interface SiteColor {
  /** A role, or `c1`…`c99` for an added colour. */
  id: string;
  /** An added colour's name; a role's name is Toile's (fr.ts). */
  name?: string;
  /** `#RRGGBB`, upper-case. */
  value: string;
}

/** « Titre 1 », « Titre 2 », « Titre 3 », « Paragraphe », « Petit texte », « Bouton ». */
export const TEXT_STYLE_IDS = ['h1', 'h2', 'h3', 'p', 'small', 'button'] as const;
export type TextStyleId = (typeof TEXT_STYLE_IDS)[number];

/** The screens a text style gives a size for. */
export const STYLE_SCREENS = ['desktop', 'tablet', 'phone'] as const;
export type StyleScreen = (typeof STYLE_SCREENS)[number];

/** A text style of the site: the typography of the texts (and buttons) bound to it. */
export interface TextStyle {
  /** `heading` (« Police des titres »), `body` (« Police du texte ») or a font id. */
  font: string;
  /** Its size in pixels on each screen. */
  sizes: Record<StyleScreen, number>;
  weight: FontWeight;
  /** Unitless. */
  lineHeight: number;
  /** Pixels. */
  letterSpacing: number;
  uppercase: boolean;
}

/** The site's look, set once: its colours and its text styles. */
export interface SiteStyles {
  colors: SiteColor[];
  text: Record<TextStyleId, TextStyle>;
  /** The page's own background (behind the elements), and the colour of the site it follows. */
  page: { background: string; bound?: string };
}

/** The fonts of the site's headings and body text (`system`: the reader's system font). */
export interface SiteTheme {
  headingFont: string;
  bodyFont: string;
}

/**
 * What « Créer avec l’IA » made the site from: its activity and the facts its texts were written
 * for, so « Réécrire » can offer the same texts in other words.
 */
export interface GeneratedFrom {
  /** The generator's activity id: « boulangerie ». */
  activity: string;
  name: string;
  city: string;
  since: number;
  year: number;
  /** A family's site (a trade none of the activities is): the trade as the person named it. */
  trade?: string;
  /** And the noun its texts say the business with (« salle d’escalade », feminine). */
  noun?: { word: string; gender: 'f' | 'm' };
}

export interface SiteSettings {
  language: 'fr';
  generator?: GeneratedFrom;
  /** The site's public address, for canonical links and the sitemap. */
  siteUrl?: string;
  favicon?: string;
}

/**
 * « Articles », « Réalisations », « Produits »: the kinds of collection a site may hold
 * (document/collections).
 */
export const COLLECTION_KINDS = ['articles', 'realisations', 'produits'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

/** The fields an item may have; which ones a kind shows is `KIND_FIELDS` (collections.ts). */
export const ITEM_FIELDS = [
  'title',
  'date',
  'image',
  'images',
  'summary',
  'content',
  'author',
  'categories',
  'client',
  'price',
  'link',
] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];

/** A mark of rich text: bold, italic, or a link (Toile's link rules: collections/richText.ts). */
export type RichMark =
  { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };
export type RichInline = { type: 'text'; text: string; marks?: RichMark[] } | { type: 'hardBreak' };
export interface RichListItem {
  type: 'listItem';
  content: RichBlock[];
}
export type RichBlock =
  | { type: 'paragraph'; content?: RichInline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 }; content?: RichInline[] }
  | { type: 'bulletList'; content: RichListItem[] }
  | { type: 'orderedList'; content: RichListItem[] }
  | { type: 'blockquote'; content: RichBlock[] }
  /** A picture of the Médiathèque between the blocks, and what it shows. */
  | { type: 'image'; attrs: ItemPicture };
/**
 * An item's rich content: the rich-text editor's document (ProseMirror's JSON, as Tiptap writes
 * it) kept to what Toile allows, never HTML.
 */
export interface RichText {
  type: 'doc';
  content: RichBlock[];
}

/** A picture of an item: one of the Médiathèque's, and what it shows. */
export interface ItemPicture {
  assetId: string;
  alt: string;
}

/** One article, realisation or product. Which fields it has depends on its collection's kind. */
export interface CollectionItem {
  id: string;
  /** Its page's address in the collection's folder (`articles/<slug>.html`), unique there. */
  slug: string;
  /** « Brouillon »: kept in the editor, neither listed nor exported. */
  draft?: boolean;
  /** « Contenu d’exemple »: as a template or section wrote it, until the person saves it. */
  sample?: true;
  /** « Titre » (a product's « Nom »). */
  title: string;
  /** `YYYY-MM-DD`. */
  date?: string;
  image?: ItemPicture;
  images?: ItemPicture[];
  /** « Résumé »: the page's description and the list's card. */
  summary?: string;
  /** « Contenu » (« Description » for realisations and products). */
  content?: RichText;
  author?: string;
  categories?: string[];
  client?: string;
  /** A product's price, in euro cents. */
  price?: number;
  /** « Lien » (a product's « Lien d’achat »): an http(s) address. */
  link?: string;
}

/** A collection of items, each with its page made from the collection's « Modèle de page ». */
export interface Collection {
  id: string;
  kind: CollectionKind;
  /** « Articles », « Nos réalisations »… */
  name: string;
  /**
   * Its « Modèle de page » is the page of `SiteDocument.pages` whose `collection` is this id; that
   * page's slug is the collection's folder in the exported site (`articles/`).
   */
  items: CollectionItem[];
}

export const SITE_SCHEMA_VERSION = 5;

/** What a person edits and saves: the site (schema v5, docs/architecture.md). */
export interface SiteDocument {
  schemaVersion: typeof SITE_SCHEMA_VERSION;
  /** « Nouveau Projet » or the template's name, until the person renames it. */
  name: string;
  /** The template shown faintly behind the pages, or null. */
  templateId: string | null;
  /** The page exported as `index.html`; always one of `pages`. */
  homePageId: string;
  pages: Page[];
  theme: SiteTheme;
  /** Its colours and text styles (document/siteStyles). */
  styles: SiteStyles;
  /** Its header and footer, shown on every page (absent: none; document/sharedParts.ts). */
  shared?: SharedParts;
  /** Its articles, realisations and products (absent: none; document/collections). */
  collections?: Collection[];
  settings: SiteSettings;
}

/**
 * The page document of schema 1 and 2 (one page, no id): what older records, files and links
 * hold, and what the renderer's single-page functions take.
 */
export interface PageDocument {
  templateId: string | null;
  name: string;
  elements: EditorElement[];
}

/** The design width of the canvas: Tailwind's 6xl, 72rem. */
export const CANVAS_WIDTH = 1152;
/** Grid dots (and snapping) every 20 px. */
export const GRID_SIZE = 20;

/** What CSS font-weight each weight means, for the canvas and the export alike. */
export const FONT_WEIGHT_CSS: Record<FontWeight, number> = { normal: 400, bold: 700, light: 300 };
/** Header and footer use this background when none is set (spec). */
export const HEADER_FOOTER_BACKGROUND = '#F3F4F6';
