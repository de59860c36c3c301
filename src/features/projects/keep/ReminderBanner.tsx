import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { fr } from '../../../i18n/fr';
import { lastCopy } from '../file/copies';
import { selectCurrentProjectId } from '../projectsSlice';
import { formatDay } from './format';
import { reminderDue } from './rules';
import { SaveToFileButton } from './SaveToFileButton';
import { useKeepClock } from './useKeepClock';
import { laterUntil, remindLater, workedMinutes } from './work';

const t = fr.projects.keep;

const selectUpdatedAt = (state: RootState) => state.projects?.updatedAt ?? null;

const time = (iso: string | null | undefined) => {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(at) ? null : at;
};

/**
 * Under the editor's top bar, when the open project should be copied into a file (`rules.ts`,
 * `reminderDue`): never copied after 30 minutes of work, or changed since a copy a week old.
 * « Enregistrer dans un fichier » copies it (the banner goes once the copy is recorded);
 * « Plus tard » puts the reminder off for seven days.
 */
export function ReminderBanner() {
  const id = useAppSelector(selectCurrentProjectId);
  const updatedAt = useAppSelector(selectUpdatedAt);
  const now = useKeepClock();
  if (id === null) return null;
  const reminder = reminderDue({
    now,
    changedAt: time(updatedAt),
    copiedAt: time(lastCopy(id)?.at),
    workedMinutes: workedMinutes(id),
    laterUntil: laterUntil(id),
  });
  if (!reminder) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ borderRadius: 0, alignItems: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <SaveToFileButton variant="contained" color="primary" />
          <Button color="inherit" size="small" onClick={() => remindLater(id)}>
            {t.later}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{t.reminderTitle}</AlertTitle>
      {reminder.kind === 'stale' ? t.stale(formatDay(reminder.copiedAt)) : t.neverCopied}
    </Alert>
  );
}
