import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatInteger } from '../../../common/numberFormat';
import { fr } from '../../../i18n/fr';
import { formatBytes } from './format';
import { MEBIBYTE } from './rules';
import { SaveToFileButton } from './SaveToFileButton';
import { useLowSpace } from './useSpace';

const t = fr.projects.keep.space;

/** Deletes the unnamed versions older than 24 hours of every project (loaded on use); how many. */
async function deleteOldVersionsNow(): Promise<number> {
  const { deleteOldVersions } = await import('../versions/deleteOldVersions');
  return deleteOldVersions();
}

type Outcome = { kind: 'deleting' } | { kind: 'deleted'; count: number } | { kind: 'failed' };

/**
 * When the browser's estimate leaves little room (`rules.ts`, `lowSpace`): says how much is left
 * and offers the ways to make room or be safe: delete the old versions of every project, and save
 * the project to a file (in the editor: the open project; on « Mes projets »: each card's
 * download). `trigger`: what should make it read the estimate again (a save, a deletion), at
 * once if `urgent`. « Fermer » hides it until the screen is opened again; once the old versions
 * are deleted, it goes if that made room enough.
 */
export function SpaceWarning({
  where,
  trigger,
  urgent = false,
}: {
  where: 'editor' | 'projects';
  trigger: unknown;
  urgent?: boolean;
}) {
  const { free, refresh } = useLowSpace(trigger, urgent);
  const [closed, setClosed] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (free === null || closed) return null;

  const deleteOld = async () => {
    setOutcome({ kind: 'deleting' });
    try {
      setOutcome({ kind: 'deleted', count: await deleteOldVersionsNow() });
    } catch {
      setOutcome({ kind: 'failed' });
    }
    refresh();
  };

  return (
    <Alert
      severity="warning"
      role="status"
      closeText={t.close}
      onClose={() => setClosed(true)}
      sx={{
        ...(where === 'editor' ? { borderRadius: 0 } : { mb: 3 }),
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      <AlertTitle>{t.title}</AlertTitle>
      {free < MEBIBYTE ? t.full : t.body(formatBytes(free))}
      {where === 'projects' && ` ${t.projectsHint}`}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 1, alignItems: 'center' }}>
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          disabled={outcome?.kind === 'deleting'}
          onClick={() => void deleteOld()}
        >
          {t.deleteOld}
        </Button>
        {where === 'editor' && <SaveToFileButton />}
        <Typography variant="body2">
          {outcome?.kind === 'deleting' && t.deleting}
          {outcome?.kind === 'deleted' && t.deleted(outcome.count, formatInteger(outcome.count))}
          {outcome?.kind === 'failed' && t.deleteFailed}
        </Typography>
      </Stack>
    </Alert>
  );
}
