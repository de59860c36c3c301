/** The element model of spec section 3, kept as is (DESIGN.md « The element model »). */
export const ELEMENT_TYPES = ['text', 'image', 'button', 'container', 'header', 'footer'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** « Normal », « Gras », « Léger » in the properties panel. */
export const FONT_WEIGHTS = ['normal', 'bold', 'light'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/** « Gauche », « Centre », « Droite ». */
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

export interface ElementStyles {
  position: { x: number; y: number };
  size: { width: number; height: number };
  color: string;
  /** A hex colour or 'transparent'. */
  backgroundColor: string;
  fontSize: number;
  fontWeight: FontWeight;
  textAlign: TextAlign;
  borderRadius: number;
  padding: number;
  margin: number;
}

export interface EditorElement {
  /** Time-based, made in `prepare` (never in a reducer). */
  id: string;
  type: ElementType;
  content: string;
  styles: ElementStyles;
  /** Always empty in this version (spec). */
  properties: Record<string, never>;
}

/** What a person edits and saves: the page document. Elements are in z-order (last on top). */
export interface PageDocument {
  /** The template shown faintly behind the elements, or null. */
  templateId: string | null;
  /** « Nouveau Projet » or the template's name, until the person renames it. */
  name: string;
  elements: EditorElement[];
}

/** The design width of the canvas: Tailwind's 6xl, 72rem. */
export const CANVAS_WIDTH = 1152;
/** Grid dots (and snapping) every 20 px. */
export const GRID_SIZE = 20;

/** What CSS font-weight each weight means, for the canvas and the export alike. */
export const FONT_WEIGHT_CSS: Record<FontWeight, number> = { normal: 400, bold: 700, light: 300 };
/** Header and footer use this background when none is set (spec). */
export const HEADER_FOOTER_BACKGROUND = '#F3F4F6';
