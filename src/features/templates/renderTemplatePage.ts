import { escapeHtml } from '../../document/render/escapeHtml';
import { FONT_WEIGHT_CSS } from '../../document/types';
import { layoutTemplate, type LayoutBlock, type TemplateLayout } from './layout';
import type { Template, TemplatePalette, TemplateSection } from './types';

/**
 * Renders a template's sections to its sample page: `html` (a complete, well-formed French
 * document) and `css` (every rule scoped under `.tpl`, so it can also sit inside another page).
 * Pure: the same sections and palette always give the same strings.
 */

export const TEMPLATE_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

function renderBlock(block: LayoutBlock): string {
  const classes = `tpl-b tpl-${block.key}${block.type === 'button' ? ' tpl-btn' : ''}`;
  if (block.tag === 'img') {
    return `<img class="${classes}" src="${escapeHtml(block.src ?? '')}" alt="${escapeHtml(block.alt ?? '')}" />`;
  }
  const href = block.tag === 'a' ? ' href="#"' : '';
  const label = block.tag === 'nav' ? ' aria-label="Navigation"' : '';
  const inner = block.text !== undefined ? escapeHtml(block.text) : '';
  const children = block.children.map(renderBlock).join('');
  return `<${block.tag} class="${classes}"${href}${label}>${inner}${children}</${block.tag}>`;
}

function blockRule(block: LayoutBlock, parent: { x: number; y: number }): string {
  const s = block.style;
  const rules = [
    `left:${block.x - parent.x}px`,
    `top:${block.y - parent.y}px`,
    `width:${block.width}px`,
    `height:${block.height}px`,
  ];
  if (block.text !== undefined) {
    rules.push(
      `font-size:${s.fontSize}px`,
      `line-height:${s.lineHeight}px`,
      `font-weight:${FONT_WEIGHT_CSS[s.fontWeight]}`,
    );
    if (s.textAlign !== 'left') rules.push(`text-align:${s.textAlign}`);
  }
  if (s.color !== 'inherit') rules.push(`color:${s.color}`);
  if (s.backgroundColor !== 'transparent') rules.push(`background:${s.backgroundColor}`);
  if (s.borderRadius) rules.push(`border-radius:${s.borderRadius}px`);
  if (s.padding) rules.push(`padding:${s.padding}px`);
  const own = `.tpl .tpl-${block.key}{${rules.join(';')}}`;
  return [own, ...block.children.map((child) => blockRule(child, block))].join('\n');
}

/** The stylesheet of a laid-out page. */
export function renderTemplateCss(layout: TemplateLayout, palette: TemplatePalette): string {
  return [
    `.tpl{position:relative;width:${layout.width}px;height:${layout.height}px;margin:0 auto;overflow:hidden;background:${palette.background};color:${palette.text};font-family:${TEMPLATE_FONT}}`,
    '.tpl *{box-sizing:border-box;margin:0}',
    '.tpl .tpl-b{position:absolute;display:block;overflow:hidden;overflow-wrap:break-word;text-decoration:none}',
    '.tpl .tpl-btn{display:flex;align-items:center;justify-content:center}',
    '.tpl img.tpl-b{object-fit:cover}',
    ...layout.sections.map((block) => blockRule(block, { x: 0, y: 0 })),
  ].join('\n');
}

/** The page's markup: `.tpl` holding header, main (the sections between) and footer. */
export function renderTemplateMarkup(layout: TemplateLayout): string {
  const first = layout.sections[0]?.tag === 'header' ? [layout.sections[0]] : [];
  const last = layout.sections.at(-1);
  const end = last && last.tag === 'footer' && layout.sections.length > 1 ? [last] : [];
  const middle = layout.sections.slice(first.length, layout.sections.length - end.length);
  return [
    '<div class="tpl">',
    ...first.map(renderBlock),
    `<main>${middle.map(renderBlock).join('')}</main>`,
    ...end.map(renderBlock),
    '</div>',
  ].join('\n');
}

/** The full French document (without the template's css, which lives in `css`). */
export function renderTemplateHtml(
  name: string,
  layout: TemplateLayout,
  palette: TemplatePalette,
): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="fr">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(name)}</title>`,
    `<style>body{margin:0;background:${palette.background}}</style>`,
    '</head>',
    '<body>',
    renderTemplateMarkup(layout),
    '</body>',
    '</html>',
  ].join('\n');
}

/** html and css of a template's sections, in one call (what the generator stores). */
export function renderTemplatePage(
  name: string,
  sections: TemplateSection[],
  palette: TemplatePalette,
): { html: string; css: string; layout: TemplateLayout } {
  const layout = layoutTemplate(sections, palette);
  return {
    html: renderTemplateHtml(name, layout, palette),
    css: renderTemplateCss(layout, palette),
    layout,
  };
}

/** A self-contained document (html with its css inlined), for an iframe's `srcdoc`. */
export function templateSrcDoc(template: Pick<Template, 'html' | 'css'>): string {
  const style = `<style>${template.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const at = template.html.indexOf('</head>');
  return at === -1
    ? `${style}${template.html}`
    : `${template.html.slice(0, at)}${style}${template.html.slice(at)}`;
}

/** The body of the template's page (the `.tpl` block), to show it inside another document. */
export function templateMarkup(template: Pick<Template, 'html'>): string {
  const start = template.html.indexOf('<body>');
  const end = template.html.lastIndexOf('</body>');
  return start === -1 || end === -1 ? template.html : template.html.slice(start + 6, end).trim();
}
