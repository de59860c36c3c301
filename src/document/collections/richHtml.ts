import { escapeHtml } from '../render/escapeHtml';
import type { ItemPicture, RichBlock, RichInline, RichText } from '../types';

/**
 * An item's rich content written out (richText.ts reads and checks it): `richHtml` as HTML, every
 * text escaped and only the links the schema let through, `richPlainText` as its words.
 */

/** A picture of rich content as HTML (renderPage.ts: the export's file, the preview's URL), or ''. */
export type RichFigure = (picture: ItemPicture) => string;

/** The words of rich content, its blocks one per line. */
export function richPlainText(rich: RichText | undefined): string {
  if (!rich) return '';
  const lines: string[] = [];
  const walk = (blocks: RichBlock[]) => {
    for (const block of blocks) {
      if (block.type === 'paragraph' || block.type === 'heading') {
        const text = (block.content ?? [])
          .map((inline) => (inline.type === 'text' ? inline.text : '\n'))
          .join('');
        if (text.trim()) lines.push(text);
      } else if (block.type === 'blockquote') walk(block.content);
      else if (block.type !== 'image') for (const item of block.content) walk(item.content);
    }
  };
  walk(rich.content);
  return lines.join('\n');
}

function inlineHtml(inline: RichInline): string {
  if (inline.type === 'hardBreak') return '<br>';
  let html = escapeHtml(inline.text);
  // Bold inside italic inside the link: the same order for every text.
  const marks = inline.marks ?? [];
  if (marks.some((m) => m.type === 'bold')) html = `<strong>${html}</strong>`;
  if (marks.some((m) => m.type === 'italic')) html = `<em>${html}</em>`;
  const link = marks.find((m) => m.type === 'link');
  if (link) {
    const outside = /^https?:/.test(link.attrs.href);
    html = `<a href="${escapeHtml(link.attrs.href)}"${outside ? ' rel="noopener"' : ''}>${html}</a>`;
  }
  return html;
}

const inlinesHtml = (inlines: RichInline[] | undefined) => (inlines ?? []).map(inlineHtml).join('');

function blockHtml(block: RichBlock, figure: RichFigure | undefined): string {
  const blocks = (list: RichBlock[]) => list.map((b) => blockHtml(b, figure)).join('');
  switch (block.type) {
    case 'paragraph':
      // An empty paragraph is a blank line in the editor: nothing on the page.
      return block.content ? `<p>${inlinesHtml(block.content)}</p>` : '';
    case 'heading':
      return block.content
        ? `<h${block.attrs.level}>${inlinesHtml(block.content)}</h${block.attrs.level}>`
        : '';
    case 'blockquote':
      return `<blockquote>${blocks(block.content)}</blockquote>`;
    case 'bulletList':
    case 'orderedList': {
      const tag = block.type === 'bulletList' ? 'ul' : 'ol';
      const items = block.content.map((item) => `<li>${blocks(item.content)}</li>`);
      return `<${tag}>${items.join('')}</${tag}>`;
    }
    case 'image':
      // Without a way to show it (a picture this browser does not hold): nothing in its place.
      return figure?.(block.attrs) ?? '';
  }
}

/**
 * Rich content as HTML: what its blocks say, every text escaped, only allowed links, its pictures
 * as `figure` writes them; `between` joins the blocks ('' where white space shows, as in an
 * element of `pre-wrap`).
 */
export function richHtml(rich: RichText | undefined, between = '\n', figure?: RichFigure): string {
  return rich ? rich.content.map((block) => blockHtml(block, figure)).join(between) : '';
}
