import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { formatInteger } from '../../../common/numberFormat';
import { fr } from '../../../i18n/fr';
import type { SiteDocument } from '../../../document/types';
import { LIMITS } from '../../../document/limits';
import { shareUrl } from '../shareLink';

const t = fr.projects.share;

/** Copies `text`: the Clipboard API, else the old way from the selected field. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.focus();
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * « Partager »: the link that carries the whole page in its fragment, a copy button, and the note
 * that the link contains the page itself. `document` is the page when the dialog opened.
 */
export function ShareDialog({
  document,
  onClose,
}: {
  document: SiteDocument;
  onClose: () => void;
}) {
  const [url] = useState(() => shareUrl(window.location.origin, document));
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const field = useRef<HTMLInputElement>(null);
  const tooLong = url.length > LIMITS.shareLinkChars;

  return (
    <Dialog open onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-title">{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.intro}</DialogContentText>
        {tooLong ? (
          <Alert severity="warning">{t.tooLong}</Alert>
        ) : (
          <TextField
            inputRef={field}
            label={t.linkLabel}
            value={url}
            fullWidth
            helperText={t.length(formatInteger(url.length))}
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t.note}
        </Typography>
        <Typography
          role="status"
          variant="body2"
          sx={{
            mt: 1,
            minHeight: '1.5em',
            color: copied === 'failed' ? 'error.main' : 'success.main',
          }}
        >
          {copied === 'copied' ? t.copied : copied === 'failed' ? t.copyFailed : ''}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t.close}</Button>
        {!tooLong && (
          <Button
            variant="contained"
            startIcon={<ContentCopyOutlined />}
            onClick={async () =>
              setCopied((await copyText(url, field.current)) ? 'copied' : 'failed')
            }
          >
            {t.copy}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
