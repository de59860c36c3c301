/**
 * Builds the export's zip off the main thread (docs/decisions.md, 33): every page rendered, a
 * thousand items' pages among them, and zipped, while the editor stays responsive. What it needs
 * was read beforehand on the main thread (the font files fetched, the pictures read from the media
 * store) and comes as plain data; the zip goes back transferred, not copied.
 */
import type { SiteDocument } from '../../document/types';
import type { ExportHost } from './hostChoice';
import { buildExportZip, exportPicturesOf, type ExportPictureData } from './exportZip';

export interface ZipRequest {
  id: number;
  site: SiteDocument;
  /** `Date.getTime()` of the export. */
  exportedAt: number;
  /** The font files' bytes, by file name. */
  fonts?: [string, Uint8Array][];
  pictures?: ExportPictureData;
  host: ExportHost;
}

export type ZipResponse =
  { id: number; zip: Uint8Array; renamed: [string, string][] } | { id: number; failed: true };

/** The worker's global scope (the project's TypeScript library is the DOM's, not the worker's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ZipRequest>) => void) | null;
  postMessage(message: ZipResponse, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { id, site, exportedAt, fonts, pictures, host } = event.data;
  try {
    const bytes = new Map(fonts ?? []);
    let renamed: [string, string][] = [];
    const zip = buildExportZip(
      site,
      new Date(exportedAt),
      fonts ? (file) => bytes.get(file.name) : undefined,
      pictures ? exportPicturesOf(pictures) : undefined,
      host,
      (names) => (renamed = [...names]),
    );
    scope.postMessage({ id, zip, renamed }, [zip.buffer]);
  } catch {
    scope.postMessage({ id, failed: true });
  }
};
