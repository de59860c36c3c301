import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Button from '@mui/material/Button';
import { useAppDispatch } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import { openProjectFile } from '../openProjectFile';

/**
 * « Ouvrir un fichier… » in « Mes projets »: a `.toile.json` file becomes a project, kept in step
 * with that file from then on where the browser allows it.
 */
export function OpenFileButton({ onOpened }: { onOpened: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="outlined"
      startIcon={<FolderOpenOutlined />}
      onClick={async () => {
        if (await dispatch(openProjectFile())) onOpened();
      }}
    >
      {fr.projects.ownFile.open}
    </Button>
  );
}
