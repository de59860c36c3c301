import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useAppDispatch } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { TopBarButton } from '../../editor';
import { saveProject } from '../projectsThunks';

/** « Sauvegarder »: saves the project in this browser at once (Ctrl+S does the same). */
export function SaveButton() {
  const dispatch = useAppDispatch();
  const onSave = () => void dispatch(saveProject({ explicit: true }));
  return <TopBarButton label={fr.editor.topBar.save} icon={<SaveOutlined />} onClick={onSave} />;
}
