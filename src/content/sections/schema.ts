import { z } from '../../document/zod';

/**
 * The shapes of what the sections say (src/content/sections/defaults.json, and the templates'
 * content files that fill the same sections): one zod schema per kind of section, and the
 * content TYPES the section builders take (src/document/sections/build/), inferred from them so
 * that a shape is written once. The app imports only the types; the schemas run in the content
 * tests (test/unit/content/), never in a bundle. Strict: a key the builders do not read is a
 * mistake in a content file.
 */

const text = z.string().min(1);
/** A text that may be empty (a price line's detail). */
const words = z.string();

export const item = z.strictObject({ title: text, text });
export type Item = z.infer<typeof item>;

export const headerContent = z.strictObject({ brand: text, tagline: text, button: text });
export type HeaderContent = z.infer<typeof headerContent>;

export const heroContent = z.strictObject({
  eyebrow: text,
  title: text,
  text,
  button: text,
  secondary: text,
  pictureAlt: text,
  /** The picture behind « Héros sur image ». */
  shelvesAlt: text,
});
export type HeroContent = z.infer<typeof heroContent>;

export const featuresContent = z.strictObject({
  title: text,
  intro: text,
  items: z.array(item),
  pictureAlts: z.array(text),
});
export type FeaturesContent = z.infer<typeof featuresContent>;

export const galleryContent = z.strictObject({
  title: text,
  intro: text,
  pictureAlts: z.array(text),
});
export type GalleryContent = z.infer<typeof galleryContent>;

export const plan = z.strictObject({
  name: text,
  price: text,
  period: text,
  features: z.array(text),
  button: text,
});
export type Plan = z.infer<typeof plan>;

export const priceLine = z.strictObject({ name: text, detail: words, price: text });
export type PriceLine = z.infer<typeof priceLine>;

export const pricingContent = z.strictObject({
  title: text,
  intro: text,
  plans: z.array(plan),
  /** The badge of the middle plan. */
  featured: text,
  listTitle: text,
  listIntro: text,
  list: z.array(priceLine),
  listNote: text,
});
export type PricingContent = z.infer<typeof pricingContent>;

export const person = z.strictObject({ name: text, role: text, bio: text, pictureAlt: text });
export type Person = z.infer<typeof person>;

export const teamContent = z.strictObject({ title: text, intro: text, people: z.array(person) });
export type TeamContent = z.infer<typeof teamContent>;

export const testimonial = z.strictObject({ quote: text, name: text, detail: text });
export type Testimonial = z.infer<typeof testimonial>;

export const testimonialsContent = z.strictObject({ title: text, items: z.array(testimonial) });
export type TestimonialsContent = z.infer<typeof testimonialsContent>;

export const faqContent = z.strictObject({
  title: text,
  intro: text,
  items: z.array(z.strictObject({ question: text, answer: text })),
});
export type FaqContent = z.infer<typeof faqContent>;

export const figuresContent = z.strictObject({
  title: text,
  text,
  items: z.array(z.strictObject({ value: text, label: text })),
});
export type FiguresContent = z.infer<typeof figuresContent>;

export const ctaContent = z.strictObject({ title: text, text, button: text });
export type CtaContent = z.infer<typeof ctaContent>;

const contactDetails = {
  phoneLabel: text,
  phone: text,
  emailLabel: text,
  email: text,
  addressLabel: text,
  address: text,
};

export const contactContent = z.strictObject({
  title: text,
  intro: text,
  fields: z.array(z.strictObject({ label: text, placeholder: text })),
  button: text,
  detailsTitle: text,
  phoneNote: text,
  emailNote: text,
  addressNote: text,
  ...contactDetails,
});
export type ContactContent = z.infer<typeof contactContent>;

export const hoursRows = z.array(z.strictObject({ days: text, time: text }));
export type HoursRows = z.infer<typeof hoursRows>;

export const hoursContent = z.strictObject({
  title: text,
  intro: text,
  hoursTitle: text,
  hours: hoursRows,
  addressTitle: text,
  address: text,
  access: text,
  note: text,
});
export type HoursContent = z.infer<typeof hoursContent>;

export const dish = z.strictObject({ name: text, detail: text, price: text });
export type Dish = z.infer<typeof dish>;

export const restaurantMenuContent = z.strictObject({
  title: text,
  intro: text,
  categories: z.array(z.strictObject({ name: text, dishes: z.array(dish) })),
  pictureAlts: z.array(text),
});
export type RestaurantMenuContent = z.infer<typeof restaurantMenuContent>;

export const product = z.strictObject({ name: text, detail: text, price: text, pictureAlt: text });
export type Product = z.infer<typeof product>;

export const productsContent = z.strictObject({
  title: text,
  intro: text,
  items: z.array(product),
  button: text,
  featuredEyebrow: text,
  featuredText: text,
});
export type ProductsContent = z.infer<typeof productsContent>;

export const article = z.strictObject({ date: text, title: text, excerpt: text, pictureAlt: text });
export type Article = z.infer<typeof article>;

export const articlesContent = z.strictObject({
  title: text,
  intro: text,
  items: z.array(article),
  more: text,
});
export type ArticlesContent = z.infer<typeof articlesContent>;

/** A footer's column: its lines are one text, a line per « \n ». */
export const footerColumn = z.strictObject({ title: text, lines: text });

export const footerContent = z.strictObject({
  brand: text,
  text,
  copyright: text,
  columns: z.array(footerColumn),
  contactTitle: text,
  phone: text,
  email: text,
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
