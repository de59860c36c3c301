import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { Suspense, lazy, useState } from 'react';
import { fr } from '../../../../i18n/fr';
import { TopBarIconButton } from '../../topBar/TopBarButton';

// The dialog loads on first use (its own chunk, not the editor's start).
const SiteStylesDialog = lazy(() =>
  import('./SiteStylesDialog').then((m) => ({ default: m.SiteStylesDialog })),
);

/**
 * The top bar's « Styles du site » (an icon, named, with its tooltip) and its dialog. The top bar
 * holds whether it is open, so « Paramètres du site » can open it too.
 */
export function SiteStylesButton({
  open,
  onOpen,
  onClose,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const [used, setUsed] = useState(false);
  // Opened from elsewhere (« Paramètres du site ») before its first use: it loads now.
  if (open && !used) setUsed(true);
  return (
    <>
      <TopBarIconButton
        label={fr.siteStyles.title}
        icon={<PaletteOutlined />}
        onClick={() => {
          setUsed(true);
          onOpen();
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <SiteStylesDialog open={open} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
