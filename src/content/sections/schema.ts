import { z } from '../../document/zod';

/**
 * The shapes of what the sections say (src/content/sections/defaults.json, and the templates'
 * content files that fill the same sections): one zod schema per kind of section, and the
 * content TYPES the section builders take (src/document/sections/build/), inferred from them so
 * that a shape is written once. The app imports only the types; the schemas run in the content
 * tests (test/unit/content/), never in a bundle. Strict: a key the builders do not read is a
 * mistake in a content file.
 */

export const text = z.string().min(1);

/** The fields `keys`, each a text: `texts('title', 'intro')`. */
export function texts<K extends string>(...keys: K[]): Record<K, typeof text> {
  return Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>;
}

/** A list of pictures' alternative texts, in order. */
const pictureAlts = z.array(text);

export const item = z.strictObject(texts('title', 'text'));
export type Item = z.infer<typeof item>;

export const headerContent = z.strictObject(texts('brand', 'tagline', 'button'));
export type HeaderContent = z.infer<typeof headerContent>;

/** `shelvesAlt`: the picture behind « Héros sur image ». */
export const heroContent = z.strictObject(
  texts('eyebrow', 'title', 'text', 'button', 'secondary', 'pictureAlt', 'shelvesAlt'),
);
export type HeroContent = z.infer<typeof heroContent>;

export const featuresContent = z.strictObject({
  ...texts('title', 'intro'),
  items: z.array(item),
  pictureAlts,
});
export type FeaturesContent = z.infer<typeof featuresContent>;

export const galleryContent = z.strictObject({ ...texts('title', 'intro'), pictureAlts });
export type GalleryContent = z.infer<typeof galleryContent>;

export const plan = z.strictObject({
  ...texts('name', 'price', 'period', 'button'),
  features: z.array(text),
});
export type Plan = z.infer<typeof plan>;

export const priceLine = z.strictObject(texts('name', 'detail', 'price'));
export type PriceLine = z.infer<typeof priceLine>;

/** `featured`: the badge of the middle plan. */
export const pricingContent = z.strictObject({
  ...texts('title', 'intro', 'featured', 'listTitle', 'listIntro', 'listNote'),
  plans: z.array(plan),
  list: z.array(priceLine),
});
export type PricingContent = z.infer<typeof pricingContent>;

export const person = z.strictObject(texts('name', 'role', 'bio', 'pictureAlt'));
export type Person = z.infer<typeof person>;

export const teamContent = z.strictObject({ ...texts('title', 'intro'), people: z.array(person) });
export type TeamContent = z.infer<typeof teamContent>;

export const testimonial = z.strictObject(texts('quote', 'name', 'detail'));
export type Testimonial = z.infer<typeof testimonial>;

export const testimonialsContent = z.strictObject({ title: text, items: z.array(testimonial) });
export type TestimonialsContent = z.infer<typeof testimonialsContent>;

export const faqContent = z.strictObject({
  ...texts('title', 'intro'),
  items: z.array(z.strictObject(texts('question', 'answer'))),
});
export type FaqContent = z.infer<typeof faqContent>;

export const figuresContent = z.strictObject({
  ...texts('title', 'text'),
  items: z.array(z.strictObject(texts('value', 'label'))),
});
export type FiguresContent = z.infer<typeof figuresContent>;

export const ctaContent = z.strictObject(texts('title', 'text', 'button'));
export type CtaContent = z.infer<typeof ctaContent>;

export const contactContent = z.strictObject({
  ...texts('title', 'intro', 'button', 'detailsTitle'),
  ...texts('phoneLabel', 'phone', 'phoneNote', 'emailLabel', 'email', 'emailNote'),
  ...texts('addressLabel', 'address', 'addressNote'),
  fields: z.array(z.strictObject(texts('label', 'placeholder'))),
});
export type ContactContent = z.infer<typeof contactContent>;
/** The business's own ways to reach it in a contact section (the rest are the section's words). */
export type ContactDetails = Pick<
  ContactContent,
  'phoneLabel' | 'phone' | 'emailLabel' | 'email' | 'addressLabel' | 'address'
>;

/** An opening-hours table: « Mardi au vendredi », « 7 h – 19 h 30 ». */
export const hoursRows = z.array(z.strictObject(texts('days', 'time')));
export type HoursRows = z.infer<typeof hoursRows>;

export const hoursContent = z.strictObject({
  ...texts('title', 'intro', 'hoursTitle', 'addressTitle', 'address', 'access', 'note'),
  hours: hoursRows,
});
export type HoursContent = z.infer<typeof hoursContent>;

export const dish = z.strictObject(texts('name', 'detail', 'price'));
export type Dish = z.infer<typeof dish>;

export const restaurantMenuContent = z.strictObject({
  ...texts('title', 'intro'),
  categories: z.array(z.strictObject({ name: text, dishes: z.array(dish) })),
  pictureAlts,
});
export type RestaurantMenuContent = z.infer<typeof restaurantMenuContent>;

export const product = z.strictObject(texts('name', 'detail', 'price', 'pictureAlt'));
export type Product = z.infer<typeof product>;

export const productsContent = z.strictObject({
  ...texts('title', 'intro', 'button', 'featuredEyebrow', 'featuredText'),
  items: z.array(product),
});
export type ProductsContent = z.infer<typeof productsContent>;

export const article = z.strictObject(texts('date', 'title', 'excerpt', 'pictureAlt'));
export type Article = z.infer<typeof article>;

export const articlesContent = z.strictObject({
  ...texts('title', 'intro', 'more'),
  items: z.array(article),
  /** The collection its list shows: articles, or a portfolio's realisations. */
  collection: z.enum(['articles', 'realisations']).optional(),
});
export type ArticlesContent = z.infer<typeof articlesContent>;

/** A footer's column: its lines are one text, a line per « \n ». */
export const footerColumn = z.strictObject(texts('title', 'lines'));

export const footerContent = z.strictObject({
  ...texts('brand', 'text', 'copyright', 'contactTitle', 'phone', 'email'),
  columns: z.array(footerColumn),
});
export type FooterContent = z.infer<typeof footerContent>;

export const sectionContents = z.strictObject({
  header: headerContent,
  hero: heroContent,
  features: featuresContent,
  gallery: galleryContent,
  pricing: pricingContent,
  team: teamContent,
  testimonials: testimonialsContent,
  faq: faqContent,
  figures: figuresContent,
  cta: ctaContent,
  contact: contactContent,
  hours: hoursContent,
  restaurantMenu: restaurantMenuContent,
  products: productsContent,
  articles: articlesContent,
  footer: footerContent,
});
export type SectionContents = z.infer<typeof sectionContents>;

/** src/content/sections/defaults.json: the facts of « Maison Garance » and what it says. */
export const sectionDefaultsFile = z.strictObject({
  facts: z.record(z.string(), text),
  content: sectionContents,
});
