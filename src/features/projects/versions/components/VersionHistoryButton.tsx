import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { Suspense, lazy, useState } from 'react';
import { useAppSelector } from '../../../../app/hooks';
import { fr } from '../../../../i18n/fr';
import { TopBarIconButton } from '../../../editor';
import { selectCurrentProjectId } from '../../projectsSlice';

// The history (its store, its worker, the compression) loads on first use, not with the editor.
const VersionHistoryDialog = lazy(() =>
  import('./VersionHistoryDialog').then((m) => ({ default: m.VersionHistoryDialog })),
);

/** « Historique des versions » of the project open in the editor, from the top bar. */
export function VersionHistoryButton() {
  const projectId = useAppSelector(selectCurrentProjectId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <TopBarIconButton
        label={fr.projects.versions.button}
        icon={<HistoryOutlined />}
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <VersionHistoryDialog projectId={projectId} inEditor onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
