import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { Suspense, lazy, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import { useLazyPart } from '../../../../common/lazyPart';
import { pageSettingsDialog } from '../../editorParts';
import { selectSiteCheckOpen, siteCheckClosed, siteCheckOpened } from '../../editorSlice';
import { TopBarIconButton } from '../../topBar/TopBarButton';

// The check and its dialog load on first use (their own chunk, not the editor's start).
const SiteCheckDialog = lazy(() =>
  import('./SiteCheckDialog').then((m) => ({ default: m.SiteCheckDialog })),
);

/**
 * The top bar's « Vérifier le site » (an icon, named, with its tooltip: the bar keeps to one line
 * on a 320 px phone), its dialog, and « Paramètres de la page » for a page's missing title or
 * description. Whether the dialog is open is the editor's state (`siteCheckOpen`): « Exporter »
 * opens it too.
 */
export function SiteCheckButton() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSiteCheckOpen);
  // The dialog's chunk loads once it is first wanted, and stays (its closing transition).
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const [settings, setSettings] = useState<{ pageId: string; open: boolean } | null>(null);
  const settingsDialog = useLazyPart(pageSettingsDialog, settings !== null);
  return (
    <>
      <TopBarIconButton
        label={fr.editor.siteCheck.title}
        icon={<FactCheckOutlined />}
        onClick={() => dispatch(siteCheckOpened())}
      />
      {used && (
        <Suspense fallback={null}>
          <SiteCheckDialog
            open={open}
            onClose={() => dispatch(siteCheckClosed())}
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
