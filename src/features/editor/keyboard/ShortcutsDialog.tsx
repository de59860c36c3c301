import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { fr } from '../../../i18n/fr';

const m = fr.manipulation;

/** The list of every shortcut, in a dialog named « Raccourcis clavier » (loaded on first use). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{m.shortcutsTitle}</DialogTitle>
      {/* Focusable: the list scrolls on short screens, and the keyboard must reach it too. */}
      <DialogContent tabIndex={0}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {m.shortcutsIntro}
        </Typography>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {m.shortcutsKeys}
              </TableCell>
              <TableCell component="th" scope="col">
                {m.shortcutsAction}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {m.shortcuts.map(([keys, action]) => (
              <TableRow key={keys}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  <kbd style={{ fontFamily: 'inherit', fontWeight: 600 }}>{keys}</kbd>
                </TableCell>
                <TableCell>{action}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {m.shortcutsClose}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
