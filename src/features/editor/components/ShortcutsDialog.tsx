import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { fr } from '../../../i18n/fr';
import { isInOverlay, isTypingTarget } from './isTypingTarget';

const m = fr.manipulation;

/** The list of every shortcut, in a dialog named « Raccourcis clavier ». */
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

/** A button that opens the shortcuts dialog; « ? » opens it too (never while typing in a field). */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target) || isInOverlay(event.target)) {
        return;
      }
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <Tooltip title={`${m.shortcutsTitle} (?)`}>
        <IconButton
          size="small"
          aria-label={m.shortcutsTitle}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <KeyboardOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <ShortcutsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
