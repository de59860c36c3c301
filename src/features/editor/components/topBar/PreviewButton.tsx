import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { fr } from '../../../../i18n/fr';
import { TopBarIconButton } from './TopBarButton';

/** « Aperçu ». Its behaviour (the page in a sandboxed frame) belongs to the export issue (7). */
export function PreviewButton() {
  const onPreview = () => {
    // Wired by issue 7 (export/preview): open the preview dialog.
  };
  return (
    <TopBarIconButton
      label={fr.editor.topBar.preview}
      icon={<VisibilityOutlined />}
      onClick={onPreview}
    />
  );
}
