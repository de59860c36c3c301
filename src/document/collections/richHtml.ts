import { escapeHtml } from '../render/escapeHtml';
import type { RichBlock, RichInline, RichText } from '../types';

/**
 * An item's rich content written out (richText.ts reads and checks it): `richHtml` as HTML, every
 * text escaped and only the links the schema let through, `richPlainText` as its words.
 */

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
      else for (const item of block.content) walk(item.content);
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

function blockHtml(block: RichBlock): string {
  switch (block.type) {
    case 'paragraph':
      // An empty paragraph is a blank line in the editor: nothing on the page.
      return block.content ? `<p>${inlinesHtml(block.content)}</p>` : '';
    case 'heading':
      return block.content
        ? `<h${block.attrs.level}>${inlinesHtml(block.content)}</h${block.attrs.level}>`
        : '';
    case 'blockquote':
      return `<blockquote>${block.content.map(blockHtml).join('')}</blockquote>`;
    case 'bulletList':
    case 'orderedList': {
      const tag = block.type === 'bulletList' ? 'ul' : 'ol';
      const items = block.content.map((item) => `<li>${item.content.map(blockHtml).join('')}</li>`);
      return `<${tag}>${items.join('')}</${tag}>`;
    }
  }
}

/**
 * Rich content as HTML: what its blocks say, every text escaped, only allowed links; `between`
 * joins the blocks ('' where white space shows, as in an element of `pre-wrap`).
 */
export function richHtml(rich: RichText | undefined, between = '\n'): string {
  return rich ? rich.content.map(blockHtml).join(between) : '';
}
