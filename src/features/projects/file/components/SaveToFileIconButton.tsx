import SaveAsOutlined from '@mui/icons-material/SaveAsOutlined';
import { useAppDispatch } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import { TopBarIconButton } from '../../../editor';
import { saveProjectToFile } from '../saveProjectToFile';

/** « Enregistrer dans un fichier… » in the editor's top bar. */
export function SaveToFileIconButton() {
  const dispatch = useAppDispatch();
  return (
    <TopBarIconButton
      label={fr.projects.ownFile.save}
      icon={<SaveAsOutlined />}
      onClick={() => void dispatch(saveProjectToFile())}
    />
  );
}
