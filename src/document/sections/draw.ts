import { defaultStyles } from '../createElement';
import { SAMPLE_TYPES } from '../sampleContent';
import {
  CANVAS_WIDTH,
  type EditorElement,
  type ElementProperties,
  type ElementStyles,
  type ElementType,
  type FontWeight,
  type HeadingLevel,
  type Link,
  type Override,
  type TextAlign,
} from '../types';
import { SYSTEM_FONT_WIDTHS } from '../fonts/systemWidths';
import { lineCount, ROUNDING, textWidth, type FaceWidths } from '../fonts/textWidth';
import { fittedSize, oneLineSize, textHeight } from './measure';
import type { BuiltSection, MakeId, SectionPalette, SectionTheme } from './types';
import {
  sampleCollectionId,
  sampleItems,
  type SampleCollection,
  type SampleWords,
} from '../collections/samples';
import { listHeight } from '../collections/list';
import type { CollectionKind, ListSettings } from '../types';

/**
 * The drawing kit of the sections: a draft that collects a section's elements in paint order,
 * positions given from the section's top (the draft adds the page's `top`), sizes in whole
 * pixels, and the house style every section shares (sizes of titles and texts, buttons, cards),
 * so the sections of a page look like one site.
 */

/** The content column: 960 px centred on the 1,152 px canvas. */
export const SIDE = 96;
export const CONTENT_WIDTH = CANVAS_WIDTH - 2 * SIDE;
/** Room above and below a section's content. */
export const SECTION_PADDING = 88;

/** The type scale. */
export const TYPE = {
  h1: 52,
  h2: 38,
  h3: 22,
  lead: 20,
  body: 17,
  small: 16,
  button: 17,
} as const;

export const BUTTON_HEIGHT = 52;
/** A button's room on each side of its label (its padding and a little air). */
const BUTTON_SIDES = 28;
export const CARD_RADIUS = 16;
export const CARD_PADDING = 28;

/** The x of column `index` of `count` columns `gap` apart across `width` from `left`. */
export function columns(count: number, gap = 32, left = SIDE, width = CONTENT_WIDTH) {
  const columnWidth = Math.floor((width - (count - 1) * gap) / count);
  return {
    width: columnWidth,
    x: (index: number) => left + index * (columnWidth + gap),
  };
}

/** A box: x and width across the canvas, y from the section's top, height. */
export type Box = [x: number, y: number, width: number, height: number];

export interface TextOptions {
  size?: number;
  weight?: FontWeight;
  color?: string;
  align?: TextAlign;
  background?: string;
  radius?: number;
  padding?: number;
  level?: Exclude<HeadingLevel, 'p'>;
  link?: Link;
  /** A height of its own instead of its words' (a field, a badge). */
  height?: number;
  phone?: Override;
}

/**
 * What a text is measured as: `text` (the body font, regular), `bold` (the body font, bold),
 * `title` (the heading font, bold: a text with a level).
 */
export type TextKind = 'text' | 'bold' | 'title';

type StyleChanges = Partial<Omit<ElementStyles, 'position' | 'size'>>;

export class SectionDraft {
  readonly elements: EditorElement[] = [];
  /** The collections its lists show (collections/samples.ts). */
  private readonly samples: SampleCollection[] = [];
  readonly palette: SectionPalette;

  constructor(
    private readonly theme: SectionTheme,
    private readonly top: number,
    private readonly makeId: MakeId,
  ) {
    this.palette = theme.palette;
  }

  /**
   * Any element at `box` (y from the section's top). What it says (a text, button, picture or
   * form) is « Contenu d’exemple » until the person changes it (document/sampleContent.ts).
   */
  add(
    type: ElementType,
    content: string,
    [x, y, width, height]: Box,
    styles: StyleChanges = {},
    properties: ElementProperties = {},
    phone?: Override,
  ): EditorElement {
    const round = Math.round;
    const element: EditorElement = {
      id: this.makeId(),
      type,
      content,
      styles: {
        ...defaultStyles(type, { x: round(x), y: round(this.top + y) }),
        size: { width: round(width), height: round(height) },
        color: this.palette.text,
        ...styles,
      },
      properties: SAMPLE_TYPES.has(type) ? { ...properties, sample: true } : properties,
    };
    if (phone) element.overrides = { phone };
    this.elements.push(element);
    return element;
  }

  /** The section's band: a container as wide as the canvas, which holds the rest. */
  band(height: number, background: string): EditorElement {
    return this.add('container', '', [0, 0, CANVAS_WIDTH, height], { backgroundColor: background });
  }

  /** A card or panel: a container with rounded corners. */
  card(box: Box, background: string, radius = CARD_RADIUS): EditorElement {
    return this.add('container', '', box, { backgroundColor: background, borderRadius: radius });
  }

  /**
   * The measured widths of the face a text of `kind` is drawn in: the theme's fonts, the system
   * font's without them.
   */
  face(kind: TextKind): FaceWidths {
    const widths = this.theme.widths;
    const font = (kind === 'title' ? widths?.heading : widths?.body) ?? SYSTEM_FONT_WIDTHS;
    return kind === 'text' ? font.regular : font.bold;
  }

  /** The font of a title or of the other texts, when the theme names one. */
  private font(heading: boolean): ElementProperties {
    const font = heading ? this.theme.fonts?.heading : this.theme.fonts?.body;
    return font ? { font } : {};
  }

  /**
   * A text at (x, y), `width` wide, as tall as its words need (or `options.height`); returns its
   * bottom edge. A title is bold, in the text colour, at its level's size unless told. A word
   * longer than the box makes the text smaller (measure.ts), so that no word breaks.
   */
  text(content: string, x: number, y: number, width: number, options: TextOptions = {}): number {
    const { level } = options;
    const weight = options.weight ?? (level ? 'bold' : 'normal');
    const padding = options.padding ?? 0;
    const face = this.face(level ? 'title' : weight === 'bold' ? 'bold' : 'text');
    const wanted = options.size ?? (level ? TYPE[level] : TYPE.body);
    const size = fittedSize(content, face, wanted, width - 2 * padding);
    const height = options.height ?? textHeight(content, face, size, width, padding);
    const properties: ElementProperties = { ...this.font(level !== undefined) };
    if (level) properties.level = level;
    if (options.link) properties.link = options.link;
    this.add(
      'text',
      content,
      [x, y, width, height],
      {
        color: options.color ?? (level ? this.palette.text : this.palette.muted),
        backgroundColor: options.background ?? 'transparent',
        fontSize: size,
        fontWeight: weight,
        textAlign: options.align ?? 'left',
        borderRadius: options.radius ?? 0,
        padding,
      },
      properties,
      options.phone,
    );
    return y + height;
  }

  /** A button, `width` wide; returns its bottom edge. Dark on light unless `inverse`. */
  button(
    label: string,
    x: number,
    y: number,
    width: number,
    options: { inverse?: boolean; link?: Link; secondary?: boolean } = {},
  ): number {
    const p = this.palette;
    const [color, background] = options.inverse
      ? [p.primary, '#FFFFFF']
      : options.secondary
        ? [p.primary, p.surface]
        : ['#FFFFFF', p.primary];
    this.add(
      'button',
      label,
      [x, y, width, BUTTON_HEIGHT],
      {
        color,
        backgroundColor: background,
        fontSize: TYPE.button,
        fontWeight: 'bold',
        textAlign: 'center',
        borderRadius: 10,
        padding: 14,
      },
      { ...this.font(false), ...(options.link ? { link: options.link } : {}) },
    );
    return y + BUTTON_HEIGHT;
  }

  /** A picture that says what it shows. */
  image(src: string, alt: string, box: Box, radius = 12, phone?: Override): EditorElement {
    return this.add('image', src, box, { borderRadius: radius }, { alt }, phone);
  }

  /** The height `text` gives `content` of `kind` at `size`, `width` wide. */
  measure(content: string, size: number, width: number, kind: TextKind = 'text'): number {
    const face = this.face(kind);
    return textHeight(content, face, fittedSize(content, face, size, width), width);
  }

  /**
   * One size for texts of a row (the titles of cards, the figures of a band), at most `size`: the
   * largest at which each fits `width` px, every word (or, `oneLine`, the whole text on one line).
   * The row then looks like one, and its texts share their line count when their words do.
   */
  rowSize(
    contents: readonly string[],
    size: number,
    width: number,
    kind: TextKind = 'title',
    oneLine = false,
  ): number {
    const face = this.face(kind);
    const fit = oneLine ? oneLineSize : fittedSize;
    return Math.min(size, ...contents.map((content) => fit(content, face, size, width)));
  }

  /** The names the site's menus list (the theme's `menu`), none when not told. */
  get menuNames(): readonly string[] {
    return this.theme.menu ?? [];
  }

  /** How many lines a text of `kind` takes at a size across a width, measured (a form's labels). */
  lineCounter(kind: TextKind = 'text') {
    const face = this.face(kind);
    return (text: string, size: number, width: number) =>
      lineCount(text, face, size, width / ROUNDING);
  }

  /** How wide `content` of `kind` is at `size` on one line, in whole pixels. */
  wordsWidth(content: string, size: number, kind: TextKind = 'text'): number {
    return Math.ceil(textWidth(content, this.face(kind)) * size * ROUNDING);
  }

  /** The width a button needs for `label` (bold, in the body font), at least `min`. */
  buttonWidth(label: string, min = 180): number {
    const words = this.wordsWidth(label, TYPE.button, 'bold');
    return Math.max(min, Math.ceil((words + 2 * BUTTON_SIDES) / 4) * 4);
  }

  /** How many elements the draft holds: a mark for `shift`. */
  get count(): number {
    return this.elements.length;
  }

  /** Moves the elements added since `mark` down by `dy` (a block centred once its height is known). */
  shift(mark: number, dy: number): void {
    for (const element of this.elements.slice(mark)) {
      element.styles.position.y += Math.round(dy);
    }
  }

  /** Moves `element` to `y` from the section's top. */
  place(element: EditorElement, y: number): void {
    element.styles.position.y = Math.round(this.top + y);
  }

  /** Sets the height of the element at `index` (a band whose height its content decides). */
  setHeight(index: number, height: number): void {
    this.elements[index].styles.size.height = Math.round(height);
  }

  /**
   * A « Liste » of the `count` most recent items of a collection of `kind` made of `words` (three
   * sample items), at (x, y), `width` wide, in cards of the surface's colour; returns its bottom.
   */
  list(kind: CollectionKind, words: readonly SampleWords[], x: number, y: number, width: number) {
    const list: ListSettings = { collection: sampleCollectionId(kind), show: 'latest', count: 3 };
    const height = listHeight(list, width);
    const makeId = this.makeId;
    const ink = { text: this.palette.text, muted: this.palette.muted };
    this.samples.push({ kind, items: sampleItems(kind, words, makeId), ink });
    const colours = { backgroundColor: this.palette.surface, borderRadius: CARD_RADIUS };
    this.add('list', '', [x, y, width, height], colours, { list });
    return y + height;
  }

  /** The section, done: its elements and height. */
  done(height: number): BuiltSection {
    const section: BuiltSection = { elements: this.elements, height: Math.round(height) };
    if (this.samples.length) section.samples = this.samples;
    return section;
  }
}

/** The bottom of the tallest of `bottoms`. */
export const lowest = (...bottoms: number[]) => Math.max(...bottoms);
