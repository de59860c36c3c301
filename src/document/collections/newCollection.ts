import { createElement } from '../createElement';
import { createPage } from '../site';
import { findColor, withColorBinding, withTextStyleBinding } from '../siteStyles/siteStyles';
import type {
  Collection,
  CollectionKind,
  EditorElement,
  ItemField,
  Page,
  SiteDocument,
  TextStyleId,
} from '../types';
import { CANVAS_WIDTH } from '../types';
import { PAGE_LINE_HEIGHT } from '../style/elementBoxStyle';
import { makeElementId } from '../makeElementId';
import { fr } from '../../i18n/fr';
import { fieldLabel } from './itemFields';

const t = fr.collections;
/** The model page's column: the width of a comfortable line of text, centred. */
const COLUMN = 720;
const LEFT = (CANVAS_WIDTH - COLUMN) / 2;

interface Block {
  type: 'text' | 'image';
  field: ItemField;
  height: number;
  style?: TextStyleId;
  muted?: boolean;
  level?: 'h1' | 'p';
}

/** What each kind's « Modèle de page » starts with, top to bottom. */
const BLOCKS: Record<CollectionKind, Block[]> = {
  articles: [
    { type: 'text', field: 'title', height: 60, style: 'h1', level: 'h1' },
    { type: 'text', field: 'date', height: 24, style: 'small', muted: true },
    { type: 'image', field: 'image', height: 405 },
    { type: 'text', field: 'content', height: 320, style: 'p' },
    { type: 'text', field: 'author', height: 24, style: 'small', muted: true },
  ],
  realisations: [
    { type: 'text', field: 'title', height: 60, style: 'h1', level: 'h1' },
    { type: 'text', field: 'client', height: 24, style: 'small', muted: true },
    { type: 'image', field: 'images', height: 405 },
    { type: 'text', field: 'content', height: 320, style: 'p' },
  ],
  produits: [
    { type: 'text', field: 'title', height: 60, style: 'h1', level: 'h1' },
    { type: 'text', field: 'price', height: 36, style: 'h3' },
    { type: 'image', field: 'image', height: 405 },
    { type: 'text', field: 'content', height: 240, style: 'p' },
  ],
};

/** The model page's elements: each block bound to its field, in a centred column. */
function modelElements(
  site: SiteDocument,
  kind: CollectionKind,
  makeId: () => string,
  top: number,
  ink?: Ink,
): EditorElement[] {
  const text = findColor(site.styles, 'text');
  const muted = findColor(site.styles, 'textMuted');
  let y = top + 80;
  return BLOCKS[kind].map((block) => {
    let element = createElement(block.type, makeId(), { x: LEFT, y });
    element = {
      ...element,
      // What it shows where no item is drawn: the field's name.
      content: block.type === 'text' ? fieldLabel(kind, block.field) : element.content,
      styles: { ...element.styles, size: { width: COLUMN, height: block.height } },
      properties: {
        ...element.properties,
        field: block.field,
        ...(block.level ? { level: block.level } : {}),
        ...(block.type === 'image' ? { alt: '' } : {}),
      },
    };
    if (block.style) element = withTextStyleBinding(element, block.style, site.styles);
    const colour = block.muted ? muted : text;
    if (block.type === 'text' && ink) {
      // The colours of the section that made it (the site follows them once placed).
      element = {
        ...element,
        styles: { ...element.styles, color: block.muted ? ink.muted : ink.text },
      };
    } else if (block.type === 'text' && colour) {
      element = withColorBinding(element, 'color', colour);
    }
    // A line of its style's size at least (a site's titles may be larger than the default's).
    const { fontSize, size } = element.styles;
    const line = Math.ceil(fontSize * (element.properties.lineHeight ?? PAGE_LINE_HEIGHT) * 1.25);
    if (block.type === 'text' && size.height < line) {
      element = { ...element, styles: { ...element.styles, size: { ...size, height: line } } };
    }
    y += element.styles.size.height + 24;
    return element;
  });
}

/** The colours of a model page's texts, when a section's palette gives them. */
export interface Ink {
  text: string;
  muted: string;
}

/** Where a page's own elements start under `header` (a site's shared header, a page's band). */
export function headerBottom(header: readonly EditorElement[]): number {
  return Math.max(0, ...header.map((e) => e.styles.position.y + e.styles.size.height));
}

/**
 * A new collection of `kind` named `name`, and its « Modèle de page », its elements under `top`
 * (the site's header, drawn above every page's own elements).
 */
export function newCollection(
  site: SiteDocument,
  kind: CollectionKind,
  name: string,
  makeId: () => string = makeElementId,
  top: number = headerBottom(site.shared?.header ?? []),
  ink?: Ink,
): { collection: Collection; page: Page } {
  const id = `col-${makeId()}`;
  const taken = site.pages.map((page) => page.slug);
  const page = createPage(`page-${makeId()}`, t.modelPageName(name), taken, []);
  // The folder takes the collection's name (`articles/`), the page's name says it is a model.
  const slugged = createPage(page.id, name, taken, modelElements(site, kind, makeId, top, ink));
  return {
    collection: { id, kind, name, items: [] },
    page: { ...slugged, name: page.name, collection: id },
  };
}
