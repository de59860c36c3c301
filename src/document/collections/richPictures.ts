import type { ItemPicture, RichBlock, RichText } from '../types';

/**
 * The Médiathèque's pictures inside rich content (an item's « Contenu »): listing them and changing
 * their ids, apart from richText.ts's reader so that what counts a site's pictures (assetRefs.ts,
 * in the editor's first load) does not load the reader.
 */
/** The pictures of rich content, in order (a picture in a list or a quote too). */
export function richPictures(rich: RichText | undefined): ItemPicture[] {
  const pictures: ItemPicture[] = [];
  const walk = (blocks: readonly RichBlock[]) => {
    for (const block of blocks) {
      if (block.type === 'image') pictures.push(block.attrs);
      else if (block.type === 'blockquote') walk(block.content);
      else if (block.type === 'bulletList' || block.type === 'orderedList') {
        for (const item of block.content) walk(item.content);
      }
    }
  };
  if (rich) walk(rich.content);
  return pictures;
}

/**
 * Rich content with each picture's id `to` returns (undefined: kept); the same object when none
 * changes (« Remplacer » in the Médiathèque, pictures carried by a file).
 */
export function withRichPictures(
  rich: RichText,
  to: (assetId: string) => string | undefined,
): RichText {
  let changed = false;
  const map = (blocks: RichBlock[]): RichBlock[] =>
    blocks.map((block): RichBlock => {
      if (block.type === 'image') {
        const id = to(block.attrs.assetId);
        if (id === undefined || id === block.attrs.assetId) return block;
        changed = true;
        return { type: 'image', attrs: { ...block.attrs, assetId: id } };
      }
      if (block.type === 'blockquote') return { ...block, content: map(block.content) };
      if (block.type === 'bulletList' || block.type === 'orderedList') {
        return {
          ...block,
          content: block.content.map((item) => ({ ...item, content: map(item.content) })),
        };
      }
      return block;
    });
  const content = map(rich.content);
  return changed ? { type: 'doc', content } : rich;
}
