import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';
import { fr } from '../i18n/fr';

const t = fr.header.signInDialog;

/** « Se connecter »: Toile has no accounts; this says where projects live instead. */
export function SignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="signin-title"
      aria-describedby="signin-body"
    >
      <DialogTitle id="signin-title">{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="signin-body" sx={{ mb: 2 }}>
          {t.body}
        </DialogContentText>
        <DialogContentText>{t.bodyPrivacy}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
        <Button variant="contained" component={RouterLink} to="/templates" onClick={onClose}>
          {t.start}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
