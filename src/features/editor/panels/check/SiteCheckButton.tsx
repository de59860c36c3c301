import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { Suspense, lazy, useState } from 'react';
import { fr } from '../../../../i18n/fr';
import { useLazyPart } from '../../../../common/lazyPart';
import { pageSettingsDialog } from '../../editorParts';
import { TopBarIconButton } from '../../topBar/TopBarButton';

// The check and its dialog load on first use (their own chunk, not the editor's start).
const SiteCheckDialog = lazy(() =>
  import('./SiteCheckDialog').then((m) => ({ default: m.SiteCheckDialog })),
);

/**
 * The top bar's « Vérifier le site » (an icon, named, with its tooltip: the bar keeps to one line
 * on a 320 px phone), its dialog, and « Paramètres de la page » for a page's missing title or
 * description.
 */
export function SiteCheckButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [settings, setSettings] = useState<{ pageId: string; open: boolean } | null>(null);
  const settingsDialog = useLazyPart(pageSettingsDialog, settings !== null);
  return (
    <>
      <TopBarIconButton
        label={fr.editor.siteCheck.title}
        icon={<FactCheckOutlined />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <SiteCheckDialog
            open={open}
            onClose={() => setOpen(false)}
            onPageSettings={(pageId) => setSettings({ pageId, open: true })}
          />
        </Suspense>
      )}
      {settings && settingsDialog && (
        <settingsDialog.PageSettingsDialog
          pageId={settings.pageId}
          open={settings.open}
          onClose={() => setSettings({ ...settings, open: false })}
        />
      )}
    </>
  );
}
