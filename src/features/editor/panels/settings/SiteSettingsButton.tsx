import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Suspense, lazy, useState } from 'react';
import { fr } from '../../../../i18n/fr';
import { TopBarIconButton } from '../../topBar/TopBarButton';

// The dialog loads on first use (its own chunk, not the editor's start).
const SiteSettingsDialog = lazy(() =>
  import('./SiteSettingsDialog').then((m) => ({ default: m.SiteSettingsDialog })),
);

/**
 * The top bar's « Paramètres du site » (an icon, named, with its tooltip) and its dialog, which
 * links to « Styles du site » (`onOpenStyles`).
 */
export function SiteSettingsButton({ onOpenStyles }: { onOpenStyles?: () => void }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <TopBarIconButton
        label={fr.editor.settings.site.title}
        icon={<SettingsOutlined />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <SiteSettingsDialog
            open={open}
            onClose={() => setOpen(false)}
            onOpenStyles={onOpenStyles}
          />
        </Suspense>
      )}
    </>
  );
}
