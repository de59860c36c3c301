import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { Suspense, lazy, useState } from 'react';
import { useAppStore } from '../../../app/hooks';
import { versionBefore } from '../versions/versionTriggers';
import { fr } from '../../../i18n/fr';
import type { SiteDocument } from '../../../document/types';
import { selectDocument, TopBarButton } from '../../editor';

// The dialog (and the link's compression) loads on first use, not with the editor.
const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));

/** « Partager »: a link carrying the whole site. The site is read at click time. */
export function ShareButton() {
  const store = useAppStore();
  const [shared, setShared] = useState<SiteDocument | null>(null);
  return (
    <>
      <TopBarButton
        label={fr.editor.topBar.share}
        icon={<ShareOutlined />}
        onClick={() => {
          store.dispatch(versionBefore('share'));
          setShared(selectDocument(store.getState()));
        }}
      />
      {shared && (
        <Suspense fallback={null}>
          <ShareDialog document={shared} onClose={() => setShared(null)} />
        </Suspense>
      )}
    </>
  );
}
