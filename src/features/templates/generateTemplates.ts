import { Faker, base, fr } from '@faker-js/faker';
import { CONTENT, DESCRIPTION_ENDINGS, FOOTER_LINKS, type CategoryContent } from './content';
import { illustration } from './illustrations';
import { layoutTemplate } from './layout';
import { categoryPalette } from './palette';
import { renderTemplatePage, templateSite } from './templatePage';
import { renderThumbnail } from './thumbnail';
import { CATEGORIES, type Category, type Template, type TemplateSection } from './types';
import { yieldToBrowser } from '../../common/yieldToBrowser';

/**
 * The template generator (spec section 3, docs/decisions.md, 2). Pure: the same (count, seed)
 * always gives the same templates, and template i depends only on (seed, i), so « /editor/7 »
 * names the same template on every load and at any count. This module (and faker's French
 * locale) is only ever loaded by the startup thunk's dynamic import().
 */

export const TEMPLATE_SEED = 2026;

type Kind = 'hero-right' | 'hero-left' | 'hero-center' | 'features' | 'text' | 'gallery' | 'cta';

/** The page structure of each of a category's 7 templates (between header and footer). */
const STRUCTURES: Kind[][] = [
  ['hero-right', 'features', 'cta'],
  ['hero-center', 'gallery', 'text'],
  ['hero-left', 'text', 'features'],
  ['hero-center', 'features', 'gallery', 'cta'],
  ['hero-right', 'gallery', 'cta'],
  ['hero-left', 'features', 'text', 'cta'],
  ['hero-center', 'text', 'features', 'cta'],
];

/** French typography: a no-break space before « : ; ! ? % ». */
const typo = (text: string) => text.replace(/ ([:;!?%])/g, '\u00a0$1');

function brandName(faker: Faker, category: Category): string {
  const last = () => faker.person.lastName();
  switch (category) {
    case 'business':
      return faker.helpers.arrayElement([
        `${last()} & Associés`,
        `Groupe ${last()}`,
        `${last()} Conseil`,
      ]);
    case 'portfolio':
      return `${faker.person.firstName()} ${last()}`;
    case 'landing':
      return faker.helpers.arrayElement([
        'Lumio',
        'Kairo',
        'Nuvo',
        'Orbite',
        'Plume',
        'Zéphyr',
        'Alto',
      ]);
    case 'blog':
      return faker.helpers.arrayElement([
        `Les carnets de ${faker.person.firstName()}`,
        `Le blog de ${faker.person.firstName()}`,
        `Chez ${faker.person.firstName()}`,
      ]);
    case 'ecommerce':
      return faker.helpers.arrayElement([
        `Maison ${last()}`,
        `Atelier ${last()}`,
        `Comptoir ${last()}`,
      ]);
    case 'medical':
      return faker.helpers.arrayElement([`Dr ${last()}`, `Cabinet ${last()}`, `Santé ${last()}`]);
    case 'education':
      return faker.helpers.arrayElement([
        `Académie ${last()}`,
        `École ${last()}`,
        `Institut ${last()}`,
      ]);
  }
}

/** Pictures are the same for a given (category, variant, n): made once, shared by reference. */
const pictureCache = new Map<string, string>();
const thumbnailCache = new Map<string, string>();
/**
 * A page's stylesheet holds its boxes and colours, not its words, so templates of the same
 * (category, variant) get equal ones: keep one string of each (10,000 templates hold 49, not
 * 10,000 copies of about 10 KB).
 */
const stylesheetCache = new Map<string, string>();

function sharedStylesheet(key: string, css: string): string {
  const kept = stylesheetCache.get(key);
  if (kept === css) return kept;
  if (kept === undefined) stylesheetCache.set(key, css);
  return css;
}

function picture(category: Category, variant: number, n: number): string {
  const key = `${category}-${variant}-${n}`;
  let url = pictureCache.get(key);
  if (!url) {
    url = illustration(category, categoryPalette(category, variant), n);
    pictureCache.set(key, url);
  }
  return url;
}

function buildSections(
  faker: Faker,
  category: Category,
  variant: number,
  c: CategoryContent,
  brand: string,
  year: number,
): TemplateSection[] {
  const theme = c.themes[variant];
  const sections: TemplateSection[] = [
    {
      kind: 'header',
      brand,
      links: c.nav,
      ...(variant === 3 ? {} : { cta: typo(c.headerCta) }),
    },
  ];
  for (const kind of STRUCTURES[variant]) {
    switch (kind) {
      case 'hero-right':
      case 'hero-left':
      case 'hero-center':
        sections.push({
          kind: 'hero',
          title: typo(theme.heroTitle),
          text: typo(theme.heroText),
          button: typo(c.heroButton),
          ...(kind === 'hero-center'
            ? {}
            : {
                image: picture(category, variant, 5),
                imageSide: kind === 'hero-left' ? 'left' : 'right',
              }),
        });
        break;
      case 'features':
        sections.push({
          kind: 'features',
          title: typo(faker.helpers.arrayElement(c.featuresTitles)),
          items: faker.helpers
            .arrayElements(c.features, 3)
            .map((f) => ({ title: typo(f.title), text: typo(f.text) })),
        });
        break;
      case 'text': {
        const t = faker.helpers.arrayElement(c.textSections);
        sections.push({ kind: 'text', title: typo(t.title), text: typo(t.text) });
        break;
      }
      case 'gallery':
        sections.push({
          kind: 'gallery',
          title: typo(c.galleryTitle),
          images: faker.helpers
            .arrayElements(
              c.galleryCaptions.map((caption, n) => ({ caption, n })),
              3,
            )
            .map(({ caption, n }) => ({ src: picture(category, variant, n), alt: typo(caption) })),
        });
        break;
      case 'cta': {
        const cta = faker.helpers.arrayElement(c.ctas);
        sections.push({
          kind: 'cta',
          title: typo(cta.title),
          text: typo(cta.text),
          button: typo(cta.button),
        });
        break;
      }
    }
  }
  sections.push({
    kind: 'footer',
    text: `${brand} · ${faker.location.streetAddress()}, ${faker.location.city()}. © ${year} ${brand}, tous droits réservés.`,
    links: FOOTER_LINKS,
  });
  return sections;
}

/** The template at `index` (0-based; its id is index + 1). */
export function generateTemplate(faker: Faker, index: number, seed = TEMPLATE_SEED): Template {
  faker.seed([seed, index]);
  const category = CATEGORIES[index % CATEGORIES.length];
  const variant = Math.floor(index / CATEGORIES.length) % 7;
  const c = CONTENT[category];
  const theme = c.themes[variant];
  const palette = categoryPalette(category, variant);
  const createdAt = faker.date
    .between({ from: '2025-01-01T00:00:00.000Z', to: '2026-10-31T23:59:59.000Z' })
    .toISOString();
  const isPremium = faker.datatype.boolean({ probability: 0.3 });
  const rating = faker.number.float({ min: 3, max: 5, fractionDigits: 1 });
  const tags = faker.helpers.arrayElements(c.tags, 3);
  const brand = brandName(faker, category);
  const sections = buildSections(faker, category, variant, c, brand, Number(createdAt.slice(0, 4)));
  const layout = layoutTemplate(sections, palette);
  const look = `${category}-${variant}`;
  let thumbnail = thumbnailCache.get(look);
  if (!thumbnail) {
    thumbnail = renderThumbnail(layout, palette);
    thumbnailCache.set(look, thumbnail);
  }
  const id = String(index + 1);
  // The sample page is the template's elements drawn by the export's renderer (templatePage.ts).
  const page = renderTemplatePage(
    templateSite({ id, name: theme.name, sections, palette }, layout),
  );
  return {
    id,
    name: theme.name,
    description: typo(`${theme.description} ${faker.helpers.arrayElement(DESCRIPTION_ENDINGS)}`),
    category,
    thumbnail,
    isPremium,
    rating,
    tags,
    createdAt,
    palette,
    sections,
    html: page.html,
    css: sharedStylesheet(look, page.css),
    elements: [],
  };
}

/** `count` templates with ids "1" to `count`, categories cycling in the spec's order. */
export function generateTemplates(count: number, seed = TEMPLATE_SEED): Template[] {
  const faker = new Faker({ locale: [fr, base] });
  return Array.from({ length: count }, (_, index) => generateTemplate(faker, index, seed));
}

/**
 * The same templates as generateTemplates(count, seed), made in slices of about 8 ms with a
 * pause between them, so that generating at startup never blocks the page for long (the landing
 * page stays responsive, the skeleton cards keep moving, and 10,000 templates do not freeze it).
 */
export async function generateTemplatesInSlices(
  count: number,
  seed = TEMPLATE_SEED,
  sliceMs = 8,
): Promise<Template[]> {
  const faker = new Faker({ locale: [fr, base] });
  const templates: Template[] = [];
  let sliceStart = performance.now();
  for (let index = 0; index < count; index += 1) {
    templates.push(generateTemplate(faker, index, seed));
    if (performance.now() - sliceStart > sliceMs) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  }
  return templates;
}
