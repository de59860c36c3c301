import { nb } from '../../content/grammar';
import type { Facts } from '../../content/fill';
import hoursTables from '../../content/shared/hours.json';
import blog from '../../content/templates/blog.json';
import business from '../../content/templates/business.json';
import common from '../../content/templates/common.json';
import ecommerce from '../../content/templates/ecommerce.json';
import education from '../../content/templates/education.json';
import landing from '../../content/templates/landing.json';
import medical from '../../content/templates/medical.json';
import portfolio from '../../content/templates/portfolio.json';
import type { CategoryContent } from '../../content/templates/schema';
import type { HoursRows } from '../../content/sections/schema';
import type { Category } from './types';

/**
 * The French sample content the templates draw from: src/content/templates/<category>.json,
 * one file per category (the library's card, the hero, and every section of its pages), written
 * once and completed for each template by its own name, city, address and people (`SiteFacts`,
 * drawn by faker) through the files' placeholders. The files are typeset already (no-break
 * spaces before « : ; ! ? », inside « », in « 9 h 30 », « 45 € », « 1 200 »), which the content
 * tests check. It is data, not interface text: only the templates' worker or chunk loads it.
 */

export type { CategoryContent, TemplateTheme } from '../../content/templates/schema';

type Team = CategoryContent['team'];
/**
 * A category's file as TypeScript reads JSON (`sexes` and the articles' `collection` as strings;
 * the content tests check them).
 */
type Articles = NonNullable<CategoryContent['articles']>;
type CategoryFile = Omit<CategoryContent, 'team' | 'articles'> & {
  team: Omit<Team, 'sexes'> & { sexes: string[] };
  articles?: Omit<Articles, 'collection'> & { collection?: string };
};
const file = (json: CategoryFile) => json as CategoryContent;

export const CONTENT: Record<Category, CategoryContent> = {
  business: file(business),
  portfolio: file(portfolio),
  landing: file(landing),
  blog: file(blog),
  ecommerce: file(ecommerce),
  medical: file(medical),
  education: file(education),
};

/** The opening hours a template's hours section names (src/content/shared/hours.json). */
export const HOURS: Readonly<Record<string, HoursRows>> = hoursTables;

/** What every category's templates share (src/content/templates/common.json). */
export const TEMPLATES_COMMON = common;

export const DESCRIPTION_ENDINGS: readonly string[] = common.descriptionEndings;

/** The facts of one template's business, drawn by faker from (seed, index). */
export interface SiteFacts {
  brand: string;
  city: string;
  /** « 12 rue de l’Exemple » (a street that exists nowhere). */
  street: string;
  postcode: string;
  phone: string;
  email: string;
  /** Four people of the team (full names). */
  people: string[];
  /** Three customers, « Claire D. ». */
  customers: string[];
  year: number;
}

export type TemplateFacts = ReturnType<typeof templateFacts>;

/** What a category's placeholders read (TEMPLATE_FACTS in src/content/templates/schema.ts). */
export function templateFacts(f: SiteFacts, content: CategoryContent) {
  return {
    brand: f.brand,
    city: f.city,
    street: f.street,
    postcode: f.postcode,
    phone: f.phone,
    email: f.email,
    year: f.year,
    founded: f.year - (content.yearsOpen ?? 0),
    address: `${f.street}, ${f.postcode}${nb}${f.city}`,
    addressLines: `${f.street}\n${f.postcode}${nb}${f.city}`,
  } satisfies Facts;
}
