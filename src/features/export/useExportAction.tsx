import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { SiteDocument } from '../../document/types';
import { downloadFile } from '../../common/download';
import { readFontFile } from '../fonts';
import type { ExportPictures } from './exportZip';
import { zipFileName } from './zipFileName';
import { rememberHost, rememberedHost, type ExportHost } from './hostChoice';

/**
 * The count of sample content left (document/check/sampleContents.ts, with the contact details'
 * patterns), loaded with the first export rather than with the editor.
 */
type SampleCounter = typeof import('../../document/check/sampleContents');
let sampleCounter: SampleCounter | null = null;
const loadSampleCounter = (): Promise<SampleCounter> =>
  import('../../document/check/sampleContents').then((m) => (sampleCounter = m));

/** The zip's makers (fflate, the renderer's files, projet.json's pictures), loaded on first use. */
type ZipMakers = typeof import('./exportZip') &
  typeof import('./exportPictures') &
  typeof import('./exportWorkerClient');
let zipMakers: ZipMakers | null = null;
const loadZipMakers = (): Promise<ZipMakers> =>
  Promise.all([
    import('./exportZip'),
    import('./exportPictures'),
    import('./exportWorkerClient'),
  ]).then(([zip, pictures, worker]) => (zipMakers = { ...zip, ...pictures, ...worker }));

interface ExportState {
  /** Grows at each export, so each one opens a fresh dialog. */
  count: number;
  open: boolean;
  document: SiteDocument | null;
  fileName: string;
  failed: boolean;
  /** The zip waits for its font files (fetched from the app's own assets) or its pictures. */
  preparing: boolean;
  /** The stored pictures the zip holds, once read. */
  pictures?: ExportPictures;
  /** Where the site goes (hosts.ts): the zip is made for it. */
  host: ExportHost;
  /** The host the last zip downloaded was made for. */
  downloadedFor: ExportHost;
  /** The files that zip named after their content, old name → new (fingerprint.ts). */
  renamed?: ReadonlyMap<string, string>;
}

/** The question before a download, when the site still holds sample content. */
interface SamplesQuestion {
  open: boolean;
  count: number;
  document: SiteDocument;
}

// The dialog loads with the first export (the zip itself is made at once, in the click).
const ExportDialog = lazy(() =>
  import('./components/ExportDialog').then((m) => ({ default: m.ExportDialog })),
);
const SampleContentDialog = lazy(() =>
  import('./components/SampleContentDialog').then((m) => ({ default: m.SampleContentDialog })),
);

/** The User Timing measure of one export (render, zip, download), read by the benchmark. */
export const EXPORT_MEASURE = 'toile:export';

/**
 * Builds the zip of the site and hands it to the browser; false when it could not be made. A site
 * in the system font without pictures of its own is zipped at once; one that uses fonts or stored
 * pictures first reads their bytes (a promise). `onPictures` learns which pictures were found.
 */
function downloadZip(
  document: SiteDocument,
  fileName: string,
  onPictures: (pictures: ExportPictures) => void,
  host: ExportHost,
  onRenamed: (renamed: ReadonlyMap<string, string>) => void,
): boolean | Promise<boolean> {
  const start = performance.now();
  const made = { onPictures, host, onRenamed };
  if (!zipMakers) {
    // The first export waits for the zip's code, then goes on as every later one.
    return loadZipMakers().then(
      (makers) => zipWith(makers, start, document, fileName, made),
      () => false,
    );
  }
  return zipWith(zipMakers, start, document, fileName, made);
}

function zipWith(
  {
    buildExportZip,
    exportNeedsFonts,
    exportNeedsPictures,
    readExportPictures,
    readFontBytes,
    zipInWorker,
  }: ZipMakers,
  start: number,
  document: SiteDocument,
  fileName: string,
  {
    onPictures,
    host,
    onRenamed,
  }: {
    onPictures: (pictures: ExportPictures) => void;
    host: ExportHost;
    onRenamed: (renamed: ReadonlyMap<string, string>) => void;
  },
): boolean | Promise<boolean> {
  const download = (zip: Uint8Array) => {
    downloadFile(zip, fileName, 'application/zip');
    try {
      performance.measure(EXPORT_MEASURE, { start, end: performance.now() });
    } catch {
      // No User Timing here (an old browser, a test runner): the export itself succeeded.
    }
    return true;
  };
  // Its pictures and font files read here (the media store, the app's own assets), then the
  // pages rendered and zipped: a large site's (a thousand items' pages) in a worker
  // (exportWorker.ts), which leaves the editor responsive; a small one's here, as without a worker.
  const build = async (): Promise<Uint8Array> => {
    const pictures = exportNeedsPictures(document) ? await readExportPictures(document) : undefined;
    if (pictures) onPictures(pictures);
    const fonts = exportNeedsFonts(document)
      ? await readFontBytes(document, readFontFile)
      : undefined;
    const exportedAt = new Date();
    const fontFile = fonts ? (file: { name: string }) => fonts.get(file.name) : undefined;
    // A worker costs its start (its code fetched and compiled) more than a small site's pages.
    if (!isLarge(document)) {
      return buildExportZip(document, exportedAt, fontFile, pictures, host, onRenamed);
    }
    try {
      const made = await zipInWorker({
        site: document,
        exportedAt: exportedAt.getTime(),
        ...(fonts ? { fonts: [...fonts] } : {}),
        ...(pictures?.data ? { pictures: pictures.data } : {}),
        host,
      });
      onRenamed(made.renamed);
      return made.zip;
    } catch {
      return buildExportZip(document, exportedAt, fontFile, pictures, host, onRenamed);
    }
  };
  // A small site with nothing to read (no font file, no picture of its own) is zipped at once,
  // here: a few milliseconds, and the download follows the click.
  if (!exportNeedsFonts(document) && !exportNeedsPictures(document) && !isLarge(document)) {
    try {
      return download(buildExportZip(document, new Date(), undefined, undefined, host, onRenamed));
    } catch {
      return false;
    }
  }
  return build().then(download, () => false);
}

/** Pages the main thread writes itself; a site with more (its items' pages) goes to the worker. */
const AT_ONCE = 50;
const isLarge = (site: SiteDocument) =>
  site.pages.length + (site.collections ?? []).reduce((n, c) => n + c.items.length, 0) > AT_ONCE;

/**
 * « Exporter »: downloads `<project name>.zip` of the whole site at once, then opens the export
 * dialog (what the zip holds, « Télécharger le ZIP » again, « Voir le code »). A site that still
 * holds sample content (document/check/sampleContents.ts) first says how much, and downloads
 * only on « Exporter quand même »; « Voir dans Vérifier le site » calls `onReview`. `getDocument`
 * is read at click time, so the caller does not re-render on every edit. The zip is made for the
 * host last chosen for the project (`getProjectKey`, remembered in this browser: hosts.ts); the
 * dialog lets the person choose another and download again.
 */
export function useExportAction(
  getDocument: () => SiteDocument,
  onReview: () => void = () => {},
  getProjectKey: () => string = () => 'nouveau',
): {
  onExport: () => void;
  dialog: ReactNode;
} {
  const [state, setState] = useState<ExportState>({
    count: 0,
    open: false,
    document: null,
    fileName: '',
    failed: false,
    preparing: false,
    host: 'local',
    downloadedFor: 'local',
  });
  const [samples, setSamples] = useState<SamplesQuestion | null>(null);

  /** The dialog of export `count` learns how its zip went (a later export has its own dialog). */
  const settle = (count: number, result: boolean | Promise<boolean>) => {
    if (typeof result === 'boolean') return;
    void result.then((ok) =>
      setState((s) => (s.count === count ? { ...s, preparing: false, failed: !ok } : s)),
    );
  };

  const exportNow = (document: SiteDocument) => {
    const fileName = zipFileName(document.name);
    const count = state.count + 1;
    const host = rememberedHost(getProjectKey());
    // Known at once when the zip is made in the click, later when it waits for fonts or pictures.
    let renamed: ReadonlyMap<string, string> | undefined;
    const result = downloadZip(
      document,
      fileName,
      (pictures) => setState((s) => (s.count === count ? { ...s, pictures } : s)),
      host,
      (names) => {
        renamed = names;
        setState((s) => (s.count === count ? { ...s, renamed: names } : s));
      },
    );
    const preparing = typeof result !== 'boolean';
    setState({
      renamed,
      count,
      open: true,
      document,
      fileName,
      failed: result === false,
      preparing,
      host,
      downloadedFor: host,
    });
    settle(count, result);
  };

  const onExport = () => {
    const document = getDocument();
    const go = ({ sampleCount }: SampleCounter) => {
      const count = sampleCount(document);
      if (count > 0) setSamples({ open: true, count, document });
      else exportNow(document);
    };
    // Once loaded, at once: the zip is made in the click, as before. Not loaded (offline, say):
    // the export says it failed, as when its zip's code cannot load.
    const failed = () => {
      const host = rememberedHost(getProjectKey());
      setState((s) => ({
        ...s,
        count: s.count + 1,
        open: true,
        document,
        fileName: zipFileName(document.name),
        failed: true,
        preparing: false,
        pictures: undefined,
        renamed: undefined,
        host,
        downloadedFor: host,
      }));
    };
    if (sampleCounter) go(sampleCounter);
    else void loadSampleCounter().then(go, failed);
  };

  const onDownload = () => {
    if (!state.document || state.preparing) return;
    const { count } = state;
    const result = downloadZip(
      state.document,
      state.fileName,
      (pictures) => setState((s) => (s.count === count ? { ...s, pictures } : s)),
      state.host,
      (renamed) => setState((s) => (s.count === count ? { ...s, renamed } : s)),
    );
    const preparing = typeof result !== 'boolean';
    setState((s) => ({ ...s, failed: result === false, preparing, downloadedFor: s.host }));
    settle(state.count, result);
  };

  const onHostChange = (host: ExportHost) => {
    rememberHost(getProjectKey(), host);
    setState((s) => ({ ...s, host }));
  };

  const question = samples ? (
    <Suspense fallback={null}>
      <SampleContentDialog
        open={samples.open}
        count={samples.count}
        onClose={() => setSamples({ ...samples, open: false })}
        onReview={() => {
          setSamples({ ...samples, open: false });
          onReview();
        }}
        onExport={() => {
          setSamples({ ...samples, open: false });
          exportNow(samples.document);
        }}
      />
    </Suspense>
  ) : null;

  const exported = state.document ? (
    <Suspense fallback={null}>
      <ExportDialog
        key={state.count}
        open={state.open}
        document={state.document}
        fileName={state.fileName}
        failed={state.failed}
        preparing={state.preparing}
        picture={state.pictures?.picture}
        host={state.host}
        downloadedFor={state.downloadedFor}
        renamed={state.renamed}
        onHostChange={onHostChange}
        onDownload={onDownload}
        onClose={() => setState((s) => ({ ...s, open: false }))}
      />
    </Suspense>
  ) : null;

  return {
    onExport,
    dialog: (
      <>
        {question}
        {exported}
      </>
    ),
  };
}
