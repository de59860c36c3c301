import { SECTION_KINDS } from '../../../document/sections/catalogue';
import { z } from '../../../document/zod';
import { CATEGORIES } from '../../templates/types';
import type { ActivityContent, BodyKind } from './types';

/**
 * The format of an activity's content file, src/content/activities/<id>.json (checked against
 * every file by test/unit/content/activitiesContent.test.ts). Objects are strict: a misspelt
 * field is an error, not a text that silently never shows.
 */

const text = z.string().min(1);
const texts = z.array(text);
const item = z.strictObject({ title: text, text });
const hero = z.strictObject({
  eyebrow: text,
  title: text,
  text,
  button: text,
  secondary: text,
  pictureAlt: text,
});
const cta = z.strictObject({ title: text, text, button: text });
const priced = z.strictObject({ name: text, detail: text, price: text });

const BODY_KINDS = SECTION_KINDS.filter(
  (kind): kind is BodyKind => kind !== 'header' && kind !== 'footer' && kind !== 'hero',
);
const bodyKind = z.enum(BODY_KINDS as [BodyKind, ...BodyKind[]]);

/** Everything the site says (ActivityTexts). */
const activityTexts = z.strictObject({
  tagline: text,
  headerButton: text,
  heroes: z.tuple([hero, hero, hero]),
  pageHeroes: z.record(z.string(), hero),
  features: z.strictObject({ title: text, intro: text, items: z.array(item), pictureAlts: texts }),
  gallery: z.strictObject({ title: text, intro: text, pictureAlts: texts }).optional(),
  pricing: z
    .strictObject({
      title: text,
      intro: text,
      plans: z.array(
        z.strictObject({ name: text, price: text, period: text, features: texts, button: text }),
      ),
      featured: text,
      listTitle: text,
      listIntro: text,
      list: z.array(priced),
      listNote: text,
    })
    .optional(),
  team: z
    .strictObject({
      title: text,
      intro: text,
      people: z.array(z.strictObject({ sex: z.enum(['female', 'male']), role: text, bio: text })),
    })
    .optional(),
  testimonials: z.strictObject({
    title: text,
    items: z.array(z.strictObject({ quote: text, detail: text })),
  }),
  faq: z.strictObject({
    title: text,
    intro: text,
    items: z.array(z.strictObject({ question: text, answer: text })),
  }),
  figures: z.strictObject({
    title: text,
    text,
    items: z.array(z.strictObject({ value: text, label: text })),
  }),
  ctas: z.tuple([cta, cta]),
  contact: z.strictObject({
    title: text,
    intro: text,
    fields: z.array(z.strictObject({ label: text, placeholder: text })),
    button: text,
    detailsTitle: text,
    phoneNote: text,
    emailNote: text,
    addressNote: text,
  }),
  hours: z
    .strictObject({
      title: text,
      intro: text,
      hoursTitle: text,
      hours: z.array(z.strictObject({ days: text, time: text })),
      addressTitle: text,
      access: text,
      note: text,
    })
    .optional(),
  restaurantMenu: z
    .strictObject({
      title: text,
      intro: text,
      categories: z.array(z.strictObject({ name: text, dishes: z.array(priced) })),
      pictureAlts: texts,
    })
    .optional(),
  products: z
    .strictObject({
      title: text,
      intro: text,
      items: z.array(z.strictObject({ name: text, detail: text, price: text, pictureAlt: text })),
      button: text,
      featuredEyebrow: text,
      featuredText: text,
    })
    .optional(),
  articles: z
    .strictObject({
      title: text,
      intro: text,
      items: z.array(z.strictObject({ date: text, title: text, excerpt: text, pictureAlt: text })),
      more: text,
    })
    .optional(),
  footer: z.strictObject({
    text,
    columns: z.array(z.strictObject({ title: text, lines: text })),
  }),
});

/**
 * The same schema with every field optional, down to the leaves, lists open to any length
 * (RewriteTexts: « Réécrire »'s second version names only the texts it rewrites).
 */
function deepPartial(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional) return deepPartial(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z.strictObject(
      Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, deepPartial(v).optional()])),
    );
  }
  if (schema instanceof z.ZodArray) return z.array(deepPartial(schema.element as z.ZodType));
  if (schema instanceof z.ZodTuple) {
    return z.array(deepPartial((schema.def.items as z.ZodType[])[0]));
  }
  if (schema instanceof z.ZodRecord) {
    return z.record(z.string(), deepPartial(schema.valueType as z.ZodType));
  }
  return schema;
}

const rewriteTexts = deepPartial(activityTexts.omit({ heroes: true }));

export const activityContentSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+$/),
  label: text,
  noun: z.strictObject({ word: text, gender: z.enum(['f', 'm']) }),
  category: z.enum(CATEGORIES),
  keywords: z.strictObject({ strong: texts, weak: texts }),
  names: texts,
  pages: z
    .array(z.strictObject({ name: text, sections: z.array(bodyKind) }))
    .min(2)
    .max(4),
  required: z.array(bodyKind),
  texts: activityTexts,
  rewrite: rewriteTexts.optional(),
}) satisfies z.ZodType<Omit<ActivityContent, 'rewrite'>>;
