import { fr } from '../i18n/fr';
import {
  parsePortableAssets,
  readCarriedAssets,
  type AssetBytes,
  type PortableEntry,
} from './assets/portableAssets';
import { LIMITS } from './limits';
import { readDocument } from './schema/migrations';
import { CURRENT_SCHEMA_VERSION, versionOf } from './schema/version';
import type { SiteDocument } from './types';
import { z } from './zod';
import { PROJECT_FILE_FORMAT, carriedProblemMessage } from './projectFileFormat';

/**
 * Reading a project file (« Importer », a zip's `projet.json`): checked with Zod, so this module
 * loads with the first file read. Writing one, and the format's constants, are in
 * projectFileFormat.ts, which the editor loads at its start.
 */
export * from './projectFileFormat';

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
  if (!read.ok && read.reason === 'unknownStyle') {
    const { kind, id } = read.style;
    return {
      ok: false,
      message: fr.projects.file.unknownStyle(fr.projects.unknownStyle(kind, id)),
    };
  }
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
