import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { fr } from '../../../../i18n/fr';
import { TopBarButton } from './TopBarButton';

/** « Partager ». Its behaviour (a link carrying the project) belongs to the projects issue (6). */
export function ShareButton() {
  const onShare = () => {
    // Wired by issue 6 (projects): build the share link.
  };
  return <TopBarButton label={fr.editor.topBar.share} icon={<ShareOutlined />} onClick={onShare} />;
}
