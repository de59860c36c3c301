import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatInteger } from '../../../common/numberFormat';
import { fr } from '../../../i18n/fr';

const t = fr.export.samples;

/**
 * Before « Exporter » downloads a site that still holds sample content: how many remain, and the
 * choice to see them in « Vérifier le site » (`onReview`) or to export anyway (`onExport`).
 * Closing it (Escape, « Annuler ») downloads nothing.
 */
export function SampleContentDialog({
  open,
  count,
  onReview,
  onExport,
  onClose,
}: {
  open: boolean;
  count: number;
  onReview: () => void;
  onExport: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 700, mb: 1 }}>
          {t.count(count, formatInteger(count))}
        </Typography>
        <Typography color="text.secondary">{t.text}</Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button onClick={onExport}>{t.exportAnyway}</Button>
        <Button variant="contained" onClick={onReview} autoFocus>
          {t.review}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
