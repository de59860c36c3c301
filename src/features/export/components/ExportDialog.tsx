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
import { formatInteger } from '../../../common/numberFormat';
import { PageSelect } from './PageSelect';
import { fr } from '../../../i18n/fr';
import { homePage } from '../../../document/site';
import type { SiteDocument } from '../../../document/types';
import {
  pageFileNames,
  pagesInExportOrder,
  renderSitePage,
} from '../../../document/render/renderSite';
import { exportFiles } from '../exportZip';
import { CodeBlock } from './CodeBlock';

export type ExportView = 'summary' | 'code';

const t = fr.export;

/** What the zip holds, one line per file, each page's file named with the page. */
function ExportedFiles({ site }: { site: SiteDocument }) {
  const onePage = site.pages.length === 1;
  return (
    <div>
      <Typography>{t.contents(formatInteger(exportFiles(site).length))}</Typography>
      <Typography component="ul" sx={{ my: 1, pl: 3 }}>
        {onePage ? (
          <>
            <li>{t.files.html}</li>
            <li>{t.files.css}</li>
          </>
        ) : (
          pagesInExportOrder(site).map((page) => {
            const files = pageFileNames(site, page);
            const isHome = page.id === site.homePageId;
            return [
              <li key={files.html}>
                {isHome
                  ? t.files.homePage(files.html, page.name)
                  : t.files.page(files.html, page.name)}
              </li>,
              <li key={files.css}>{t.files.pageCss(files.css)}</li>,
            ];
          })
        )}
        <li>{t.files.project}</li>
      </Typography>
    </div>
  );
}

/**
 * After « Exporter »: what the downloaded zip holds, « Télécharger le ZIP » again, and « Voir le
 * code », a page's HTML and CSS (the very files of the zip) with their copy buttons; a site of
 * several pages has a « Page » list to choose which.
 */
export function ExportDialog({
  open,
  document: site,
  fileName,
  initialView = 'summary',
  failed = false,
  onDownload,
  onClose,
}: {
  open: boolean;
  /** The site as it was exported. */
  document: SiteDocument;
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
  const [pageId, setPageId] = useState(() => homePage(site).id);
  const page = site.pages.find((p) => p.id === pageId) ?? homePage(site);
  const code = useMemo(
    () =>
      open && view === 'code'
        ? { ...renderSitePage(site, page), files: pageFileNames(site, page) }
        : null,
    [open, view, site, page],
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
            <ExportedFiles site={site} />
            <Typography color="text.secondary">
              {site.pages.length === 1 ? t.hosting : t.hostingSite}
            </Typography>
          </Stack>
        ) : (
          code && (
            <Stack sx={{ gap: 3 }}>
              {site.pages.length > 1 && (
                <PageSelect
                  label={t.page}
                  pages={pagesInExportOrder(site)}
                  value={page.id}
                  onChange={(pageId) => {
                    setPageId(pageId);
                    setCopyStatus('');
                  }}
                  sx={{ alignSelf: 'flex-start', minWidth: 240, mt: 1 }}
                />
              )}
              <CodeBlock
                heading={t.htmlHeading(code.files.html)}
                label={t.htmlCode}
                code={code.html}
                copyLabel={t.copyHtml}
                onCopied={(ok) => copied(ok, t.copiedHtml)}
              />
              <CodeBlock
                heading={t.cssHeading(code.files.css)}
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
