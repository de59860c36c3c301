import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { fr } from '../../../../i18n/fr';
import { TopBarButton } from './TopBarButton';

/** « Sauvegarder ». Its behaviour (save in this browser) belongs to the projects issue (6). */
export function SaveButton() {
  const onSave = () => {
    // Wired by issue 6 (projects): save the document in IndexedDB.
  };
  return <TopBarButton label={fr.editor.topBar.save} icon={<SaveOutlined />} onClick={onSave} />;
}
