import { PLACEHOLDER_IMAGE } from '../../../document/placeholderImage';
import { safeImageSource } from '../../../document/validate/safeStyles';
import type { EditorElement } from '../../../document/types';
import { fr } from '../../../i18n/fr';
import { useAssetUrl } from '../../media';

const imageStyle = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

/**
 * A picture on the canvas: a stored one (`assetId`) through its object URL, else its address;
 * the default picture while a stored one is read or when this browser does not hold it.
 */
export function ImageBody({ element }: { element: EditorElement }) {
  const assetId = element.properties.assetId;
  const { url, missing } = useAssetUrl(assetId);
  const src = assetId
    ? (url ?? PLACEHOLDER_IMAGE)
    : (safeImageSource(element.content) ?? PLACEHOLDER_IMAGE);
  return (
    <img
      src={src}
      alt={fr.editor.canvas.imageAlt}
      title={missing ? fr.editor.media.missing : undefined}
      data-asset-state={assetId ? (url ? 'ready' : missing ? 'missing' : 'loading') : undefined}
      draggable={false}
      style={imageStyle}
    />
  );
}
