import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fr } from '../../../i18n/fr';
import { onProtectionAnswered, storageProtection, type Protection } from './persist';

const t = fr.projects.keep;

/**
 * On « Mes projets », what the browser answered when asked to keep Toile's data (read now from
 * `navigator.storage.persisted()`): « Stockage protégé par le navigateur », or a warning that it
 * may erase the projects, and the advice to keep a copy in a file.
 */
export function ProtectionStatus() {
  const [protection, setProtection] = useState<Protection | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      void storageProtection().then((answer) => {
        if (live) setProtection(answer);
      });
    read();
    const stop = onProtectionAnswered(read);
    return () => {
      live = false;
      stop();
    };
  }, []);

  if (protection === 'protected') {
    return (
      <Stack
        direction="row"
        data-storage-protection="protected"
        sx={{ gap: 1, alignItems: 'center', mb: 3, color: 'success.dark' }}
      >
        <LockOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{t.protected}</Typography>
      </Stack>
    );
  }
  if (protection === 'unprotected') {
    return (
      <Alert severity="warning" role="status" data-storage-protection="unprotected" sx={{ mb: 3 }}>
        {t.unprotected}
      </Alert>
    );
  }
  return null;
}
