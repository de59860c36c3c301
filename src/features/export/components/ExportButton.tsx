import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useAppStore } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { selectDocument, siteCheckOpened, TopBarButton } from '../../editor';
import { useExportAction } from '../useExportAction';

/**
 * « Exporter »: downloads `<project name>.zip` of the whole site (each page's HTML and
 * CSS, projet.json), then shows what it holds, with « Voir le code ». The site is read at click
 * time. Sample content left is said first, with the way to « Vérifier le site », which lists it.
 */
export function ExportButton({
  beforeExport,
  projectKey,
}: {
  /** Told at each click, before anything is made (projects keep a version of the site). */
  beforeExport?: () => void;
  /** The project the site is (read at click time): the host chosen is remembered for it. */
  projectKey?: () => string;
} = {}) {
  const store = useAppStore();
  const { onExport, dialog } = useExportAction(
    () => selectDocument(store.getState()),
    () => store.dispatch(siteCheckOpened()),
    projectKey,
  );
  return (
    <>
      <TopBarButton
        label={fr.editor.topBar.export}
        icon={<FileDownloadOutlined />}
        onClick={() => {
          beforeExport?.();
          onExport();
        }}
        variant="contained"
      />
      {dialog}
    </>
  );
}
