import type { KindOf, SectionContents, SectionId } from '../../document/sections';
import type { EditorElement } from '../../document/types';

/** Spec section 3 « Template », plus the recipe its pages are built from. */
export const CATEGORIES = [
  'business',
  'portfolio',
  'landing',
  'blog',
  'ecommerce',
  'medical',
  'education',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The colours of a template (its category's palette, varied per template): a section's theme. */
export interface TemplatePalette {
  primary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
}

/** One section of a template's page: a section of the library and what it says. */
export type RecipeSection = {
  [I in SectionId]: { id: I; content: Partial<SectionContents[KindOf<I>]> };
}[SectionId];

/** A page of a template: its name (« Accueil », « À propos », « Contact ») and its sections. */
export interface RecipePage {
  name: string;
  sections: RecipeSection[];
}

/**
 * What a template's site is made of: its pages, the home page first, each a list of sections of
 * the library (document/sections) top to bottom, header and footer included. Compact: the
 * elements are built from it on demand (templatePages.ts), never stored with the template.
 */
export interface TemplateRecipe {
  pages: RecipePage[];
}

export interface Template {
  id: string;
  name: string;
  description: string;
  category: Category;
  /** A 400x300 image made locally (SVG data URL): the home page's first screen. */
  thumbnail: string;
  isPremium: boolean;
  /** 3.0 to 5.0, one decimal. */
  rating: number;
  /** Three words. */
  tags: string[];
  /** ISO date. */
  createdAt: string;
  palette: TemplatePalette;
  recipe: TemplateRecipe;
  /** The home page's height at the design width (1,152 px): the preview frame is that tall. */
  pageHeight: number;
  /**
   * A full sample page in French: the template's home page rendered by the export's renderer
   * (templatePage.ts). It links `site.css`, whose content is `siteCss` (the stylesheet a site's
   * pages share), then `styles.css`, whose content is `css`.
   */
  html: string;
  css: string;
  siteCss: string;
  /** Always empty (spec). */
  elements: EditorElement[];
}
