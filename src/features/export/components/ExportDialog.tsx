import Code from '@mui/icons-material/Code';
import { sitePages } from '../../../document/collections/collections';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
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
import type { PictureLookup } from '../../../document/render/pictureFiles';
import { fr } from '../../../i18n/fr';
import { findPage, homePage } from '../../../document/site';
import type { SiteDocument } from '../../../document/types';
import {
  pageFileNames,
  pagesInExportOrder,
  renderSitePage,
  SITE_STYLESHEET,
} from '../../../document/render/renderSite';
import { siteFileList, type SiteFileName } from '../../../document/render/siteFiles';
import { CodeBlock } from './CodeBlock';
import { findFont } from '../../../document/fonts/fonts';
import { siteWordMeasure } from '../../../document/fonts/fontWidths';
import { exportNeedsFonts } from '../exportZip';
import { renameReferences } from '../../../document/render/fingerprint';
import { EXPORT_HOSTS, hostAddresses, hostNamesByContent, type ExportHost } from '../hostChoice';
import { hostAddressProblem, hostFiles } from '../hosts';

export type ExportView = 'summary' | 'code';

const t = fr.export;
const NOTHING_RENAMED: ReadonlyMap<string, string> = new Map();
const tf = fr.editor.fonts.files;

/** The line of the export dialog's list that says what `file` is. */
function fileLine(site: SiteDocument, file: SiteFileName): string {
  const onePage = sitePages(site).length === 1;
  const page = file.pageId === undefined ? undefined : findPage(site, file.pageId);
  switch (file.kind) {
    case 'page':
      if (onePage) return t.files.html;
      return page?.id === site.homePageId
        ? t.files.homePage(file.name, page.name)
        : t.files.page(file.name, page?.name ?? '');
    case 'stylesheet':
      return onePage ? t.files.css : t.files.pageCss(file.name);
    case 'siteStylesheet':
      return t.files.siteCss(file.name);
    case 'font':
      return tf.font(file.name, findFont(file.fontId)?.name ?? '');
    case 'fontLicence':
      return tf.licence(file.name, findFont(file.fontId)?.name ?? '');
    case 'icon':
      return t.seo.files.icon(file.name);
    case 'sharingImage':
      return t.seo.files.sharingImage(file.name, page?.name ?? '');
    case 'notFound':
      return t.seo.files.notFound;
    case 'sitemap':
      return t.seo.files.sitemap;
    case 'robots':
      return t.seo.files.robots;
    case 'picture':
      return t.pictures(formatInteger(1));
    case 'itemPage':
    case 'listPage':
    case 'itemStylesheet':
      // On their collection's line (`fileLines`).
      return file.name;
    case 'feed':
      return t.seo.files.feed(file.name);
  }
}

/**
 * The lines of the list: one per file, but a font's files (two subsets of each weight and style)
 * are one line, `fonts/inter-*.woff2 — la police Inter (4 fichiers)`.
 */
function fileLines(site: SiteDocument, files: readonly SiteFileName[]): [string, string][] {
  const lines: [string, string][] = [];
  const pictures = files.filter((f) => f.kind === 'picture').length;
  // A collection's pages on one line: `articles/*.html` — its items' pages (and its list's).
  const folders = new Map<string, number>();
  const inFolder = (file: SiteFileName) =>
    (file.kind === 'itemPage' || file.kind === 'listPage' || file.kind === 'itemStylesheet') &&
    file.name.includes('/');
  for (const file of files) {
    if (!inFolder(file) || file.kind === 'itemStylesheet') continue;
    const folder = file.name.slice(0, file.name.lastIndexOf('/'));
    folders.set(folder, (folders.get(folder) ?? 0) + 1);
  }
  const listed = new Set<string>();
  files.forEach((file, i) => {
    if (inFolder(file)) {
      const folder = file.name.slice(0, file.name.lastIndexOf('/'));
      if (listed.has(folder)) return;
      listed.add(folder);
      const model = site.pages.find((p) => p.collection !== undefined && p.slug === folder);
      const name = site.collections?.find((c) => c.id === model?.collection)?.name ?? folder;
      const count = formatInteger(folders.get(folder) ?? 0);
      lines.push([file.name, t.seo.files.itemPages(`${folder}/*.html`, count, name)]);
      return;
    }
    if (file.kind === 'picture') {
      // The pictures on one line: `images/…` — vos images (3 fichiers).
      if (files[i - 1]?.kind !== 'picture') {
        lines.push([file.name, t.pictures(formatInteger(pictures))]);
      }
      return;
    }
    if (file.kind !== 'font') {
      lines.push([file.name, fileLine(site, file)]);
      return;
    }
    if (files[i - 1]?.kind === 'font' && files[i - 1].fontId === file.fontId) return;
    const count = files.filter((f) => f.kind === 'font' && f.fontId === file.fontId).length;
    const name = findFont(file.fontId)?.name ?? '';
    const pattern = `fonts/${file.fontId}-*.woff2 (${tf.fontCount(formatInteger(count))})`;
    lines.push([file.name, tf.font(pattern, name)]);
  });
  return lines;
}

/**
 * What the zip holds, one line per file (a font's files on one), each page's named with it, then
 * the host's own files.
 */
function ExportedFiles({
  site,
  picture,
  host,
  renamed,
}: {
  site: SiteDocument;
  picture?: PictureLookup;
  host: ExportHost;
  renamed: ReadonlyMap<string, string>;
}) {
  const files = siteFileList(site, picture).map((file) => ({
    ...file,
    name: renamed.get(file.name) ?? file.name,
  }));
  const own = hostFiles(
    host,
    site,
    files.map((file) => file.name),
  );
  return (
    <div>
      <Typography>{t.contents(formatInteger(files.length + own.length + 1))}</Typography>
      <Typography component="ul" sx={{ my: 1, pl: 3 }}>
        {fileLines(site, files).map(([key, line]) => (
          <li key={key}>{line}</li>
        ))}
        {own.map((file) => (
          <li key={file.name}>{t.hosts.file(file.name)}</li>
        ))}
        <li>{t.files.project}</li>
      </Typography>
    </div>
  );
}

/**
 * « Où sera publié le site ? »: the five hosts, how to put the zip online on the one chosen, and
 * what to set first when the site's address does not suit it (GitHub Pages).
 */
function HostChoice({
  host,
  site,
  onChange,
}: {
  host: ExportHost;
  site: SiteDocument;
  onChange: (host: ExportHost) => void;
}) {
  const labelId = 'export-host-label';
  const problem = hostAddressProblem(host, site);
  return (
    <Stack sx={{ gap: 1 }}>
      <FormControl>
        <FormLabel id={labelId}>{t.hosts.label}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={host}
          onChange={(_, value) => onChange(value as ExportHost)}
        >
          {EXPORT_HOSTS.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio />}
              label={t.hosts.names[choice]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography variant="body2">{t.hosts.steps[host]}</Typography>
      {problem && (
        <Alert severity="warning">
          {problem.kind === 'missing'
            ? t.hosts.address.missing
            : t.hosts.address.mismatch(problem.address)}
        </Alert>
      )}
    </Stack>
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
  preparing = false,
  picture,
  host = 'local',
  downloadedFor = host,
  renamed = NOTHING_RENAMED,
  onHostChange = () => {},
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
  /** The zip waits for its font files (shown instead of the confirmation, the button disabled). */
  preparing?: boolean;
  /** The stored pictures the zip holds (listed with its files). */
  picture?: PictureLookup;
  /** Where the site goes (hosts.ts): the zip, and « Voir le code », are made for it. */
  host?: ExportHost;
  /** The host the zip downloaded was made for (another than `host`: the dialog says so). */
  downloadedFor?: ExportHost;
  /**
   * The files the downloaded zip named after their content (fingerprint.ts), old name → new: the
   * list and « Voir le code » show those names, for a host that uses them.
   */
  renamed?: ReadonlyMap<string, string>;
  onHostChange?: (host: ExportHost) => void;
  onDownload: () => void;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), {
    noSsr: true,
  });
  const [view, setView] = useState<ExportView>(initialView);
  const [copyStatus, setCopyStatus] = useState('');
  const [pageId, setPageId] = useState(() => homePage(site).id);
  const page = sitePages(site).find((p) => p.id === pageId) ?? homePage(site);
  const names =
    hostNamesByContent(host) && hostNamesByContent(downloadedFor) ? renamed : NOTHING_RENAMED;
  const code = useMemo(() => {
    if (!open || view !== 'code') return null;
    const rendered = renderSitePage(site, page, {
      wordMeasure: siteWordMeasure(site.theme),
      addresses: hostAddresses(host),
    });
    const files = pageFileNames(site, page);
    const named = (name: string) => names.get(name) ?? name;
    return {
      html: renameReferences(rendered.html, names),
      css: renameReferences(rendered.css, names),
      siteCss: renameReferences(rendered.siteCss, names),
      files: { html: files.html, css: named(files.css), siteCss: named(SITE_STYLESHEET) },
    };
  }, [open, view, site, page, host, names]);

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
            {preparing ? (
              <Alert severity="info" role="status">
                {fr.editor.fonts.preparing}
              </Alert>
            ) : failed ? (
              <Alert severity="error">{t.failed}</Alert>
            ) : (
              <Alert severity="success">{t.started(fileName)}</Alert>
            )}
            <HostChoice host={host} site={site} onChange={onHostChange} />
            {!failed && !preparing && downloadedFor !== host && (
              <Alert severity="info" role="status">
                {t.hosts.downloadAgain(t.hosts.names[host])}
              </Alert>
            )}
            <ExportedFiles site={site} picture={picture} host={host} renamed={names} />
            {host === 'local' && (
              <Typography color="text.secondary">
                {exportNeedsFonts(site)
                  ? fr.editor.fonts.hosting
                  : sitePages(site).length === 1
                    ? t.hosting
                    : t.hostingSite}
              </Typography>
            )}
          </Stack>
        ) : (
          code && (
            <Stack sx={{ gap: 3 }}>
              {sitePages(site).length > 1 && (
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
                heading={t.cssHeading(code.files.siteCss)}
                label={t.siteCssCode}
                code={code.siteCss}
                copyLabel={t.copySiteCss}
                onCopied={(ok) => copied(ok, t.copiedSiteCss)}
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
        <Button startIcon={<FileDownloadOutlined />} onClick={onDownload} disabled={preparing}>
          {t.downloadZip}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
