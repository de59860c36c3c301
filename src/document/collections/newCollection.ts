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
): EditorElement[] {
  const text = findColor(site.styles, 'text');
  const muted = findColor(site.styles, 'textMuted');
  let y = 80;
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
    if (block.type === 'text' && colour) element = withColorBinding(element, 'color', colour);
    y += block.height + 24;
    return element;
  });
}

/** A new collection of `kind` named `name`, and its « Modèle de page ». */
export function newCollection(
  site: SiteDocument,
  kind: CollectionKind,
  name: string,
  makeId: () => string = makeElementId,
): { collection: Collection; page: Page } {
  const id = `col-${makeId()}`;
  const taken = site.pages.map((page) => page.slug);
  const page = createPage(`page-${makeId()}`, t.modelPageName(name), taken, []);
  // The folder takes the collection's name (`articles/`), the page's name says it is a model.
  const slugged = createPage(page.id, name, taken, modelElements(site, kind, makeId));
  return {
    collection: { id, kind, name, items: [] },
    page: { ...slugged, name: page.name, collection: id },
  };
}
