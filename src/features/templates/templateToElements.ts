import { createElement } from '../../document/createElement';
import type { EditorElement, ElementType } from '../../document/types';
import { flattenBlocks, layoutTemplate, type TemplateLayout } from './layout';
import type { Template } from './types';

const HEX = /^#[0-9A-F]{6}$/i;

/**
 * The template's sample page as editor elements: one element per block of the page's layout —
 * header, footer, section backgrounds and cards as containers, titles and paragraphs as texts,
 * buttons, pictures — at the block's box at 1152 px, in paint order (a section before what sits
 * on it). The template's page is these elements drawn by the document's renderer
 * (templatePage.ts), and « Modifier le contenu du template » puts them on the canvas. Pure: the
 * ids come from `makeId(index)`, index being the element's position in the returned list.
 * `layout` is the template's, when the caller has already laid it out (the generator).
 */
export function templateToElements(
  template: Pick<Template, 'sections' | 'palette'>,
  makeId: (index: number) => string,
  layout: TemplateLayout = layoutTemplate(template.sections, template.palette),
): EditorElement[] {
  const blocks = flattenBlocks(layout.sections).filter(
    (block): block is typeof block & { type: ElementType } => block.type !== null,
  );
  return blocks.map((block, index) => {
    const element = createElement(block.type, makeId(index), { x: block.x, y: block.y });
    const s = block.style;
    element.content = block.type === 'image' ? (block.src ?? '') : (block.text ?? '');
    element.styles = {
      ...element.styles,
      size: { width: block.width, height: block.height },
      color: HEX.test(s.color) ? s.color.toUpperCase() : template.palette.text,
      backgroundColor: s.backgroundColor,
      fontSize: s.fontSize,
      fontWeight: s.fontWeight,
      textAlign: s.textAlign,
      borderRadius: s.borderRadius,
      padding: s.padding,
      margin: 0,
    };
    // Its title's rank (the hero's h1, a section's h2, a card's h3): the tag it exports as.
    if (block.type === 'text' && (block.tag === 'h1' || block.tag === 'h2' || block.tag === 'h3')) {
      element.properties = { level: block.tag };
    }
    // A picture says what it shows (the template's alternative text).
    if (block.type === 'image' && typeof block.alt === 'string' && block.alt.trim()) {
      element.properties = { alt: block.alt.trim() };
    }
    return element;
  });
}
