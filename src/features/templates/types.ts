import type { EditorElement } from '../../document/types';

/** Spec section 3 « Template », plus the structured page the html is built from. */
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

/** The colours of a template (its category's palette, varied per template). */
export interface TemplatePalette {
  primary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
}

/**
 * One section of a template's sample page. The sections are laid out (layout.ts) into the
 * template's elements, which the sample page draws and « Modifier le contenu du template » puts on
 * the canvas.
 */
export type TemplateSection =
  | { kind: 'header'; brand: string; links: string[]; cta?: string }
  | {
      kind: 'hero';
      title: string;
      text: string;
      button: string;
      /** Without an image the hero is centred. */
      image?: string;
      /** Which side the image stands on (right when absent). */
      imageSide?: 'left' | 'right';
    }
  | { kind: 'features'; title: string; items: { title: string; text: string }[] }
  | { kind: 'text'; title: string; text: string }
  | { kind: 'gallery'; title: string; images: { src: string; alt: string }[] }
  | { kind: 'cta'; title: string; text: string; button: string }
  | { kind: 'footer'; text: string; links: string[] };

export interface Template {
  id: string;
  name: string;
  description: string;
  category: Category;
  /** A 400x300 image made locally (SVG data URL). */
  thumbnail: string;
  isPremium: boolean;
  /** 3.0 to 5.0, one decimal. */
  rating: number;
  /** Three words. */
  tags: string[];
  /** ISO date. */
  createdAt: string;
  palette: TemplatePalette;
  sections: TemplateSection[];
  /**
   * A full sample page in French: the template's elements as a one-page site, rendered by the
   * export's renderer (templatePage.ts). It links `styles.css`, whose content is `css`.
   */
  html: string;
  css: string;
  /** Always empty (spec). */
  elements: EditorElement[];
}
