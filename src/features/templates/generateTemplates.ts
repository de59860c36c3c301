import { Faker, base, fr } from '@faker-js/faker';
import { SECTIONS, type SectionId } from '../../document/sections';
import {
  FICTION_PHONE_BLOCKS,
  fictionPhone,
  SAMPLE_EMAIL,
  SAMPLE_STREETS,
  type PhoneZone,
} from '../../document/sampleContacts';
import { fill, fillAll } from '../../content/fill';
import {
  CONTENT,
  DESCRIPTION_ENDINGS,
  HOURS,
  TEMPLATES_COMMON,
  templateFacts,
  type SiteFacts,
  type TemplateFacts,
} from './content';
import { categoryPalette } from './palette';
import { RECIPES, type PageKind } from './recipes';
import { renderTemplatePage, templateSite } from './templatePage';
import { counter, templatePages } from './templatePages';
import { FIRST_SCREEN_HEIGHT, renderThumbnail } from './thumbnail';
import {
  CATEGORIES,
  type Category,
  type RecipePage,
  type RecipeSection,
  type Template,
  type TemplateRecipe,
} from './types';
import { yieldToBrowser } from '../../common/yieldToBrowser';
import { TEMPLATE_SEED } from './templateSeed';

/**
 * The template generator (spec section 3, docs/decisions.md, 2 and « Templates built from
 * sections »). Pure: the same (count, seed) always gives the same templates, and template i
 * depends only on (seed, i), so « /editor/7 » names the same template on every load and at any
 * count. Template i is of category i % 7 and follows its category's plan floor(i / 7) % 7
 * (recipes.ts); from the 50th on, the plan comes back, varied below the first screen. Faker
 * draws only names, places and picks; the words are the categories' (src/content/templates/).
 * This module (and faker's French locale) runs in the templates' worker (templatesWorker.ts), or
 * where no worker starts, in slices loaded by the startup thunk's import().
 */

export { TEMPLATE_SEED };

/** The page names of a site with several pages, in menu order. */
export const PAGE_NAMES: Readonly<Record<PageKind, string>> = TEMPLATES_COMMON.pageNames;

/** « de Léa », « d’Aurélie ». */
const of = (name: string) => (/^[aeiouyéèêâîôh]/i.test(name) ? `d’${name}` : `de ${name}`);

/** The longest name a header holds on one line (about 300 px of bold 26 px letters). */
const BRAND_MAX = 18;

/** The business's name: a few draws until one fits on the header's line. */
function brandName(faker: Faker, category: Category): string {
  let brand = '';
  for (let draw = 0; draw < 4; draw += 1) {
    brand = drawBrand(faker, category);
    if (brand.length <= BRAND_MAX) break;
  }
  return brand;
}

function drawBrand(faker: Faker, category: Category): string {
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
        `Carnets ${of(faker.person.firstName())}`,
        `Le blog ${of(faker.person.firstName())}`,
        `Chez ${faker.person.firstName()}`,
      ]);
    case 'ecommerce':
      return faker.helpers.arrayElement([
        `Maison ${last()}`,
        `Atelier ${last()}`,
        `Comptoir ${last()}`,
      ]);
    case 'medical':
      return faker.helpers.arrayElement([
        `Cabinet ${last()}`,
        `Santé ${last()}`,
        `Clinique ${last()}`,
      ]);
    case 'education':
      return faker.helpers.arrayElement([
        `Académie ${last()}`,
        `École ${last()}`,
        `Institut ${last()}`,
      ]);
  }
}

/** The fiction blocks' first two digits (a freelancer's mobile as often as a landline). */
const PHONE_ZONES = Object.keys(FICTION_PHONE_BLOCKS) as PhoneZone[];

/**
 * A template's business: its name, town, people, and contact details fictional by construction
 * (document/sampleContacts.ts): a number kept for fiction, `contact@example.com`, a street that
 * exists nowhere.
 */
function siteFacts(faker: Faker, category: Category, year: number): SiteFacts {
  const brand = brandName(faker, category);
  const phone = fictionPhone(faker.helpers.arrayElement(PHONE_ZONES), () =>
    faker.number.int({ min: 10, max: 99 }),
  );
  const name = (sex: 'female' | 'male') =>
    `${faker.person.firstName(sex)} ${faker.person.lastName()}`;
  const sexes = CONTENT[category].team.sexes;
  const city = faker.location.city();
  const number = faker.number.int({ min: 1, max: 120 });
  // faker's street is drawn and left unused (a real street's name): drawing it keeps every later
  // draw of the template, its people, postcode and description, as it was.
  faker.location.street();
  return {
    brand,
    city,
    street: `${number} ${SAMPLE_STREETS[number % SAMPLE_STREETS.length]}`,
    postcode: faker.location.zipCode('#####'),
    phone,
    email: SAMPLE_EMAIL,
    people: sexes.map(name),
    customers: (['female', 'male', 'female'] as const).map(
      (sex) => `${faker.person.firstName(sex)} ${faker.person.lastName().charAt(0)}.`,
    ),
    year,
  };
}

/** The content of each category that no template changes: made once. */
const staticContent = new Map<Category, ReturnType<typeof makeStatic>>();

function makeStatic(category: Category) {
  const c = CONTENT[category];
  return {
    features: c.featuresTitles.map((title, r) => {
      const items = [0, 1, 2, 3].map((k) => c.features[(r + k) % c.features.length]);
      return { title, intro: c.featuresIntro, items, pictureAlts: items.map((i) => i.title) };
    }),
    gallery: {
      title: c.galleryTitle,
      intro: c.galleryIntro,
      pictureAlts: [...c.galleryCaptions, c.galleryMore],
    },
    faq: c.faq,
    ctas: c.ctas,
    pricing: c.pricing,
    products: c.products,
    articles: c.articles,
  };
}

function staticOf(category: Category) {
  let kept = staticContent.get(category);
  if (!kept) {
    kept = makeStatic(category);
    staticContent.set(category, kept);
  }
  return kept;
}

/**
 * The content of section `id` on page `page` of template (category, plan `r`) with `facts`;
 * `words` are the same facts as the content files' placeholders read them (templateFacts).
 */
function sectionContent(
  id: SectionId,
  page: PageKind,
  category: Category,
  r: number,
  facts: SiteFacts,
  words: TemplateFacts,
  shared: Record<string, unknown>,
): RecipeSection['content'] {
  const c = CONTENT[category];
  const st = staticOf(category);
  const kind = id.slice(0, id.indexOf('.'));
  // What several pages show alike (header, footer…) is one object, shared.
  const once = <T>(key: string, make: () => T): T => {
    if (!(key in shared)) shared[key] = make();
    return shared[key] as T;
  };
  switch (kind) {
    case 'header':
      return once('header', () => ({
        brand: facts.brand,
        tagline: c.tagline,
        button: c.headerCta,
      }));
    case 'hero': {
      if (page === 'home') {
        const theme = c.themes[r];
        return once('hero', () => ({
          eyebrow: fill(c.eyebrow, words),
          title: theme.heroTitle,
          text: theme.heroText,
          button: c.heroButton,
          secondary: c.heroSecondary,
          pictureAlt: c.heroAlt,
          shelvesAlt: c.heroAlt,
        }));
      }
      const hero = page === 'about' ? c.about : c.contactHero;
      return once(`hero-${page}`, () => ({
        eyebrow: hero.eyebrow,
        title: fill(hero.title, words),
        text: hero.text,
        button: hero.button,
        secondary: TEMPLATES_COMMON.pageHeroSecondary[page],
        pictureAlt: hero.alt,
        shelvesAlt: hero.alt,
      }));
    }
    case 'features':
      return st.features[r % st.features.length];
    case 'gallery':
      return st.gallery;
    case 'pricing':
      return st.pricing ?? {};
    case 'team':
      return once('team', () => ({
        title: c.team.title,
        intro: c.team.intro,
        people: c.team.people.map((person, i) => {
          const drawn = facts.people[i];
          const name =
            c.team.doctor && i < 2 ? fill(TEMPLATES_COMMON.doctor, { name: drawn }) : drawn;
          return { name, ...person, pictureAlt: fill(TEMPLATES_COMMON.portrait, { name }) };
        }),
      }));
    case 'testimonials':
      return once('testimonials', () => ({
        title: c.testimonials.title,
        items: c.testimonials.items.map((item, i) => ({ ...item, name: facts.customers[i] })),
      }));
    case 'faq':
      return st.faq;
    case 'figures':
      return once('figures', () => fillAll(c.figures, words));
    case 'cta':
      return st.ctas[r % st.ctas.length];
    case 'contact':
      return once('contact', () => ({
        ...c.contact,
        phone: facts.phone,
        email: facts.email,
        address: words.address,
      }));
    case 'hours':
      return once('hours', () =>
        c.hours
          ? { ...c.hours, hours: HOURS[c.hours.hours], address: words.address }
          : { address: words.address },
      );
    case 'products':
      return st.products ?? {};
    case 'articles':
      return st.articles ?? {};
    case 'footer':
      return once('footer', () => ({
        brand: facts.brand,
        text: fill(c.footer.text, words),
        copyright: fill(TEMPLATES_COMMON.copyright, words),
        columns: fillAll(c.footer.columns, words),
        phone: facts.phone,
        email: facts.email,
      }));
    default:
      return {};
  }
}

/** Template (category, plan `r`)'s recipe with `facts`. */
function makeRecipe(category: Category, r: number, facts: SiteFacts): TemplateRecipe {
  const plan = RECIPES[category][r];
  const shared: Record<string, unknown> = {};
  const words = templateFacts(facts, CONTENT[category]);
  const pages: RecipePage[] = (['home', 'about', 'contact'] as const)
    .filter((kind) => plan[kind])
    .map((kind) => ({
      name: PAGE_NAMES[kind],
      sections: plan[kind]!.map(
        (id) =>
          ({
            id,
            content: sectionContent(id, kind, category, r, facts, words, shared),
          }) as RecipeSection,
      ),
    }));
  return { pages };
}

const FIRST_SCREEN_MARGIN = 120;
/** The tops of the home page's sections of each plan, measured once (its first varied template). */
const topsCache = new Map<string, number[]>();

function sectionTops(recipe: TemplateRecipe, parts: Pick<Template, 'category' | 'palette'>) {
  const key = `${parts.category}-${parts.palette.primary}`;
  let tops = topsCache.get(key);
  if (!tops) {
    tops = templatePages({ ...parts, recipe }, () => 'probe', 1)[0].tops;
    topsCache.set(key, tops);
  }
  return tops;
}

const variantsOf = (id: SectionId): SectionId[] => {
  const kind = id.slice(0, id.indexOf('.'));
  return SECTIONS.filter((s) => s.kind === kind).map((s) => s.id);
};

/**
 * The 50th template on: its plan comes back (template 50 is template 1's plan), so its home page
 * changes below the first screen (what its thumbnail shows stays): the sections there may take
 * another variant of their kind and another order; at least one does. Drawn from (seed, i).
 */
function variedBelowFirstScreen(
  recipe: TemplateRecipe,
  faker: Faker,
  parts: Pick<Template, 'category' | 'palette'>,
): TemplateRecipe {
  const [home, ...others] = recipe.pages;
  const tops = sectionTops(recipe, parts);
  // A margin: another template's words (its name, its city) may move a section a little.
  const below = home.sections.flatMap((_, i) =>
    tops[i] >= FIRST_SCREEN_HEIGHT + FIRST_SCREEN_MARGIN && i < home.sections.length - 1 ? [i] : [],
  );
  const sections = home.sections.slice();
  const movable = below.length > 0 ? below : [home.sections.length - 1];
  for (const i of movable) {
    if (faker.datatype.boolean()) {
      const others = variantsOf(sections[i].id).filter((id) => id !== sections[i].id);
      sections[i] = { ...sections[i], id: faker.helpers.arrayElement(others) } as RecipeSection;
    }
  }
  const order = faker.helpers.shuffle(movable);
  const reordered = sections.slice();
  movable.forEach((i, k) => (reordered[i] = sections[order[k]]));
  const same = reordered.every((s, i) => s.id === home.sections[i].id);
  if (same) {
    const i = movable[movable.length - 1];
    const next = variantsOf(reordered[i].id).find((id) => id !== reordered[i].id)!;
    reordered[i] = { ...reordered[i], id: next } as RecipeSection;
  }
  return { pages: [{ ...home, sections: reordered }, ...others] };
}

/** Pictures, thumbnails and stylesheets are shared by the templates of the same look. */
const thumbnailCache = new Map<string, string>();
/**
 * A page's stylesheet holds its boxes and colours, not its words, so templates of the same look
 * get equal ones: keep one string of each (10,000 templates hold a few hundred, not 10,000).
 */
const stylesheetCache = new Map<string, string>();

function sharedStylesheet(key: string, css: string): string {
  const kept = stylesheetCache.get(key);
  if (kept === css) return kept;
  if (kept === undefined) stylesheetCache.set(key, css);
  return css;
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
  const facts = siteFacts(faker, category, Number(createdAt.slice(0, 4)));
  let recipe = makeRecipe(category, variant, facts);
  if (index >= CATEGORIES.length * 7) {
    recipe = variedBelowFirstScreen(recipe, faker, { category, palette });
  }
  const id = String(index + 1);
  // The home page only: the other pages are built when « Modifier le contenu du template » asks.
  const [home] = templatePages({ category, palette, recipe }, counter(), 1);
  const site = templateSite({ id, name: theme.name, category, palette, recipe }, [home]);
  const look = `${category}-${variant}`;
  let thumbnail = thumbnailCache.get(look);
  if (!thumbnail) {
    thumbnail = renderThumbnail(home.elements, palette, recipe.pages.length);
    thumbnailCache.set(look, thumbnail);
  }
  // The sample page is the home page drawn by the export's renderer (templatePage.ts).
  const page = renderTemplatePage(site);
  const sequence = recipe.pages[0].sections.map((s) => s.id).join(' ');
  return {
    id,
    name: theme.name,
    description: `${theme.description} ${faker.helpers.arrayElement(DESCRIPTION_ENDINGS)}`,
    category,
    thumbnail,
    isPremium,
    rating,
    tags,
    createdAt,
    palette,
    recipe,
    pageHeight: home.height,
    html: page.html,
    css: sharedStylesheet(`${category}-${sequence}`, page.css),
    siteCss: sharedStylesheet(`${category}-${variant}-site`, page.siteCss),
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
