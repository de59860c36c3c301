import { fr } from '../i18n/fr';
import { LIMITS } from './limits';
import { CURRENT_SCHEMA_VERSION, readDocument, versionOf } from './schema/migrations';
import type { SiteDocument } from './types';
import { z } from './zod';

/**
 * The project file, `*.toile.json`: what « Télécharger une copie » saves, what « Importer » reads,
 * and the `projet.json` of the export zip (so an export reopens in Toile). Plain JSON, versioned
 * like the stored records; older versions are migrated, newer ones refused with a clear message.
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
}

export interface ProjectFileMeta {
  /** When the file is made; now by default. */
  exportedAt?: Date;
}

export type ParsedProjectFile =
  | { ok: true; project: { document: SiteDocument; migratedFrom: number | null } }
  | { ok: false; message: string };

/** The project file of `document`. */
export function toProjectFile(document: SiteDocument, meta: ProjectFileMeta = {}): ProjectFile {
  return {
    format: PROJECT_FILE_FORMAT,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    exportedAt: (meta.exportedAt ?? new Date()).toISOString(),
    document,
  };
}

/** The text of the project file of `document`, indented so a person can read it. */
export function projectFileText(document: SiteDocument, meta: ProjectFileMeta = {}): string {
  return `${JSON.stringify(toProjectFile(document, meta), null, 2)}\n`;
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

const envelopeSchema = z.strictObject({
  format: z.literal(PROJECT_FILE_FORMAT),
  schemaVersion: z.int().min(1),
  exportedAt: z.iso.datetime().optional(),
  document: z.unknown(),
});

const invalid = (): ParsedProjectFile => ({ ok: false, message: fr.projects.file.invalid });
const tooBig = (): ParsedProjectFile => ({
  ok: false,
  message: fr.projects.file.tooBig(LIMITS.fileBytes / (1024 * 1024)),
});

/**
 * Reads a project file. Never throws: a malformed, oversized or newer-version file gives a French
 * message and nothing else, so the caller leaves the open project exactly as it was.
 */
export function parseProjectFile(text: string): ParsedProjectFile {
  if (text.length > LIMITS.fileBytes) return tooBig();
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
  return { ok: true, project: { document: read.site, migratedFrom: read.migratedFrom } };
}

/** Reads a chosen file: refuses an oversized one before reading it. */
export async function readProjectFile(file: Blob): Promise<ParsedProjectFile> {
  if (file.size > LIMITS.fileBytes) return tooBig();
  let text: string;
  try {
    text = await blobText(file);
  } catch {
    return { ok: false, message: fr.projects.file.unreadable };
  }
  return parseProjectFile(text);
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
