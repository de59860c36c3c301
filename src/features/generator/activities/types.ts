import type {
  ContactContent,
  ContactDetails,
  CtaContent,
  FaqContent,
  FeaturesContent,
  FiguresContent,
  GalleryContent,
  HeroContent,
  HoursContent,
  PricingContent,
  ProductsContent,
  RestaurantMenuContent,
  ArticlesContent,
} from '../../../document/sections/content';
import type { SectionKind } from '../../../document/sections';
import type { Category } from '../../templates/types';
import type { Noun, NounForms } from '../../../content/grammar';

/**
 * An activity the generator knows: how a description names it (its lexicon), what its site shows
 * (its pages and their sections) and what that site says (its texts, written for the business).
 * Every text is written for the activity (a sentence several activities say is written once, in
 * src/content/activities/shared.json): no filler.
 */

/** What the texts are written for: the business, as understood from the description. */
export interface Business {
  /** « Le Fournil ». */
  name: string;
  /** « du Fournil », « de Léa », « de l’Atelier Nord » (grammar.ts, ofBusiness). */
  ofName: string;
  /** « au Fournil », « chez Léa », « à la Villa Sud » (grammar.ts, atBusiness). */
  atName: string;
  /** « Lyon ». */
  city: string;
  /** « à Lyon », « au Mans ». */
  inCity: string;
  /** « de Lyon », « du Mans ». */
  ofCity: string;
  /** The activity's noun in all its forms: « la boulangerie », « notre boulangerie »… */
  noun: NounForms;
  /**
   * The trade as the person named it, lower case (« salle d’escalade de bloc », « opticienne »,
   * « librairie jeunesse »): said beside the name (« Vertical Grotte, salle d’escalade de bloc à
   * Grenoble »). An activity's own label when the description names none.
   */
  trade: string;
  /** The words of the description that said the activity (« pain au levain », « bio »): may be empty. */
  details: string[];
  /** The year the business opened (a few years ago). */
  since: number;
  /** This year. */
  year: number;
}

/** A hero: the first section of a page (its picture behind « Héros sur image » is drawn). */
export type HeroText = Omit<HeroContent, 'shelvesAlt'>;

/** A team member's role and biography (the name is drawn; `sex` makes the role agree). */
export interface PersonText {
  sex: 'female' | 'male';
  role: string;
  bio: string;
}

/** The kinds a page may show between its header and its footer. */
export type BodyKind = Exclude<SectionKind, 'header' | 'footer' | 'hero'>;

/** One page of the site: its name in the menu and what it shows after its hero. */
export interface PagePlan {
  /** « Accueil », « La carte », « Réserver ». */
  name: string;
  /** The sections after the page's hero, top to bottom. */
  sections: BodyKind[];
}

/** Everything the site says. Required: the kinds its pages use. */
export interface ActivityTexts {
  /** Under the name in the header: « Boulangerie · Pâtisserie · Café ». */
  tagline: string;
  /** The header's button (« Réserver »). */
  headerButton: string;
  /** Three heroes for the home page, one per proposal, each a different angle. */
  heroes: [HeroText, HeroText, HeroText];
  /** The hero of each other page, by the page's name. */
  pageHeroes: Record<string, HeroText>;
  features: FeaturesContent;
  gallery?: GalleryContent;
  pricing?: PricingContent;
  team?: { title: string; intro: string; people: PersonText[] };
  testimonials: { title: string; items: { quote: string; detail: string }[] };
  faq: FaqContent;
  figures: FiguresContent;
  /** Two calls to action. */
  ctas: [CtaContent, CtaContent];
  /**
   * The contact section's words, not its details (drawn for the site). The form's fields: a label
   * with « mail », « téléphone » or « message » gets that kind.
   */
  contact: Omit<ContactContent, keyof ContactDetails>;
  hours?: Omit<HoursContent, 'address'>;
  restaurantMenu?: RestaurantMenuContent;
  products?: ProductsContent;
  articles?: ArticlesContent;
  footer: { text: string; columns: { title: string; lines: string }[] };
}

/** Every field optional, down to the leaves; arrays keep their places. */
export type DeepPartial<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? DeepPartial<U>[]
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : T;

/**
 * A second version of the texts, for « Réécrire »: the same fields at the same places (an item
 * of a list at its index), other words. What it leaves out keeps its one version.
 */
export type RewriteTexts = DeepPartial<Omit<ActivityTexts, 'heroes'>>;

export interface Activity {
  /** « restaurant ». */
  id: string;
  /** Its name in the dialog: « Restaurant ». */
  label: string;
  /** What the business is, for the texts (« restaurant », masculine). */
  noun: Noun;
  /** Whose pictures, and which hue, its site takes. */
  category: Category;
  /**
   * How descriptions name it, lower case with accents as written (the generator normalises and
   * stems them): `strong` name the activity itself (« boulangerie », « boulanger », « fournil »),
   * `weak` are words its descriptions often hold (« pain », « viennoiserie »). Several words are
   * allowed (« salon de thé »).
   */
  keywords: { strong: string[]; weak: string[] };
  /** Names for a business whose description gives none, from its city: « Le Fournil de Lyon ». */
  names: (city: string, ofCity: string) => string[];
  /** The site's pages, the home page first (named « Accueil »); 2 to 4 pages. */
  pages: PagePlan[];
  /** The kinds its site must show somewhere (checked by the tests). */
  required: BodyKind[];
  texts: (b: Business) => ActivityTexts;
  /** Other words for the same texts (« Réécrire » swaps between the two versions). */
  rewrite?: (b: Business) => RewriteTexts;
}

/**
 * An activity's content file, src/content/activities/<id>.json: the activity's words, with
 * placeholders (`{inCity}`, `{Noun.the}`) where the business's facts go (./facts.ts).
 */
export interface ActivityContent extends Omit<Activity, 'names' | 'texts' | 'rewrite'> {
  /** `{city}` and `{ofCity}` only: « Le Fournil {ofCity} ». */
  names: string[];
  texts: ActivityTexts;
  rewrite?: RewriteTexts;
}
