import type { PageAddresses } from '../../document/site';

/**
 * Where an exported site goes (« Où sera publié le site ? »), remembered per project. Every host
 * but « Dossier local » serves clean addresses (`/a-propos` for `a-propos.html`) with the small
 * files of its own the zip then holds (hosts.ts); « Dossier local » needs none: its pages link
 * each other by file name, so the folder works opened from the disk, and on any host that serves
 * files as they are. Kept apart from hosts.ts, which loads with the zip's code.
 */
export const EXPORT_HOSTS = ['apache', 'netlify', 'github', 'nginx', 'local'] as const;
export type ExportHost = (typeof EXPORT_HOSTS)[number];

/** The host a project is exported for until its person chooses: the one that works everywhere. */
export const DEFAULT_HOST: ExportHost = 'local';

export const isExportHost = (value: unknown): value is ExportHost =>
  typeof value === 'string' && (EXPORT_HOSTS as readonly string[]).includes(value);

/** How the pages of a site exported for `host` link each other (document/site.ts). */
export const hostAddresses = (host: ExportHost): PageAddresses =>
  host === 'local' ? 'files' : 'clean';

/**
 * Whether the zip for `host` names its stylesheets, fonts and icons after their content
 * (document/render/fingerprint.ts), so that the host may keep them for a year: every host but
 * « Dossier local », opened from the disk, where nothing is cached.
 */
export const hostNamesByContent = (host: ExportHost): boolean => host !== 'local';

const HOST_KEY = 'toile:hébergement:';

/** The host a project was last exported for (remembered in this browser), or the default. */
export function rememberedHost(projectKey: string): ExportHost {
  try {
    const value = globalThis.localStorage?.getItem(HOST_KEY + projectKey);
    return isExportHost(value) ? value : DEFAULT_HOST;
  } catch {
    return DEFAULT_HOST;
  }
}

/** Remembers the host chosen for a project (nothing when the browser keeps nothing). */
export function rememberHost(projectKey: string, host: ExportHost): void {
  try {
    globalThis.localStorage?.setItem(HOST_KEY + projectKey, host);
  } catch {
    // Private browsing with storage refused: the choice lasts as long as the dialog.
  }
}
