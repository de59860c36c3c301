import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { fr } from '../../../i18n/fr';
import { saveProjectToFile } from '../file/saveProjectToFile';

/**
 * « Enregistrer dans un fichier » for the project open in the editor (the file's own command,
 * which records the copy): in the reminder, the space warning and a save refused for space.
 */
export function SaveToFileButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      color="inherit"
      size="small"
      variant="outlined"
      {...props}
      disabled={busy || props.disabled}
      onClick={() => {
        setBusy(true);
        void dispatch(saveProjectToFile())
          .catch(() => false)
          .finally(() => setBusy(false));
      }}
    >
      {fr.projects.keep.saveToFile}
    </Button>
  );
}
