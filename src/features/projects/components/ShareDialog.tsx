import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { formatInteger } from '../../../common/numberFormat';
import { fr } from '../../../i18n/fr';
import type { SiteDocument } from '../../../document/types';
import { downloadProjectCopy } from '../downloadProjectCopy';
import { prepareShareLink, type PreparedShareLink } from '../prepareShareLink';

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
 * « Partager »: the link that carries the whole page and its pictures in its fragment, a copy
 * button, and the note that the link contains the page itself. When the link would pass 1.5 MB
 * (its pictures, mostly), no link: « Télécharger une copie » instead. `document` is the page when
 * the dialog opened.
 */
export function ShareDialog({
  document,
  onClose,
}: {
  document: SiteDocument;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [link, setLink] = useState<PreparedShareLink | null>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let live = true;
    void prepareShareLink(window.location.origin, document).then((prepared) => {
      if (live) setLink(prepared);
    });
    return () => {
      live = false;
    };
  }, [document]);
  const url = link?.ok ? link.url : null;

  return (
    <Dialog open onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="sm">
      <DialogTitle id="share-title">{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.intro}</DialogContentText>
        {link === null ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 56 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography variant="body2">{t.preparing}</Typography>
          </Box>
        ) : url === null ? (
          <Alert severity="warning">
            {t.tooLong}
            <Box sx={{ mt: 1.5 }}>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                onClick={() => void dispatch(downloadProjectCopy(document))}
              >
                {fr.projects.downloadCopy}
              </Button>
            </Box>
          </Alert>
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
        {link?.ok && link.pictures > 0 && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t.withPictures(link.pictures)}
          </Typography>
        )}
        {link !== null && link.missing > 0 && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t.missing(link.missing)}
          </Typography>
        )}
        {url !== null && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t.note}
          </Typography>
        )}
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
        {url !== null && (
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
