import { strToU8, zipSync, type Zippable } from 'fflate';
import { siteFileNames, siteFiles, type FontFileBytes } from '../../document/render/siteFiles';
import { siteFontFiles, type FontFileEntry } from '../../document/fonts/fontFiles';
import { siteWordMeasure } from '../../document/fonts/fontWidths';
import type { SiteDocument } from '../../document/types';
import { assetIdsOf } from '../../document/assets/assetRefs';
import type {
  ExportPicture,
  PictureBytes,
  PictureLookup,
} from '../../document/render/pictureFiles';
import type { PortableAssets } from '../../document/assets/portableAssets';
import { PROJECT_FILE_IN_ZIP, projectFileFor } from './projectFileFor';
import { fingerprintFiles } from '../../document/render/fingerprint';
import { DEFAULT_HOST, hostAddresses, hostNamesByContent, type ExportHost } from './hostChoice';
import { hostFiles } from './hosts';

/**
 * The files of the export of `site`, by name, in the order they sit in the zip: index.html and
 * styles.css (the home page), `<slug>.html` and `styles-<slug>.css` of each other page in the
 * site's order, the font files the pages use and their licences (`fonts/…`), the site's icon and
 * sharing pictures when they are files, 404.html, sitemap.xml and robots.txt when the site has an
 * address (renderSite.ts, `siteFileNames`), the host's own files, then projet.json. For a host
 * that names files after their content (`hostNamesByContent`), the zip's stylesheets, fonts and
 * icons carry a hash in their names besides (fingerprint.ts).
 */
export function exportFiles(site: SiteDocument, host: ExportHost = DEFAULT_HOST): string[] {
  return [
    ...siteFileNames(site),
    ...hostFiles(host, site).map((file) => file.name),
    PROJECT_FILE_IN_ZIP,
  ];
}

export { zipFileName } from './zipFileName';

/** Files already compressed (pictures, woff2 fonts), which the zip stores as they are. */
const COMPRESSED_FILE = /\.(png|jpg|gif|webp|avif|woff2)$/;

/**
 * The zip of the site: its files (`exportFiles`) and projet.json. `exportedAt` dates projet.json
 * and the zip entries (given in tests, so the bytes are reproducible). A site that uses fonts
 * needs their bytes (`fontFile`, see `buildExportZipWithFonts`): without them it throws. `host`:
 * where the site goes (hosts.ts): its pages' links, its lasting files named after their content
 * (fingerprint.ts; `onRenamed` learns each old name → new), and the host's own files after the
 * site's.
 */
export function buildExportZip(
  site: SiteDocument,
  exportedAt: Date = new Date(),
  fontFile?: FontFileBytes,
  pictures?: ExportPictures,
  host: ExportHost = DEFAULT_HOST,
  onRenamed?: (renamed: ReadonlyMap<string, string>) => void,
): Uint8Array {
  const mtime = exportedAt;
  const entries: Zippable = {};
  const rendered = siteFiles(site, {
    fontFile,
    wordMeasure: siteWordMeasure(site.theme),
    addresses: hostAddresses(host),
    ...pictures,
  });
  const { files, renamed } = hostNamesByContent(host)
    ? fingerprintFiles(rendered)
    : { files: rendered, renamed: new Map<string, string>() };
  for (const file of files) {
    if ('text' in file) entries[file.name] = [strToU8(file.text), { mtime }];
    else {
      const level = COMPRESSED_FILE.test(file.name) ? 0 : 6;
      entries[file.name] = [file.bytes, { mtime, level }];
    }
  }
  const names = files.map((file) => file.name);
  for (const file of hostFiles(host, site, names)) {
    entries[file.name] = [strToU8(file.text), { mtime }];
  }
  const project = projectFileFor(site, exportedAt, pictures?.projectAssets);
  entries[PROJECT_FILE_IN_ZIP] = [strToU8(project), { mtime }];
  onRenamed?.(renamed);
  return zipSync(entries, { level: 6 });
}

/**
 * The person's stored pictures for the export (document/render/pictureFiles.ts): what each is, and
 * its bytes, read from the media store beforehand (features/export/exportPictures.ts).
 */
export interface ExportPictures {
  picture: PictureLookup;
  pictureBytes: PictureBytes;
  /** The pictures as `projet.json` carries them, so that the export reopens with them. */
  projectAssets?: PortableAssets;
  /** The same as plain data, which a worker can be sent (`exportPicturesOf` reads it back). */
  data?: ExportPictureData;
}

/** The stored pictures of an export as plain data: what each is, its bytes by `id:variant`. */
export interface ExportPictureData {
  known: ExportPicture[];
  bytes: [string, Uint8Array][];
  projectAssets?: PortableAssets;
}

/** The pictures of `data` as the export reads them. */
export function exportPicturesOf(data: ExportPictureData): ExportPictures {
  const known = new Map(data.known.map((picture) => [picture.id, picture]));
  const bytes = new Map(data.bytes);
  return {
    picture: (id) => known.get(id),
    pictureBytes: (id, variant) => bytes.get(`${id}:${variant}`),
    ...(data.projectAssets ? { projectAssets: data.projectAssets } : {}),
    data,
  };
}

/** Whether `site` shows stored pictures, whose bytes must be read before its zip is built. */
export function exportNeedsPictures(site: SiteDocument): boolean {
  return assetIdsOf(site).length > 0;
}

/** Reads one font file of the export (a `@fontsource` package's file): fetched, or from disk. */
export type FontFileReader = (file: FontFileEntry) => Promise<Uint8Array>;

/** Whether the zip of `site` needs font files, so can only be built once they are read. */
export function exportNeedsFonts(site: SiteDocument): boolean {
  return siteFontFiles(site).length > 0;
}

/**
 * The zip of a site with its font files: reads the files its pages use (`readFontFile`, all at
 * once), then builds the zip (`buildExportZip`). Rejects when a file cannot be read.
 */
export async function buildExportZipWithFonts(
  site: SiteDocument,
  readFontFile: FontFileReader,
  exportedAt: Date = new Date(),
  pictures?: ExportPictures,
  host: ExportHost = DEFAULT_HOST,
  onRenamed?: (renamed: ReadonlyMap<string, string>) => void,
): Promise<Uint8Array> {
  const bytes = await readFontBytes(site, readFontFile);
  const fontFile = (file: FontFileEntry) => bytes.get(file.name);
  return buildExportZip(site, exportedAt, fontFile, pictures, host, onRenamed);
}

/** The bytes of every font file the pages of `site` use, by file name (all read at once). */
export async function readFontBytes(
  site: SiteDocument,
  readFontFile: FontFileReader,
): Promise<Map<string, Uint8Array>> {
  const files = siteFontFiles(site);
  const read = await Promise.all(files.map(async (file) => [file.name, await readFontFile(file)]));
  return new Map(read as [string, Uint8Array][]);
}
