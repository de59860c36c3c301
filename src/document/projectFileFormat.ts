import { fr } from '../i18n/fr';
import { ASSET_LIMITS } from './assets/assetLimits';
import type { CarriedProblem, PortableAssets } from './assets/portableAssets';
import { CURRENT_SCHEMA_VERSION } from './schema/version';
import type { SiteDocument } from './types';

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
