import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useAppStore } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import { usePreviewAction } from '../../../export/usePreviewAction';
import { selectDocument } from '../../editorSlice';
import { TopBarIconButton } from './TopBarButton';

/** « Aperçu » (issue 7): the page, rendered as exported, in a full-window sandboxed frame. */
export function PreviewButton() {
  const store = useAppStore();
  const { onPreview, dialog } = usePreviewAction(() => selectDocument(store.getState()));
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
