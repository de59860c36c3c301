import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Node,
  NodeViewWrapper,
  ReactNodeViewRenderer,
  type ReactNodeViewProps,
} from '@tiptap/react';
import { isAssetId } from '../../../../document/assets/assetLimits';
import { LIMITS } from '../../../../document/limits';
import { fr } from '../../../../i18n/fr';
import { useAssetUrl } from '../../../media';

const t = fr.collections.rich;

/** The picture a node view shows: the stored picture's object URL, or why there is none. */
function PictureView({ node, selected }: ReactNodeViewProps) {
  const assetId = String(node.attrs.assetId ?? '');
  const alt = String(node.attrs.alt ?? '');
  const { url, missing } = useAssetUrl(assetId || undefined);
  return (
    <NodeViewWrapper data-drag-handle="">
      {url ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          draggable={false}
          sx={{
            display: 'block',
            maxWidth: '100%',
            height: 'auto',
            outline: selected ? '3px solid' : 'none',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          }}
        />
      ) : (
        <Typography
          variant="body2"
          sx={{ p: 2, bgcolor: 'action.hover', color: 'text.secondary', borderRadius: 1 }}
        >
          {missing ? t.pictureMissing : t.pictureLoading}
        </Typography>
      )}
    </NodeViewWrapper>
  );
}

/**
 * A picture of the Médiathèque inside rich content: a block holding the picture's id and its
 * words (`alt`), never an address (collections/richText.ts keeps just those two). Pasted HTML
 * brings pictures only when they carry a Médiathèque id (one copied from another item): a picture
 * from elsewhere is dropped, as ProseMirror drops what its schema does not know.
 */
export const RichPicture = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      assetId: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-asset-id'),
        renderHTML: (attributes) => ({ 'data-asset-id': attributes.assetId as string }),
      },
      alt: {
        default: '',
        parseHTML: (element) => (element.getAttribute('alt') ?? '').slice(0, LIMITS.alt),
        renderHTML: (attributes) => ({ alt: attributes.alt as string }),
      },
    };
  },
  parseHTML() {
    // An id that is not one (a pasted `data-asset-id="x y"`) makes no picture.
    return [
      {
        tag: 'img[data-asset-id]',
        getAttrs: (element) => (isAssetId(element.getAttribute('data-asset-id')) ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', HTMLAttributes];
  },
  addNodeView() {
    // A `figure` in the editing area, as in the exported page.
    return ReactNodeViewRenderer(PictureView, { as: 'figure' });
  },
});
