import { SECTIONS, type SectionId, type SectionKind } from '../../document/sections';
import { fontWidths } from '../../document/fonts/fontWidths';
import { renderSitePage } from '../../document/render/renderSite';
import { homePage } from '../../document/site';
import { withDesignStyles } from '../../document/siteStyles/designStyles';
import { withSharedParts } from '../../document/sharedParts';
import type { Theme } from '../../document/siteStyles/siteStyles';
import {
  fictionPhone,
  SAMPLE_EMAIL,
  SAMPLE_STREETS,
  type PhoneZone,
} from '../../document/sampleContacts';
import { unmarked } from '../../document/sampleContent';
import type { EditorElement, GeneratedFrom, SiteDocument } from '../../document/types';
import { templatePages, templateSite, typeset, type BuiltPage } from '../templates/build';
import type {
  RecipePage,
  RecipeSection,
  TemplatePalette,
  TemplateRecipe,
} from '../templates/types';
import { ACTIVITIES } from './activities';
import { FAMILIES, FAMILY_OF_ACTIVITY } from './activities/families';
import { TRADES } from './trades';
import {
  atBusiness,
  atPlace,
  capitalise,
  nounForms,
  ofBusiness,
  ofName,
} from '../../content/grammar';
import type { Activity, ActivityTexts, Business, HeroText } from './activities/types';
import { DEFAULT_TONES, fonts, palette, proposalTheme } from './design';
import { FIRST_NAMES, hash, LAST_NAMES, randomFrom } from './people';
import { communeNamed } from './understand/places';
import type { Tone } from './understand/style';
import { accentsLearnt, learnAccents } from './understand/trade';
import { cleanName, understand, type Understanding } from './understand/understand';

/**
 * The site generator (« Créer avec l’IA »): a French description → three proposals, each a whole
 * site of the recognised activity (its pages and sections, its texts written for the business's
 * name and city, its colours and fonts from the tone and colours asked for), built by the section
 * library and drawn by the export's renderer. Deterministic: the same request gives the same sites.
 * Nothing of the description becomes markup or a link: it is read for words only.
 */

/** A description longer than this is refused (with a message), not cut. */
export const MAX_DESCRIPTION = 2000;

export interface GenerateRequest {
  description: string;
  /** « Nom », « Ville », « Ton », colours: what the dialog's fields say, over the description. */
  name?: string;
  city?: string;
  tone?: Tone;
  colours?: string[];
  /** This year (the texts' « depuis »); the clock's by default. */
  year?: number;
}

/** Texts another engine wrote (the browser's model), over the activity's for proposal k. */
export interface WrittenTexts {
  tagline?: string;
  hero?: Partial<Pick<HeroText, 'title' | 'text'>>;
  features?: { title?: string; intro?: string; items?: { title: string; text: string }[] };
}

export interface Proposal {
  /** 0, 1 or 2. */
  index: number;
  site: SiteDocument;
  /** The home page as the export writes it: the miniature. */
  preview: { html: string; css: string; siteCss: string };
  tone: Tone;
  headingFont: string;
  bodyFont: string;
  palette: TemplatePalette;
  /** Its look as a theme: the site's colours and fonts are the theme's, its elements follow them. */
  theme: Theme;
  /** Its pages' sections and what they say. */
  recipe: TemplateRecipe;
}

export interface Generated {
  understanding: Understanding;
  /** The activity, or for a trade of the lexicon its family (its noun the trade's). */
  activity: Activity;
  /** What the dialog says was recognised: « Boulangerie », « Salle d’escalade ». */
  label: string;
  /** The family of trades recognised (« loisir »), none for the general site. */
  family?: string;
  name: string;
  /** Whether the name was chosen by Toile (none typed, none in the description). */
  nameChosen: boolean;
  city: string;
  /** Whether the city was chosen by Toile (none given). */
  cityChosen: boolean;
  tone: Tone;
  proposals: Proposal[];
  /** What the texts are written from, for « Réécrire ». */
  business: Business;
  facts: Facts;
}

/**
 * The contact details and people of the site: the person's own telephone and e-mail when the
 * description gives them, else samples fictional by construction (document/sampleContacts.ts: a
 * number kept for fiction in the region's block, `contact@example.com`, a street that exists
 * nowhere on the town's postcode).
 */
export interface Facts {
  street: string;
  postcode: string;
  phone: string;
  email: string;
  /** Four women's and four men's names, for the team. */
  people: Record<'female' | 'male', string[]>;
  customers: string[];
  /** The details above the person typed (the site shows them as theirs, not as samples). */
  theirs: string[];
}

const nb = '\u00a0';
const IDF = ['75', '77', '78', '91', '92', '93', '94', '95'];
const NORTH_WEST = '14 18 22 27 28 29 35 36 37 41 44 45 49 50 53 56 61 72 76 85'.split(' ');
const NORTH_EAST = '02 08 10 21 25 39 51 52 54 55 57 58 59 60 62 67 68 70 71 80 88 89 90'.split(
  ' ',
);
const SOUTH_WEST = '09 11 12 16 17 19 23 24 31 32 33 40 46 47 64 65 66 79 81 82 86 87'.split(' ');

/** The first two digits of the region's telephone numbers. */
function regionPrefix(postcode: string): PhoneZone {
  const dep = postcode.slice(0, 2);
  if (IDF.includes(dep)) return '01';
  if (NORTH_WEST.includes(dep)) return '02';
  if (NORTH_EAST.includes(dep)) return '03';
  if (SOUTH_WEST.includes(dep)) return '05';
  return '04';
}

/** Large cities Toile picks from when a description names none (and says so). */
const DEFAULT_CITIES = [
  'Lyon',
  'Nantes',
  'Bordeaux',
  'Lille',
  'Rennes',
  'Montpellier',
  'Strasbourg',
];

const variantsOf = (kind: SectionKind): SectionId[] =>
  SECTIONS.filter((s) => s.kind === kind).map((s) => s.id);

/** The section of `kind` on proposal k, at its n-th place in the site. */
function variant(kind: SectionKind, k: number, n: number): SectionId {
  if (kind === 'contact') return (['contact.split', 'contact.form'] as const)[(k + n) % 2];
  const all = variantsOf(kind);
  return all[(k + n) % all.length];
}

const HEADERS = ['header.button', 'header.menu', 'header.centred'] as const;
const FOOTERS = ['footer.columns', 'footer.simple', 'footer.columns'] as const;
const HOME_HEROES = ['hero.image', 'hero.split', 'hero.overlay'] as const;
const PAGE_HEROES = ['hero.split', 'hero.image', 'hero.overlay'] as const;

function drawFacts(random: () => number, postcode: string, u: Understanding): Facts {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const phone =
    u.phone
      ?.replace(/[\s.-]/g, '')
      .replace(/^\+33/, '0')
      .replace(/(\d{2})(?=\d)/g, `$1${nb}`) ??
    fictionPhone(regionPrefix(postcode), () => 10 + Math.floor(random() * 90));
  const people = {
    female: [0, 1, 2, 3].map(() => `${pick(FIRST_NAMES.female)} ${pick(LAST_NAMES)}`),
    male: [0, 1, 2, 3].map(() => `${pick(FIRST_NAMES.male)} ${pick(LAST_NAMES)}`),
  };
  const customers = (['female', 'male', 'female'] as const).map(
    (sex) => `${pick(FIRST_NAMES[sex])} ${pick(LAST_NAMES).charAt(0)}.`,
  );
  return {
    street: `${1 + Math.floor(random() * 60)} ${pick(SAMPLE_STREETS)}`,
    postcode,
    phone,
    email: u.email ?? SAMPLE_EMAIL,
    people,
    customers,
    theirs: [u.phone && phone, u.email].filter((d): d is string => Boolean(d)),
  };
}

/**
 * The built pages with what the person gave no longer marked as sample content: an element that
 * says only their business's name (when they named it), their telephone or their e-mail, and a
 * form that sends to their address. The rest is Toile's words: « Contenu d’exemple ».
 */
function theirsUnmarked(built: BuiltPage[], theirs: readonly string[]): BuiltPage[] {
  const own = new Set(theirs);
  if (own.size === 0) return built;
  const isTheirs = (e: EditorElement) =>
    e.type === 'form'
      ? e.properties.form?.destination?.kind === 'email' &&
        own.has(e.properties.form.destination.address)
      : own.has(e.content.trim());
  return built.map((page) => ({
    ...page,
    elements: page.elements.map((e) => (isTheirs(e) ? unmarked(e) : e)),
  }));
}

/** The people of the team, named and agreeing with their role. */
function teamOf(texts: ActivityTexts, facts: Facts) {
  const team = texts.team!;
  const drawn = { female: 0, male: 0 };
  return {
    title: team.title,
    intro: team.intro,
    people: team.people.map((person) => {
      const name = facts.people[person.sex][drawn[person.sex]++ % 4];
      return { name, role: person.role, bio: person.bio, pictureAlt: `Portrait de ${name}` };
    }),
  };
}

function contentOf(
  kind: SectionKind,
  page: number,
  pageName: string,
  k: number,
  texts: ActivityTexts,
  b: Business,
  facts: Facts,
): RecipeSection['content'] | undefined {
  const town = facts.postcode ? `${facts.postcode}${nb}${b.city}` : b.city;
  const address = `${facts.street}, ${town}`;
  switch (kind) {
    case 'header':
      return { brand: b.name, tagline: texts.tagline, button: texts.headerButton };
    case 'hero': {
      const hero =
        page === 0 ? texts.heroes[k] : (texts.pageHeroes[pageName] ?? texts.heroes[(k + page) % 3]);
      return { ...hero, shelvesAlt: hero.pictureAlt };
    }
    case 'team':
      return texts.team && teamOf(texts, facts);
    case 'testimonials':
      return {
        title: texts.testimonials.title,
        items: texts.testimonials.items.map((item, i) => ({
          ...item,
          name: facts.customers[i % 3],
        })),
      };
    case 'cta':
      return texts.ctas[(k + page) % 2];
    case 'contact':
      return {
        ...texts.contact,
        phoneLabel: 'Téléphone',
        emailLabel: 'E-mail',
        addressLabel: 'Adresse',
        phone: facts.phone,
        email: facts.email,
        address,
      };
    case 'hours':
      return (
        texts.hours && {
          ...texts.hours,
          address: `${facts.street}\n${town}`,
        }
      );
    case 'footer':
      return {
        brand: b.name,
        text: texts.footer.text,
        copyright: `© ${b.year} ${b.name} · Mentions légales`,
        columns: texts.footer.columns,
        contactTitle: 'Contact',
        phone: facts.phone,
        email: facts.email,
      };
    default:
      return texts[kind as 'features'];
  }
}

/** The recipe of proposal k: the activity's pages, each with header, hero, its sections, footer. */
function recipeOf(
  activity: Activity,
  k: number,
  texts: ActivityTexts,
  b: Business,
  facts: Facts,
): TemplateRecipe {
  const seen = new Map<SectionKind, number>();
  const pages: RecipePage[] = activity.pages.map((plan, page) => {
    const ids: SectionId[] = [
      HEADERS[k],
      page === 0 ? HOME_HEROES[k] : PAGE_HEROES[(k + page) % 3],
      ...plan.sections.map((kind) => {
        const n = seen.get(kind) ?? 0;
        seen.set(kind, n + 1);
        return variant(kind, k, n);
      }),
      FOOTERS[k],
    ];
    const sections = ids.flatMap((id) => {
      const kind = id.slice(0, id.indexOf('.')) as SectionKind;
      const content = contentOf(kind, page, plan.name, k, texts, b, facts);
      return content ? [{ id, content } as RecipeSection] : [];
    });
    return { name: plan.name, sections };
  });
  return { pages };
}

/** A page's description for search engines: its hero's words, under 160 characters. */
function describe(text: string): string {
  if (text.length <= 158) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/u, '')}…`;
}

/**
 * The description's details (« Ambiance conviviale », « Ouvert tard le soir ») said by the home
 * page's hero of proposal k, after its own words: « … Ambiance conviviale, ouvert tard le soir. »
 */
function withDetails(texts: ActivityTexts, k: number, b: Business): ActivityTexts {
  if (b.details.length === 0) return texts;
  const list = b.details
    .map((detail, i) => (i === 0 || /^\p{Lu}{2}/u.test(detail) ? detail : lowerFirst(detail)))
    .join(', ');
  const heroes = texts.heroes.slice() as ActivityTexts['heroes'];
  const text = heroes[k].text.replace(/\s*$/u, '');
  heroes[k] = { ...heroes[k], text: `${text}${/[.!?…]$/u.test(text) ? '' : '.'} ${list}.` };
  return { ...texts, heroes };
}

/** « Ouvert tard » → « ouvert tard »; a name stays (« Gironde »: its second letter is small too). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Merges the texts another engine wrote over the activity's, for proposal k. */
function withWritten(texts: ActivityTexts, k: number, written?: WrittenTexts): ActivityTexts {
  if (!written) return texts;
  const heroes = texts.heroes.slice() as ActivityTexts['heroes'];
  heroes[k] = { ...heroes[k], ...written.hero };
  const items = written.features?.items;
  return {
    ...texts,
    tagline: written.tagline ?? texts.tagline,
    heroes,
    features: {
      ...texts.features,
      title: written.features?.title ?? texts.features.title,
      intro: written.features?.intro ?? texts.features.intro,
      items:
        items && items.length >= texts.features.items.length
          ? items.slice(0, texts.features.items.length)
          : texts.features.items,
    },
  };
}

export type GenerateOutcome =
  { ok: true; generated: Generated } | { ok: false; problem: 'empty' | 'tooLong' };

/** An activity's trade when the description names none: its label, lower case (« restaurant »). */
const tradeOf = (activity: Activity) =>
  activity.label.charAt(0).toLowerCase() + activity.label.slice(1);

/** The business a generated site's texts were written for, from what the site keeps of it. */
/** The activity or family a generated site was made as, by its id. */
export const activityNamed = (id: string): Activity | undefined =>
  ACTIVITIES.find((a) => a.id === id) ?? FAMILIES.find((f) => f.id === id);

/** Every text the generator's words come from: the accents of a description are restored from them. */
function* contentTexts(): Generator<string> {
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];
  const sample = { name: 'X', city: 'Lyon', since: 2015, year: 2026 };
  for (const activity of [...ACTIVITIES, ...FAMILIES]) {
    yield* texts(activity.texts(businessOf(activity, { activity: activity.id, ...sample })));
  }
  for (const trade of TRADES) yield* [trade.label, ...trade.words];
}

export function businessOf(activity: Activity, from: GeneratedFrom): Business {
  const noun = from.noun ?? activity.noun;
  return {
    name: from.name,
    ofName: ofBusiness(from.name),
    atName: atBusiness(from.name),
    city: from.city,
    inCity: atPlace(from.city),
    ofCity: ofName(from.city),
    noun: nounForms(noun),
    trade: from.trade ?? tradeOf(activity),
    details: [],
    since: from.since,
    year: from.year,
  };
}

/** What the description and the fields say, before any site is built. */
export function readRequest(
  request: GenerateRequest,
): GenerateOutcome | { ok: true; read: Omit<Generated, 'proposals'> } {
  const description = request.description.trim();
  if (!description && !request.name?.trim()) return { ok: false, problem: 'empty' };
  if (request.description.length > MAX_DESCRIPTION) return { ok: false, problem: 'tooLong' };
  if (!accentsLearnt()) learnAccents(contentTexts());
  const u = understand(description, ACTIVITIES, TRADES);
  // A trade of the lexicon: its family's site, said with the trade's own noun.
  const family = u.trade && FAMILIES.find((f) => f.id === u.trade!.entry.family);
  const activity: Activity =
    u.trade && family ? { ...family, noun: u.trade.entry.noun } : u.activity;
  const label = u.trade && family ? u.trade.entry.label : u.activity.label;
  const seed = hash(`${description}|${request.name ?? ''}|${request.city ?? ''}`);
  const random = randomFrom(seed);
  const typedCity = request.city?.trim() ? cleanName(request.city) : undefined;
  const commune = typedCity ? communeNamed(typedCity) : undefined;
  const cityChosen = !typedCity && !u.place;
  const city =
    commune?.city ??
    typedCity ??
    u.place?.city ??
    u.area?.seat.city ??
    DEFAULT_CITIES[seed % DEFAULT_CITIES.length];
  // A commune the list lacks (« près de Florac ») has no postcode Toile could know: none is said.
  const postcode =
    commune?.postcode ??
    (typedCity ? undefined : (u.place?.postcode ?? u.area?.seat.postcode)) ??
    communeNamed(city)?.postcode ??
    '';
  const ofCity = ofName(city);
  const typedName = request.name?.trim() ? cleanName(request.name) : undefined;
  const names = activity.names(city, ofCity);
  // With no name, a neutral one the dialog points out: the trade's (« Salle d’escalade de
  // Grenoble »), or one of the activity's; never a place.
  const chosenName = u.trade ? `${u.trade.entry.label} ${ofCity}` : names[seed % names.length];
  const name = typedName ?? u.name ?? chosenName;
  const nameChosen = !typedName && !u.name;
  const year = request.year ?? new Date().getFullYear();
  const business: Business = {
    name,
    ofName: ofBusiness(name),
    atName: atBusiness(name),
    city,
    inCity: atPlace(city),
    ofCity,
    noun: nounForms(activity.noun),
    trade: u.trade?.phrase ?? u.said ?? tradeOf(activity),
    details: u.details,
    since: year - 3 - Math.floor(random() * 12),
    year,
  };
  const facts = drawFacts(random, postcode, u);
  const tone = request.tone ?? u.tone ?? DEFAULT_TONES[activity.category];
  return {
    ok: true,
    read: {
      understanding: u,
      activity,
      label,
      ...(u.trade
        ? { family: u.trade.entry.family }
        : FAMILY_OF_ACTIVITY[activity.id]
          ? { family: FAMILY_OF_ACTIVITY[activity.id] }
          : {}),
      name,
      nameChosen,
      city,
      cityChosen,
      tone,
      business,
      facts,
    },
  };
}

/** Proposal k of a read request, its texts the activity's or `written`'s. */
export function buildProposal(
  read: Omit<Generated, 'proposals'>,
  request: GenerateRequest,
  k: number,
  makeId: () => string,
  written?: WrittenTexts,
  fontUrl?: (file: string) => string,
): Proposal {
  const { activity, business, facts, tone, understanding } = read;
  const texts = typeset(
    withDetails(withWritten(activity.texts(business), k, written), k, business),
  );
  const colours = request.colours?.length ? request.colours : understanding.colours;
  const colourSet = palette(tone, activity.category, colours, k);
  const recipe = recipeOf(activity, k, texts, business, facts);
  const parts = { category: activity.category, palette: colourSet, recipe };
  const font = fonts(tone, k);
  const theme = proposalTheme(colourSet, font, k);
  // Its texts' boxes are measured in its own fonts.
  const widths = { heading: fontWidths(font.headingFont), body: fontWidths(font.bodyFont) };
  const named = request.name?.trim() || understanding.name ? [read.name] : [];
  const built = theirsUnmarked(templatePages(parts, makeId, Infinity, widths), [
    ...named,
    ...facts.theirs,
  ]);
  const site = templateSite({ id: 'generated', name: read.name, ...parts }, built);
  const pages = site.pages.map((page, i) => {
    const hero =
      i === 0 ? texts.heroes[k] : (texts.pageHeroes[page.name] ?? texts.heroes[(k + i) % 3]);
    // The trade as the person named it, never « Site général »: a general site says its city.
    const what =
      activity.id === 'general' && !understanding.said ? '' : `${capitalise(business.trade)} `;
    const title =
      i === 0 ? `${read.name} · ${what}${business.inCity}` : `${page.name} · ${read.name}`;
    return { ...page, seo: { ...page.seo, title, description: describe(hero.text) } };
  });
  const generator: GeneratedFrom = {
    activity: activity.id,
    name: read.name,
    city: read.city,
    since: business.since,
    year: business.year,
    // A family's site keeps its trade and noun, for « Réécrire ».
    ...(understanding.trade ? { trade: business.trade, noun: activity.noun } : {}),
  };
  // Drawn in the proposal's theme: the roles' colours its palette's, every element following them.
  // One header and one footer for the whole site, where its pages' are alike: shared once its
  // styles are read from every page's copy (the same styles as each page drew them).
  const done: SiteDocument = withSharedParts(
    withDesignStyles(
      {
        ...site,
        templateId: null,
        pages,
        theme: { headingFont: theme.fonts.heading, bodyFont: theme.fonts.body },
        settings: { ...site.settings, generator },
      },
      colourSet,
    ),
  ).site;
  return {
    index: k,
    site: done,
    preview: renderSitePage(done, homePage(done), { fitToWindow: false, fontUrl }),
    tone,
    headingFont: font.headingFont,
    bodyFont: font.bodyFont,
    palette: colourSet,
    theme,
    recipe,
  };
}

/** Three proposals for `request`, or why there are none. */
export function generateSites(
  request: GenerateRequest,
  makeId: () => string,
  written?: (WrittenTexts | undefined)[],
  fontUrl?: (file: string) => string,
): GenerateOutcome {
  const read = readRequest(request);
  if (!read.ok) return read;
  if (!('read' in read)) return read;
  const proposals = [0, 1, 2].map((k) =>
    buildProposal(read.read, request, k, makeId, written?.[k], fontUrl),
  );
  return { ok: true, generated: { ...read.read, proposals } };
}
