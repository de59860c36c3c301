import { fr } from '../i18n/fr';
import { ASSET_LIMITS } from './assets/assetLimits';
import {
  parsePortableAssets,
  readCarriedAssets,
  type AssetBytes,
  type CarriedProblem,
  type PortableAssets,
  type PortableEntry,
} from './assets/portableAssets';
import { LIMITS } from './limits';
import { CURRENT_SCHEMA_VERSION, readDocument, versionOf } from './schema/migrations';
import type { SiteDocument } from './types';
import { z } from './zod';

/**
 * The project file, `*.toile.json`: what « Télécharger une copie » saves, what « Importer » reads,
 * and the `projet.json` of the export zip (so an export reopens in Toile). Plain JSON, versioned
 * like the stored records; older versions are migrated, newer ones refused with a clear message.
 * Its optional `assets` carry the stored pictures the site uses, bytes in base64
 * (document/assets/portableAssets.ts; docs/decisions.md, « Pictures travel with the project »).
 */
export const PROJECT_FILE_FORMAT = 'toile-project';
export const PROJECT_FILE_EXTENSION = '.toile.json';
export const PROJECT_FILE_MIME = 'application/json';

export interface ProjectFile {
  format: typeof PROJECT_FILE_FORMAT;
  schemaVersion: typeof CURRENT_SCHEMA_VERSION;
  /** ISO 8601, UTC. */
  exportedAt: string;
  document: SiteDocument;
  /** The stored pictures the site uses, by id; absent when it uses none (or an older file). */
  assets?: PortableAssets;
}

export interface ProjectFileMeta {
  /** When the file is made; now by default. */
  exportedAt?: Date;
  /** The pictures to carry (collectPortableAssets). */
  assets?: PortableAssets;
}

export type ParsedProjectFile =
  | {
      ok: true;
      project: {
        document: SiteDocument;
        migratedFrom: number | null;
        /** The carried pictures, in form only: their bytes are checked by readProjectText. */
        assets?: PortableEntry[];
      };
    }
  | { ok: false; message: string };

export type ReadProjectFile =
  | {
      ok: true;
      project: { document: SiteDocument; migratedFrom: number | null; assets: AssetBytes[] };
    }
  | { ok: false; message: string };

/** The project file of `document`. */
export function toProjectFile(document: SiteDocument, meta: ProjectFileMeta = {}): ProjectFile {
  const assets = meta.assets && Object.keys(meta.assets).length > 0 ? meta.assets : undefined;
  return {
    format: PROJECT_FILE_FORMAT,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    exportedAt: (meta.exportedAt ?? new Date()).toISOString(),
    document,
    ...(assets ? { assets } : {}),
  };
}

/**
 * The project file's text in pieces, to put in a Blob: the whole file as one string could pass
 * what a browser's string may hold (a project's 300 Mo of pictures are 400 Mo of base64). The
 * site is indented so a person can read it; each picture is one line.
 */
export function projectFileParts(document: SiteDocument, meta: ProjectFileMeta = {}): string[] {
  const { assets, ...head } = toProjectFile(document, meta);
  const text = JSON.stringify(head, null, 2);
  if (!assets) return [`${text}\n`];
  const parts = [`${text.slice(0, -2)},\n  "assets": {`];
  Object.entries(assets).forEach(([id, asset], i) => {
    parts.push(`${i ? ',' : ''}\n    ${JSON.stringify(id)}: ${JSON.stringify(asset)}`);
  });
  parts.push('\n  }\n}\n');
  return parts;
}

/** The text of the project file of `document`, indented so a person can read it. */
export function projectFileText(document: SiteDocument, meta: ProjectFileMeta = {}): string {
  return projectFileParts(document, meta).join('');
}

/** « Ma page d'accueil » → « ma-page-d-accueil.toile.json ». */
export function projectFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'projet'}${PROJECT_FILE_EXTENSION}`;
}

const MIB = 1024 * 1024;

const envelopeSchema = z.strictObject({
  format: z.literal(PROJECT_FILE_FORMAT),
  schemaVersion: z.int().min(1),
  exportedAt: z.iso.datetime().optional(),
  document: z.unknown(),
  assets: z.unknown().optional(),
});

const invalid = (): { ok: false; message: string } => ({
  ok: false,
  message: fr.projects.file.invalid,
});
const tooBig = (): { ok: false; message: string } => ({
  ok: false,
  message: fr.projects.file.tooBig(LIMITS.projectFileBytes / MIB),
});

/** What is wrong with carried pictures, in French (a file and a link each add what follows). */
export function carriedProblemText(problem: Exclude<CarriedProblem, 'invalid'>, name?: string) {
  const t = fr.projects.pictures;
  const image = t.one(name);
  switch (problem) {
    case 'tooBig':
      return t.tooBig(image, ASSET_LIMITS.fileBytes / MIB);
    case 'projectFull':
      return t.projectFull(ASSET_LIMITS.projectBytes / MIB);
    default:
      return t[problem](image);
  }
}

/** The French message of refused pictures in a file: what is wrong, and that nothing changed. */
export function carriedProblemMessage(problem: CarriedProblem, name?: string): string {
  if (problem === 'invalid') return fr.projects.file.invalid;
  return `${carriedProblemText(problem, name)} ${fr.projects.file.nothingImported}`;
}

/**
 * Reads a project file. Never throws: a malformed, oversized or newer-version file gives a French
 * message and nothing else, so the caller leaves the open project exactly as it was. Carried
 * pictures are checked in form here, and in their bytes by `readProjectText`.
 */
export function parseProjectFile(text: string): ParsedProjectFile {
  if (text.length > LIMITS.projectFileBytes) return tooBig();
  if (text.trim() === '') return { ok: false, message: fr.projects.file.empty };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return invalid();
  }
  const version = versionOf(json);
  if (version !== null && version > CURRENT_SCHEMA_VERSION) {
    // A newer file is recognised by its marker alone: its body may be anything.
    const marked = (json as { format?: unknown }).format === PROJECT_FILE_FORMAT;
    return marked ? { ok: false, message: fr.projects.file.newer } : invalid();
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return invalid();
  const read = readDocument(envelope.data.document, envelope.data.schemaVersion);
  if (!read.ok) return invalid();
  const project = { document: read.site, migratedFrom: read.migratedFrom };
  if (envelope.data.assets === undefined) {
    // Without pictures the file is the site alone, held to the site's own bound.
    return text.length > LIMITS.fileBytes ? invalid() : { ok: true, project };
  }
  const assets = parsePortableAssets(envelope.data.assets, read.site);
  if (!assets.ok) return { ok: false, message: carriedProblemMessage(assets.problem, assets.name) };
  // The pictures may take the room of 300 Mo of pictures; the rest is held to the site's bound.
  const carried = assets.value.reduce(
    (sum, entry) => sum + entry.data.length + (entry.phone?.data.length ?? 0),
    0,
  );
  if (text.length - carried > LIMITS.fileBytes) return invalid();
  return { ok: true, project: { ...project, assets: assets.value } };
}

/** Reads a project file's text whole: the site, and the carried pictures' bytes, checked. */
export async function readProjectText(text: string): Promise<ReadProjectFile> {
  const parsed = parseProjectFile(text);
  if (!parsed.ok) return parsed;
  const { document, migratedFrom, assets = [] } = parsed.project;
  const read = await readCarriedAssets(assets);
  if (!read.ok) return { ok: false, message: carriedProblemMessage(read.problem, read.name) };
  return { ok: true, project: { document, migratedFrom, assets: read.value } };
}

/** Reads a chosen file: refuses an oversized one before reading it. */
export async function readProjectFile(file: Blob): Promise<ReadProjectFile> {
  if (file.size > LIMITS.projectFileBytes) return tooBig();
  let text: string;
  try {
    text = await blobText(file);
  } catch {
    return { ok: false, message: fr.projects.file.unreadable };
  }
  return readProjectText(text);
}

/** The text of a file, as UTF-8 (FileReader, which every browser and jsdom have). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob, 'utf-8');
  });
}
