import { isAssetId } from '../assets/assetLimits';
import { isSafeEmail, isSafePhone, isSafeWebUrl } from '../links';
import { LIMITS } from '../limits';
import type {
  ItemPicture,
  RichBlock,
  RichInline,
  RichListItem,
  RichMark,
  RichText,
} from '../types';

/**
 * An item's rich content (« Contenu »): the rich-text editor's document, ProseMirror's JSON as
 * Tiptap writes it, kept to what Toile allows: paragraphs, titles (h2, h3), bold, italic, links,
 * bulleted and numbered lists, quotes, line breaks, and pictures of the Médiathèque (by their
 * id, never an address: the editor's `src` is dropped). `richTextFrom` reads any value (the editor's
 * output, a file's) into that shape or refuses it; `isRichText` is the schema's check. Writing it
 * (richHtml.ts) loads with the export.
 */

/** An empty content: one empty paragraph, as the editor starts. */
export const EMPTY_RICH_TEXT: RichText = { type: 'doc', content: [{ type: 'paragraph' }] };

/** A link's address Toile allows in rich content: the same as a button's (links.ts). */
export function isAllowedRichLink(href: unknown): href is string {
  if (typeof href !== 'string') return false;
  if (href.startsWith('mailto:')) return isSafeEmail(href.slice(7));
  if (href.startsWith('tel:')) return isSafePhone(href.slice(4));
  return isSafeWebUrl(href);
}

/** What reading may still take, and whether keys Toile does not keep refuse the value. */
type Budget = { blocks: number; chars: number; strict: boolean };
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** In a strict read, whether `node` has only the keys `allowed`. */
const onlyKeys = (node: Record<string, unknown>, budget: Budget, allowed: readonly string[]) =>
  !budget.strict || Object.keys(node).every((key) => allowed.includes(key));

/** Reads marks; null when one is not allowed (a link to `javascript:`, an unknown mark). */
function marksFrom(value: unknown, budget: Budget): RichMark[] | null | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return null;
  const marks: RichMark[] = [];
  for (const mark of value) {
    if (!isObject(mark)) return null;
    if (mark.type === 'bold' || mark.type === 'italic') {
      if (!onlyKeys(mark, budget, ['type'])) return null;
      marks.push({ type: mark.type });
    } else if (mark.type === 'link') {
      const href = isObject(mark.attrs) ? mark.attrs.href : undefined;
      if (!isAllowedRichLink(href) || !onlyKeys(mark, budget, ['type', 'attrs'])) return null;
      if (isObject(mark.attrs) && !onlyKeys(mark.attrs, budget, ['href'])) return null;
      marks.push({ type: 'link', attrs: { href } });
    } else return null;
  }
  return marks.length ? marks : undefined;
}

function inlinesFrom(value: unknown, budget: Budget): RichInline[] | null | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return null;
  const inlines: RichInline[] = [];
  for (const node of value) {
    if (!isObject(node)) return null;
    if (node.type === 'hardBreak') {
      if (!onlyKeys(node, budget, ['type'])) return null;
      inlines.push({ type: 'hardBreak' });
      continue;
    }
    if (node.type !== 'text' || typeof node.text !== 'string' || node.text === '') return null;
    if (!onlyKeys(node, budget, ['type', 'text', 'marks'])) return null;
    budget.chars -= node.text.length;
    if (budget.chars < 0) return null;
    const marks = marksFrom(node.marks, budget);
    if (marks === null) return null;
    inlines.push(
      marks ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text },
    );
  }
  return inlines.length ? inlines : undefined;
}

function listItemsFrom(value: unknown, budget: Budget, depth: number): RichListItem[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const items: RichListItem[] = [];
  for (const node of value) {
    if (!isObject(node) || node.type !== 'listItem') return null;
    if (!onlyKeys(node, budget, ['type', 'content'])) return null;
    const content = blocksFrom(node.content, budget, depth + 1);
    if (!content) return null;
    items.push({ type: 'listItem', content });
  }
  return items;
}

const BLOCK_KEYS = ['type', 'attrs', 'content'];
const IMAGE_KEYS = ['type', 'attrs'];

/**
 * A picture block's attributes: a stored picture's id and its words (the editor also writes its
 * `src`, an object URL of this browser, `title`, `width`, `height`: dropped, refused when strict).
 */
function pictureFrom(attrs: unknown, budget: Budget): ItemPicture | null {
  if (!isObject(attrs) || !isAssetId(attrs.assetId)) return null;
  const alt = attrs.alt ?? '';
  if (typeof alt !== 'string' || alt.length > LIMITS.alt) return null;
  if (!onlyKeys(attrs, budget, ['assetId', 'alt'])) return null;
  return { assetId: attrs.assetId, alt };
}

function blocksFrom(value: unknown, budget: Budget, depth: number): RichBlock[] | null {
  // Lists and quotes nest; a reasonable page does not nest them deeper than this.
  if (depth > 8 || !Array.isArray(value) || value.length === 0) return null;
  const blocks: RichBlock[] = [];
  for (const node of value) {
    budget.blocks -= 1;
    if (budget.blocks < 0 || !isObject(node)) return null;
    const keys = node.type === 'heading' ? BLOCK_KEYS : node.type === 'image' ? IMAGE_KEYS : [];
    if (!onlyKeys(node, budget, keys.length ? keys : ['type', 'content'])) return null;
    switch (node.type) {
      case 'paragraph': {
        const content = inlinesFrom(node.content, budget);
        if (content === null) return null;
        blocks.push(content ? { type: 'paragraph', content } : { type: 'paragraph' });
        break;
      }
      case 'heading': {
        const level = isObject(node.attrs) ? node.attrs.level : undefined;
        if (level !== 2 && level !== 3) return null;
        if (isObject(node.attrs) && !onlyKeys(node.attrs, budget, ['level'])) return null;
        const content = inlinesFrom(node.content, budget);
        if (content === null) return null;
        blocks.push(
          content
            ? { type: 'heading', attrs: { level }, content }
            : { type: 'heading', attrs: { level } },
        );
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        const content = listItemsFrom(node.content, budget, depth);
        if (!content) return null;
        blocks.push({ type: node.type, content });
        break;
      }
      case 'blockquote': {
        const content = blocksFrom(node.content, budget, depth + 1);
        if (!content) return null;
        blocks.push({ type: 'blockquote', content });
        break;
      }
      case 'image': {
        const attrs = pictureFrom(node.attrs, budget);
        if (!attrs) return null;
        blocks.push({ type: 'image', attrs });
        break;
      }
      default:
        return null;
    }
  }
  return blocks;
}

/**
 * `value` as Toile's rich content, or null when it holds anything Toile does not allow (another
 * kind of block or mark, a link of a refused scheme, more than LIMITS allow). What the editor
 * adds that Toile does not keep (an ordered list's `start`, a link's `target` and `rel`) is
 * dropped.
 */
export function richTextFrom(value: unknown, strict = false): RichText | null {
  if (!isObject(value) || value.type !== 'doc') return null;
  const budget = { blocks: LIMITS.richBlocks, chars: LIMITS.richChars, strict };
  if (!onlyKeys(value, budget, ['type', 'content'])) return null;
  const content = blocksFrom(value.content, budget, 0);
  return content ? { type: 'doc', content } : null;
}

/** Whether `value` is rich content exactly as Toile stores it (the schema's check). */
export const isRichText = (value: unknown): value is RichText => richTextFrom(value, true) !== null;

/**
 * Rich content without the empty paragraphs at its ends (the editor keeps one after a list or a
 * quote, to type after it), or undefined when nothing is left.
 */
export function trimmedRichText(rich: RichText | undefined): RichText | undefined {
  if (!rich) return undefined;
  const empty = (block: RichBlock) => block.type === 'paragraph' && !block.content;
  let start = 0;
  let end = rich.content.length;
  while (start < end && empty(rich.content[start])) start += 1;
  while (end > start && empty(rich.content[end - 1])) end -= 1;
  if (start === end) return undefined;
  return start === 0 && end === rich.content.length
    ? rich
    : { type: 'doc', content: rich.content.slice(start, end) };
}
