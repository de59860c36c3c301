import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { parseColour } from '../../../../document/check/contrast';
import type { SiteColor } from '../../../../document/types';
import { formatInteger } from '../../../../common/numberFormat';
import { fr } from '../../../../i18n/fr';
import { colorName } from './colorNames';

const t = fr.siteStyles.dialog;

/** The colour of `others` nearest to `color` (RGB distance): what « Remplacer par… » offers first. */
function nearestOf(color: SiteColor, others: SiteColor[]): SiteColor {
  const from = parseColour(color.value)!;
  const distance = (other: SiteColor) => {
    const to = parseColour(other.value)!;
    return (from.r - to.r) ** 2 + (from.g - to.g) ** 2 + (from.b - to.b) ** 2;
  };
  return others.reduce((best, other) => (distance(other) < distance(best) ? other : best));
}

/**
 * « Supprimer » a colour still in use: « Remplacer par… » one of the site's other colours (the
 * nearest first); every element that followed it follows the replacement, in one undo step.
 */
export function RemoveColorDialog({
  color,
  uses,
  colors,
  onCancel,
  onRemove,
}: {
  color: SiteColor;
  uses: number;
  colors: readonly SiteColor[];
  onCancel: () => void;
  onRemove: (replacement: string) => void;
}) {
  const titleId = useId();
  const others = colors.filter((other) => other.id !== color.id);
  const [replacement, setReplacement] = useState(() => nearestOf(color, others).id);
  const chosen = others.find((other) => other.id === replacement);
  const name = colorName(color);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t.removeTitle(name)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t.removeUses(formatInteger(uses))}</DialogContentText>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <TextField
            select
            label={t.replaceBy}
            value={replacement}
            onChange={(event) => setReplacement(event.target.value)}
            fullWidth
            size="small"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
          >
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {`${colorName(other)} (${other.value})`}
              </option>
            ))}
          </TextField>
          <Box
            aria-hidden="true"
            sx={{
              width: 32,
              height: 32,
              mt: 1,
              flexShrink: 0,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: chosen?.value,
            }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t.cancel}</Button>
        <Button variant="contained" color="error" onClick={() => onRemove(replacement)}>
          {t.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
