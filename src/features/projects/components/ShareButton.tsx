import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useState } from 'react';
import { useAppStore } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import type { SiteDocument } from '../../../document/types';
import { selectDocument, TopBarButton } from '../../editor';
import { ShareDialog } from './ShareDialog';

/** « Partager »: a link carrying the whole site. The site is read at click time. */
export function ShareButton() {
  const store = useAppStore();
  const [shared, setShared] = useState<SiteDocument | null>(null);
  return (
    <>
      <TopBarButton
        label={fr.editor.topBar.share}
        icon={<ShareOutlined />}
        onClick={() => setShared(selectDocument(store.getState()))}
      />
      {shared && <ShareDialog document={shared} onClose={() => setShared(null)} />}
    </>
  );
}
