import Code from '@mui/icons-material/Code';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { fr } from '../../../i18n/fr';
import type { PageDocument } from '../../../document/types';
import { renderStandalone } from '../../../document/render/renderPage';
import { CodeBlock } from './CodeBlock';

export type ExportView = 'summary' | 'code';

const t = fr.export;

/**
 * After « Exporter »: what the downloaded zip holds, « Télécharger le ZIP » again, and « Voir le
 * code », the page's HTML and CSS (the very files of the zip) with their copy buttons.
 */
export function ExportDialog({
  open,
  document,
  fileName,
  initialView = 'summary',
  failed = false,
  onDownload,
  onClose,
}: {
  open: boolean;
  /** The document as it was exported. */
  document: PageDocument;
  fileName: string;
  initialView?: ExportView;
  /** The zip could not be made (shown instead of the confirmation). */
  failed?: boolean;
  onDownload: () => void;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const [view, setView] = useState<ExportView>(initialView);
  const [copyStatus, setCopyStatus] = useState('');
  const code = useMemo(
    () => (open && view === 'code' ? renderStandalone(document) : null),
    [open, view, document],
  );

  const copied = (ok: boolean, done: string) => setCopyStatus(ok ? done : t.copyFailed);
  const titleId = 'export-dialog-title';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={view === 'code' ? 'lg' : 'sm'}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{view === 'code' ? t.codeTitle : t.dialogTitle}</DialogTitle>
      <DialogContent dividers>
        {view === 'summary' ? (
          <Stack sx={{ gap: 2 }}>
            {failed ? (
              <Alert severity="error">{t.failed}</Alert>
            ) : (
              <Alert severity="success">{t.started(fileName)}</Alert>
            )}
            <div>
              <Typography>{t.contents}</Typography>
              <Typography component="ul" sx={{ my: 1, pl: 3 }}>
                <li>{t.files.html}</li>
                <li>{t.files.css}</li>
                <li>{t.files.project}</li>
              </Typography>
            </div>
            <Typography color="text.secondary">{t.hosting}</Typography>
          </Stack>
        ) : (
          code && (
            <Stack sx={{ gap: 3 }}>
              <CodeBlock
                heading={t.htmlHeading}
                label={t.htmlCode}
                code={code.html}
                copyLabel={t.copyHtml}
                onCopied={(ok) => copied(ok, t.copiedHtml)}
              />
              <CodeBlock
                heading={t.cssHeading}
                label={t.cssCode}
                code={code.css}
                copyLabel={t.copyCss}
                onCopied={(ok) => copied(ok, t.copiedCss)}
              />
            </Stack>
          )
        )}
        <Typography role="status" aria-live="polite" sx={{ mt: copyStatus ? 2 : 0 }}>
          {copyStatus}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {view === 'summary' ? (
          <Button startIcon={<Code />} onClick={() => setView('code')}>
            {t.viewCode}
          </Button>
        ) : (
          <Button
            onClick={() => {
              setView('summary');
              setCopyStatus('');
            }}
          >
            {t.back}
          </Button>
        )}
        <Button startIcon={<FileDownloadOutlined />} onClick={onDownload}>
          {t.downloadZip}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
