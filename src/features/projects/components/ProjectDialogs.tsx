import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { fr } from '../../../i18n/fr';
import type { ProjectRecord } from '../model/projectRecord';

const t = fr.projects;

/** « Renommer le projet »: a name field; Enter renames, a blank name is refused. */
export function RenameProjectDialog({
  project,
  maxLength,
  onClose,
  onRename,
}: {
  project: ProjectRecord;
  /** The longest name a project may have (the editor's). */
  maxLength: number;
  onClose: () => void;
  onRename: (name: string) => void;
}) {
  const [name, setName] = useState(project.name);
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="rename-project-title"
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: {
          component: 'form',
          onSubmit: (event: React.FormEvent) => {
            event.preventDefault();
            setTouched(true);
            if (!blank) onRename(name);
          },
        },
      }}
    >
      <DialogTitle id="rename-project-title">{t.renameDialog.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t.renameDialog.label}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={touched && blank}
          helperText={touched && blank ? t.renameDialog.empty : ' '}
          slotProps={{ htmlInput: { maxLength } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button type="submit" variant="contained">
          {t.renameDialog.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** « Supprimer ce projet ? »: says which project; « Annuler » stays possible afterwards too. */
export function DeleteProjectDialog({
  project,
  onClose,
  onDelete,
}: {
  project: ProjectRecord;
  onClose: () => void;
  onDelete: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="delete-project-title"
      aria-describedby="delete-project-body"
      maxWidth="xs"
    >
      <DialogTitle id="delete-project-title">{t.deleteDialog.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-project-body">
          {t.deleteDialog.body(project.name)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} autoFocus>
          {t.cancel}
        </Button>
        <Button onClick={onDelete} variant="contained" color="error">
          {t.deleteDialog.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
