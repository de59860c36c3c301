import { fr } from '../../i18n/fr';
import { DEFAULT_CONTENT, type SectionContents } from './content';
import { SectionDraft } from './draw';
import * as blocks from './build/blocks';
import * as business from './build/business';
import * as headerFooter from './build/headerFooter';
import * as hero from './build/hero';
import type { BuiltSection, MakeId, SectionTheme } from './types';

/**
 * The section library: every kind of section, its variants, their French names, and
 * `buildSection`, which makes a variant's elements from a theme and content. Pure: the same
 * arguments give the same elements (ids come from `makeId`), placed from `top` on the 1,152 px
 * canvas, the band (or header, or footer) first and each card before what it holds.
 */

export type SectionKind = keyof SectionContents;

/** The kinds in the order the « Sections » panel lists them: a page's order, top to bottom. */
export const SECTION_KINDS = [
  'header',
  'hero',
  'features',
  'gallery',
  'pricing',
  'team',
  'testimonials',
  'faq',
  'figures',
  'cta',
  'contact',
  'hours',
  'restaurantMenu',
  'products',
  'articles',
  'footer',
] as const satisfies readonly SectionKind[];

type Builder<K extends SectionKind> = (d: SectionDraft, content: SectionContents[K]) => number;
type Variants = { [K in SectionKind]: Record<string, Builder<K>> };

const VARIANTS = {
  header: {
    menu: headerFooter.headerMenu,
    button: headerFooter.headerButton,
    centred: headerFooter.headerCentred,
  },
  hero: { image: hero.heroImage, overlay: hero.heroOverlay, split: hero.heroSplit },
  features: {
    three: blocks.featuresThree,
    four: blocks.featuresFour,
    pictures: blocks.featuresPictures,
  },
  gallery: { grid: blocks.galleryGrid, mosaic: blocks.galleryMosaic },
  pricing: { plans: business.pricingPlans, list: business.pricingList },
  team: { portraits: blocks.teamPortraits, bios: blocks.teamBios },
  testimonials: { cards: blocks.testimonialsCards, featured: blocks.testimonialsFeatured },
  faq: { list: business.faqList, columns: business.faqColumns },
  figures: { band: blocks.figuresBand, text: blocks.figuresText },
  cta: { card: blocks.ctaCard, banner: blocks.ctaBanner },
  contact: {
    form: business.contactForm,
    details: business.contactDetails,
    split: business.contactSplit,
  },
  hours: { cards: business.hoursCards, band: business.hoursBand },
  restaurantMenu: { columns: business.menuColumns, pictures: business.menuPictures },
  products: { grid: business.productsGrid, featured: business.productsFeatured },
  articles: { cards: business.articlesCards, list: business.articlesList },
  footer: { simple: headerFooter.footerSimple, columns: headerFooter.footerColumns },
} as const satisfies Variants;

/** A section's id: its kind and variant, « hero.image ». */
export type SectionId = {
  [K in SectionKind]: `${K}.${Extract<keyof (typeof VARIANTS)[K], string>}`;
}[SectionKind];

/** The kind of a section id. */
export type KindOf<I extends SectionId> = I extends `${infer K extends SectionKind}.${string}`
  ? K
  : never;

export interface SectionInfo {
  id: SectionId;
  kind: SectionKind;
  /** « Héros avec image ». */
  name: string;
}

/** Every section, grouped by kind in SECTION_KINDS's order. */
export const SECTIONS: readonly SectionInfo[] = SECTION_KINDS.flatMap((kind) =>
  Object.keys(VARIANTS[kind]).map((variant) => {
    const id = `${kind}.${variant}` as SectionId;
    return { id, kind, name: fr.editor.sections.names[id] };
  }),
);

export const isSectionId = (value: string): value is SectionId =>
  SECTIONS.some((section) => section.id === value);

/** The kind's name in the panel (« Héros »). */
export const kindName = (kind: SectionKind): string => fr.editor.sections.kinds[kind];

/**
 * The section `id` drawn in `theme` with `content` (each field not given: the default, French
 * text of a bakery's site, content.ts), its top edge at `top` on the page.
 */
export function buildSection<I extends SectionId>(
  id: I,
  theme: SectionTheme,
  top: number,
  makeId: MakeId,
  content: Partial<SectionContents[KindOf<I>]> = {},
): BuiltSection {
  const [kind, variant] = id.split('.') as [SectionKind, string];
  const builders = VARIANTS[kind] as Record<string, Builder<SectionKind>>;
  const build = builders[variant];
  if (!build) throw new Error(`Unknown section ${id}`);
  const draft = new SectionDraft(theme, top, makeId);
  const height = build(draft, { ...DEFAULT_CONTENT[kind], ...content } as never);
  return draft.done(height);
}
