import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { fr } from '../../../../i18n/fr';
import { TopBarButton } from './TopBarButton';

/** « Exporter ». Its behaviour (a zip of the page) belongs to the export issue (7). */
export function ExportButton() {
  const onExport = () => {
    // Wired by issue 7 (export): download index.html, styles.css and projet.json as a zip.
  };
  return (
    <TopBarButton
      label={fr.editor.topBar.export}
      icon={<FileDownloadOutlined />}
      onClick={onExport}
      variant="contained"
    />
  );
}
