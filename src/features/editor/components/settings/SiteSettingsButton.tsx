import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useState } from 'react';
import { fr } from '../../../../i18n/fr';
import { TopBarIconButton } from '../topBar/TopBarButton';
import { SiteSettingsDialog } from './SiteSettingsDialog';

/** The top bar's « Paramètres du site » (an icon, named, with its tooltip) and its dialog. */
export function SiteSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TopBarIconButton
        label={fr.editor.settings.site.title}
        icon={<SettingsOutlined />}
        onClick={() => setOpen(true)}
      />
      <SiteSettingsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
