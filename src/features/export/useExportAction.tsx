import { useState, type ReactNode } from 'react';
import type { SiteDocument } from '../../document/types';
import { ExportDialog } from './components/ExportDialog';
import { downloadFile } from '../../common/download';
import { buildExportZip, zipFileName } from './exportZip';

interface ExportState {
  /** Grows at each export, so each one opens a fresh dialog. */
  count: number;
  open: boolean;
  document: SiteDocument | null;
  fileName: string;
  failed: boolean;
}

/** The User Timing measure of one export (render, zip, download), read by the benchmark. */
export const EXPORT_MEASURE = 'toile:export';

/** Builds the zip of the site and hands it to the browser; false when it could not be made. */
function downloadZip(document: SiteDocument, fileName: string): boolean {
  const start = performance.now();
  try {
    downloadFile(buildExportZip(document), fileName, 'application/zip');
  } catch {
    return false;
  }
  try {
    performance.measure(EXPORT_MEASURE, { start, end: performance.now() });
  } catch {
    // No User Timing here (an old browser, a test runner): the export itself succeeded.
  }
  return true;
}

/**
 * « Exporter »: downloads `<project name>.zip` of the whole site at once, then opens the export
 * dialog (what the zip holds, « Télécharger le ZIP » again, « Voir le code »). `getDocument` is
 * read at click time, so the caller does not re-render on every edit.
 */
export function useExportAction(getDocument: () => SiteDocument): {
  onExport: () => void;
  dialog: ReactNode;
} {
  const [state, setState] = useState<ExportState>({
    count: 0,
    open: false,
    document: null,
    fileName: '',
    failed: false,
  });

  const onExport = () => {
    const document = getDocument();
    const fileName = zipFileName(document.name);
    const ok = downloadZip(document, fileName);
    setState((s) => ({ count: s.count + 1, open: true, document, fileName, failed: !ok }));
  };

  const onDownload = () => {
    if (!state.document) return;
    const ok = downloadZip(state.document, state.fileName);
    setState((s) => ({ ...s, failed: !ok }));
  };

  const dialog = state.document ? (
    <ExportDialog
      key={state.count}
      open={state.open}
      document={state.document}
      fileName={state.fileName}
      failed={state.failed}
      onDownload={onDownload}
      onClose={() => setState((s) => ({ ...s, open: false }))}
    />
  ) : null;

  return { onExport, dialog };
}
