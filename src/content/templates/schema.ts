import { z } from '../../document/zod';
import {
  articlesContent,
  ctaContent,
  faqContent,
  figuresContent,
  footerColumn,
  hoursContent,
  item,
  pricingContent,
  productsContent,
  text,
  texts,
} from '../sections/schema';

/**
 * The shape of a category's content file (src/content/templates/<category>.json): what the 7
 * templates of a category say, the library's card (themes, tags) and every section of their
 * pages. Written once per category; each template fills its placeholders with its own facts
 * (`{brand}`, `{city}`, `{address}`…, see TEMPLATE_FACTS), drawn by faker. The sections' own
 * shapes come from ../sections/schema.ts: a pricing table is the same here and there.
 */

/** The facts a template's texts may name: `{brand}`, `{City}`… (fill.ts). */
export const TEMPLATE_FACTS = [
  'brand',
  'city',
  /** « 12 rue de l’Exemple » (a street that exists nowhere). */
  'street',
  'postcode',
  'phone',
  'email',
  'year',
  /** The template's year less the category's `yearsOpen`. */
  'founded',
  /** « 12 rue de l’Exemple, 69004 Lyon ». */
  'address',
  /** The same on two lines. */
  'addressLines',
] as const;

/** One of the 7 templates of a category: its name, what it is for, and its hero. */
export const templateTheme = z.strictObject(texts('name', 'description', 'heroTitle', 'heroText'));
export type TemplateTheme = z.infer<typeof templateTheme>;

/** The hero of the « À propos » or « Contact » page. */
const pageHero = z.strictObject(texts('eyebrow', 'title', 'text', 'button', 'alt'));

export const categoryContent = z.strictObject({
  themes: z.array(templateTheme).length(7),
  tags: z.array(text).min(3),
  headerCta: text,
  heroButton: text,
  featuresTitles: z.array(text).min(1),
  features: z.array(item).min(4),
  galleryTitle: text,
  galleryCaptions: z.array(text),
  ctas: z.array(ctaContent).min(1),
  tagline: text,
  eyebrow: text,
  heroSecondary: text,
  heroAlt: text,
  featuresIntro: text,
  galleryIntro: text,
  /** A sixth caption for the gallery's grid. */
  galleryMore: text,
  team: z.strictObject({
    title: text,
    intro: text,
    /** Whether each person is a woman or a man: the roles are in the feminine or masculine. */
    sexes: z.array(z.enum(['female', 'male'])).length(4),
    people: z.array(z.strictObject({ role: text, bio: text })).length(4),
    /** Whether the first two are doctors (« Dr »). */
    doctor: z.boolean().optional(),
  }),
  testimonials: z.strictObject({
    title: text,
    items: z.array(z.strictObject({ quote: text, detail: text })).length(3),
  }),
  faq: faqContent,
  figures: figuresContent,
  contact: z.strictObject(
    texts('title', 'intro', 'button', 'phoneNote', 'emailNote', 'addressNote'),
  ),
  /** The address is the template's; `hours` names a table of src/content/shared/hours.json. */
  hours: hoursContent.omit({ address: true }).extend({ hours: text }).optional(),
  pricing: pricingContent.optional(),
  products: productsContent.optional(),
  articles: articlesContent.optional(),
  about: pageHero,
  contactHero: pageHero,
  footer: z.strictObject({ text, columns: z.array(footerColumn) }),
  /** How long the business has been open, for `{founded}`. */
  yearsOpen: z.number().int().positive().optional(),
});
export type CategoryContent = z.infer<typeof categoryContent>;

/** src/content/templates/common.json: what every category's templates share. */
export const templatesCommon = z.strictObject({
  /** One is drawn to end each template's description in the library. */
  descriptionEndings: z.array(text).min(1),
  /** The names of a site's pages, in the menu. */
  pageNames: z.strictObject({ home: text, about: text, contact: text }),
  /** The second button of the « À propos » and « Contact » pages' hero. */
  pageHeroSecondary: z.strictObject({ about: text, contact: text }),
  /** A doctor's name in a medical team, `{name}` the drawn one. */
  doctor: text,
  /** A team member's picture's alternative text, `{name}` theirs. */
  portrait: text,
  /** The footer's last line (`{year}`, `{brand}`). */
  copyright: text,
});
