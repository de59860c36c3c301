import { fillAll } from '../../content/fill';
import type { SectionContents } from '../../content/sections/schema';
import defaults from '../../content/sections/defaults.json';

/**
 * What the sections say until a person writes their own: the site of one small business,
 * « Maison Garance », a bakery, pastry shop and café of the Croix-Rousse in Lyon, so sections put
 * together read as one site. The words are in src/content/sections/defaults.json (its `facts`, the
 * name, address, telephone and e-mail, fill its `{brand}`, `{address}`…); their shapes, the
 * content types the builders take, in src/content/sections/schema.ts. This is the page's content,
 * not the editor's words: it loads with the sections (on demand), not in i18n/fr.ts. Its contact
 * details are fictional by construction (document/sampleContacts.ts): a number kept for fiction,
 * `contact@example.com`, « rue de l’Exemple ».
 */

export type {
  ArticlesContent,
  Article,
  ContactContent,
  ContactDetails,
  CtaContent,
  Dish,
  FaqContent,
  FeaturesContent,
  FiguresContent,
  FooterContent,
  GalleryContent,
  HeaderContent,
  HeroContent,
  HoursContent,
  Item,
  Person,
  Plan,
  PriceLine,
  PricingContent,
  Product,
  ProductsContent,
  RestaurantMenuContent,
  SectionContents,
  TeamContent,
  Testimonial,
  TestimonialsContent,
} from '../../content/sections/schema';

export const DEFAULT_CONTENT: SectionContents = fillAll(defaults.content, defaults.facts);
