import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useAppStore } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { selectCurrentPageId, selectDocument, TopBarIconButton } from '../../editor';
import { usePreviewAction } from '../usePreviewAction';

/**
 * « Aperçu »: the site, rendered as exported, in a full-window sandboxed frame, opened
 * on the page the canvas shows. Both are read at click time.
 */
export function PreviewButton() {
  const store = useAppStore();
  const { onPreview, dialog } = usePreviewAction(
    () => selectDocument(store.getState()),
    () => selectCurrentPageId(store.getState()),
  );
  return (
    <>
      <TopBarIconButton
        label={fr.editor.topBar.preview}
        icon={<VisibilityOutlined />}
        onClick={onPreview}
      />
      {dialog}
    </>
  );
}
